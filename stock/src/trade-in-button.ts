// The Trade-in button's rule (spec 001 §4) and where it goes. Pure and tiny: the vehicle page and every search card use it.
import type { StockCar } from './car'

/** The site plugin that offers trade-in valuations (Site settings → plugins). */
const VALUATION_PLUGIN = 'Autogauge'
/** Spec 001 §4: the price a car must be above to offer a trade-in towards it. */
const TRADE_IN_MIN_PRICE = 200

/** What the rule reads of a car. A card's summary has no `sold` or `show_on_dealer_website`: the index lists only cards the site shows. */
export type TradeInButtonCar = Pick<StockCar, 'status' | 'reserved' | 'price'> & Partial<Pick<StockCar, 'sold' | 'show_on_dealer_website'>>

/** The site has the valuation plugin (Site settings → plugins: Autogauge). */
export function hasValuationPlugin(plugins: readonly string[] | null | undefined): boolean {
  return (plugins ?? []).includes(VALUATION_PLUGIN)
}

/**
 * Spec 001 §4: "Trade-in button shows only when the site has the autograb feature, the car is in stock, not sold, not
 * reserved, and priced above 200."
 */
export function showTradeInButton(plugins: readonly string[] | null | undefined, car: TradeInButtonCar): boolean {
  return (
    hasValuationPlugin(plugins) &&
    car.status === 'in_stock' &&
    car.show_on_dealer_website !== false &&
    car.sold !== true &&
    !car.reserved &&
    car.price > TRADE_IN_MIN_PRICE
  )
}

/** /cars/trade-in?car_id={id}: a trade-in towards this car (spec 001 §2). */
export function tradeInPath(carId: string): string {
  return `/cars/trade-in?${new URLSearchParams({ car_id: carId })}`
}
