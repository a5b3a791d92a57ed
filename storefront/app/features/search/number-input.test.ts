import { describe, expect, it } from 'vitest'
import { groupThousands, parseWholeNumber, withinBounds } from './number-input'

describe('the price and kilometre inputs', () => {
  it('read the number in whatever was typed or pasted, separators, $ and kms included', () => {
    expect(parseWholeNumber('$25,000')).toBe(25000)
    expect(parseWholeNumber('80,000 kms')).toBe(80000)
    expect(parseWholeNumber('007')).toBe(7)
    expect(parseWholeNumber('')).toBeNull()
    expect(parseWholeNumber('abc')).toBeNull()
  })

  it('show the number with thousands separators', () => {
    expect(groupThousands(250000)).toBe('250,000')
    expect(groupThousands(950)).toBe('950')
    expect(groupThousands(null)).toBe('')
  })
})

describe('withinBounds', () => {
  const km = { min: 0, max: 500_000, step: 1_000 }
  it('rounds to the nearest step and clamps to min and max', () => {
    expect(withinBounds(25_400, km)).toBe(25_000)
    expect(withinBounds(25_500, km)).toBe(26_000)
    expect(withinBounds(900_000, km)).toBe(500_000)
    expect(withinBounds(null, km)).toBeNull()
  })
  it('counts steps from min and never passes max', () => {
    expect(withinBounds(12, { min: 5, max: 14, step: 5 })).toBe(10)
    expect(withinBounds(14, { min: 5, max: 14, step: 5 })).toBe(10)
    expect(withinBounds(1, { min: 5 })).toBe(5)
  })
})
