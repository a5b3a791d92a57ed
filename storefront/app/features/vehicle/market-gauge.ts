/**
 * Our own auto gauge (spec 000 §3, §7's GET {car path}/autogauge): where a car's price sits among comparable cars in
 * the group's stock: the same make and model, within `COMPARABLE_YEAR_BAND` years and `comparableKmRange` kilometres.
 * The route fetches the comparable prices; this works out the answer from them.
 */
import { formatPrice } from '@dealer/stock/format'
import { showsPrice } from '@dealer/stock/display'
import type { AutoGauge } from './price-gauge'

/** Comparable cars are at most this many model years either side of the car. */
export const COMPARABLE_YEAR_BAND = 2

/**
 * Comparable odometer readings: ±40% of the car's kilometres, but at least ±20,000 km so that new and nearly new cars
 * (whose readings differ by a few hundred km) still find company. E.g. 100,000 km → 60,000 to 140,000 km.
 */
export function comparableKmRange(km: number): { min: number; max: number } {
  const reading = Number.isFinite(km) && km > 0 ? km : 0
  const spread = Math.max(20_000, reading * 0.4)
  return { min: Math.max(0, Math.round(reading - spread)), max: Math.round(reading + spread) }
}

/** Fewer comparable cars than this say too little about the market: no gauge. */
const MIN_COMPARABLES = 3

/** A price within this much of the middle of the market is "in line with" it: $500, or 2% of the middle if more. */
const IN_LINE_DOLLARS = 500
const IN_LINE_SHARE = 0.02

/**
 * The gauge for `car` among the prices of comparable cars (the car itself left out), or null when the car has no price
 * or there are fewer than `MIN_COMPARABLES` priced comparables.
 *
 * - The market range is the 10th to the 90th percentile of the comparable prices, so one odd listing doesn't stretch it.
 * - fill = (range max − price) / (range max − range min), clamped to 0 … 1: a car at the bottom of the range fills
 *   the gauge (a Great Deal), one at the top leaves it empty. A car above the range is answered too, but the page
 *   doesn't show it (spec 000 §5: market_range_max may not be below listing_price).
 * - confidence = n / (n + 5) × 1 / (1 + spread), where n is the number of comparables and spread the range's width
 *   relative to the median price: more comparables raise it towards 1 (3 → 0.38, 7 → 0.58, 20 → 0.8), a wide spread
 *   of prices lowers it (a range as wide as the median halves it). Always within 0 … 1.
 */
export function marketGauge(car: { price: number; make: string; model: string }, comparablePrices: number[]): AutoGauge | null {
  if (!showsPrice(car.price)) return null
  const prices = comparablePrices.filter((price) => Number.isFinite(price) && showsPrice(price)).sort((a, b) => a - b)
  if (prices.length < MIN_COMPARABLES) return null

  const low = Math.round(percentile(prices, 0.1))
  const high = Math.round(percentile(prices, 0.9))
  const median = percentile(prices, 0.5)
  const fill = high > low ? clamp01((high - car.price) / (high - low)) : car.price < low ? 1 : car.price > high ? 0 : 0.5
  const spread = (high - low) / median
  const confidence = (prices.length / (prices.length + 5)) * (1 / (1 + spread))

  return {
    fill,
    listing_price: car.price,
    market_range_min: low,
    market_range_max: high,
    confidence,
    description: describe(car, median, prices.length),
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

/** The q-th quantile (0 … 1) of ascending `sorted`, interpolating linearly between neighbours. */
export function percentile(sorted: readonly number[], q: number): number {
  const rank = q * (sorted.length - 1)
  const below = Math.floor(rank)
  const above = Math.ceil(rank)
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below)
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value))
}
