import { listedCar, type CarSummary, type ListedCar, type ListingSettings } from '@dealer/stock/car-summary'
import { DEFAULT_SOLD_TAG } from '@dealer/stock/display'
import { NO_PRICE_TEXT } from '@dealer/stock/format'
import { getSiteSettings } from '../../server/cms.server'
import type { Tenant } from '../../server/tenant'

/** The site's listing words and days, with the specs' defaults where it has none (spec 000 §9: just arrived within 8 days). */
export async function listingSettings(tenant: Tenant): Promise<ListingSettings> {
  const settings = await getSiteSettings(tenant)
  const { stock, features } = settings ?? {}
  return {
    justArrivedDays: stock?.justArrivedDays ?? 8,
    justArrivedTag: stock?.justArrivedTag?.trim() || 'Just Arrived',
    soldTag: stock?.soldTag?.trim() || DEFAULT_SOLD_TAG,
    noPriceText: stock?.noPriceText?.trim() || NO_PRICE_TEXT,
    subscriptions: features?.subscriptions ?? false,
  }
}

/** Cars with their tag and price as this site shows them at this moment. */
export async function listedCars<Car extends CarSummary>(tenant: Tenant, cars: readonly Car[], now = new Date()): Promise<Array<Car & ListedCar>> {
  const settings = await listingSettings(tenant)
  return cars.map((car) => listedCar(car, settings, now))
}
