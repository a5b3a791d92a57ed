import { describe, expect, it } from 'vitest'
import { groupThousands, parseWholeNumber } from './number-input'

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
