import { describe, expect, it } from 'vitest'
import { displayPhone, phoneHref } from './phone'

describe('displayPhone', () => {
  it('shows +61 numbers in national format with a leading 0', () => {
    expect(displayPhone('+61 7 3821 5000')).toBe('(07) 3821 5000')
    expect(displayPhone('+61738215000')).toBe('(07) 3821 5000')
    expect(displayPhone('+61 2 9999 9999')).toBe('(02) 9999 9999')
    expect(displayPhone('+61412345678')).toBe('0412 345 678')
    expect(displayPhone('+61 (0) 7 3821 5000')).toBe('(07) 3821 5000')
  })

  it('treats a leading 61 without the + as the country code', () => {
    expect(displayPhone('61412345678')).toBe('0412 345 678')
  })

  it('spaces national numbers however they were typed', () => {
    expect(displayPhone('0738215000')).toBe('(07) 3821 5000')
    expect(displayPhone(' 0412345678 ')).toBe('0412 345 678')
    expect(displayPhone('07-3821-5000')).toBe('(07) 3821 5000')
  })

  it('keeps 13, 1300 and 1800 numbers readable', () => {
    expect(displayPhone('1300 123 456')).toBe('1300 123 456')
    expect(displayPhone('1300123456')).toBe('1300 123 456')
    expect(displayPhone('1800 000 000')).toBe('1800 000 000')
    expect(displayPhone('13 22 65')).toBe('13 22 65')
    expect(displayPhone('132265')).toBe('13 22 65')
  })

  it('keeps an extension', () => {
    expect(displayPhone('07 3821 5000 ext 12')).toBe('(07) 3821 5000 ext. 12')
  })

  it('shows overseas numbers in international format', () => {
    expect(displayPhone('+1 212 555 0100')).toBe('+1 212 555 0100')
  })

  it('returns anything else trimmed as given', () => {
    expect(displayPhone('  Call the service desk ')).toBe('Call the service desk')
    expect(displayPhone(' 3821 5000 ')).toBe('3821 5000')
    expect(displayPhone('000')).toBe('000')
    expect(displayPhone('')).toBe('')
  })
})

describe('phoneHref', () => {
  it('links valid numbers in E.164', () => {
    expect(phoneHref('(07) 3821 5000')).toBe('tel:+61738215000')
    expect(phoneHref('+61 7 3821 5000')).toBe('tel:+61738215000')
    expect(phoneHref('0412 345 678')).toBe('tel:+61412345678')
    expect(phoneHref('+1 212 555 0100')).toBe('tel:+12125550100')
    expect(phoneHref('07 3821 5000 ext 12')).toBe('tel:+61738215000;ext=12')
  })

  it('links numbers only dialled within Australia by their national digits', () => {
    expect(phoneHref('1300 123 456')).toBe('tel:1300123456')
    expect(phoneHref('1800 000 000')).toBe('tel:1800000000')
    expect(phoneHref('13 22 65')).toBe('tel:132265')
    expect(phoneHref('+61 1300 123 456')).toBe('tel:1300123456')
  })

  it('links the digits of anything else, keeping a leading +', () => {
    expect(phoneHref(' 3821 5000 ')).toBe('tel:38215000')
    expect(phoneHref('+99 123')).toBe('tel:+99123')
  })
})
