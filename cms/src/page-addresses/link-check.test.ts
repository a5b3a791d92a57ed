import { describe, expect, it } from 'vitest'
import { linkCheckAnswer, sitePathToCheck } from './link-check'

describe('sitePathToCheck', () => {
  it('checks a path on the site, without its query or fragment', () => {
    expect(sitePathToCheck('/privacy-policy')).toBe('/privacy-policy')
    expect(sitePathToCheck(' /contact?category=careers#form ')).toBe('/contact')
    expect(sitePathToCheck('/toyota/overview/')).toBe('/toyota/overview/')
  })

  it('never checks anything that could reach another host, or is not a path', () => {
    for (const link of ['https://example.com/x', '//evil.example/x', '/\\evil.example', 'tel:0412345678', 'mailto:a@b.c', 'privacy', '/a b', '']) {
      expect(sitePathToCheck(link), link).toBeNull()
    }
    expect(sitePathToCheck(`/${'a'.repeat(600)}`)).toBeNull()
  })

  it('keeps dot segments inside the site', () => {
    expect(sitePathToCheck('/../../etc/passwd')).toBe('/etc/passwd')
  })
})

describe('linkCheckAnswer', () => {
  it('warns for a page not found (404, 410) with the path', () => {
    expect(linkCheckAnswer('/foo', 404).warning).toBe('No page answers at /foo yet: shoppers following this link would see "page not found".')
    expect(linkCheckAnswer('/gone', 410).warning).not.toBeNull()
  })

  it('does not warn for a live page, a redirect, an error or no answer', () => {
    for (const status of [200, 301, 302, 400, 500, 503, null]) expect(linkCheckAnswer('/x', status).warning).toBeNull()
  })
})
