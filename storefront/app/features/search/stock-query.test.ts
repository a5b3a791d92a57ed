import { describe, expect, it } from 'vitest'
import { emptySearchState, type SearchState } from './search-state'
import { stockQueries, stockResults } from './stock-query'

const options = { indexName: 'stock_demo', hitsPerPage: 21 }

function state(changes: Partial<SearchState>): SearchState {
  return { ...emptySearchState(), ...changes }
}

describe('stockQueries', () => {
  it('asks for one page of results with every facet’s counts when nothing is refined', () => {
    const [main, ...rest] = stockQueries(state({ page: 3 }), options)
    expect(rest).toEqual([])
    expect(main).toMatchObject({ indexName: 'stock_demo', page: 2, hitsPerPage: 21, filters: '' })
    expect(main.facets).toContain('make')
    expect(main.facets).toContain('car_type')
    expect(main.facets, 'models wait for a make').not.toContain('make_model')
  })

  it('counts a refined facet without its own filter, so the other makes keep their counts', () => {
    const queries = stockQueries(state({ refinements: { make: ['Toyota'], car_type: ['used'] }, sortBy: 'price_asc' }), options)
    expect(queries.map((query) => query.indexName)).toEqual(['stock_demo_price_asc', 'stock_demo_price_asc', 'stock_demo_price_asc'])
    const [main, makeCounts, typeCounts] = queries
    expect(main.filters).toBe('make:"Toyota" AND car_type:"used"')
    expect(main.facets).not.toContain('make')
    expect(main.facets, 'the chosen make’s models').toContain('make_model')
    expect(makeCounts).toMatchObject({ facets: ['make'], filters: 'car_type:"used"', hitsPerPage: 0 })
    expect(typeCounts).toMatchObject({ facets: ['car_type'], filters: 'make:"Toyota"', hitsPerPage: 0 })
  })
})

describe('stockResults', () => {
  it('takes each refined facet’s counts from its own query and the rest from the results', () => {
    const searched = state({ refinements: { make: ['Toyota'] } })
    const results = stockResults(searched, [
      { hits: [], nbHits: 4, page: 1, nbPages: 2, facets: { make: { Toyota: 4 }, car_type: { used: 3, new: 1 } } },
      { hits: [], nbHits: 9, facets: { make: { Toyota: 4, Mazda: 5 } } },
    ])
    expect(results).toEqual({ cars: [], totalCars: 4, page: 2, totalPages: 2, facets: { make: { Toyota: 4, Mazda: 5 }, car_type: { used: 3, new: 1 } } })
  })

  it('fails clearly when the service answers without results', () => {
    expect(() => stockResults(emptySearchState(), [{}])).toThrow('without results')
  })
})
