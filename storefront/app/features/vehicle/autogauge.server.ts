import type { StockCar } from '@dealer/stock/car'
import { comparableFilters } from '@dealer/stock/comparables'
import { findCarBySlug, stockPrices } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { marketGauge } from './market-gauge'

/** How many comparable prices the gauge reads at most. */
const COMPARABLES_LIMIT = 200

/**
 * GET /cars/{slug}/autogauge (spec 000 §3, §7): where the car's price sits in the market, worked out from the site's
 * own stock of the same make and model, of a similar year and distance. 204 (an empty answer, which the page counts as
 * a failure and hides the gauge) when there are too few comparable cars to say.
 */
export async function autogauge(tenant: Tenant, slug: string): Promise<Response> {
  const car = await findCarBySlug<StockCar>(tenant, slug)
  if (!car) return Response.json({ error: 'There is no such car.' }, { status: 404 })
  const prices = await stockPrices(tenant, comparableFilters(car, car.objectID), COMPARABLES_LIMIT)
  const gauge = marketGauge(car, prices)
  const headers = { 'cache-control': 'public, max-age=300' }
  return gauge ? Response.json(gauge, { headers }) : new Response(null, { status: 204, headers })
}
