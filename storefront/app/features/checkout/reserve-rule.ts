import type { SiteSetting } from '@dealer/cms-contract'
import { checkoutPath, DEFAULT_DEPOSIT_DOLLARS } from './checkout-api'
import { reserveSettingsOf, whyNotReservable, type ReservableCar } from './reservable'

/** The site's settings as Reserve Car Now reads them (unset: Reserve on, every car type, the checkout path). */
export type ReserveSiteSettings = Pick<SiteSetting, 'features' | 'reserve'> | null

/**
 * Spec 000 §5, spec 001 §4: "Reserve and online-purchase buttons show only for available cars (and reservable where
 * configured)". The one rule the button, the checkout page and POST /api/checkout/start share (reservable.ts).
 */
export function canReserve(settings: ReserveSiteSettings, car: ReservableCar): boolean {
  return whyNotReservable(car, reserveSettingsOf(settings)) === null
}

/** Reserve Car Now's target for this car on this site, or null when the button doesn't show. */
export function reserveHref(settings: ReserveSiteSettings, car: ReservableCar & { slug: string }): string | null {
  return canReserve(settings, car) ? checkoutPath(car.slug, settings?.features?.buyOnlinePath ?? false) : null
}

/** The deposit in whole dollars (Site settings → Reserve online → deposit; spec 001 §9: $200 unless set). */
export function depositDollars(settings: ReserveSiteSettings): number {
  const deposit = settings?.reserve?.deposit
  return typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0 ? Math.round(deposit) : DEFAULT_DEPOSIT_DOLLARS
}
