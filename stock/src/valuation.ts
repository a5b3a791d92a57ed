/**
 * The built-in trade-in valuation (spec 001 §5, §7): what the dealer group would offer for a shopper's car, read from
 * comparable cars in its own stock (listed and sold) through the comparables engine. Pure: the storefront reads the
 * comparables and the clock, this works out the answer.
 */
import { comparablesConfidence, percentile } from './comparables'

/** Spec 001 §5: "Trade-in estimates are generally not given for cars over 7 years or 100,000 km". */
const MAX_ESTIMATE_AGE_YEARS = 7
const MAX_ESTIMATE_KM = 100_000

/** The shopper's answers to the condition questions (spec 001 §7: the valuation adjustment answers). */
export interface ConditionAnswers {
  serviceHistory: 'full' | 'partial' | 'none'
  damage: 'none' | 'minor' | 'major'
  tyres: 'good' | 'fair' | 'worn'
  /** Fitted extras that add value (tow bar, canopy, roof racks…). */
  accessories: boolean
  /** Money still owed on the car. It doesn't change what the car is worth: the dealer pays the lender out of the offer. */
  financeOwing: boolean
}

/** The shopper's car. `year` is the model year. */
export interface ValuationVehicle {
  make: string
  model: string
  year: number
  km: number
  badge?: string | null
}

/** A comparable car from the group's stock: its advertised price, and whether and when it sold. */
export interface ComparableListing {
  price: number
  year: number
  km: number
  /** Seconds since the epoch, as the stock record's created_at_timestamp. */
  listedAt: number
  /** Seconds since the epoch; null while it is still for sale. */
  soldAt: number | null
}

/** Why no number: spec 001 §5's rule, too little to go on, or an external valuation API declined to price the car. */
export type InspectReason = 'over-age' | 'over-km' | 'too-few-comparables' | 'declined'

/** No number: "we'll inspect it and call you". */
export interface InspectOutcome {
  kind: 'inspect'
  reason: InspectReason
}

export interface EstimateOutcome {
  kind: 'estimate'
  /** Whole dollars, to the nearest $100. */
  estimate: number
  low: number
  high: number
  /** 0 … 1: falls with fewer comparables and with a wider spread of their prices. */
  confidence: number
  comparables: number
}

export type ValuationOutcome = InspectOutcome | EstimateOutcome

/**
 * Why the car gets no number by spec 001 §5's rule, or null when it may: over 7 years old (the model year more than 7
 * years before this year) or over 100,000 km.
 */
export function inspectReason(vehicle: Pick<ValuationVehicle, 'year' | 'km'>, now: Date): InspectReason | null {
  if (now.getUTCFullYear() - vehicle.year > MAX_ESTIMATE_AGE_YEARS) return 'over-age'
  if (!(vehicle.km <= MAX_ESTIMATE_KM)) return 'over-km'
  return null
}

/** Each model year newer than the shopper's car makes a comparable worth this much more (it is taken off). */
const DEPRECIATION_PER_YEAR = 0.08
/** Each 10,000 km more than a comparable takes this much off its price (and fewer add it). */
const DEPRECIATION_PER_10_000_KM = 0.02
/** A listing unsold for longer than this is priced above what the market pays… */
const FRESH_LISTING_DAYS = 45
/** …by 0.1% a day more, up to 10%. */
const STALE_DISCOUNT_PER_DAY = 0.001
const MAX_STALE_DISCOUNT = 0.1
/** A sale is what the market paid; a listing only what a dealer asks. */
const SOLD_WEIGHT = 2
const LISTED_WEIGHT = 1
/** What the dealer offers against its retail price: the costs of reconditioning and selling, and its margin. */
const TRADE_SHARE_OF_RETAIL = 0.82
/** Fewer comparables than this say too little: inspect instead. */
const MIN_VALUATION_COMPARABLES = 2

const CONDITION_FACTORS = {
  serviceHistory: { full: 1, partial: 0.97, none: 0.92 },
  damage: { none: 1, minor: 0.94, major: 0.8 },
  tyres: { good: 1, fair: 0.985, worn: 0.96 },
} as const
const ACCESSORIES_FACTOR = 1.02

/** The condition answers as one factor on the price: 1 for a full history, no damage, good tyres and no extras. */
export function conditionFactor(answers: ConditionAnswers): number {
  return (
    CONDITION_FACTORS.serviceHistory[answers.serviceHistory] *
    CONDITION_FACTORS.damage[answers.damage] *
    CONDITION_FACTORS.tyres[answers.tyres] *
    (answers.accessories ? ACCESSORIES_FACTOR : 1)
  )
}

/**
 * A comparable's price brought to the shopper's car: less for each model year it is newer (more for older), less for
 * each km the shopper's car has driven more, and a listing that has sat unsold past `FRESH_LISTING_DAYS` taken down
 * towards what the market pays.
 */
export function adjustedPrice(comparable: ComparableListing, vehicle: Pick<ValuationVehicle, 'year' | 'km'>, nowSeconds: number): number {
  const years = comparable.year - vehicle.year
  const tenThousands = (vehicle.km - comparable.km) / 10_000
  const daysListed = ((comparable.soldAt ?? nowSeconds) - comparable.listedAt) / 86_400
  const stale = comparable.soldAt === null ? Math.min(MAX_STALE_DISCOUNT, Math.max(0, daysListed - FRESH_LISTING_DAYS) * STALE_DISCOUNT_PER_DAY) : 0
  return comparable.price * (1 - DEPRECIATION_PER_YEAR) ** years * (1 - DEPRECIATION_PER_10_000_KM) ** tenThousands * (1 - stale)
}

/**
 * The trade-in value of `vehicle` from `comparables` (the same make and model, a similar year and distance: the
 * comparables engine's filter), or an inspect outcome.
 *
 * - Each comparable's price is adjusted to the car (`adjustedPrice`); the middle is their weighted median (a sale
 *   counts twice a listing), times the condition factor, times the trade share of retail.
 * - The range is the 10th to 90th percentile of the adjusted prices on the same footing, widened to at least ±4% and
 *   by up to ±12% more as the confidence falls, so it always contains the estimate and is honest about few comparables.
 * - The confidence is the engine's: n / (n + 5) × 1 / (1 + spread), with sales counting twice.
 */
export function valueTradeIn(vehicle: ValuationVehicle, answers: ConditionAnswers, comparables: readonly ComparableListing[], now: Date): ValuationOutcome {
  const rule = inspectReason(vehicle, now)
  if (rule) return { kind: 'inspect', reason: rule }
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const priced = comparables
    .filter((comparable) => Number.isFinite(comparable.price) && comparable.price > 0 && Number.isFinite(comparable.year) && Number.isFinite(comparable.km))
    .map((comparable) => ({ price: adjustedPrice(comparable, vehicle, nowSeconds), weight: comparable.soldAt === null ? LISTED_WEIGHT : SOLD_WEIGHT }))
    .sort((a, b) => a.price - b.price)
  if (priced.length < MIN_VALUATION_COMPARABLES) return { kind: 'inspect', reason: 'too-few-comparables' }

  const factor = conditionFactor(answers) * TRADE_SHARE_OF_RETAIL
  const middle = weightedMedian(priced) * factor
  const prices = priced.map((entry) => entry.price * factor)
  const spreadLow = percentile(prices, 0.1)
  const spreadHigh = percentile(prices, 0.9)
  const weightedCount = priced.reduce((sum, entry) => sum + entry.weight, 0)
  const confidence = comparablesConfidence(weightedCount, (spreadHigh - spreadLow) / middle)

  const margin = middle * (0.04 + 0.12 * (1 - confidence))
  const estimate = roundTo100(middle)
  return {
    kind: 'estimate',
    estimate,
    low: Math.min(estimate, Math.floor(Math.min(spreadLow, middle - margin) / 100) * 100),
    high: Math.max(estimate, Math.ceil(Math.max(spreadHigh, middle + margin) / 100) * 100),
    confidence,
    comparables: priced.length,
  }
}

/** The price at which half the weight lies below: ascending `entries`. */
function weightedMedian(entries: ReadonlyArray<{ price: number; weight: number }>): number {
  const half = entries.reduce((sum, entry) => sum + entry.weight, 0) / 2
  let below = 0
  for (const [index, entry] of entries.entries()) {
    below += entry.weight
    // Exactly half: between this price and the next, as an unweighted median of an even count.
    if (below === half && index + 1 < entries.length) return (entry.price + entries[index + 1].price) / 2
    if (below > half) return entry.price
  }
  return entries[entries.length - 1].price
}

function roundTo100(amount: number): number {
  return Math.round(amount / 100) * 100
}
