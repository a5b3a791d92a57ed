import { describe, expect, it } from 'vitest'
import { arrivalCookieValue, arrivalFrom, arrivalOf, campaignParams } from './arrival'

describe('arrivalOf', () => {
  it('keeps the landing page’s campaign parameters and another site’s host', () => {
    expect(arrivalOf('https://bayside.example/cars/x?utm_source=google&utm_medium=cpc&colour=red&gclid=1', 'https://www.google.com/')).toEqual({
      referrerDomain: 'www.google.com',
      params: { utm_source: 'google', utm_medium: 'cpc', gclid: '1' },
    })
  })

  it('counts a page of the same site, no referrer, or an odd one as coming from nowhere', () => {
    const nowhere = { referrerDomain: '', params: {} }
    expect(arrivalOf('https://bayside.example/contact', 'https://bayside.example/search')).toEqual(nowhere)
    expect(arrivalOf('https://bayside.example/contact', '')).toEqual(nowhere)
    expect(arrivalOf('https://bayside.example/contact', 'android-app://com.google.android.gm/')).toEqual(nowhere)
  })
})

describe('the arrival cookie', () => {
  it('reads back what it wrote, beside other cookies', () => {
    const arrival = { referrerDomain: 'carsguide.com.au', params: { utm_source: 'carsguide', utm_campaign: 'spring & summer' } }
    expect(arrivalFrom(`theme=dark; arrival=${arrivalCookieValue(arrival)}; other=1`)).toEqual(arrival)
  })

  it('keeps a few short parameters: a cookie goes with every request', () => {
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`utm_${'abcdefghi'[index]}`, 'v'.repeat(300)]))
    const kept = arrivalFrom(`arrival=${arrivalCookieValue({ referrerDomain: '', params: many })}`)!
    expect(Object.keys(kept.params)).toHaveLength(6)
    expect(Object.values(kept.params).every((value) => value.length === 100)).toBe(true)
  })

  it('is none when absent, and reads a forged one as nothing it can’t be', () => {
    expect(arrivalFrom(null)).toBeNull()
    expect(arrivalFrom('theme=dark')).toBeNull()
    expect(arrivalFrom('arrival=')).toEqual({ referrerDomain: '', params: {} })
    expect(arrivalFrom('arrival=%E0%A4%A')).toBeNull()
    expect(arrivalFrom(`arrival=${encodeURIComponent('from=<b>&token=secret&utm_source=ok')}`)).toEqual({
      referrerDomain: '',
      params: { utm_source: 'ok' },
    })
  })
})

describe('campaignParams', () => {
  it('takes utm_* and click ids, the first of each, unclipped', () => {
    expect(campaignParams(new URLSearchParams(`utm_source=a&utm_source=b&fbclid=${'f'.repeat(600)}&page=2&utm_term=`))).toEqual({
      utm_source: 'a',
      fbclid: 'f'.repeat(600),
    })
  })
})
