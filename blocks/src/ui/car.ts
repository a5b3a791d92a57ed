import { carTag, priceDisplay, type CarTag, type PriceDisplay, type TagSettings } from './listing-rules'

/** What a car card needs from a stock record: the search index returns exactly these attributes. */
export interface CarSummary {
  objectID: string
  slug: string
  name: string
  year: number
  make: string
  model: string
  badge: string | null
  car_type: 'new' | 'demo' | 'used'
  status: string
  tag: string | null
  reserved: boolean
  price: number
  price_type: string | null
  km: number
  simple_body: string
  simple_transmission: string
  stocknum: string
  primary_image_url: string
  location_name?: string | null
  simple_fuel?: string | null
  certified?: boolean
  preorder?: boolean
  before_price?: number | null
  created_at?: string | null
  /** Indicative weekly repayment; none when the car shows no price. */
  weekly_price?: number | null
}

export const CAR_SUMMARY_ATTRIBUTES: Array<keyof CarSummary> = [
  'objectID', 'slug', 'name', 'year', 'make', 'model', 'badge', 'car_type', 'status', 'tag', 'reserved', 'price', 'price_type', 'km',
  'simple_body', 'simple_transmission', 'stocknum', 'primary_image_url', 'location_name', 'simple_fuel', 'certified', 'preorder', 'before_price', 'created_at', 'weekly_price',
]

export function carPath(car: Pick<CarSummary, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}

/** A car with its tag and price as the site shows them, decided on the server (the tag depends on the time). */
export interface ListedCar extends CarSummary {
  display: { tag: CarTag | null; price: PriceDisplay }
}

/** The site's listing settings: tag words and days, the no-price text, subscriptions. */
export type ListingSettings = Omit<TagSettings, 'now'> & { noPriceText: string; subscriptions: boolean }

export function listedCar<Car extends CarSummary>(car: Car, settings: ListingSettings, now: Date): Car & ListedCar {
  return { ...car, display: { tag: carTag(car, { ...settings, now }), price: priceDisplay(car, settings) } }
}
