import { describe, expect, it } from 'vitest'
import { carTypeLabel, formatDate, formatKm, formatPrice } from './format'

describe('formatPrice', () => {
  it('shows whole Australian dollars with thousands separators', () => {
    expect(formatPrice(39990)).toBe('$39,990')
    expect(formatPrice(129500)).toBe('$129,500')
  })
  it('gives no price for a missing or zero price', () => {
    expect(formatPrice(0)).toBeNull()
    expect(formatPrice(null)).toBeNull()
  })
})

describe('formatKm', () => {
  it('separates thousands and adds the unit', () => {
    expect(formatKm(123456)).toBe('123,456 km')
    expect(formatKm(0)).toBe('0 km')
  })
})

describe('carTypeLabel', () => {
  it('capitalises the known car types', () => {
    expect(carTypeLabel('demo')).toBe('Demo')
    expect(carTypeLabel('caravan')).toBe('caravan')
  })
})

describe('formatDate', () => {
  it('writes dd/mm/yyyy on the eastern Australian calendar', () => {
    expect(formatDate('2026-11-01T00:00:00.000Z')).toBe('01/11/2026')
    // 3 pm UTC on 31 December is already New Year's Day in Brisbane.
    expect(formatDate('2026-12-31T15:00:00.000Z')).toBe('01/01/2027')
    expect(formatDate(null)).toBeNull()
    expect(formatDate('not a date')).toBeNull()
  })
})
