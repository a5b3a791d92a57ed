import { data } from 'react-router'
import { stockFilters } from './search-filters'
import { listingTitle, parseSearchUrl, searchUrl } from './search-state'
import { getSiteSettings } from './cms.server'
import { listedCars } from './listing.server'
import { collapseSoldRuns, stockCountShown } from './search-results'
import { searchCarSummaries, stockVocabulary } from './search.server'
import { notFound, requireTenant } from './site.server'

/** Spec 000 §9: default page size 21 hits. */
const SEARCH_PAGE_SIZE = 21

/**
 * One page of the site's stock for any search address (spec 001 §2 paths plus the query string of
 * search-state.ts). A path naming nothing in stock is a 404; a malformed page, sort or range a 400 saying why.
 */
export async function loadSearch(request: Request) {
  const tenant = await requireTenant(request)
  const url = new URL(request.url)
  const parsed = parseSearchUrl(url.pathname, url.searchParams, await stockVocabulary(tenant))
  if (!parsed.ok) {
    if (parsed.reason === 'unknown-path') notFound('listing')
    throw data({ reason: parsed.reason, message: parsed.message }, { status: 400, statusText: parsed.message })
  }
  const { state } = parsed
  const [result, settings] = await Promise.all([
    searchCarSummaries(tenant, { page: state.page, hitsPerPage: SEARCH_PAGE_SIZE, filters: stockFilters(state), sortBy: state.sortBy, query: state.query }),
    getSiteSettings(tenant),
  ])
  return {
    ...result,
    cars: await listedCars(tenant, collapseSoldRuns(result.cars)),
    shownCount: stockCountShown(result.totalCars, settings?.stock?.stockCountOver1999 ?? 2000),
    siteName: tenant.name,
    title: listingTitle(state),
    path: searchUrl({ ...state, page: 1 }),
  }
}
