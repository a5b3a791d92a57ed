import { describe, expect, it } from 'vitest'
import { isHttpsAddress, isSmsAddress } from './outside-addresses'

describe('isHttpsAddress', () => {
  it('takes a full https address on a named host', () => {
    expect(isHttpsAddress('https://www.toyota.com.au/owners/service-booking')).toBe(true)
    expect(isHttpsAddress('https://wa.me/61412345678')).toBe(true)
  })

  it('refuses http, hosts without a dot, credentials, text that is no address, and very long ones', () => {
    for (const value of [
      'http://www.toyota.com.au',
      'https://localhost/chat',
      'https://user:secret@chat.example.com',
      'www.toyota.com.au',
      'https://',
      `https://a.com/${'x'.repeat(2000)}`,
    ])
      expect(isHttpsAddress(value), value).toBe(false)
  })
})

describe('isSmsAddress', () => {
  it('takes an sms: link to a number, and nothing else', () => {
    expect(isSmsAddress('sms:+61412345678')).toBe(true)
    expect(isSmsAddress('sms:0412345678')).toBe(true)
    for (const value of ['sms:', 'sms:+61 412 345 678', 'tel:0412345678', 'sms:04123abc']) expect(isSmsAddress(value), value).toBe(false)
  })
})
