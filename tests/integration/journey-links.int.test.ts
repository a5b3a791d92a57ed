/**
 * The pages behind the trade-in's and Reserve Car Now's links, as the demo sites show them (issue 22: `/sell-my-car`,
 * `/trade-in` and checkout were 404s). Each link found on a site's home, search and vehicle pages is followed: it opens
 * its page, or, where the site gates it, the sign-in page that comes back to it. Checking the links' addresses alone
 * is how the 404s got past green tests.
 */
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'

const JOURNEY_LINK = /^\/(?:trade-in|sell-my-car|cars\/trade-in|cars\/[^/?#]+\/(?:checkout|buy-online)|checkout-journey|online-payment)(?:[?#]|$)/

function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
}

async function pageLinks(slug: string, path: string): Promise<string[]> {
  let page = await siteRequest(slug, path)
  // A site's page-1 default city (issue 24) sends a listing to the same one in its city first.
  if (page.status === 302 && /^\/search\/[^?]+\?city=/.test(String(page.headers.location))) page = await siteRequest(slug, String(page.headers.location))
  expect(page.status, `${slug}${path}`).toBe(200)
  return linksIn(page.text)
}

describe("the trade-in's and checkout's links on the demo sites", () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.slug}: every one opens its page, or the sign-in page that returns to it`, async () => {
      const home = await pageLinks(tenant.slug, '/')
      const searchPath = home.find((href) => /^\/search\/[^?#]+$/.test(href)) ?? '/search/used-cars'
      const search = await pageLinks(tenant.slug, searchPath)
      const carPath = search.find((href) => /^\/cars\/[^/?#]+$/.test(href) && href !== '/cars/trade-in')
      const vehicle = carPath ? await pageLinks(tenant.slug, carPath) : []
      const journeyLinks = [...new Set([...home, ...search, ...vehicle].filter((href) => JOURNEY_LINK.test(href)).map((href) => href.replace(/#.*/, '')))]
      // Every demo site's home page carries the Sell your car banner.
      expect(journeyLinks, tenant.slug).toContain('/sell-my-car')
      for (const link of journeyLinks) {
        let path = link
        for (let hops = 0; ; hops++) {
          const answer = await siteRequest(tenant.slug, path)
          if (answer.status < 300 || answer.status >= 400 || hops === 3) {
            expect(answer.status, `${tenant.slug}${link} → ${path}`).toBe(200)
            break
          }
          const next = String(answer.headers.location)
          // Gated for this site: the sign-in page, which comes back here afterwards.
          if (next.startsWith('/sign-in?')) expect(new URL(next, 'http://site').searchParams.get('redirect'), `${tenant.slug}${path}`).toBe(path)
          else expect(next, `${tenant.slug}${path}`).toMatch(/^\/(?!\/)/)
          path = next
        }
      }
    })
  }
})
