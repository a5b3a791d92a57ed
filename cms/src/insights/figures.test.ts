import { describe, expect, it } from 'vitest'
import {
  compared,
  daysInStock,
  daysInStockDistribution,
  daysOf,
  lastDays,
  leadSources,
  marketPositions,
  previousRange,
  quantileOfCounts,
  rangeLength,
  readDayRange,
  suggestedPrice,
  todayIn,
  type PricedCar,
} from './figures'

describe('readDayRange', () => {
  it('takes two real dates, the first on or before the second, at most 366 days apart', () => {
    expect(readDayRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(readDayRange('2026-11-30', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' })
    expect(readDayRange(null, '2026-11-30')).toMatchObject({ problem: expect.stringContaining('from and to') })
    expect(readDayRange('2026-02-30', '2026-03-01')).toMatchObject({ problem: expect.stringContaining('dates such as') })
    expect(readDayRange('30/11/2026', '2026-12-01')).toMatchObject({ problem: expect.stringContaining('dates such as') })
    expect(readDayRange('2026-12-01', '2026-11-01')).toMatchObject({ problem: expect.stringContaining('ends before it starts') })
    expect(readDayRange('2025-01-01', '2026-01-02')).toMatchObject({ problem: expect.stringContaining('longer than 366 days') })
    expect(readDayRange('2024-01-01', '2024-12-31')).toEqual({ from: '2024-01-01', to: '2024-12-31' })
  })
})

describe('day ranges', () => {
  it('count both ends, and the previous period is as long and ends the day before', () => {
    const november = { from: '2026-11-01', to: '2026-11-30' }
    expect(rangeLength(november)).toBe(30)
    expect(previousRange(november)).toEqual({ from: '2026-10-02', to: '2026-10-31' })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' })
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(lastDays('2026-11-30', 7)).toEqual({ from: '2026-11-24', to: '2026-11-30' })
  })

  it('take today from the site’s clock', () => {
    // 14:30 UTC on the 30th is already the 1st in Brisbane (UTC+10) and in Adelaide's daylight time (UTC+10:30).
    const at = new Date('2026-11-30T14:30:00Z')
    expect(todayIn('Australia/Brisbane', at)).toBe('2026-12-01')
    expect(todayIn('Australia/Adelaide', at)).toBe('2026-12-01')
    expect(todayIn('Australia/Perth', at)).toBe('2026-11-30')
  })
})

describe('compared', () => {
  it('gives the change and its percent to one decimal, and no percent from zero', () => {
    expect(compared(120, 100)).toEqual({ current: 120, previous: 100, change: 20, percent: 20 })
    expect(compared(2, 3)).toEqual({ current: 2, previous: 3, change: -1, percent: -33.3 })
    expect(compared(5, 0)).toEqual({ current: 5, previous: 0, change: 5, percent: null })
  })
})

describe('quantileOfCounts', () => {
  const once = (values: number[]) => values.map((value) => [value, 1] as const)

  it('interpolates between neighbours in any order, and is null for nothing', () => {
    expect(quantileOfCounts(once([30, 10, 20]), 0.5)).toBe(20)
    expect(quantileOfCounts(once([10, 20, 30, 40]), 0.5)).toBe(25)
    // rank 0.9 × 9 = 8.1: 90 + 0.1 × (100 − 90)
    expect(quantileOfCounts(once([100, 90, 80, 70, 60, 50, 40, 30, 20, 10]), 0.9)).toBe(91)
    expect(quantileOfCounts([], 0.5)).toBeNull()
    expect(quantileOfCounts([[5, 0]], 0.5)).toBeNull()
  })

  it('reads a histogram as the values it counts', () => {
    // 10, 10, 10, 20, 40, 40: rank 0.5 × 5 = 2.5 → 10 + 0.5 × (20 − 10); rank 0.9 × 5 = 4.5 → 40
    const counts = [
      [40, 2],
      [10, 3],
      [20, 1],
    ] as const
    expect(quantileOfCounts(counts, 0.5)).toBe(15)
    expect(quantileOfCounts(counts, 0.9)).toBe(40)
    expect(quantileOfCounts(counts, 0)).toBe(10)
    expect(quantileOfCounts(counts, 1)).toBe(40)
  })
})

describe('days in stock', () => {
  it('counts whole days since the listing and buckets them', () => {
    const now = new Date('2026-11-30T00:00:00Z')
    expect(daysInStock(now.getTime() / 1000 - 86_400 * 61 - 5, now)).toBe(61)
    expect(daysInStock(now.getTime() / 1000 + 3_600, now)).toBe(0)
    expect(daysInStockDistribution([0, 30, 31, 60, 61, 90, 91, 400])).toEqual([
      { label: '0–30 days', cars: 2 },
      { label: '31–60 days', cars: 2 },
      { label: '61–90 days', cars: 2 },
      { label: 'Over 90 days', cars: 2 },
    ])
  })
})

describe('marketPositions', () => {
  const car = (objectID: string, price: number | null, overrides: Partial<PricedCar> = {}): PricedCar => ({
    objectID,
    make: 'Toyota',
    model: 'HiLux',
    year: 2021,
    km: 50_000,
    price,
    ...overrides,
  })

  it('places each car against the 10th–90th percentile band of its comparables, itself left out', () => {
    const cars = [car('a', 40_000), car('b', 42_000), car('c', 44_000), car('d', 46_000), car('e', 60_000), car('f', 30_000)]
    const positions = marketPositions(cars)
    // e's comparables: 30,000 40,000 42,000 44,000 46,000 → 10th 34,000, 90th 45,200.
    expect(positions.get('e')).toEqual({ position: 'above', low: 34_000, high: 45_200, comparables: 5, suggestedPrice: 45_190 })
    // f's: 40,000 … 60,000 → 10th 40,800, 90th 54,400.
    expect(positions.get('f')).toMatchObject({ position: 'below', low: 40_800, high: 54_400, suggestedPrice: null })
    expect(positions.get('b')).toMatchObject({ position: 'within', suggestedPrice: null })
  })

  it('compares only the same make and model within two years and the kilometre range, and needs three priced comparables', () => {
    const cars = [
      car('subject', 50_000),
      car('old', 40_000, { year: 2018 }),
      car('far', 40_000, { km: 200_000 }),
      car('other model', 40_000, { model: 'Prado' }),
      car('no price', null),
      car('one', 41_000),
      car('two', 42_000),
    ]
    expect(marketPositions(cars).get('subject')).toBeUndefined()
    expect(marketPositions([...cars, car('three', 43_000)]).get('subject')).toMatchObject({ position: 'above', comparables: 3 })
  })

  it('suggests the highest …90 price in the band, or its top when none ends so', () => {
    expect(suggestedPrice(40_000, 45_200)).toBe(45_190)
    expect(suggestedPrice(45_100, 45_180)).toBe(45_180)
    expect(suggestedPrice(40_000, 45_090)).toBe(45_090)
  })
})

describe('leadSources', () => {
  const row = (source: 'campaign' | 'referral' | 'direct', name: string, leads: number, previous: number) => ({ source, name, leads, previous })

  it('gives every kind’s total, a kind without leads as nought, then the busiest names', () => {
    const rows = [row('campaign', 'google / cpc', 2, 2), row('campaign', 'newsletter / email', 5, 0), row('direct', '', 4, 9)]
    expect(leadSources(rows)).toEqual([
      { source: 'campaign', name: null, leads: 7, previous: 2 },
      { source: 'referral', name: null, leads: 0, previous: 0 },
      { source: 'direct', name: null, leads: 4, previous: 9 },
      { source: 'campaign', name: 'newsletter / email', leads: 5, previous: 0 },
      { source: 'campaign', name: 'google / cpc', leads: 2, previous: 2 },
    ])
  })

  it('keeps the 20 busiest names, the period before breaking ties, and counts the rest in their kind', () => {
    const named = Array.from({ length: 25 }, (_, index) => row('referral', `site-${String(index).padStart(2, '0')}.com.au`, 1, index))
    const sources = leadSources(named)
    expect(sources[1]).toEqual({ source: 'referral', name: null, leads: 25, previous: 300 })
    const names = sources.filter((source) => source.name !== null)
    expect(names).toHaveLength(20)
    expect(names[0]).toEqual({ source: 'referral', name: 'site-24.com.au', leads: 1, previous: 24 })
    expect(names.at(-1)?.name).toBe('site-05.com.au')
  })
})
