import { describe, expect, it } from 'vitest'
import { keepApart, PRICE_SLIDER, priceQuickPicks, rangeFor, thumbsFor } from './price-slider'

describe('the price range slider (spec 001 §5)', () => {
  it('starts at 5,000 to 250,000 and steps by 500', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 })
    expect(thumbsFor(undefined)).toEqual({ low: 5000, high: 250000 })
  })

  it('puts a bound on the track and an open side at its end', () => {
    expect(thumbsFor({ min: 20000, max: null })).toEqual({ low: 20000, high: 250000 })
    expect(thumbsFor({ min: 1000, max: 900000 })).toEqual({ low: 5000, high: 250000 })
  })

  it('keeps the thumbs from crossing: the one moved stops a step short of the other', () => {
    expect(keepApart({ low: 30000, high: 30000 }, 'low')).toEqual({ low: 29500, high: 30000 })
    expect(keepApart({ low: 40000, high: 30000 }, 'high')).toEqual({ low: 40000, high: 40500 })
    expect(keepApart({ low: 10000, high: 30000 }, 'low')).toEqual({ low: 10000, high: 30000 })
  })

  it('leaves a side open when its thumb is at the end of the track', () => {
    expect(rangeFor({ low: 5000, high: 250000 })).toEqual({ min: null, max: null })
    expect(rangeFor({ low: 12500, high: 250000 })).toEqual({ min: 12500, max: null })
    expect(rangeFor({ low: 5000, high: 60000 })).toEqual({ min: null, max: 60000 })
  })
})

describe('the quick picks by site (spec 001 §5)', () => {
  it('are $5,000 to $70,000, or $300,000 to $800,000 in steps of $100,000 on a prestige site', () => {
    expect(priceQuickPicks('standard')).toEqual([5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000])
    expect(priceQuickPicks(null)).toEqual(priceQuickPicks('standard'))
    expect(priceQuickPicks('prestige')).toEqual([300_000, 400_000, 500_000, 600_000, 700_000, 800_000])
  })
})
