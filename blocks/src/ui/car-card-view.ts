import type { ListedCar } from '@dealer/stock/car-summary'

/** The fields a car card reads (CarCard.tsx). */
const CAR_CARD_FIELDS = [
  'objectID',
  'slug',
  'name',
  'primary_image_url',
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
  'weekly_price',
  'item_type',
  'display',
] as const satisfies ReadonlyArray<keyof ListedCar>

/**
 * A listed car as its card shows it, without the fields its tag and price were decided from: a page whose cards are
 * all it shows of a car sends only this to the browser, for hydration.
 */
export type CarCardView = Pick<ListedCar, (typeof CAR_CARD_FIELDS)[number]>

export function carCardView(car: ListedCar): CarCardView {
  return Object.fromEntries(CAR_CARD_FIELDS.filter((field) => car[field] !== undefined).map((field) => [field, car[field]])) as CarCardView
}
