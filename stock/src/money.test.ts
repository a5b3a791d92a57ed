import { describe, expect, it } from 'vitest'
import { roundToCents } from './money'

describe('roundToCents', () => {
  it('rounds decimal halves up, as on paper', () => {
    // Binary holds 1.005 as 1.00499999999999989…, and 2.675 as 2.67499999999999982…
    expect(roundToCents(1.005)).toBe(1.01)
    expect(roundToCents(2.675)).toBe(2.68)
    expect(roundToCents(0.1 + 0.2)).toBe(0.3)
    expect(roundToCents(50.43744)).toBe(50.44)
  })
})
