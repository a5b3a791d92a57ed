import type { SiteSearchRequest } from '@dealer/cms-contract/site-searches'
import { readSearchParams } from '@dealer/search/client'
import { storefrontCall } from '../../server/cms-storefront.server'
import type { Tenant } from '../../server/tenant'
import { refinementsInFilters } from './search-filters'
import type { SearchState } from './search-state'
import { searchTerms } from './search-terms'

/**
 * Tells the CMS of a search run on the site (issue 46's demand figures): its terms and whether it found a car, never
 * anything of the shopper. Not waited for, and a failure only logged: a shopper's search never waits on the dashboard.
 */
export function recordSearch(tenant: Tenant, state: Pick<SearchState, 'query' | 'refinements'>, found: boolean): void {
  const terms = searchTerms(state)
  if (!terms) return
  const body: SiteSearchRequest = { site: tenant.slug, ...terms, found }
  void storefrontCall('/api/insights/searches', { method: 'POST', body: JSON.stringify(body) })
    .then((response) => {
      if (!response.ok) console.warn(`search record for ${tenant.slug}: the CMS answered ${response.status}`)
    })
    .catch((error: Error) => console.warn(`search record for ${tenant.slug}: ${error.message}`))
}

/**
 * Records a search the browser ran through /search-api (a refinement made on the search page, without a page load),
 * as the loader records the page's own: the first page of results only, read from the results query (the request's
 * first) and its answer. A request that is not the search page's own shape records nothing.
 */
export function recordProxiedSearch(tenant: Tenant, body: unknown, answer: Buffer): void {
  const first = (body as { requests?: unknown[] }).requests?.[0]
  if (typeof first !== 'object' || first === null) return
  const params = readSearchParams(first as Record<string, unknown>)
  if (params.page !== 0 || params.hitsPerPage === 0) return
  const state = { query: params.query, refinements: refinementsInFilters(params.filters ?? '') }
  if (!searchTerms(state)) return
  let found: boolean
  try {
    const nbHits = (JSON.parse(answer.toString('utf8')) as { results?: Array<{ nbHits?: unknown }> }).results?.[0]?.nbHits
    if (typeof nbHits !== 'number') return
    found = nbHits > 0
  } catch {
    return
  }
  recordSearch(tenant, state, found)
}
