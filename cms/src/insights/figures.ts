/**
 * The dashboard's arithmetic (issue 46), pure and small: day ranges and the period before them, changes against that
 * period, quantiles, the days-in-stock buckets, and each car's market position among the site's comparable cars (the
 * vehicle page's price gauge reads the same engine, @dealer/stock/comparables). The SQL in ./queries.ts counts; this
 * works out what the counts mean.
 */
import { comparableKmRange, marketSpread } from '@dealer/stock/comparables'
import { TRAFFIC_SOURCES, type TrafficSource } from '../leads/traffic-source'

/** Whole days, both inclusive, as yyyy-mm-dd in the site's time zone. */
export interface DayRange {
  from: string
  to: string
}

/** The longest range the API answers: a year and a day, so a leap year's whole year fits. */
const MAX_RANGE_DAYS = 366

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The date's day number since 1970-01-01, or null when it is not a real yyyy-mm-dd date. */
function dayNumber(date: string): number | null {
  if (!ISO_DAY.test(date)) return null
  const time = Date.parse(`${date}T00:00:00Z`)
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== date) return null
  return time / DAY_MS
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The range the query names, or the message to answer with a 400. */
export function readDayRange(from: string | null, to: string | null): DayRange | { problem: string } {
  if (!from || !to) return { problem: 'Give the range as from and to, each a date such as 2026-11-01.' }
  const first = dayNumber(from)
  const last = dayNumber(to)
  if (first === null || last === null) return { problem: 'Give from and to as dates such as 2026-11-01.' }
  if (last < first) return { problem: 'The range ends before it starts: give a from on or before its to.' }
  if (last - first + 1 > MAX_RANGE_DAYS) return { problem: `The range is longer than ${MAX_RANGE_DAYS} days: choose a shorter one.` }
  return { from, to }
}

/** The number of days in the range. */
export function rangeLength(range: DayRange): number {
  return dayNumber(range.to)! - dayNumber(range.from)! + 1
}

/** The same number of days just before the range. */
export function previousRange(range: DayRange): DayRange {
  const first = dayNumber(range.from)!
  return { from: dateOf(first - rangeLength(range)), to: dateOf(first - 1) }
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const first = dayNumber(range.from)!
  return Array.from({ length: rangeLength(range) }, (_, index) => dateOf(first + index))
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: string, days: number): DayRange {
  return { from: dateOf(dayNumber(today)! - days + 1), to: today }
}

/** Today's date (yyyy-mm-dd) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A figure against the period before: the change, and the change in percent (null when the earlier figure was 0). */
export interface Compared {
  current: number
  previous: number
  change: number
  percent: number | null
}

export function compared(current: number, previous: number): Compared {
  return { current, previous, change: current - previous, percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10 }
}

/**
 * The q-th quantile (0 … 1) of values counted as [value, how many] (a histogram, in any order), interpolated between
 * neighbours as Postgres' percentile_cont; null when there are none. A histogram, so Postgres hashes the values rather
 * than sorting every row.
 */
export function quantileOfCounts(counts: ReadonlyArray<readonly [value: number, times: number]>, q: number): number | null {
  const sorted = counts.filter(([, times]) => times > 0).sort(([a], [b]) => a - b)
  const total = sorted.reduce((sum, [, times]) => sum + times, 0)
  if (total === 0) return null
  const rank = q * (total - 1)
  const valueAt = (index: number) => {
    let seen = 0
    for (const [value, times] of sorted) {
      seen += times
      if (index < seen) return value
    }
    return sorted.at(-1)![0]
  }
  const below = valueAt(Math.floor(rank))
  return below + (valueAt(Math.ceil(rank)) - below) * (rank - Math.floor(rank))
}

/** The days-in-stock buckets the dashboard's distribution shows. */
const DAYS_IN_STOCK_BUCKETS = [
  { label: '0–30 days', min: 0, max: 30 },
  { label: '31–60 days', min: 31, max: 60 },
  { label: '61–90 days', min: 61, max: 90 },
  { label: 'Over 90 days', min: 91, max: Number.POSITIVE_INFINITY },
] as const

export function daysInStockDistribution(days: readonly number[]): Array<{ label: string; cars: number }> {
  return DAYS_IN_STOCK_BUCKETS.map((bucket) => ({ label: bucket.label, cars: days.filter((day) => day >= bucket.min && day <= bucket.max).length }))
}

/** Whole days between a car's listing and `now` (0 on its first day). */
export function daysInStock(listedAtSeconds: number, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() / 1000 - listedAtSeconds) / 86_400))
}

/** A car as the market position reads it: its shown price and what it is compared by. */
export interface PricedCar {
  objectID: string
  make: string
  model: string
  year: number
  km: number
  /** The price it is sold at (an offer price when it has one), or null when it shows none. */
  price: number | null
}

/** Fewer comparable cars than this say too little about the market (as the price gauge). */
const MIN_COMPARABLES = 3

export interface MarketPosition {
  position: 'below' | 'within' | 'above'
  /** The 10th and 90th percentiles of the comparable cars' prices, to the dollar. */
  low: number
  high: number
  comparables: number
  /** For a car above the band: the highest "…90" price within it. */
  suggestedPrice: number | null
}

/**
 * Each priced car's position among the site's comparable cars (the same make and model, within two model years and the
 * comparable kilometre range, itself left out): below, within or above the 10th–90th percentile band of their prices.
 * A car with fewer than MIN_COMPARABLES priced comparables has no position.
 */
export function marketPositions(cars: readonly PricedCar[]): Map<string, MarketPosition> {
  const byModel = new Map<string, PricedCar[]>()
  for (const car of cars) {
    if (car.price === null) continue
    const key = `${car.make}\u0000${car.model}`
    byModel.set(key, [...(byModel.get(key) ?? []), car])
  }
  const positions = new Map<string, MarketPosition>()
  for (const group of byModel.values()) {
    for (const car of group) {
      const km = comparableKmRange(car.km)
      const prices = group
        .filter((other) => other !== car && Math.abs(other.year - car.year) <= 2 && other.km >= km.min && other.km <= km.max)
        .map((other) => other.price!)
      const spread = marketSpread(prices, MIN_COMPARABLES)
      if (!spread) continue
      const low = Math.round(spread.low)
      const high = Math.round(spread.high)
      const price = car.price!
      const position = price < low ? 'below' : price > high ? 'above' : 'within'
      positions.set(car.objectID, { position, low, high, comparables: spread.count, suggestedPrice: position === 'above' ? suggestedPrice(low, high) : null })
    }
  }
  return positions
}

/** The highest price ending in 90 within the band (dealers price at …,990), or the band's top when none ends so. */
export function suggestedPrice(low: number, high: number): number {
  const ninety = Math.floor((high - 90) / 100) * 100 + 90
  return ninety >= low ? ninety : high
}

export interface LeadSource {
  source: TrafficSource
  /** The campaign or site; null on a kind's own total. */
  name: string | null
  leads: number
  previous: number
}
/** The leads' counts by kind and name, as Postgres groups them (a direct lead's name is ''). */
export type SourceCount = Omit<LeadSource, 'name'> & { name: string }

/**
 * Leads by where they came from: each kind's total (a kind without leads too), then the 20 campaigns and sites with
 * the most leads in the range, then in the period before. Direct leads have no name: their kind says it all.
 */
export function leadSources(rows: readonly SourceCount[]): LeadSource[] {
  const counted = rows.map((row) => ({ source: row.source, name: row.name, leads: Number(row.leads), previous: Number(row.previous) }))
  const kinds = TRAFFIC_SOURCES.map((source) => {
    const ofKind = counted.filter((row) => row.source === source)
    const sum = (pick: (row: LeadSource) => number) => ofKind.reduce((total, row) => total + pick(row), 0)
    return { source, name: null, leads: sum((row) => row.leads), previous: sum((row) => row.previous) }
  })
  const named = counted
    .filter((row) => row.source !== 'direct' && row.name !== '')
    .sort((a, b) => b.leads - a.leads || b.previous - a.previous || a.name.localeCompare(b.name))
    .slice(0, 20)
  return [...kinds, ...named]
}
