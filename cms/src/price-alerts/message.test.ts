import { describe, expect, it } from 'vitest'
import { alertLinks, alertMessage, savedCarOfStopToken, stopToken, stopTokenKey } from './message'

describe('alertMessage', () => {
  it('names the site, the car, both prices in dollars with separators, and both links', () => {
    const links = alertLinks('https://www.baysidetoyota.com.au/', '2021-toyota-corolla-ascent-bt9001', '12-abc')
    expect(alertMessage({ siteName: 'Bayside Toyota', carName: '2021 Toyota Corolla Ascent', oldPrice: 25_990, newPrice: 23_990, ...links })).toBe(
      'Bayside Toyota: the 2021 Toyota Corolla Ascent you saved is now $23,990 (was $25,990). See it: https://www.baysidetoyota.com.au/cars/2021-toyota-corolla-ascent-bt9001 Stop price alerts: https://www.baysidetoyota.com.au/price-alerts/stop?token=12-abc',
    )
  })

  it('formats prices of a million and more', () => {
    expect(alertMessage({ siteName: 'S', carName: 'C', oldPrice: 1_250_000, newPrice: 999_999, carUrl: 'u', stopUrl: 's' })).toContain(
      'now $999,999 (was $1,250,000)',
    )
  })
})

describe('stop tokens', () => {
  const key = stopTokenKey('a-payload-secret')

  it('verify for the saved car and site they were made for', () => {
    const token = stopToken(key, 7, 4211)
    expect(token).toMatch(/^4211-[A-Za-z0-9_-]{43}$/)
    expect(savedCarOfStopToken(key, 7, token)).toBe(4211)
  })

  it('refuse another site, another secret, a changed id and a changed signature', () => {
    const token = stopToken(key, 7, 4211)
    expect(savedCarOfStopToken(key, 8, token)).toBeNull()
    expect(savedCarOfStopToken(stopTokenKey('another-secret'), 7, token)).toBeNull()
    expect(savedCarOfStopToken(key, 7, token.replace(/^4211/, '4212'))).toBeNull()
    const signature = token.slice(5)
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect(savedCarOfStopToken(key, 7, `4211-${flipped}`)).toBeNull()
  })

  it('refuse what is not a token at all', () => {
    for (const token of ['', '4211', '4211-', 'x-' + 'a'.repeat(43), `4211-${'a'.repeat(42)}`, `4211-${'a'.repeat(44)}`])
      expect(savedCarOfStopToken(key, 7, token)).toBeNull()
  })
})
