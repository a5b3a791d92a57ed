import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { freePort, startStorefrontInstance, type Started } from './helpers/processes'
import { siteRequest } from './helpers/site-request'

// Issue 19, item 11: which hosts reach a site, and which address a page publishes for itself. Before, a page's
// canonical, Open Graph and JSON-LD addresses were built from the request (a spoofed X-Forwarded-Host put another
// domain in them), and <slug>.localhost reached every site on a production server.
const SITE = 'bayside-toyota'
const primaryDomain = DEMO_TENANTS.find((tenant) => tenant.slug === SITE)!.domains[0]
const published = `https://${primaryDomain}`

/** The addresses a page publishes for itself: canonical, og:url, og:image and its JSON-LD's url, offer url and images. */
function publishedAddresses(html: string): string[] {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, value]) => value)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text) as Record<string, unknown>)
  return [
    ...attribute(/<link rel="canonical" href="([^"]+)"/g),
    ...attribute(/<meta property="og:(?:url|image)" content="([^"]+)"/g),
    ...jsonLd.flatMap((data) => [data.url, (data.offers as { url?: string } | undefined)?.url, ...((data.image as string[] | undefined) ?? [])]),
  ].filter((value): value is string => typeof value === 'string')
}

describe("a page's published addresses", () => {
  let carPath: string

  beforeAll(async () => {
    const search = await siteRequest(SITE, '/search/new-used-and-demo-cars')
    carPath = /href="(\/cars\/[^"/?#]+)"/.exec(search.text)![1]
  })

  it("come from the site's first domain over https, whichever host or forwarded host the request names", async () => {
    const variants: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-host': 'attacker.example' },
      { 'x-forwarded-host': 'attacker.example:8443', 'x-forwarded-proto': 'http' },
      { host: primaryDomain },
      { host: DEMO_TENANTS.find((tenant) => tenant.slug === SITE)!.domains[1] },
      { host: `${primaryDomain.toUpperCase()}.:443` },
    ]
    for (const pagePath of [carPath, '/search/toyota']) {
      const seen = new Set<string>()
      for (const headers of variants) {
        const page = await siteRequest(SITE, pagePath, { headers })
        expect(page.status, `${pagePath} ${JSON.stringify(headers)}`).toBe(200)
        const addresses = publishedAddresses(page.text)
        expect(addresses.length, pagePath).toBeGreaterThan(0)
        for (const address of addresses) {
          expect(address, `${pagePath} ${JSON.stringify(headers)}`).toMatch(new RegExp(`^${published.replaceAll('.', '\\.')}/`))
          expect(address).not.toContain('attacker')
          expect(address).not.toContain('localhost')
        }
        seen.add(addresses.join(' '))
      }
      expect(seen.size, `${pagePath}: one set of addresses for every variant`).toBe(1)
    }
    const car = await siteRequest(SITE, carPath)
    expect(car.text).toContain(`<link rel="canonical" href="${published}${carPath}"/>`)
  })
})

describe('a storefront without local site hosts (production)', () => {
  let storefront: Started | undefined
  let port: number

  beforeAll(async () => {
    port = await freePort()
    storefront = await startStorefrontInstance(port, { LOCAL_SITE_HOSTS: undefined })
  }, 40_000)

  afterAll(() => storefront?.stop())

  const probe = (host: string) => siteRequest(SITE, '/', { headers: { host }, port: String(port) })

  it('answers <slug>.localhost and a bare local host with the unknown-site page', async () => {
    for (const host of [`${SITE}.localhost:${port}`, `localhost:${port}`, `127.0.0.1:${port}`]) {
      const page = await probe(host)
      expect(page.status, host).toBe(404)
      expect(page.text, host).toContain('There is no dealer site at this address')
    }
  })

  it('serves a site on its configured domains', async () => {
    const page = await probe(primaryDomain)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Bayside Toyota')
  })
})
