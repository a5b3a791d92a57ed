import { listedCar, type CarSummary, type ListedCar, type ListingSettings } from '@dealer/stock/car-summary'
import { DEFAULT_SOLD_TAG, type CertifiedBadge } from '@dealer/stock/display'
import { responsiveImage } from '@dealer/blocks/ui/media'
import { NO_PRICE_TEXT } from '@dealer/stock/format'
import type { SiteSetting } from '@dealer/cms-contract'
import { getSiteSettings } from '../../server/cms.server'
import type { Tenant } from '../../server/tenant'

/** Spec 000 §4 and §9: "Just arrived: tag New when created within N days", N 8 by default. */
const DEFAULT_JUST_ARRIVED = { days: 8, tag: 'New' } as const

/** The site's listing words and days, with the specs' defaults where it has none (spec 000 §9: just arrived within 8 days). */
export async function listingSettings(tenant: Tenant): Promise<ListingSettings> {
  return listingSettingsOf(await getSiteSettings(tenant))
}

/** The listing settings in a site's settings document (null: a site without one). */
export function listingSettingsOf(settings: Partial<Pick<SiteSetting, 'stock' | 'features'>> | null): ListingSettings {
  const { stock, features } = settings ?? {}
  return {
    justArrivedDays: stock?.justArrivedDays ?? DEFAULT_JUST_ARRIVED.days,
    justArrivedTag: stock?.justArrivedTag?.trim() || DEFAULT_JUST_ARRIVED.tag,
    soldTag: stock?.soldTag?.trim() || DEFAULT_SOLD_TAG,
    noPriceText: stock?.noPriceText?.trim() || NO_PRICE_TEXT,
    subscriptions: features?.subscriptions ?? false,
    certifiedBrand: stock?.certifiedBrand?.trim() || null,
    certifiedBadge: certifiedBadgeOf(stock?.certifiedBadge),
  }
}

/** The plain badge (public/certified-badge.svg), for a site that names its certified brand but uploads no badge. */
export const PLAIN_CERTIFIED_BADGE: CertifiedBadge = { src: '/certified-badge.svg', width: 104, height: 32 }

/** The site's uploaded badge, drawn 32 px tall at its own proportions; the plain badge without one. */
function certifiedBadgeOf(upload: NonNullable<SiteSetting['stock']>['certifiedBadge']): CertifiedBadge {
  const image = responsiveImage(upload)
  if (!image?.width || !image.height) return PLAIN_CERTIFIED_BADGE
  return { src: image.src, width: Math.round((image.width * PLAIN_CERTIFIED_BADGE.height) / image.height), height: PLAIN_CERTIFIED_BADGE.height }
}

/** Cars with their tag and price as this site shows them at this moment. */
export async function listedCars<Car extends CarSummary>(tenant: Tenant, cars: readonly Car[], now = new Date()): Promise<Array<Car & ListedCar>> {
  const settings = await listingSettings(tenant)
  return cars.map((car) => listedCar(car, settings, now))
}
