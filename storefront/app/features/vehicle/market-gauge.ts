/**
 * Our own auto gauge (spec 000 §3, §7's GET {car path}/autogauge): where a car's price sits among comparable cars in
 * the group's stock, as the comparables engine (@dealer/stock/comparables) finds and reads them: the same make and
 * model, a similar year and distance. The route fetches the comparable cars' selling prices; this works out the answer
 * from them.
 */
import { formatPrice } from '@dealer/stock/format'
import { sellingPrice, showsPrice } from '@dealer/stock/display'
import { comparablesConfidence, marketSpread } from '@dealer/stock/comparables'
import type { AutoGauge } from './price-gauge'

/** Fewer comparable cars than this say too little about the market: no gauge. */
const MIN_COMPARABLES = 3

/** A price within this much of the middle of the market is "in line with" it: $500, or 2% of the middle if more. */
const IN_LINE_DOLLARS = 500
const IN_LINE_SHARE = 0.02

/**
 * The gauge for `car` among the prices of comparable cars (the car itself left out), or null when the car has no price
 * or there are fewer than `MIN_COMPARABLES` priced comparables.
 *
 * - The market range is the engine's: the 10th to the 90th percentile of the comparable prices, to the dollar.
 * - fill = (range max − price) / (range max − range min), clamped to 0 … 1: a car at the bottom of the range fills
 *   the gauge (a Great Deal), one at the top leaves it empty. A car above the range is answered too, but the page
 *   doesn't show it (spec 000 §5: market_range_max may not be below listing_price).
 * - confidence is the engine's: more comparables raise it, a wide spread of prices lowers it (see `marketSpread`).
 */
export function marketGauge(car: { price: number; offer_price?: number | null; make: string; model: string }, comparablePrices: number[]): AutoGauge | null {
  // The price the car is sold at (an offer price when it has one), as the page shows it and the comparables are read.
  const price = sellingPrice(car)
  if (price === null) return null
  const market = marketSpread(
    comparablePrices.filter((price) => Number.isFinite(price) && showsPrice(price)),
    MIN_COMPARABLES,
  )
  if (!market) return null

  const low = Math.round(market.low)
  const high = Math.round(market.high)
  const { median } = market
  const fill = high > low ? clamp01((high - price) / (high - low)) : price < low ? 1 : price > high ? 0 : 0.5
  const confidence = comparablesConfidence(market.count, (high - low) / median)

  return {
    fill,
    listing_price: price,
    market_range_min: low,
    market_range_max: high,
    confidence,
    description: describe({ ...car, price }, median, market.count),
  }
}

/** "$2,300 below the middle of 7 comparable Toyota HiLux listings"; the difference to the nearest $100. */
function describe(car: { price: number; make: string; model: string }, median: number, count: number): string {
  const listings = `${count} comparable ${car.make} ${car.model} listings`
  const difference = car.price - median
  if (Math.abs(difference) <= Math.max(IN_LINE_DOLLARS, median * IN_LINE_SHARE)) return `In line with the middle of ${listings}`
  const amount = formatPrice(Math.round(Math.abs(difference) / 100) * 100)
  return `${amount} ${difference < 0 ? 'below' : 'above'} the middle of ${listings}`
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value))
}
