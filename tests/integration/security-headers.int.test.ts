import { describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'

// Issue 19, item 10: what a browser is told about framing, referrers, content types and transport, on the shop and on
// the CMS admin. Before, neither sent any of these, so the admin could be framed for clickjacking.
const cms = new URL(process.env.CMS_URL ?? 'http://localhost:3001')

describe('security headers', () => {
  it('every storefront page refuses to be framed and sends the referrer, sniffing, transport and permission policies', async () => {
    for (const path of ['/', '/search/new-used-and-demo-cars', '/no-such-page']) {
      const page = await siteRequest('bayside-toyota', path)
      expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'")
      expect(page.headers['x-frame-options']).toBe('DENY')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(page.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
      expect(page.headers['permissions-policy']).toContain('camera=()')
    }
  })

  it("the live-preview route may be framed by the CMS's own origin, and by nothing else", async () => {
    const preview = await siteRequest('bayside-toyota', '/preview/pages/1?expires=0&token=x')
    expect(preview.headers['content-security-policy']).toBe(`frame-ancestors ${cms.origin}`)
    expect(preview.headers['x-frame-options']).toBeUndefined()
  })

  it('uploaded media keeps its own stricter policy', async () => {
    const media = await siteRequest('bayside-toyota', '/media/no-such-file.png')
    expect(media.headers['x-content-type-options']).toBe('nosniff')
    expect(media.headers['x-frame-options']).toBe('DENY')
  })

  it('the CMS admin refuses to be framed', async () => {
    const login = await fetch(new URL('/admin/login', cms), { redirect: 'manual' })
    expect(login.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(login.headers.get('x-frame-options')).toBe('DENY')
    expect(login.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(login.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
