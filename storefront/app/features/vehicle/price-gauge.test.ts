import { describe, expect, it } from 'vitest'
import { gaugeBand, gaugeGraphicPercent, gaugeLabel, isShowableGauge, type AutoGauge } from './price-gauge'

const gauge: AutoGauge = {
  fill: 0.7,
  listing_price: 42_990,
  market_range_min: 40_000,
  market_range_max: 50_000,
  confidence: 0.6,
  description: '$2,300 below the middle',
}

describe('isShowableGauge', () => {
  it('shows a complete, confident answer', () => {
    expect(isShowableGauge(gauge)).toBe(true)
    expect(isShowableGauge({ ...gauge, fill: 0, market_range_max: 42_990 })).toBe(true)
  })

  it('hides an empty or incomplete answer', () => {
    expect(isShowableGauge(null)).toBe(false)
    expect(isShowableGauge(undefined)).toBe(false)
    expect(isShowableGauge({})).toBe(false)
    for (const field of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description'] as const) {
      const { [field]: _left, ...rest } = gauge
      expect(isShowableGauge(rest), field).toBe(false)
    }
    expect(isShowableGauge({ ...gauge, fill: Number.NaN })).toBe(false)
  })

  it('hides an answer of 0.2 confidence or less', () => {
    expect(isShowableGauge({ ...gauge, confidence: 0.2 })).toBe(false)
    expect(isShowableGauge({ ...gauge, confidence: 0.21 })).toBe(true)
  })

  it('hides a car priced above the top of the market', () => {
    expect(isShowableGauge({ ...gauge, listing_price: 50_001 })).toBe(false)
  })
})

describe('gaugeLabel', () => {
  it('says Great Deal from a fill of 0.65', () => {
    expect(gaugeLabel(0.64)).toBe('Good Deal')
    expect(gaugeLabel(0.65)).toBe('Great Deal')
  })
})

describe('gaugeBand', () => {
  it('is low under 0.3, medium to under 0.6, then high', () => {
    expect([0, 0.29, 0.3, 0.59, 0.6, 1].map(gaugeBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high'])
  })
})

describe('gaugeGraphicPercent', () => {
  it('shows the fill in percent, at least 20 and at most 100', () => {
    expect(gaugeGraphicPercent(0.55)).toBeCloseTo(55)
    expect(gaugeGraphicPercent(0.05)).toBe(20)
    expect(gaugeGraphicPercent(1.2)).toBe(100)
    expect(gaugeGraphicPercent(Number.NaN)).toBe(20)
  })
})
