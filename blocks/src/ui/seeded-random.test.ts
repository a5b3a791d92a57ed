import { describe, expect, it } from 'vitest'
import { seededRandom, seedFromText } from './seeded-random'

const take = (random: () => number, count: number) => Array.from({ length: count }, () => random())

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, so a shuffle renders the same on the server and in the browser', () => {
    expect(take(seededRandom(42), 10)).toEqual(take(seededRandom(42), 10))
  })

  it('gives a different sequence for a different seed', () => {
    expect(take(seededRandom(1), 5)).not.toEqual(take(seededRandom(2), 5))
  })

  it('pins the mulberry32 sequence for seeds 0 and 1', () => {
    // Pinned so a refactor can't quietly reorder every shuffled card on every site.
    expect(take(seededRandom(0), 3)).toEqual([0.26642920868471265, 0.0003297457005828619, 0.2232720274478197])
    expect(take(seededRandom(1), 1)).toEqual([0.6270739405881613])
  })

  it('stays in [0, 1) and spreads evenly enough to shuffle', () => {
    const values = take(seededRandom(2026), 10_000)
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true)
    const buckets = [0, 0, 0, 0]
    for (const value of values) buckets[Math.floor(value * 4)]++
    for (const bucket of buckets) expect(bucket).toBeGreaterThan(2_250)
  })

  it('accepts any number as a seed', () => {
    expect(take(seededRandom(Number.NaN), 3)).toEqual(take(seededRandom(0), 3))
    expect(take(seededRandom(7.9), 3)).toEqual(take(seededRandom(7), 3))
    expect(take(seededRandom(-1), 3)).toEqual(take(seededRandom(0xffffffff), 3))
  })
})

describe('seedFromText', () => {
  it('is stable and differs between texts', () => {
    expect(seedFromText('city-motors 2026-11-24')).toBe(seedFromText('city-motors 2026-11-24'))
    expect(seedFromText('city-motors 2026-11-24')).not.toBe(seedFromText('city-motors 2026-11-25'))
    expect(seedFromText('city-motors 2026-11-24')).not.toBe(seedFromText('bayside-4x4 2026-11-24'))
  })

  it('is an unsigned 32-bit number (FNV-1a reference values)', () => {
    expect(seedFromText('')).toBe(0x811c9dc5)
    expect(seedFromText('a')).toBe(0xe40c292c)
    expect(seedFromText('foobar')).toBe(0xbf9cf968)
  })
})
