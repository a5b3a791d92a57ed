/**
 * Each demo site's /sitemap.xml (and its parts, when the stack runs with a small SITEMAP_MAX_URLS) and /robots.txt on
 * the running stack (issue 23): the site's published origin, its own pages, locations and every listed car of its own
 * index, and nothing of another site's.
 */
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'
import { sitemapAddresses } from './helpers/sitemap'

/** Every car slug in a site's stock index (the demo sites hold fewer than a search page's 1000). */
const carSlugs = new Map<string, Set<string>>()
beforeAll(async () => {
  const { client } = adminSearchClient()
  for (const tenant of DEMO_TENANTS) {
    const { hits, nbHits } = await client.searchSingleIndex<{ slug: string }>({
      indexName: stockIndexName(tenant.slug),
      searchParams: { hitsPerPage: 1000, attributesToRetrieve: ['slug'] },
    })
    expect(nbHits).toBeLessThanOrEqual(1000)
    carSlugs.set(tenant.slug, new Set(hits.map((hit) => hit.slug)))
  }
})

describe('/sitemap.xml per site', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.slug}: its published origin, its pages and locations, every one of its cars and none of another site's`, async () => {
      const origin = `https://${tenant.domains[0]}`
      const { addresses } = await sitemapAddresses(tenant.slug)
      expect(
        addresses.every((address) => address.startsWith(`${origin}/`)),
        addresses.find((address) => !address.startsWith(`${origin}/`)),
      ).toBe(true)
      expect(new Set(addresses).size).toBe(addresses.length)
      const paths = addresses.map((address) => address.slice(origin.length))
      for (const path of ['/', '/about-us', '/service', '/book-test-drive', '/vehicle-parts-and-accessories', '/contact-us', '/trade-in'])
        expect(paths).toContain(path)
      for (const location of tenant.dealerships.flatMap((dealership) => dealership.locations)) expect(paths).toContain(`/our-location/${location.slug}`)
      if (tenant.template === 'accessories') expect(paths).toContain('/pages/suspension')
      if (tenant.template === 'group') expect(paths).toContain('/brands')
      // Never a shopper's own page, and never the home page's slug.
      expect(paths.filter((path) => /^\/(?:home|my-garage|watchlist|sign-in|api\/)/.test(path))).toEqual([])

      const own = carSlugs.get(tenant.slug)!
      const listedCars = new Set(paths.filter((path) => path.startsWith('/cars/')).map((path) => decodeURIComponent(path.slice('/cars/'.length))))
      expect(listedCars.size).toBeGreaterThan(0)
      expect([...own].filter((slug) => !listedCars.has(slug))).toEqual([])
      expect([...listedCars].filter((slug) => !own.has(slug))).toEqual([])
      const others = DEMO_TENANTS.filter((other) => other.slug !== tenant.slug).flatMap((other) =>
        [...carSlugs.get(other.slug)!].filter((slug) => !own.has(slug)),
      )
      expect(others.length).toBeGreaterThan(0)
      expect(others.filter((slug) => listedCars.has(slug))).toEqual([])
    })
  }

  it('gives each address a W3C date where it knows one, and escapes what XML must', async () => {
    const sitemap = await siteRequest('southern-cross', '/sitemap.xml')
    const dates = [...sitemap.text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])
    expect(dates.length).toBeGreaterThan(0)
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(sitemap.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('answers 404 for a part it does not have', async () => {
    for (const path of ['/sitemaps/cars-999.xml', '/sitemaps/locations-1.xml', '/sitemaps/cars-1.txt'])
      expect((await siteRequest('bayside-toyota', path)).status, path).toBe(404)
  })
})

describe('/robots.txt per site', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.slug}: allows the site but its private and API paths, and names its sitemap`, async () => {
      const robots = await siteRequest(tenant.slug, '/robots.txt')
      expect(robots.status).toBe(200)
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
      const lines = robots.text.split('\n')
      expect(lines).toContain(`Sitemap: https://${tenant.domains[0]}/sitemap.xml`)
      for (const path of ['/api/', '/search-api/', '/my-garage', '/watchlist', '/checkout', '/sign-in', '/preview/'])
        expect(lines).toContain(`Disallow: ${path}`)
      expect(lines).not.toContain('Disallow: /')
    })
  }
})
