/**
 * What one browser request to /search-api may ask for: the search page's own queries (stock-query.ts) and nothing
 * larger. Algolia and our search service accept far more (a thousand full records per query, every facet), so without
 * these one small request could pull a hundred megabytes and stall search for every site. Pure, with a sibling test.
 */
import { InvalidInputError, readSearchParams, type SearchParams } from '@dealer/search/client'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { STOCK_RANGE_FACETS, STOCK_REFINEMENT_FACETS } from '@dealer/stock/index-schema'
import { isSoldRunSweep } from './sold-runs'

/** The results query, one count query per refinement facet, and the sold-run sweep (sold-runs.ts). */
export const MAX_QUERIES = 2 + STOCK_REFINEMENT_FACETS.length
/** Cars across all the queries of one request: a results page is 21 by default. */
const MAX_HITS = 100
/** As stock-query.ts asks: every make a group stocks, every model of one make. */
const MAX_VALUES_PER_FACET = 500

const FACETS = new Set<string>([...STOCK_REFINEMENT_FACETS, ...STOCK_RANGE_FACETS])
const ATTRIBUTES = new Set<string>(CAR_SUMMARY_ATTRIBUTES)

/** Why the body asks for more than the search page ever does, or null when it is within the limits. */
export function searchRequestProblem(body: unknown): string | null {
  const requests = typeof body === 'object' && body !== null && 'requests' in body ? body.requests : null
  if (!Array.isArray(requests) || requests.length === 0) return 'Send the queries as {"requests": [...]}.'
  if (requests.length > MAX_QUERIES) return `At most ${MAX_QUERIES} queries at once.`
  let hits = 0
  let sweeps = 0
  for (const query of requests as unknown[]) {
    if (typeof query !== 'object' || query === null || Array.isArray(query)) return 'Each query is an object.'
    // Read as the search service reads it (a null, or a parameter named twice, is refused there and here), then judged.
    let params: SearchParams
    try {
      params = readSearchParams(query as Record<string, unknown>)
    } catch (error) {
      if (error instanceof InvalidInputError) return `${error.message}.`
      throw error
    }
    // The sold-run sweep brings a status per hit, not a car: up to the 1000 a shopper can page through, once a request.
    if (isSoldRunSweep(params)) {
      if (++sweeps > 1) return 'At most one statuses-only query at once.'
      continue
    }
    hits += params.hitsPerPage
    if (params.facets?.some((facet) => !FACETS.has(facet))) return 'Only the stock facets can be counted.'
    if (params.maxValuesPerFacet > MAX_VALUES_PER_FACET) return `At most ${MAX_VALUES_PER_FACET} values per facet.`
    const attributes = params.attributesToRetrieve
    if (params.hitsPerPage > 0 && (!attributes || attributes.length === 0 || attributes.some((name) => !ATTRIBUTES.has(name)))) {
      return "Ask for the car cards' attributes only (attributesToRetrieve)."
    }
  }
  return hits > MAX_HITS ? `At most ${MAX_HITS} cars per request.` : null
}
