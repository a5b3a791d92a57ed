import type { SiteSearchRequest } from '@dealer/cms-contract/site-searches'
import { storefrontCall } from '../../server/cms-storefront.server'
import type { Tenant } from '../../server/tenant'
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
