import { EVERY_SITE } from '@dealer/cms-contract/site-changes'
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
