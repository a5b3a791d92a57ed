import { describe, expect, it } from 'vitest'
import { isValidPreviewToken, previewExpiry, previewToken, siteOrigin, withoutOtherSitesDocuments } from './preview'

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

describe('withoutOtherSitesDocuments', () => {
  const draft = {
    id: 7,
    tenant: { id: 1, slug: 'bayside-toyota' },
    layout: [
      { blockType: 'welcome', id: 'a', image: { id: 10, tenant: 1, url: '/media/bayside.jpg' } },
      { blockType: 'imageSlider', id: 'b', slides: [{ id: 'c', image: { id: 20, tenant: 2, url: '/media/southern-cross.jpg' } }] },
      { blockType: 'richText', id: 'd', content: { root: { children: [{ type: 'upload', relationTo: 'media', value: { id: 21, tenant: { id: 2 } } }] } } },
    ],
  }

  it('keeps the draft and its own site’s documents, and drops every populated document of another site', () => {
    const shown = withoutOtherSitesDocuments(draft, 1)
    expect(shown.tenant).toEqual(draft.tenant)
    expect(shown.layout[0]).toEqual(draft.layout[0])
    expect(JSON.stringify(shown)).not.toContain('southern-cross.jpg')
    expect(shown.layout[1]).toMatchObject({ slides: [{ id: 'c', image: null }] })
    expect(shown.layout[2]).toMatchObject({ content: { root: { children: [{ type: 'upload', value: null }] } } })
  })

  it('keeps documents that belong to no site (the shared makes) and drops every site’s when the draft has none', () => {
    expect(withoutOtherSitesDocuments({ id: 1, tenant: 1, make: { id: 3, name: 'Toyota' } }, 1).make).toEqual({ id: 3, name: 'Toyota' })
    expect(withoutOtherSitesDocuments({ id: 1, image: { id: 10, tenant: 1 } }, null).image).toBeNull()
  })
})
