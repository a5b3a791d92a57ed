import { describe, expect, it } from 'vitest'
import { readSearchParams } from '../../client/search-params'
import { indexDataFrom } from './index-data'
import { search } from './search'
import type { IndexSettings, JsonObject, SearchRecord } from './types'

const makes = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai']
const settings: IndexSettings = {
  searchableAttributes: ['name'],
  attributesForFaceting: ['filterOnly(tenant)', 'make', 'price'],
  customRanking: ['desc(created_at_timestamp)'],
}

/** Car n (1-based) is the n-th oldest, so the newest (highest objectID) ranks first. */
function cars(count: number): SearchRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    objectID: String(i + 1),
    name: `${makes[i % 5]} Model ${i + 1}`,
    make: makes[i % 5],
    tenant: i % 2 === 0 ? 'alpha' : 'beta',
    price: 10_000 + i * 1_000,
    created_at_timestamp: 1_700_000_000 + i,
  }))
}

function run(records: SearchRecord[], request: JsonObject) {
  return search(indexDataFrom(records), settings, readSearchParams(request))
}

const ids = (hits: JsonObject[]) => hits.map((hit) => hit.objectID)

describe('search: pagination', () => {
  const records = cars(50)

  it('splits matches into pages of hitsPerPage, the last one partial', () => {
    const first = run(records, { hitsPerPage: 21 })
    expect(first).toMatchObject({ nbHits: 50, nbPages: 3, page: 0, hitsPerPage: 21 })
    expect(ids(first.hits)).toHaveLength(21)
    expect(first.hits[0].objectID).toBe('50')
    expect(ids(run(records, { hitsPerPage: 21, page: 2 }).hits)).toEqual(['8', '7', '6', '5', '4', '3', '2', '1'])
  })

  it('defaults to 20 hits per page and answers an empty page past the end', () => {
    expect(run(records, {})).toMatchObject({ hitsPerPage: 20, nbPages: 3 })
    expect(run(records, { page: 3 })).toMatchObject({ hits: [], nbHits: 50, page: 3 })
  })

  it('counts without hits when hitsPerPage is 0', () => {
    expect(run(records, { hitsPerPage: 0 })).toMatchObject({ hits: [], nbHits: 50, nbPages: 0 })
  })

  it('never pages beyond the first 1000 matches but reports them all', () => {
    const many = cars(1_050)
    const result = run(many, { hitsPerPage: 100, page: 9 })
    expect(result).toMatchObject({ nbHits: 1_050, nbPages: 10 })
    expect(result.hits).toHaveLength(100)
    expect(run(many, { hitsPerPage: 100, page: 10 }).hits).toEqual([])
  })
})

describe('search: filtering, text and facets together', () => {
  const records = cars(50)

  it('ANDs filters, facetFilters, numericFilters and the query, counting facets over every match', () => {
    const result = run(records, {
      query: 'model',
      filters: 'tenant:alpha',
      facetFilters: [['make:Toyota', 'make:Ford']],
      numericFilters: ['price>=20000'],
      facets: ['*'],
      hitsPerPage: 2,
    })
    // alpha = odd objectIDs; Toyota = 1, 6, 11…; Ford = 3, 8, 13…; price >= 20000 from objectID 11 on.
    expect(result.nbHits).toBe(8)
    expect(ids(result.hits)).toEqual(['43', '41'])
    expect(result.facets).toEqual({ make: { Ford: 4, Toyota: 4 }, price: expect.any(Object) })
    expect(result.facets_stats?.price).toMatchObject({ min: 20_000, max: 52_000 })
  })

  it('returns only the attributes asked for, and echoes query and params', () => {
    const result = run(records, { query: 'kia', attributesToRetrieve: ['make'], hitsPerPage: 1 })
    expect(result.hits).toEqual([{ objectID: '49', make: 'Kia' }])
    expect(result).toMatchObject({ query: 'kia', params: 'query=kia&attributesToRetrieve=%5B%22make%22%5D&hitsPerPage=1' })
    expect(result.facets).toBeUndefined()
  })
})
