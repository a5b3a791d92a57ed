/**
 * What one browser request to /search-api may ask for: the search page's own queries (stock-query.ts) and nothing
 * larger. Algolia and our search service accept far more (a thousand full records per query, every facet), so without
 * these one small request could pull a hundred megabytes and stall search for every site. Pure, with a sibling test.
 */
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { STOCK_RANGE_FACETS, STOCK_REFINEMENT_FACETS } from '@dealer/stock/index-schema'

/** The results query plus one count query per refinement facet. */
export const MAX_QUERIES = 1 + STOCK_REFINEMENT_FACETS.length
/** Cars across all the queries of one request: a results page is 21 by default. */
const MAX_HITS = 100
/** As stock-query.ts asks: every make a group stocks, every model of one make. */
const MAX_VALUES_PER_FACET = 500

const FACETS = new Set<string>([...STOCK_REFINEMENT_FACETS, ...STOCK_RANGE_FACETS])
const ATTRIBUTES = new Set<string>(CAR_SUMMARY_ATTRIBUTES)

/** A search parameter as the client sends it: in the query object, or in a legacy `params` string. */
function parameter(query: Record<string, unknown>, name: string): unknown {
  if (name in query) return query[name]
  if (typeof query.params !== 'string') return undefined
  const value = new URLSearchParams(query.params).get(name)
  if (value === null) return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value.split(',')
  }
}

const listOf = (value: unknown): unknown[] | null => (value === undefined ? [] : Array.isArray(value) ? value : typeof value === 'string' ? [value] : null)

/** Why the body asks for more than the search page ever does, or null when it is within the limits. */
export function searchRequestProblem(body: unknown): string | null {
  const requests = typeof body === 'object' && body !== null && 'requests' in body ? body.requests : null
  if (!Array.isArray(requests) || requests.length === 0) return 'Send the queries as {"requests": [...]}.'
  if (requests.length > MAX_QUERIES) return `At most ${MAX_QUERIES} queries at once.`
  let hits = 0
  for (const query of requests as unknown[]) {
    if (typeof query !== 'object' || query === null) return 'Each query is an object.'
    const record = query as Record<string, unknown>
    const hitsPerPage = Number(parameter(record, 'hitsPerPage') ?? 20)
    if (!Number.isInteger(hitsPerPage) || hitsPerPage < 0) return 'hitsPerPage is a whole number.'
    hits += hitsPerPage
    const facets = listOf(parameter(record, 'facets'))
    if (!facets || facets.some((facet) => typeof facet !== 'string' || !FACETS.has(facet))) return 'Only the stock facets can be counted.'
    const maxValues = Number(parameter(record, 'maxValuesPerFacet') ?? 0)
    if (!Number.isInteger(maxValues) || maxValues > MAX_VALUES_PER_FACET) return `At most ${MAX_VALUES_PER_FACET} values per facet.`
    const attributes = listOf(parameter(record, 'attributesToRetrieve'))
    if (hitsPerPage > 0 && (!attributes || attributes.length === 0 || attributes.some((name) => typeof name !== 'string' || !ATTRIBUTES.has(name)))) {
      return "Ask for the car cards' attributes only (attributesToRetrieve)."
    }
  }
  return hits > MAX_HITS ? `At most ${MAX_HITS} cars per request.` : null
}
