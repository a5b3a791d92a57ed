import type { StockCar } from '@dealer/stock/car'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { EVENTS_RATE_LIMIT, recordServerEvent } from '../analytics/events.server'

/** A favourite is kept in the browser; what the server counts of it is once per network, car and day. */
const ONE_FAVOURITE_A_DAY: RateLimit = { name: 'car-favourite', points: 1, durationSeconds: 24 * 60 * 60 }

/**
 * POST /cars/{slug}/favourite: a shopper favourited the car in this browser (spec 001 §7's event 39). The server records
 * it, as decision 020 has it for 36, 37 and 39, not the browser: only from the site's own pages (`Sec-Fetch-Site`), for
 * a car this site lists, once per network and car a day, within the events' allowance. Always 204 for a car it lists:
 * analytics never fails a shopper's action.
 */
export async function favouriteAnswer(tenant: Tenant, slug: string, request: Request, clientAddress: string): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, Response.json({ error: 'A favourite is POSTed.' }, { status: 405 }))
  const allowance = await consumeRateLimit(EVENTS_RATE_LIMIT, clientAddress)
  if (!allowance.allowed)
    return refuseUnread(
      request,
      Response.json({ error: 'Too many events from your address.' }, { status: 429, headers: { 'retry-after': String(allowance.retryAfterSeconds) } }),
    )
  const read = await readJsonWrite(request, 256)
  if (isRefusal(read)) return Response.json({ error: read.message }, { status: read.status })
  const car = await findCarBySlug<Pick<StockCar, 'objectID' | 'slug'>>(tenant, slug)
  if (!car) return Response.json({ error: 'There is no such car.' }, { status: 404 })
  if ((await consumeRateLimit(ONE_FAVOURITE_A_DAY, `${tenant.id}:${car.objectID}:${clientAddress}`)).allowed)
    await recordServerEvent(tenant, 'car-favourited', { carId: car.objectID, path: `/cars/${car.slug}` })
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
