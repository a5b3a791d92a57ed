import type { CarViewAnswer, CarViewRequest } from '@dealer/cms-contract/car-views'
import type { StockCar } from '@dealer/stock/car'
import { carVersion, isStaleView, isThisSite, readCarViewQuery, type CarVersion } from '@dealer/stock/car-view-query'
import { findCarBySlug } from '../../server/search.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'

/**
 * What view.json answers (spec 000 §7: "Returns views and car_fields"): the count, the car's fields as last seen with
 * the version of the car the index holds now (`photos_count`, `updated_at`), and whether the page asking showed an
 * older version (`stale`: its `photos_count` or `updated_at` differ, so it came from a cache from before the feed's last
 * change to the car).
 */
export interface CarViewReply extends CarViewAnswer {
  car_fields: CarViewAnswer['car_fields'] & CarVersion
  stale: boolean
}

/**
 * /cars/{slug}/view.json?photos_count&updated_at&website_id (spec 000 §7, spec 001 §7): `views` and `car_fields` of a
 * car. GET only reads them; the vehicle page POSTs once it has loaded in a browser, and that counts the view: once per
 * visitor (address) and car and day, and only from this site's own pages, so neither reloads nor another site's `<img>`
 * can inflate "Viewed N times". The query is checked first (400 saying what is wrong); a `website_id` of another site is
 * refused (403) before the car is looked up, so a site never counts or reads another's car; a stale page still counts.
 */
export async function carViewAnswer(tenant: Tenant, slug: string, request: Request, clientAddress: string): Promise<Response> {
  const reading = readCarViewQuery(new URL(request.url).searchParams)
  if (!reading.ok) return Response.json({ error: reading.message }, { status: 400, headers: { 'cache-control': 'no-store' } })
  if (!isThisSite(reading.query, tenant))
    return Response.json(
      { error: 'website_id names another site: a site counts and reads only its own cars.' },
      { status: 403, headers: { 'cache-control': 'no-store' } },
    )
  if (request.method === 'POST') {
    const read = await readJsonWrite(request, MAX_VIEW_BODY_BYTES)
    if (isRefusal(read)) return Response.json({ error: read.message }, { status: read.status })
  }
  const car = await findCarBySlug<StockCar>(tenant, slug)
  if (!car) return Response.json({ error: 'There is no such car.' }, { status: 404 })
  try {
    const counts = request.method === 'POST' && (await consumeRateLimit(ONE_VIEW_A_DAY, `${tenant.id}:${car.objectID}:${clientAddress}`)).allowed
    const answer = counts ? await recordCarView(tenant, car) : await carViews(tenant, car)
    const version = carVersion(car)
    const reply: CarViewReply = { ...answer, car_fields: { ...answer.car_fields, ...version }, stale: isStaleView(reading.query, version) }
    return Response.json(reply, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.warn(`car views of ${car.objectID}: ${error instanceof Error ? error.message : error}`)
    return Response.json({ error: 'Views could not be counted just now.' }, { status: 503, headers: { 'retry-after': '60' } })
  }
}

/** The page sends an empty JSON object: anything larger isn't ours. */
const MAX_VIEW_BODY_BYTES = 1024
const ONE_VIEW_A_DAY: RateLimit = { name: 'car-view', points: 1, durationSeconds: 24 * 60 * 60 }

/** Counts one view of the car and answers its count and fields as the CMS keeps them. */
async function recordCarView(tenant: Tenant, car: StockCar): Promise<CarViewAnswer> {
  const body: CarViewRequest = {
    site: tenant.slug,
    car: {
      id: car.objectID,
      slug: car.slug,
      name: car.name,
      make: car.make,
      model: car.model,
      year: car.year,
      price: car.price,
      carType: car.car_type,
      body: car.simple_body || null,
    },
  }
  const response = await storefrontCall('/api/car-views/record', { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`CMS car views answered ${response.status}`)
  return (await response.json()) as CarViewAnswer
}

/** The car's count without counting: as the CMS keeps it, or none yet. */
async function carViews(tenant: Tenant, car: StockCar): Promise<CarViewAnswer> {
  const seen = await lastSeen(tenant, car.slug)
  if (seen && seen.car_fields.id === car.objectID) return seen
  const fields = { id: car.objectID, slug: car.slug, name: car.name, make: car.make, model: car.model, year: car.year, price: car.price }
  return { views: 0, car_fields: { ...fields, car_type: car.car_type, body: car.simple_body || null, last_viewed_at: null } }
}

async function lastSeen(tenant: Tenant, slug: string): Promise<CarViewAnswer | null> {
  const response = await storefrontCall(`/api/car-views/by-slug?${new URLSearchParams({ site: tenant.slug, slug })}`, { method: 'GET' })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`CMS car views answered ${response.status}`)
  return (await response.json()) as CarViewAnswer
}

/** What a car no longer in the index was, from its last view; null when it was never seen. */
export async function lastSeenCar(tenant: Tenant, slug: string): Promise<CarViewAnswer['car_fields'] | null> {
  return (await lastSeen(tenant, slug))?.car_fields ?? null
}
