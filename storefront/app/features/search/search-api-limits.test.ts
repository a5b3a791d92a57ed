import { describe, expect, it } from 'vitest'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { emptySearchState } from './search-state'
import { MAX_QUERIES, searchRequestProblem } from './search-api-limits'
import { stockQueries } from './stock-query'

describe('searchRequestProblem', () => {
  it("accepts the search page's own queries, every facet refined included", () => {
    const state = emptySearchState()
    expect(searchRequestProblem({ requests: stockQueries(state, { indexName: 'stock_demo', hitsPerPage: 21 }) })).toBeNull()
    const everything = {
      ...state,
      refinements: { make: ['Toyota'], make_model: ['Toyota:HiLux'], car_type: ['used'], simple_body: ['Ute'], colour: ['White'], tag: ['Sale'] },
    }
    const queries = stockQueries(everything, { indexName: 'stock_demo', hitsPerPage: 21 })
    expect(queries.length).toBeLessThanOrEqual(MAX_QUERIES)
    expect(searchRequestProblem({ requests: queries })).toBeNull()
  })

  it('refuses what the page never asks for: many queries, many cars, every facet, whole records', () => {
    const card = { indexName: 'stock_demo', hitsPerPage: 21, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES }
    expect(searchRequestProblem({ requests: Array.from({ length: 60 }, () => card) })).toMatch(/^At most \d+ queries/)
    expect(searchRequestProblem({ requests: [{ ...card, hitsPerPage: 1000 }] })).toBe('At most 100 cars per request.')
    expect(searchRequestProblem({ requests: [{ ...card, facets: ['*'] }] })).toBe('Only the stock facets can be counted.')
    expect(searchRequestProblem({ requests: [{ ...card, facets: ['tenant'] }] })).toBe('Only the stock facets can be counted.')
    expect(searchRequestProblem({ requests: [{ indexName: 'stock_demo', hitsPerPage: 5 }] })).toMatch(/attributesToRetrieve/)
    expect(searchRequestProblem({ requests: [{ ...card, attributesToRetrieve: ['*'] }] })).toMatch(/attributesToRetrieve/)
    expect(searchRequestProblem({ requests: [{ ...card, maxValuesPerFacet: 600 }] })).toBe('At most 500 values per facet.')
    expect(searchRequestProblem({ requests: [{ ...card, maxValuesPerFacet: 100000 }] })).toBe('maxValuesPerFacet must be an integer from 0 to 1000.')
  })

  it('lets one statuses-only sweep of the 1000 reachable hits through, and nothing more carried on it', () => {
    const sweep = { indexName: 'stock_demo', hitsPerPage: 1000, attributesToRetrieve: ['status'] }
    expect(searchRequestProblem({ requests: [sweep] })).toBeNull()
    expect(searchRequestProblem({ requests: [sweep, sweep] })).toBe('At most one statuses-only query at once.')
    expect(searchRequestProblem({ requests: [{ ...sweep, attributesToRetrieve: ['status', 'name'] }] })).toBe('At most 100 cars per request.')
    expect(searchRequestProblem({ requests: [{ ...sweep, facets: ['make'] }] })).toBe('At most 100 cars per request.')
    expect(searchRequestProblem({ requests: [{ ...sweep, hitsPerPage: 1001 }] })).toMatch(/hitsPerPage|At most 100 cars/)
  })

  it('refuses what the service and Algolia could read differently from the proxy: a null, a parameter named twice', () => {
    // Found probing Bayside's /search-api: the proxy read the null as the default 20, the service took params' 1000.
    const slipped = { requests: [{ indexName: 'stock_bayside-toyota', hitsPerPage: null, params: 'hitsPerPage=1000' }] }
    expect(searchRequestProblem(slipped)).toBe('hitsPerPage must not be null.')
    const facetValues = { requests: [{ indexName: 'stock_demo', hitsPerPage: 0, maxValuesPerFacet: null, params: 'maxValuesPerFacet=1000' }] }
    expect(searchRequestProblem(facetValues)).toBe('maxValuesPerFacet must not be null.')
    expect(searchRequestProblem({ requests: [{ indexName: 'stock_demo', hitsPerPage: 0, params: 'hitsPerPage=1000' }] })).toBe(
      'hitsPerPage is given twice: send each parameter once, as a JSON field or in params.',
    )
  })

  it('refuses query text longer than Algolia takes (512 characters)', () => {
    const card = { indexName: 'stock_demo', hitsPerPage: 21, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES }
    expect(searchRequestProblem({ requests: [{ ...card, query: 'hilux '.repeat(10_000) }] })).toBe('query must be at most 512 characters.')
    expect(searchRequestProblem({ requests: [{ ...card, query: 'hilux sr5' }] })).toBeNull()
  })

  it('reads a legacy params string as the service would', () => {
    expect(searchRequestProblem({ requests: [{ indexName: 'stock_demo', params: 'hitsPerPage=1000&attributesToRetrieve=%5B%22name%22%5D' }] })).toBe(
      'At most 100 cars per request.',
    )
    expect(searchRequestProblem({ requests: [{ indexName: 'stock_demo', params: 'hitsPerPage=0&facets=%5B%22*%22%5D' }] })).toBe(
      'Only the stock facets can be counted.',
    )
  })

  it('answers a clear message for a body that is not a list of queries', () => {
    for (const body of [null, 'x', {}, { requests: [] }, { requests: 'all' }])
      expect(searchRequestProblem(body)).toBe('Send the queries as {"requests": [...]}.')
    expect(searchRequestProblem({ requests: [7] })).toBe('Each query is an object.')
  })
})
