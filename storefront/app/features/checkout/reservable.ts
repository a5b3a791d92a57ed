import type { StockCar } from '@dealer/stock/car'
import { showsPrice } from '@dealer/stock/display'
import { isAvailable } from '@dealer/stock/listing'

/**
 * Whether a car can be reserved online on this site (spec 000 §5: "The reserve button shows only when the car is
 * reservable and the site enables it"; spec 001 §4: "only for available cars (and reservable where configured)"): the
 * site turned Reserve on, the car's type is one Site settings → Reserve online → car types names, it is available
 * (in stock or coming soon), not sold, not already Reserved, and shows a price. Pure; the checkout endpoint refuses
 * anything else with 422, and the Reserve Car Now button can use the same rule.
 */
export type ReservableCar = Pick<StockCar, 'car_type' | 'status' | 'sold' | 'reserved' | 'price'>

export interface ReserveSettings {
  /** Site settings → Features → Reserve (on unless the site turned it off). */
  enabled: boolean
  /** Site settings → Reserve online → car types. */
  carTypes: readonly string[]
}

export type NotReservable = 'reserve-off' | 'car-type' | 'unavailable' | 'reserved' | 'no-price'

/** Why the car can't be reserved, or null when it can. */
export function whyNotReservable(car: ReservableCar, settings: ReserveSettings): NotReservable | null {
  if (!settings.enabled) return 'reserve-off'
  if (!settings.carTypes.includes(car.car_type)) return 'car-type'
  if (car.sold || !isAvailable(car.status)) return 'unavailable'
  if (car.reserved) return 'reserved'
  if (!showsPrice(car.price)) return 'no-price'
  return null
}

/** The site's reserve settings as Site settings keep them (the CMS defaults when a site has none). */
export function reserveSettingsOf(
  settings: { features?: { reserve?: boolean | null } | null; reserve?: { carTypes?: readonly string[] | null } | null } | null,
): ReserveSettings {
  return {
    enabled: settings?.features?.reserve ?? true,
    carTypes: settings?.reserve?.carTypes ?? ['new', 'used', 'demo'],
  }
}
