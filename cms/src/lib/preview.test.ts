import { describe, expect, it } from 'vitest'
import { isValidPreviewToken, previewExpiry, previewToken, siteOrigin } from './preview'

const SECRET = 'test-secret'

describe('preview tokens', () => {
  const now = 1_800_000_000
  const expires = previewExpiry(now)
  const token = previewToken(SECRET, 'pages', '42', expires)

  it('open the document they were made for until they expire', () => {
    expect(isValidPreviewToken(SECRET, 'pages', '42', String(expires), token, now)).toBe(true)
    expect(isValidPreviewToken(SECRET, 'pages', '42', String(expires), token, expires)).toBe(true)
    expect(isValidPreviewToken(SECRET, 'pages', '42', String(expires), token, expires + 1)).toBe(false)
  })

  it('open nothing else: another document, collection, expiry or secret', () => {
    expect(isValidPreviewToken(SECRET, 'pages', '43', String(expires), token, now)).toBe(false)
    expect(isValidPreviewToken(SECRET, 'store-pages', '42', String(expires), token, now)).toBe(false)
    expect(isValidPreviewToken(SECRET, 'pages', '42', String(expires + 3600), token, now)).toBe(false)
    expect(isValidPreviewToken('other-secret', 'pages', '42', String(expires), token, now)).toBe(false)
    expect(isValidPreviewToken(SECRET, 'pages', '42', 'soon', token, now)).toBe(false)
    expect(isValidPreviewToken(SECRET, 'pages', '42', String(expires), `${token}x`, now)).toBe(false)
  })

  it('keep one expiry, so one URL, for the hour an editor works in, valid for at least two hours', () => {
    const hourStart = 1_800_000_000 - (1_800_000_000 % 3600)
    expect(previewExpiry(hourStart)).toBe(previewExpiry(hourStart + 3599))
    expect(previewExpiry(hourStart + 3599) - (hourStart + 3599)).toBeGreaterThanOrEqual(2 * 3600)
  })
})

describe('siteOrigin', () => {
  it('uses the development pattern, else the site’s first domain over https', () => {
    expect(siteOrigin({ slug: 'bayside-toyota' }, 'http://{slug}.localhost:3000')).toBe('http://bayside-toyota.localhost:3000')
    expect(siteOrigin({ slug: 'bayside-toyota', domains: [{ domain: 'www.baysidetoyota.com.au' }] }, '')).toBe('https://www.baysidetoyota.com.au')
    expect(siteOrigin({ slug: 'bayside-toyota', domains: [] }, '')).toBeNull()
  })
})
