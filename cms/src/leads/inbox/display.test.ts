import { describe, expect, it } from 'vitest'
import { campaignParams, dateTimeText, mailtoHref, photoAddress, priceText } from './display'

describe('mailtoHref', () => {
  it('links an email address, not anything else', () => {
    expect(mailtoHref('ava@example.com')).toBe('mailto:ava@example.com')
    expect(mailtoHref('not an email')).toBeNull()
    expect(mailtoHref(null)).toBeNull()
  })
})

describe('priceText', () => {
  it('writes AUD without cents, and says when there is no price', () => {
    expect(priceText(34990)).toBe('$34,990')
    expect(priceText(0)).toBe('No price')
    expect(priceText(null)).toBe('No price')
  })
})

describe('campaignParams', () => {
  it('labels the utm_* parameters in a fixed order and leaves the rest out', () => {
    expect(campaignParams({ utm_medium: 'Email', gclid: 'x', utm_source: 'Newsletter', utm_campaign: 'spring', utm_term: ' ' })).toEqual([
      ['Campaign', 'spring'],
      ['Source', 'Newsletter'],
      ['Medium', 'Email'],
    ])
    expect(campaignParams(null)).toEqual([])
    expect(campaignParams('utm_source=x')).toEqual([])
  })
})

describe('photoAddress', () => {
  it('puts a storefront path on the site’s origin and keeps a full address', () => {
    expect(photoAddress('/demo-photos/ute/d36a1f/0.svg', 'http://bayside-toyota.localhost:3000')).toBe(
      'http://bayside-toyota.localhost:3000/demo-photos/ute/d36a1f/0.svg',
    )
    expect(photoAddress('https://photos.example.com/1.jpg', null)).toBe('https://photos.example.com/1.jpg')
    expect(photoAddress('/demo-photos/1.svg', null)).toBeNull()
    expect(photoAddress('//evil.example/1.jpg', 'https://site.example')).toBeNull()
    expect(photoAddress(null, 'https://site.example')).toBeNull()
  })
})

describe('dateTimeText', () => {
  it('writes dd/mm/yyyy and the time on the site’s clock', () => {
    expect(dateTimeText('2026-11-30T05:45:00.000Z', 'Australia/Brisbane')).toBe('30/11/2026, 3:45 pm')
    expect(dateTimeText('2026-11-30T14:05:00.000Z', 'Australia/Perth')).toBe('30/11/2026, 10:05 pm')
    expect(dateTimeText(null, 'Australia/Brisbane')).toBeNull()
  })
})
