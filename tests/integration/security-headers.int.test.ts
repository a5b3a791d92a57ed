import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'

// Issue 19, item 10: what a browser is told about scripts, framing, referrers, content types and transport, on the shop
// and on the CMS admin. Before, neither sent any of these, so the admin could be framed for clickjacking and any markup
// that reached a page could run script.
const cms = new URL(process.env.CMS_URL ?? 'http://localhost:3001')

/** A policy's directives by name. */
function directives(policy: string | string[] | undefined): Map<string, string[]> {
  expect(typeof policy, 'one Content-Security-Policy header').toBe('string')
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  )
}

/** The texts of a page's inline scripts the browser would run (JSON-LD is data, which the policy doesn't govern). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes) && !/type="application\/(ld\+)?json"/i.test(attributes))
    .map(([, , text]) => text)
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('security headers', () => {
  it('every storefront page refuses to be framed and sends the referrer, sniffing, transport and permission policies', async () => {
    for (const path of ['/', '/search/new-used-and-demo-cars', '/no-such-page']) {
      const page = await siteRequest('bayside-toyota', path)
      expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"])
      expect(page.headers['x-frame-options']).toBe('DENY')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(page.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
      expect(page.headers['permissions-policy']).toContain('camera=()')
    }
  })

  it("the live-preview route may be framed by the CMS's own origin, and by nothing else", async () => {
    const preview = await siteRequest('bayside-toyota', '/preview/pages/1?expires=0&token=x')
    expect(directives(preview.headers['content-security-policy']).get('frame-ancestors')).toEqual([cms.origin])
    expect(preview.headers['x-frame-options']).toBeUndefined()
  })

  it('uploaded media keeps its own stricter policy', async () => {
    const media = await siteRequest('bayside-toyota', '/media/no-such-file.png')
    expect(media.headers['x-content-type-options']).toBe('nosniff')
    expect(media.headers['x-frame-options']).toBe('DENY')
    expect(directives(media.headers['content-security-policy']).get('default-src')).toEqual(["'none'"])
  })

  it("a page's scripts run only by hash: no 'unsafe-inline', and every inline script the page carries has its hash", async () => {
    const car = /href="(\/cars\/[^"/?#]+)"/.exec((await siteRequest('bayside-toyota', '/search/new-used-and-demo-cars')).text)?.[1]
    expect(car, 'a car on the search page').toBeTruthy()
    for (const path of ['/', '/search/new-used-and-demo-cars', car!, '/about-us', '/contact', '/no-such-page']) {
      const page = await siteRequest('bayside-toyota', path)
      const policy = directives(page.headers['content-security-policy'])
      const scriptSources = policy.get('script-src') ?? []
      expect(scriptSources, path).not.toContain("'unsafe-inline'")
      expect(scriptSources, path).not.toContain("'unsafe-eval'")
      expect(policy.get('default-src'), path).toEqual(["'self'"])
      expect(policy.get('object-src'), path).toEqual(["'none'"])
      expect(policy.get('base-uri'), path).toEqual(["'self'"])
      expect(policy.get('form-action'), path).toEqual(["'self'"])
      const inline = executableInlineScripts(page.text)
      expect(inline.length, `${path}: React Router's hydration scripts`).toBeGreaterThanOrEqual(2)
      for (const text of inline) expect(scriptSources, `${path}: ${text.slice(0, 60)}`).toContain(sha256Source(text))
      // The render marker the hashes were picked by is gone: nothing in the page names a nonce the header would trust.
      expect(page.text, path).not.toMatch(/\snonce="/)
      expect(
        scriptSources.filter((source) => source.startsWith("'nonce-")),
        path,
      ).toEqual([])
    }
  })

  it('everything that is not a page may load nothing and be framed by nobody', async () => {
    for (const path of ['/healthz', '/demo-photos/sedan/1a2b3c/0.svg', '/api/delivery-estimate?postcode=3000']) {
      const answer = await siteRequest('bayside-toyota', path)
      const policy = directives(answer.headers['content-security-policy'])
      expect(policy.get('default-src'), path).toEqual(["'none'"])
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
    }
  })

  it('the CMS admin refuses to be framed', async () => {
    const login = await fetch(new URL('/admin/login', cms), { redirect: 'manual' })
    const policy = directives(login.headers.get('content-security-policy') ?? undefined)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(login.headers.get('x-frame-options')).toBe('DENY')
    expect(login.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(login.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
