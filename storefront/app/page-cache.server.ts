import { EVERY_SITE } from '@dealer/cms-contract/site-changes'
import { metrics, once } from '@dealer/ops/metrics'
import { sessionTokenFrom } from './features/account/session-cookie'
import { BLOG_PATH } from './features/blog/blog-list'
import { isListingPath, SEARCH_QUERY_PARAMETERS } from './features/search/search-state'
import { contentCache } from './server/cms.server'
import { config } from './server/config.server'
import { PageCache } from './server/page-cache.server'
import { listenForSiteChanges } from './server/site-changes.server'

/**
 * This instance's page cache (app/server/page-cache.server.ts), for requests without a shopper's session. The root
 * route stores pages into it; server/app.ts answers from it before React Router runs (one bundle: one copy).
 */
export const pageCache = new PageCache({
  ttlMs: config.pageCacheTtlMs,
  maxBytes: config.pageCacheMaxBytes,
  isPersonal: (cookieHeader) => sessionTokenFrom(cookieHeader ?? null) !== null,
  // The listings and the blog's pages are the pages worth keeping with a query; any other page with one renders each time.
  queryReadBy: (pathname) => (isListingPath(pathname) ? SEARCH_QUERY_PARAMETERS : pathname === BLOG_PATH ? BLOG_QUERY_PARAMETERS : NONE),
})
const BLOG_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['page'])
const NONE: ReadonlySet<string> = new Set()

// The page cache's figures, read at each scrape: requests it answered and didn't (the hit ratio), what it holds.
const readAtScrape = (name: string, help: string, read: () => number, type: 'counter' | 'gauge') =>
  once(name, () =>
    type === 'counter'
      ? new metrics.Counter({
          name,
          help,
          collect() {
            this.reset()
            this.inc(read())
          },
        })
      : new metrics.Gauge({
          name,
          help,
          collect() {
            this.set(read())
          },
        }),
  )
readAtScrape('dealer_page_cache_hits_total', 'Page requests answered from the page cache.', () => pageCache.lookups.hits, 'counter')
readAtScrape('dealer_page_cache_misses_total', 'Cacheable page requests the page cache could not answer (rendered).', () => pageCache.lookups.misses, 'counter')
readAtScrape('dealer_page_cache_entries', 'Pages held in the page cache.', () => pageCache.size.entries, 'gauge')
readAtScrape('dealer_page_cache_bytes', 'Bytes the page cache holds: pages and their compressed copies.', () => pageCache.size.bytes, 'gauge')

/** Drops a site's cached content and pages whenever the CMS announces a change to it (every instance hears it). */
export function startSiteChangeListener(): { stop: () => Promise<void> } | null {
  if (!config.databaseUri) return null
  return listenForSiteChanges(config.databaseUri, (change) => {
    if (change === EVERY_SITE) {
      contentCache.clear()
      pageCache.clear()
      return
    }
    contentCache.invalidateTenant(change)
    pageCache.invalidateTenant(change)
  })
}
