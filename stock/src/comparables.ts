/**
 * The comparables engine: which cars in a group's stock compare with a car (the same make and model, a similar year
 * and distance), the filter that finds them, and what their prices say (a robust range, a middle and a confidence).
 * The vehicle page's price gauge and the trade-in valuation both read the market through it. Pure.
 */
import { between, equals, not } from './filters'

/** Comparable cars are at most this many model years either side of the car. */
const COMPARABLE_YEAR_BAND = 2

/**
 * Comparable odometer readings: ±40% of the car's kilometres, but at least ±20,000 km so that new and nearly new cars
 * (whose readings differ by a few hundred km) still find company. E.g. 100,000 km → 60,000 to 140,000 km.
 */
export function comparableKmRange(km: number): { min: number; max: number } {
  const reading = Number.isFinite(km) && km > 0 ? km : 0
  const spread = Math.max(20_000, reading * 0.4)
  return { min: Math.max(0, Math.round(reading - spread)), max: Math.round(reading + spread) }
}

/** What a car is compared by. */
export interface ComparableSubject {
  make: string
  model: string
  year: number
  km: number
}

/**
 * The stock-index filter for the cars comparable with `subject`: the same make and model, within the year band and
 * the kilometre range; `excludeObjectID` leaves the car itself out when it is in stock.
 */
export function comparableFilters(subject: ComparableSubject, excludeObjectID?: string): string[] {
  const km = comparableKmRange(subject.km)
  return [
    equals('make', subject.make),
    equals('model', subject.model),
    between('year', subject.year - COMPARABLE_YEAR_BAND, subject.year + COMPARABLE_YEAR_BAND),
    between('km', km.min, km.max),
    ...(excludeObjectID === undefined ? [] : [not(equals('objectID', excludeObjectID))]),
  ]
}

/** A market read from comparable prices: the 10th–90th percentile range, the median, how many, and a confidence. */
export interface MarketSpread {
  low: number
  high: number
  median: number
  count: number
  confidence: number
}

/**
 * The spread of `prices` (each a positive finite number; others are left out), or null when there are fewer than
 * `minimum` of them.
 *
 * - The range is the 10th to the 90th percentile, so one odd listing doesn't stretch it.
 * - confidence = n / (n + 5) × 1 / (1 + spread), where n is the number of prices and spread the range's width
 *   relative to the median: more comparables raise it towards 1 (3 → 0.38, 7 → 0.58, 20 → 0.8), a wide spread of
 *   prices lowers it (a range as wide as the median halves it). Always within 0 … 1.
 */
export function marketSpread(prices: readonly number[], minimum = 1): MarketSpread | null {
  const sorted = prices.filter((price) => Number.isFinite(price) && price > 0).sort((a, b) => a - b)
  if (sorted.length === 0 || sorted.length < minimum) return null
  const low = percentile(sorted, 0.1)
  const high = percentile(sorted, 0.9)
  const median = percentile(sorted, 0.5)
  return { low, high, median, count: sorted.length, confidence: comparablesConfidence(sorted.length, (high - low) / median) }
}

/** n / (n + 5) × 1 / (1 + spread): see `marketSpread`. */
export function comparablesConfidence(count: number, relativeSpread: number): number {
  if (count <= 0) return 0
  return (count / (count + 5)) * (1 / (1 + Math.max(0, relativeSpread)))
}

/** The q-th quantile (0 … 1) of ascending `sorted`, interpolating linearly between neighbours. */
export function percentile(sorted: readonly number[], q: number): number {
  const rank = q * (sorted.length - 1)
  const below = Math.floor(rank)
  const above = Math.ceil(rank)
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below)
}
