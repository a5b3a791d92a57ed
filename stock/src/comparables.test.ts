import { describe, expect, it } from 'vitest'
import { comparableFilters, comparableKmRange, comparablesConfidence, marketSpread, percentile } from './comparables'

// Sorted, 7 prices: the 10th percentile sits 0.6 of the way from the 1st to the 2nd (39,200), the 90th 0.4 of the way
// from the 6th to the 7th (44,800), the median is the 4th (42,000).
const market = [43_000, 38_000, 46_000, 40_000, 42_000, 41_000, 44_000]

describe('percentile', () => {
  it('interpolates between neighbours', () => {
    const sorted = [...market].sort((a, b) => a - b)
    expect(percentile(sorted, 0.1)).toBeCloseTo(39_200)
    expect(percentile(sorted, 0.5)).toBe(42_000)
    expect(percentile(sorted, 0.9)).toBeCloseTo(44_800)
    expect(percentile([5], 0.9)).toBe(5)
  })
})

describe('comparableKmRange', () => {
  it('spans 40% of the reading either side', () => {
    expect(comparableKmRange(100_000)).toEqual({ min: 60_000, max: 140_000 })
  })
  it('spans at least 20,000 km either side, from 0', () => {
    expect(comparableKmRange(10)).toEqual({ min: 0, max: 20_010 })
    expect(comparableKmRange(30_000)).toEqual({ min: 10_000, max: 50_000 })
    expect(comparableKmRange(Number.NaN)).toEqual({ min: 0, max: 20_000 })
  })
})

describe('comparableFilters', () => {
  it('finds the same make and model, two model years either side, within the kilometre range, leaving the car out', () => {
    expect(comparableFilters({ make: 'Toyota', model: 'Land Cruiser', year: 2021, km: 100_000 }, '42')).toEqual([
      'make:"Toyota"',
      'model:"Land Cruiser"',
      'year:2019 TO 2023',
      'km:60000 TO 140000',
      'NOT objectID:"42"',
    ])
    expect(comparableFilters({ make: 'Mazda', model: 'CX-5', year: 2024, km: 5_000 })).toHaveLength(4)
  })
})

describe('marketSpread', () => {
  it('reads the 10th to 90th percentile, the median and a confidence from the prices', () => {
    const spread = marketSpread(market)
    expect(spread).toMatchObject({ median: 42_000, count: 7 })
    expect(spread?.low).toBeCloseTo(39_200)
    expect(spread?.high).toBeCloseTo(44_800)
    // 7 / 12 × 1 / (1 + 5,600 / 42,000)
    expect(spread?.confidence).toBeCloseTo(0.5147, 4)
  })
  it('leaves out prices that are not positive numbers, and answers nothing below the minimum', () => {
    expect(marketSpread([0, -1, Number.NaN, 30_000])).toMatchObject({ count: 1, median: 30_000 })
    expect(marketSpread([30_000, 31_000], 3)).toBeNull()
    expect(marketSpread([])).toBeNull()
  })
})

describe('comparablesConfidence', () => {
  it('rises with more comparables and falls with a wider spread, within 0 … 1', () => {
    expect(comparablesConfidence(3, 0)).toBeCloseTo(0.375)
    expect(comparablesConfidence(20, 0)).toBeCloseTo(0.8)
    expect(comparablesConfidence(7, 1)).toBeCloseTo(comparablesConfidence(7, 0) / 2)
    expect(comparablesConfidence(0, 0)).toBe(0)
  })
})
