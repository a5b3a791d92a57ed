import { describe, expect, it } from 'vitest'
import { MOBILE_MESSAGE } from '../../ui/forms/contact-fields'
import { CODE_DIGITS, readCode, readMobile, REQUIRED } from './sign-in-form'

describe('readMobile', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    [' 0412-345-678 ', '0412345678'],
  ])('reads %s as %s (the lead forms’ normalisation)', (input, mobile) => {
    expect(readMobile(input)).toEqual({ mobile })
  })

  it('asks for a number when there is none', () => {
    expect(readMobile('')).toEqual({ problem: REQUIRED })
    expect(readMobile('   ')).toEqual({ problem: REQUIRED })
    expect(readMobile(undefined)).toEqual({ problem: REQUIRED })
  })

  it('refuses a number that is no Australian mobile', () => {
    expect(readMobile('07 3123 4567')).toEqual({ problem: MOBILE_MESSAGE })
    expect(readMobile('0412')).toEqual({ problem: MOBILE_MESSAGE })
  })
})

describe('readCode', () => {
  it('takes 6 digits, spaces between them dropped', () => {
    expect(readCode('123456')).toEqual({ code: '123456' })
    expect(readCode(' 123 456 ')).toEqual({ code: '123456' })
  })

  it('says the spec’s words for a missing or malformed code', () => {
    expect(readCode('')).toEqual({ problem: REQUIRED })
    expect(readCode(null)).toEqual({ problem: REQUIRED })
    expect(readCode('12345')).toEqual({ problem: CODE_DIGITS })
    expect(readCode('1234567')).toEqual({ problem: CODE_DIGITS })
    expect(readCode('12345a')).toEqual({ problem: CODE_DIGITS })
    expect(readCode('١٢٣٤٥٦')).toEqual({ problem: CODE_DIGITS })
  })
})
