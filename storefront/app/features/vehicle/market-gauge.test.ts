import { describe, expect, it } from 'vitest'
import { marketGauge } from './market-gauge'
import { gaugeLabel, isShowableGauge } from './price-gauge'

const hilux = { make: 'Toyota', model: 'HiLux' }
// Sorted, 7 prices: the 10th percentile sits 0.6 of the way from the 1st to the 2nd (39,200), the 90th 0.4 of the way
// from the 6th to the 7th (44,800), the median is the 4th (42,000).
const market = [43_000, 38_000, 46_000, 40_000, 42_000, 41_000, 44_000]

describe('marketGauge', () => {
  it('fills a car at the bottom of the market: a Great Deal', () => {
    const gauge = marketGauge({ ...hilux, price: 39_200 }, market)
    expect(gauge).toMatchObject({ fill: 1, listing_price: 39_200, market_range_min: 39_200, market_range_max: 44_800 })
    // 7 / (7 + 5) × 1 / (1 + 5,600 / 42,000) = 0.5833 × 0.8824 = 0.5147.
    expect(gauge?.confidence).toBeCloseTo(0.5147, 4)
    expect(gauge?.description).toBe('$2,800 below the middle of 7 comparable Toyota HiLux listings')
    expect(isShowableGauge(gauge)).toBe(true)
    expect(gaugeLabel(gauge!.fill)).toBe('Great Deal')
  })

  it('places a car by the price it is sold at: an offer price, not the price it replaces', () => {
    const gauge = marketGauge({ ...hilux, price: 44_800, offer_price: 39_200 }, market)
    expect(gauge).toMatchObject({ fill: 1, listing_price: 39_200 })
    expect(gauge?.description).toBe('$2,800 below the middle of 7 comparable Toyota HiLux listings')
  })

  it('leaves a car at the top of the market empty: a Good Deal; above it, not shown', () => {
    const top = marketGauge({ ...hilux, price: 44_800 }, market)
    expect(top).toMatchObject({ fill: 0, description: '$2,800 above the middle of 7 comparable Toyota HiLux listings' })
    expect(isShowableGauge(top)).toBe(true)
    expect(gaugeLabel(top!.fill)).toBe('Good Deal')
    const above = marketGauge({ ...hilux, price: 47_000 }, market)
    expect(above?.fill).toBe(0)
    expect(isShowableGauge(above)).toBe(false)
  })

  it('fills in proportion between the ends, and calls a price near the middle in line with it', () => {
    const middle = marketGauge({ ...hilux, price: 42_300 }, market)
    expect(middle?.fill).toBeCloseTo((44_800 - 42_300) / 5_600)
    expect(middle?.description).toBe('In line with the middle of 7 comparable Toyota HiLux listings')
  })

  it('is more confident with more comparables and less with a wider spread of prices', () => {
    const few = marketGauge({ ...hilux, price: 42_000 }, [40_000, 42_000, 44_000])!
    const many = marketGauge({ ...hilux, price: 42_000 }, [40_000, 42_000, 44_000, 40_000, 42_000, 44_000, 40_000, 42_000, 44_000])!
    const wide = marketGauge({ ...hilux, price: 42_000 }, [20_000, 42_000, 64_000])!
    expect(many.confidence).toBeGreaterThan(few.confidence)
    expect(wide.confidence).toBeLessThan(few.confidence)
    for (const gauge of [few, many, wide]) expect(gauge.confidence).toBeGreaterThan(0)
    for (const gauge of [few, many, wide]) expect(gauge.confidence).toBeLessThan(1)
  })

  it('reads a market where every comparable has one price by which side of it the car falls', () => {
    const same = [40_000, 40_000, 40_000]
    expect(marketGauge({ ...hilux, price: 38_000 }, same)?.fill).toBe(1)
    expect(marketGauge({ ...hilux, price: 40_000 }, same)?.fill).toBe(0.5)
    expect(marketGauge({ ...hilux, price: 41_000 }, same)?.fill).toBe(0)
  })

  it('has no answer without a price or without enough priced comparables', () => {
    expect(marketGauge({ ...hilux, price: 10 }, market)).toBeNull()
    expect(marketGauge({ ...hilux, price: 40_000 }, [40_000, 41_000])).toBeNull()
    // Placeholder prices of $10 or less are not prices.
    expect(marketGauge({ ...hilux, price: 40_000 }, [40_000, 41_000, 10, 0, 1])).toBeNull()
  })
})
