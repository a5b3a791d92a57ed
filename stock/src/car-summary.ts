import type { StockCar } from './car'
import { carTag, priceDisplay, showsBelowMarket, type CarTag, type PriceDisplay, type TagSettings } from './display'

/** The attributes every car card needs; the search index returns exactly these (plus the optional ones below). */
type SummaryField =
  | 'objectID'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'car_type'
  | 'status'
  | 'tag'
  | 'reserved'
  | 'price'
  | 'price_type'
  | 'km'
  | 'simple_body'
  | 'simple_transmission'
  | 'stocknum'
  | 'primary_image_url'

/** Card attributes a caller may leave out (test fixtures, lead payloads): the card shows less without them. */
type OptionalSummaryField =
  | 'location_name'
  | 'simple_fuel'
  | 'certified'
  | 'preorder'
  | 'before_price'
  | 'created_at'
  | 'weekly_price'
  | 'subscription_price'
  | 'offer_price'
  | 'autograb_data'
  | 'item_type'

/** What a car card needs from a stock record: a view of `StockCar`, never a second definition of it. */
export type CarSummary = Pick<StockCar, SummaryField> & Partial<Pick<StockCar, OptionalSummaryField>>

export const CAR_SUMMARY_ATTRIBUTES: Array<keyof CarSummary> = [
  'objectID',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'car_type',
  'status',
  'tag',
  'reserved',
  'price',
  'price_type',
  'km',
  'simple_body',
  'simple_transmission',
  'stocknum',
  'primary_image_url',
  'location_name',
  'simple_fuel',
  'certified',
  'preorder',
  'before_price',
  'created_at',
  'weekly_price',
  'subscription_price',
  'offer_price',
  'autograb_data',
  'item_type',
]

export function carPath(car: Pick<CarSummary, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}

/** A car with its tag and price as the site shows them, decided on the server (the tag depends on the time). */
export interface ListedCar extends CarSummary {
  /** `belowMarket`: the price is under the AutoGrab market averages (spec 001 §4's below-market badge). */
  display: { tag: CarTag | null; price: PriceDisplay; belowMarket: boolean }
}

/** The site's listing settings: tag words and days, the no-price text, subscriptions. */
export type ListingSettings = Omit<TagSettings, 'now'> & { noPriceText: string; subscriptions: boolean }

export function listedCar<Car extends CarSummary>(car: Car, settings: ListingSettings, now: Date): Car & ListedCar {
  const price = priceDisplay(car, settings)
  return { ...car, display: { tag: carTag(car, { ...settings, now }), price, belowMarket: showsBelowMarket(price, car.autograb_data) } }
}
