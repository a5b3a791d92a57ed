/**
 * No dead ends (issue 23): each demo site is crawled from its home page as an anonymous shopper would
 * (helpers/site-crawl.ts), following every internal link of every page, and every link must answer.
 */
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { describe, expect, it } from 'vitest'
import { crawlSite } from './helpers/site-crawl'

const LIMITS = { carPages: 10, listingPages: 10 }

describe('every internal link on the demo sites answers (issue 23)', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.slug}: no link found from the home page answers 4xx or 5xx`, { timeout: 120_000 }, async () => {
      const { failures, opened } = await crawlSite(tenant.slug, tenant.domains, LIMITS)
      // The crawl reached the site's pages, not just its home page.
      expect(opened, tenant.slug).toBeGreaterThan(10)
      const report = failures.map((failure) => `${tenant.slug} ${failure.status} ${failure.link} (found on ${failure.foundOn})`).sort()
      if (report.length > 0) console.log(report.join('\n'))
      expect(report, `${tenant.slug}: ${report.length} dead links`).toEqual([])
    })
  }
})
