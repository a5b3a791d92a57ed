import { EVERY_SITE } from '@dealer/cms-contract/site-changes'
import { metrics } from '@dealer/ops/metrics'
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
const lookupsCounter = (name: string, help: string, read: () => number) =>
  new metrics.Counter({
    name,
    help,
    collect() {
      this.reset()
      this.inc(read())
    },
  })
lookupsCounter('dealer_page_cache_hits_total', 'Page requests answered from the page cache.', () => pageCache.lookups.hits)
lookupsCounter('dealer_page_cache_misses_total', 'Cacheable page requests the page cache could not answer (rendered).', () => pageCache.lookups.misses)
new metrics.Gauge({
  name: 'dealer_page_cache_entries',
  help: 'Pages held in the page cache.',
  collect() {
    this.set(pageCache.size.entries)
  },
})
new metrics.Gauge({
  name: 'dealer_page_cache_bytes',
  help: 'Bytes the page cache holds: pages and their compressed copies.',
  collect() {
    this.set(pageCache.size.bytes)
  },
})

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
