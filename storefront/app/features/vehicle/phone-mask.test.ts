import { describe, expect, it } from 'vitest'
import { maskPhone } from './phone-mask'

describe('maskPhone', () => {
  it('shows the first 5 characters and stars the later digits, keeping the spacing', () => {
    expect(maskPhone('(07) 3821 5000')).toBe('(07) **** ****')
    expect(maskPhone('0412 345 678')).toBe('0412 *** ***')
    expect(maskPhone('1300 123 456')).toBe('1300 *** ***')
    expect(maskPhone('+64 9 379 0000')).toBe('+64 9 *** ****')
  })
  it('leaves a number of 5 characters or fewer alone', () => {
    expect(maskPhone('000')).toBe('000')
  })
})
