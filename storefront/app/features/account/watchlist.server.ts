import type { SavedCarRecord } from '@dealer/cms-contract/customer-accounts'
import { carPath, type CarSummary } from '@dealer/stock/car-summary'
import { anyOf } from '@dealer/stock/filters'
import { isAvailable } from '@dealer/stock/listing'
import type { RouterContextProvider } from 'react-router'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { findCarById, searchCarSummaries } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { recordServerEvent } from '../analytics/events.server'
import { readWatchlist, removeFromWatchlist, saveToWatchlist } from './customer-accounts.server'
import { currentSession, type ShopperSession } from './session.server'

/** One saved car as the watchlist page shows it: as saved, and whether the stock still has it. */
export interface WatchlistEntry {
  id: string
  name: string
  path: string
  /** The price now when the car is still listed, else the price it was saved at. */
  price: number | null
  imageUrl: string | null
  savedAt: string
  priceAlerts: boolean
  /** `available`: for sale; `sold`: still listed, sold; `gone`: no longer in the site's stock. */
  availability: 'available' | 'sold' | 'gone'
}

/** A watchlist page shows at most this many cars (and asks the stock for them in one query). */
const MAX_SHOWN = 100

type StockFields = Pick<CarSummary, 'objectID' | 'slug' | 'name' | 'price' | 'primary_image_url' | 'status'>

/** The customer's saved cars, newest first, each checked against the site's stock now; null when the session ended. */
export async function watchlistEntries(tenant: Tenant, session: ShopperSession): Promise<WatchlistEntry[] | null> {
  const saved = await readWatchlist(tenant, session.token)
  if (!saved) return null
  const shown = saved.slice(0, MAX_SHOWN)
  const inStock = new Map<string, StockFields>()
  if (shown.length > 0) {
    const { cars } = await searchCarSummaries(tenant, {
      filters: [
        anyOf(
          'objectID',
          shown.map((car) => car.id),
        ),
      ],
      hitsPerPage: shown.length,
    })
    for (const car of cars) inStock.set(car.objectID, car)
  }
  return shown.map((car) => {
    const now = inStock.get(car.id)
    return {
      id: car.id,
      name: now?.name ?? car.name,
      path: carPath({ slug: now?.slug ?? car.slug }),
      price: now ? now.price : car.price,
      imageUrl: now?.primary_image_url ?? car.primaryImageUrl,
      savedAt: car.savedAt,
      priceAlerts: car.priceAlerts,
      availability: now ? (isAvailable(now.status) ? 'available' : 'sold') : 'gone',
    }
  })
}

/** The ids of the cars the shopper saved, for the Save / Saved buttons; none when signed out or the CMS can't say. */
export async function savedCarIds(tenant: Tenant, session: ShopperSession | null): Promise<string[]> {
  if (!session) return []
  try {
    return ((await readWatchlist(tenant, session.token)) ?? []).map((car) => car.id)
  } catch (error) {
    console.error(`watchlist: ${error instanceof Error ? error.message : error}`)
    return []
  }
}

const answer = (body: Record<string, unknown>, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** A watchlist change is a car id and a flag. */
const MAX_CHANGE_BYTES = 1024

/** The car as the watchlist remembers it, from the site's own stock (never what the browser says of it). */
function savedRecord(car: StockFields): SavedCarRecord {
  return {
    id: car.objectID,
    slug: car.slug,
    name: car.name.slice(0, 300),
    price: typeof car.price === 'number' && car.price >= 0 ? car.price : null,
    primaryImageUrl: car.primary_image_url ? car.primary_image_url.slice(0, 2000) : null,
  }
}

/**
 * Saves a car of the site's stock to the customer's watchlist. `priceAlerts` undefined keeps what the customer chose
 * when they saved it before (a Save after sign-in must not undo an opt-in), else off.
 */
export async function saveCar(
  tenant: Tenant,
  session: ShopperSession,
  carId: string,
  priceAlerts: boolean | undefined,
): Promise<{ saved: string } | 'no-car' | 'signed-out'> {
  const car = await findCarById<StockFields>(tenant, carId, ['objectID', 'slug', 'name', 'price', 'primary_image_url', 'status'])
  if (!car) return 'no-car'
  let alerts = priceAlerts
  if (alerts === undefined) alerts = ((await readWatchlist(tenant, session.token)) ?? []).find((saved) => saved.id === carId)?.priceAlerts ?? false
  if (!(await saveToWatchlist(tenant, session.token, savedRecord(car), alerts))) return 'signed-out'
  await recordServerEvent(tenant, 'car-saved', { carId: car.objectID, path: carPath(car) })
  return { saved: car.name }
}

/**
 * POST /api/watchlist/save-car and /api/watchlist/remove-car, body { phone_number, car_id, price_alerts? } (spec 000 §7)
 * → { success } (and a saved car's name, for the toast). Whose watchlist is the session's: the body's phone_number is never read (spec 000 §5: saving needs a
 * signed-in shopper with a phone, which every customer has). 401 without a session; a car the site's stock doesn't
 * have can't be saved (404). Removing needs no stock: a sold car leaves the index but not the watchlist.
 */
export async function changeWatchlist(
  tenant: Tenant,
  request: Request,
  context: Readonly<RouterContextProvider>,
  change: string | undefined,
): Promise<Response> {
  if (change !== 'save-car' && change !== 'remove-car') return refuseUnread(request, answer({ success: false, error: 'Not found.' }, 404))
  if (request.method !== 'POST') return refuseUnread(request, answer({ success: false, error: 'POST the car as JSON.' }, 405))
  const read = await readJsonWrite(request, MAX_CHANGE_BYTES)
  if (isRefusal(read)) return answer({ success: false, error: read.message }, read.status)
  const body = (typeof read.body === 'object' && read.body !== null ? read.body : {}) as { car_id?: unknown; price_alerts?: unknown }
  const carId = typeof body.car_id === 'number' ? String(body.car_id) : body.car_id
  if (typeof carId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(carId)) return answer({ success: false, error: 'Give the car as car_id.' }, 400)
  if (body.price_alerts !== undefined && typeof body.price_alerts !== 'boolean') return answer({ success: false, error: 'price_alerts is true or false.' }, 400)
  const session = await currentSession(context)
  if (!session) return answer({ success: false, error: 'Please sign in to use your watchlist.' }, 401)
  if (change === 'remove-car') {
    const removed = await removeFromWatchlist(tenant, session.token, carId)
    return removed ? answer({ success: true }) : answer({ success: false, error: 'Please sign in to use your watchlist.' }, 401)
  }
  const saved = await saveCar(tenant, session, carId, body.price_alerts as boolean | undefined)
  if (saved === 'no-car') return answer({ success: false, error: 'This car is no longer listed, so it can’t be saved.' }, 404)
  if (saved === 'signed-out') return answer({ success: false, error: 'Please sign in to use your watchlist.' }, 401)
  return answer({ success: true, name: saved.saved })
}
