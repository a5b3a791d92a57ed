import { describe, expect, it } from 'vitest'
import { alertLinks, newStockEmail, newStockMessage, priceDropMessage, stopToken, stopTokenKey, subjectOfStopToken } from './messages'

describe('priceDropMessage', () => {
  it('names the site, the car, both prices in dollars with separators, and both links', () => {
    const links = alertLinks('https://www.baysidetoyota.com.au/', '/cars/2021-toyota-corolla-ascent-bt9001', '12-abc')
    expect(
      priceDropMessage({
        siteName: 'Bayside Toyota',
        carName: '2021 Toyota Corolla Ascent',
        oldPrice: 25_990,
        newPrice: 23_990,
        carUrl: links.url,
        stopUrl: links.stopUrl,
      }),
    ).toBe(
      'Bayside Toyota: the 2021 Toyota Corolla Ascent you saved is now $23,990 (was $25,990). See it: https://www.baysidetoyota.com.au/cars/2021-toyota-corolla-ascent-bt9001 Stop price alerts: https://www.baysidetoyota.com.au/alerts/stop?token=12-abc',
    )
  })

  it('formats prices of a million and more', () => {
    expect(priceDropMessage({ siteName: 'S', carName: 'C', oldPrice: 1_250_000, newPrice: 999_999, carUrl: 'u', stopUrl: 's' })).toContain(
      'now $999,999 (was $1,250,000)',
    )
  })
})

describe('new-stock messages', () => {
  const base = {
    siteName: 'Bayside Toyota',
    searchName: 'White HiLux',
    searchUrl: 'https://b.example/search/toyota/hilux?colour=White',
    stopUrl: 'https://b.example/alerts/stop?token=s4-x',
  }

  it('count the new cars, name at most two in a text, and carry both links', () => {
    expect(newStockMessage({ ...base, carNames: ['2022 Toyota HiLux SR5'] })).toBe(
      'Bayside Toyota: 1 new car matches your saved search “White HiLux”: 2022 Toyota HiLux SR5. See them: https://b.example/search/toyota/hilux?colour=White Stop these alerts: https://b.example/alerts/stop?token=s4-x',
    )
    expect(newStockMessage({ ...base, carNames: ['A', 'B'] })).toContain('2 new cars match your saved search “White HiLux”: A, B. See them')
    expect(newStockMessage({ ...base, carNames: ['A', 'B', 'C', 'D'] })).toContain(
      '4 new cars match your saved search “White HiLux”: A, B and 2 more. See them',
    )
  })

  it('name every car in an email', () => {
    const email = newStockEmail({ ...base, carNames: ['A', 'B', 'C'] })
    expect(email.subject).toBe('3 new cars match “White HiLux” at Bayside Toyota')
    expect(email.text).toContain('- A\n- B\n- C\n')
    expect(email.text).toContain(`Stop these alerts: ${base.stopUrl}`)
  })
})

describe('stop tokens', () => {
  const key = stopTokenKey('a-payload-secret')
  const car = { kind: 'price-drop', savedCar: 4211 } as const
  const search = { kind: 'new-stock', savedSearch: 4211 } as const

  it('verify for the saved car or search and the site they were made for', () => {
    const token = stopToken(key, 7, car)
    expect(token).toMatch(/^4211-[A-Za-z0-9_-]{43}$/)
    expect(subjectOfStopToken(key, 7, token)).toEqual(car)
    const searchToken = stopToken(key, 7, search)
    expect(searchToken).toMatch(/^s4211-[A-Za-z0-9_-]{43}$/)
    expect(subjectOfStopToken(key, 7, searchToken)).toEqual(search)
  })

  it('refuse another site, another secret, a changed id or kind, and a changed signature', () => {
    const token = stopToken(key, 7, car)
    expect(subjectOfStopToken(key, 8, token)).toBeNull()
    expect(subjectOfStopToken(stopTokenKey('another-secret'), 7, token)).toBeNull()
    expect(subjectOfStopToken(key, 7, token.replace(/^4211/, '4212'))).toBeNull()
    // A saved car's signature is no saved search's of the same number.
    expect(subjectOfStopToken(key, 7, `s${token}`)).toBeNull()
    const signature = token.slice(5)
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect(subjectOfStopToken(key, 7, `4211-${flipped}`)).toBeNull()
  })

  it('refuse what is not a token at all', () => {
    for (const token of ['', '4211', '4211-', 'x-' + 'a'.repeat(43), `4211-${'a'.repeat(42)}`, `4211-${'a'.repeat(44)}`, `t4211-${'a'.repeat(43)}`])
      expect(subjectOfStopToken(key, 7, token)).toBeNull()
  })
})
