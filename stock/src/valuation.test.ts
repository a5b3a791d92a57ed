import { describe, expect, it } from 'vitest'
import {
  adjustedPrice,
  conditionFactor,
  inspectReason,
  valueTradeIn,
  type ComparableListing,
  type ConditionAnswers,
  type EstimateOutcome,
  type ValuationVehicle,
} from './valuation'

const now = new Date('2026-06-01T00:00:00Z')
const nowSeconds = now.getTime() / 1000
const DAY = 86_400
const perfect: ConditionAnswers = { serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: false, financeOwing: false }
const ranger: ValuationVehicle = { make: 'Ford', model: 'Ranger', year: 2022, km: 50_000, badge: 'XLT' }

/** A fresh listing (ten days old) unless told otherwise. */
function listing(price: number, year = 2022, km = 50_000, extra: Partial<ComparableListing> = {}): ComparableListing {
  return { price, year, km, listedAt: nowSeconds - 10 * DAY, soldAt: null, ...extra }
}
const market = [
  listing(48_000),
  listing(50_000, 2023, 30_000),
  listing(46_500, 2021, 70_000),
  listing(51_000),
  listing(47_000, 2022, 60_000, { soldAt: nowSeconds - 5 * DAY }),
  listing(49_500, 2022, 45_000, { soldAt: nowSeconds - 20 * DAY }),
]

function estimateOf(vehicle: ValuationVehicle, answers = perfect, comparables = market): EstimateOutcome {
  const outcome = valueTradeIn(vehicle, answers, comparables, now)
  if (outcome.kind !== 'estimate') throw new Error(`expected an estimate, got inspect (${outcome.reason})`)
  return outcome
}

describe('inspectReason: spec 001 §5, no estimate over 7 years or 100,000 km', () => {
  it('gives a number up to 7 years old and 100,000 km', () => {
    expect(inspectReason({ year: 2019, km: 100_000 }, now)).toBeNull()
  })
  it('inspects a car over 7 years old', () => {
    expect(inspectReason({ year: 2018, km: 20_000 }, now)).toBe('over-age')
    expect(valueTradeIn({ ...ranger, year: 2018 }, perfect, market, now)).toEqual({ kind: 'inspect', reason: 'over-age' })
  })
  it('inspects a car over 100,000 km, or with no reading', () => {
    expect(inspectReason({ year: 2024, km: 100_001 }, now)).toBe('over-km')
    expect(inspectReason({ year: 2024, km: Number.NaN }, now)).toBe('over-km')
    expect(valueTradeIn({ ...ranger, km: 100_001 }, perfect, market, now)).toEqual({ kind: 'inspect', reason: 'over-km' })
  })
})

describe('valueTradeIn', () => {
  it('offers a trade price below the comparables’ retail prices, to the nearest $100, with a range containing it', () => {
    const outcome = estimateOf(ranger)
    expect(outcome.estimate % 100).toBe(0)
    expect(outcome.estimate).toBeGreaterThan(30_000)
    expect(outcome.estimate).toBeLessThan(46_500)
    expect(outcome.low).toBeLessThanOrEqual(outcome.estimate)
    expect(outcome.high).toBeGreaterThanOrEqual(outcome.estimate)
    expect(outcome.low).toBeLessThan(outcome.high)
    expect(outcome.comparables).toBe(6)
    expect(outcome.confidence).toBeGreaterThan(0)
    expect(outcome.confidence).toBeLessThan(1)
  })

  it('the range contains the estimate whatever the car and the answers', () => {
    for (const year of [2019, 2021, 2023, 2026])
      for (const km of [0, 15_000, 60_000, 100_000])
        for (const damage of ['none', 'minor', 'major'] as const) {
          const outcome = estimateOf({ ...ranger, year, km }, { ...perfect, damage })
          expect(outcome.low).toBeLessThanOrEqual(outcome.estimate)
          expect(outcome.estimate).toBeLessThanOrEqual(outcome.high)
        }
  })

  it('falls as the kilometres rise', () => {
    const estimates = [0, 20_000, 40_000, 60_000, 80_000, 100_000].map((km) => estimateOf({ ...ranger, km }).estimate)
    for (let index = 1; index < estimates.length; index++) expect(estimates[index]).toBeLessThan(estimates[index - 1])
  })

  it('falls as the car gets older', () => {
    const estimates = [2026, 2024, 2022, 2020, 2019].map((year) => estimateOf({ ...ranger, year }).estimate)
    for (let index = 1; index < estimates.length; index++) expect(estimates[index]).toBeLessThan(estimates[index - 1])
  })

  it('takes the condition answers off (or adds accessories), but not finance owing', () => {
    const base = estimateOf(ranger).estimate
    expect(estimateOf(ranger, { ...perfect, serviceHistory: 'none' }).estimate).toBeLessThan(base)
    expect(estimateOf(ranger, { ...perfect, damage: 'major' }).estimate).toBeLessThan(estimateOf(ranger, { ...perfect, damage: 'minor' }).estimate)
    expect(estimateOf(ranger, { ...perfect, tyres: 'worn' }).estimate).toBeLessThan(base)
    expect(estimateOf(ranger, { ...perfect, accessories: true }).estimate).toBeGreaterThan(base)
    expect(estimateOf(ranger, { ...perfect, financeOwing: true }).estimate).toBe(base)
    expect(conditionFactor(perfect)).toBe(1)
  })

  it('is less confident with fewer comparables', () => {
    const few = [listing(48_000), listing(50_000), listing(52_000)]
    const many = [...few, ...few, ...few, ...few]
    const fewOutcome = estimateOf(ranger, perfect, few)
    const manyOutcome = estimateOf(ranger, perfect, many)
    expect(fewOutcome.confidence).toBeLessThan(manyOutcome.confidence)
    // …and says so with a wider range.
    expect(fewOutcome.high - fewOutcome.low).toBeGreaterThan(manyOutcome.high - manyOutcome.low)
    expect(estimateOf(ranger, perfect, market.slice(0, 2)).confidence).toBeLessThan(estimateOf(ranger).confidence)
  })

  it('inspects when fewer than two priced comparables are left', () => {
    expect(valueTradeIn(ranger, perfect, [listing(48_000), listing(0), listing(Number.NaN)], now)).toEqual({ kind: 'inspect', reason: 'too-few-comparables' })
    expect(valueTradeIn(ranger, perfect, [], now)).toEqual({ kind: 'inspect', reason: 'too-few-comparables' })
  })

  it('weighs a sale above a listing', () => {
    const listed = [listing(40_000), listing(50_000), listing(50_000, 2022, 50_000, { soldAt: nowSeconds })]
    const sold = [listing(40_000, 2022, 50_000, { soldAt: nowSeconds }), listing(50_000), listing(50_000)]
    expect(estimateOf(ranger, perfect, sold).estimate).toBeLessThan(estimateOf(ranger, perfect, listed).estimate)
  })
})

describe('adjustedPrice', () => {
  it('is the price for the same year and distance on a fresh listing', () => {
    expect(adjustedPrice(listing(40_000), ranger, nowSeconds)).toBeCloseTo(40_000)
  })
  it('takes 8% off per model year the comparable is newer, 2% per 10,000 km the car has driven more', () => {
    expect(adjustedPrice(listing(40_000, 2023), ranger, nowSeconds)).toBeCloseTo(36_800)
    expect(adjustedPrice(listing(40_000, 2022, 40_000), ranger, nowSeconds)).toBeCloseTo(39_200)
  })
  it('takes a listing unsold past 45 days down by 0.1% a day, at most 10%; a sale keeps its price', () => {
    expect(adjustedPrice(listing(40_000, 2022, 50_000, { listedAt: nowSeconds - 65 * DAY }), ranger, nowSeconds)).toBeCloseTo(39_200)
    expect(adjustedPrice(listing(40_000, 2022, 50_000, { listedAt: nowSeconds - 400 * DAY }), ranger, nowSeconds)).toBeCloseTo(36_000)
    expect(adjustedPrice(listing(40_000, 2022, 50_000, { listedAt: nowSeconds - 400 * DAY, soldAt: nowSeconds }), ranger, nowSeconds)).toBeCloseTo(40_000)
  })
})
