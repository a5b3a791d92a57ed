import { describe, expect, it } from 'vitest'
import { isSiteLink } from './link-field'

describe('isSiteLink', () => {
  it('accepts site paths, anchors within paths and web addresses', () => {
    for (const link of [
      '/',
      '/finance',
      '/pages/winches',
      '/search/used-cars?make=Toyota',
      '/our-location/cleveland#reviews',
      'https://www.example.com.au/careers',
      'http://example.com',
      'tel:0732864000',
      'mailto:sales@example.com.au',
    ]) {
      expect(isSiteLink(link), link).toBe(true)
    }
  })

  it('refuses what would not lead anywhere on a shopper’s click, or would run script', () => {
    for (const link of ['', 'finance', '//evil.example/path', '/with space', 'javascript:alert(1)', 'ftp://example.com', 'data:text/html,hi']) {
      expect(isSiteLink(link), link).toBe(false)
    }
  })
})
