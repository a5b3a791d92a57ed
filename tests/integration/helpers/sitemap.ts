import { expect } from 'vitest'
import { siteRequest } from './site-request'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'))

/**
 * Every address a site's sitemap lists, through its index's parts when it is one (`npm test` runs the stack with a
 * small SITEMAP_MAX_URLS, so the demo sites' sitemaps are indexes there).
 */
export async function sitemapAddresses(slug: string): Promise<{ addresses: string[]; index: boolean }> {
  const sitemap = await siteRequest(slug, '/sitemap.xml')
  expect(sitemap.status, slug).toBe(200)
  expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
  expect(sitemap.headers['cache-control']).toContain('max-age=')
  expect(sitemap.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  if (!sitemap.text.includes('<sitemapindex')) return { addresses: locs(sitemap.text), index: false }
  const addresses: string[] = []
  for (const part of locs(sitemap.text)) {
    const path = new URL(part).pathname
    expect(path).toMatch(/^\/sitemaps\/(?:pages|cars)-\d+\.xml$/)
    const answer = await siteRequest(slug, path)
    expect(answer.status, path).toBe(200)
    expect(answer.text).toContain('<urlset')
    addresses.push(...locs(answer.text))
  }
  return { addresses, index: true }
}
