import { describe, expect, it } from 'vitest'
import { carTypeLabel, formatCents, formatDate, formatDollars, formatKm, formatNumber, formatPrice } from './format'

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
  it('gives the day Intl gives for Brisbane, at every hour of a year', () => {
    const brisbane = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: '2-digit', month: '2-digit', year: 'numeric' })
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_600_000) {
      expect(formatDate(new Date(time).toISOString())).toBe(brisbane.format(time))
    }
  })
})

// The formats are written out by hand (see format.ts); these hold them to what Intl writes for en-AU.
const SAMPLES = [
  ...Array.from({ length: 400 }, (_, i) => ((i * 7919.1373) % 250_000) / ((i % 7) + 1)),
  0,
  1,
  7,
  12,
  999,
  1000,
  1234.5,
  9999.99,
  12345,
  39990,
  129500,
  1_000_000,
  123_456_789,
  0.5,
  1.5,
  2.5,
  0.125,
  1.005,
  2.675,
  0.1 + 0.2,
  50.43744,
  7.049,
  7.05,
  7.95,
  999.995,
]
const SIGNED = [...SAMPLES, ...SAMPLES.filter((value) => value >= 0.5).map((value) => -value)]

describe('formatNumber', () => {
  it.each([
    [{}, { maximumFractionDigits: 0 }],
    [{ max: 1 }, { maximumFractionDigits: 1 }],
    [{ max: 2 }, { maximumFractionDigits: 2 }],
    [{ min: 1 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
    [{ min: 2 }, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  ])('writes %j as Intl does', (decimals, options) => {
    const intl = new Intl.NumberFormat('en-AU', options)
    for (const value of SIGNED) expect(formatNumber(value, decimals), String(value)).toBe(intl.format(value))
  })
  it('writes no minus on a value that rounds to nothing', () => {
    expect(formatNumber(-0.2)).toBe('0')
    expect(formatNumber(-0.004, { min: 2 })).toBe('0.00')
  })
})

describe('money', () => {
  it('writes whole dollars and dollars and cents as Intl does, the minus before the dollar sign', () => {
    const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
    const cents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    for (const value of SIGNED) {
      expect(formatDollars(value), String(value)).toBe(dollars.format(value))
      expect(formatCents(value), String(value)).toBe(cents.format(value))
    }
    expect(formatDollars(-5)).toBe('-$5')
    expect(formatCents(1234.5)).toBe('$1,234.50')
    expect(formatCents(0)).toBe('$0.00')
  })
})
