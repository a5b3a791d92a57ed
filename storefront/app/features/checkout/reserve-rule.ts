import { isAvailable } from '@dealer/stock/listing'
import type { SiteSetting } from '@dealer/cms-contract'
import { checkoutPath, DEFAULT_DEPOSIT_DOLLARS } from './checkout-api'

/** What the rule reads of a stock car. */
export interface ReservableCar {
  slug: string
  car_type: string
  status: string
  sold: boolean
  reserved: boolean
  price: number
}

/** The site's Reserve settings as the rule reads them (unset: Reserve on, every car type). */
export type ReserveSettings = Pick<SiteSetting, 'features' | 'reserve'> | null

const ALL_CAR_TYPES = ['new', 'used', 'demo']

/** Why a car can't be reserved online, or null when it can. */
export type NotReservable = 'site' | 'car-type' | 'sold' | 'reserved' | 'no-price'

/**
 * Spec 000 §5, spec 001 §4: "Reserve and online-purchase buttons show only for available cars (and reservable where
 * configured)": the site has Reserve on, the car's type is one it reserves, and the car is for sale (in stock or coming
 * soon, not sold), not reserved by anyone, and priced (a deposit off no price means nothing).
 */
export function whyNotReservable(settings: ReserveSettings, car: ReservableCar): NotReservable | null {
  if (settings?.features?.reserve === false) return 'site'
  if (!(settings?.reserve?.carTypes ?? ALL_CAR_TYPES).includes(car.car_type)) return 'car-type'
  if (car.sold || !isAvailable(car.status)) return 'sold'
  if (car.reserved) return 'reserved'
  if (!(car.price > 0)) return 'no-price'
  return null
}

export function canReserve(settings: ReserveSettings, car: ReservableCar): boolean {
  return whyNotReservable(settings, car) === null
}

/** Reserve Car Now's target for this car on this site, or null when the button doesn't show. */
export function reserveHref(settings: ReserveSettings, car: ReservableCar): string | null {
  return canReserve(settings, car) ? checkoutPath(car.slug, settings?.features?.buyOnlinePath ?? false) : null
}

/** The deposit in whole dollars (Site settings → Reserve → deposit; spec 001 §9: $200 unless set). */
export function depositDollars(settings: ReserveSettings): number {
  const deposit = settings?.reserve?.deposit
  return typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0 ? Math.round(deposit) : DEFAULT_DEPOSIT_DOLLARS
}
