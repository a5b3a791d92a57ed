import type { StockCar } from '@dealer/stock/car'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { recordCarView } from './vehicle-page.server'

/**
 * GET /cars/{slug}/view.json (spec 000 §7): counts a view of the car, durably in the CMS, and answers `views` and
 * `car_fields`. The page calls it from the browser once it has loaded, so cached copies and link previews don't count.
 */
export async function countCarView(tenant: Tenant, slug: string): Promise<Response> {
  const car = await findCarBySlug<StockCar>(tenant, slug)
  if (!car) return Response.json({ error: 'There is no such car.' }, { status: 404 })
  try {
    return Response.json(await recordCarView(tenant, car), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.warn(`car view of ${car.objectID} was not counted: ${error instanceof Error ? error.message : error}`)
    return Response.json({ error: 'Views could not be counted just now.' }, { status: 503, headers: { 'retry-after': '60' } })
  }
}
