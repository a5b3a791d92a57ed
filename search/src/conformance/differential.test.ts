import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import type { SearchParamsObject, SearchResponse } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applySettings, ids, startService, type RunningService } from './harness'
import {
  attributesToRetrieveArbitrary,
  catalogueArbitrary,
  differentialSettings,
  facetFiltersArbitrary,
  facetsArbitrary,
  filterExpressionArbitrary,
  filtersToCnf,
  makeQueryArbitrary,
  numericFiltersArbitrary,
  paginationArbitrary,
  renderFilters,
  tagFiltersArbitrary,
  type FilterExpression,
  type FilterList,
} from './generators'
import {
  facetFiltersToCnf,
  numericFiltersToCnf,
  referenceSearch,
  tagFiltersToCnf,
  type ReferenceRecord,
  type ReferenceResult,
  type ReferenceSettings,
} from './reference'

// Random queries against random catalogues, each answered by the service (through the official client)
// and by the brute-force reference; any difference fails with the query that shows it, shrunk by fast-check.
// Reproduce a failure with CONFORMANCE_SEED=<seed from the message>.

const SEED = Number(process.env.CONFORMANCE_SEED ?? Math.floor(Math.random() * 2 ** 31))
/** A tiny, a medium and a large catalogue, so empty pages, single pages and many pages all occur. */
const CATALOGUE_SIZES: Array<[number, number]> = [
  [0, 12],
  [40, 120],
  [200, 300],
]
const NUMERIC_FACETS = new Set(['price', 'km', 'year', 'seats'])

type Target = 'primary' | 'price_asc' | 'km_asc'

interface Catalogue {
  records: ReferenceRecord[]
  indexNames: Record<Target, string>
  settings: Record<Target, ReferenceSettings>
}

interface Query {
  catalogue: number
  target: Target
  /** One word, matched as a prefix of a word of the searchable `make`. */
  query?: string
  attributesToRetrieve?: string[]
  filters?: FilterExpression
  facetFilters?: FilterList
  numericFilters?: FilterList
  tagFilters?: FilterList
  facets?: string[]
  maxValuesPerFacet?: number
  page?: number
  hitsPerPage?: number
}

type Hit = { objectID: string; _highlightResult?: unknown; _snippetResult?: unknown; _rankingInfo?: unknown; [attribute: string]: unknown }

let service: RunningService
const catalogues: Catalogue[] = []
let replicaSetupError: string | undefined

beforeAll(async () => {
  service = await startService('differential')
  for (const [i, [min, max]] of CATALOGUE_SIZES.entries()) {
    const [records] = fc.sample(catalogueArbitrary(min, max), { seed: SEED + i, numRuns: 1 })
    const indexNames: Record<Target, string> = { primary: `differential_${i}`, price_asc: `differential_${i}_price_asc`, km_asc: `differential_${i}_km_asc` }
    const settings = differentialSettings({ priceAsc: indexNames.price_asc, kmAsc: indexNames.km_asc })
    catalogues.push({
      records,
      indexNames,
      settings: {
        primary: settings.primary,
        price_asc: { ...settings.primary, ...settings.priceAsc },
        km_asc: { ...settings.primary, ...settings.kmAsc },
      },
    })
    await applySettings(service.admin, indexNames.primary, settings.primary)
    await service.admin.saveObjects({ indexName: indexNames.primary, objects: records, waitForTasks: true })
    // Replicas come last, on an index that already has records (they must receive them), and apart, so
    // a service without replicas still gets the primary-index properties checked.
    try {
      await applySettings(service.admin, indexNames.primary, { replicas: settings.replicas })
      await applySettings(service.admin, indexNames.price_asc, settings.priceAsc)
      await applySettings(service.admin, indexNames.km_asc, settings.kmAsc)
    } catch (error) {
      replicaSetupError ??= `setting up replicas failed: ${error instanceof Error ? error.message : String(error)}`
    }
  }
}, 60_000)

afterAll(async () => {
  await service?.close()
})

function searchParamsOf(query: Query): SearchParamsObject {
  const params: SearchParamsObject = {}
  if (query.query !== undefined) params.query = query.query
  if (query.attributesToRetrieve) params.attributesToRetrieve = query.attributesToRetrieve
  if (query.filters) params.filters = renderFilters(query.filters)
  if (query.facetFilters) params.facetFilters = query.facetFilters
  if (query.numericFilters) params.numericFilters = query.numericFilters
  if (query.tagFilters) params.tagFilters = query.tagFilters
  if (query.facets) params.facets = query.facets
  if (query.maxValuesPerFacet !== undefined) params.maxValuesPerFacet = query.maxValuesPerFacet
  if (query.page !== undefined) params.page = query.page
  if (query.hitsPerPage !== undefined) params.hitsPerPage = query.hitsPerPage
  return params
}

function expectedFor(query: Query): ReferenceResult {
  const catalogue = catalogues[query.catalogue]
  return referenceSearch(catalogue.records, catalogue.settings[query.target], {
    word: query.query,
    filters: [
      ...(query.filters ? filtersToCnf(query.filters) : []),
      ...(query.facetFilters ? facetFiltersToCnf(query.facetFilters) : []),
      ...(query.numericFilters ? numericFiltersToCnf(query.numericFilters) : []),
      ...(query.tagFilters ? tagFiltersToCnf(query.tagFilters) : []),
    ],
    facets: query.facets,
    page: query.page,
    hitsPerPage: query.hitsPerPage,
  })
}

/** What differs between the reference's answer and the service's, in words; empty when they agree. */
function differences(
  expected: ReferenceResult,
  actual: SearchResponse<Hit>,
  facetCheck: 'complete' | 'truncated' | 'none',
  maxValuesPerFacet = 1000,
): string[] {
  const problems: string[] = []
  const same = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`)
  }
  same('nbHits', expected.nbHits, actual.nbHits)
  same('nbPages', expected.nbPages, actual.nbPages)
  same('page', expected.page, actual.page)
  same('hitsPerPage', expected.hitsPerPage, actual.hitsPerPage)
  same('objectIDs of the page', expected.objectIDs, ids(actual.hits))
  if (facetCheck === 'none') return problems

  const actualFacets = actual.facets ?? {}
  for (const attribute of Object.keys(actualFacets)) {
    if (!(attribute in expected.facets)) problems.push(`facets: "${attribute}" is not a facetable attribute that was asked for, yet it was counted`)
  }
  for (const [attribute, counts] of Object.entries(expected.facets)) {
    const got = actualFacets[attribute] ?? {}
    if (facetCheck === 'complete') {
      same(`facets.${attribute}`, sortKeys(counts), sortKeys(got))
    } else {
      problems.push(...truncationProblems(attribute, counts, got, maxValuesPerFacet))
    }
  }
  if (facetCheck === 'complete') {
    for (const attribute of Object.keys(expected.facets).filter((name) => NUMERIC_FACETS.has(name))) {
      const want = expected.facetsStats[attribute]
      const got = actual.facets_stats?.[attribute]
      if (!want) {
        if (got) problems.push(`facets_stats.${attribute}: expected none (no numbers among the hits), got ${JSON.stringify(got)}`)
      } else if (!got || got.min !== want.min || got.max !== want.max || got.sum !== want.sum || got.avg === undefined || Math.abs(got.avg - want.avg) > 0.01) {
        problems.push(`facets_stats.${attribute}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`)
      }
    }
  }
  return problems
}

/** With a small maxValuesPerFacet: the most frequent values, with their true counts, most frequent first. */
function truncationProblems(attribute: string, all: Record<string, number>, got: Record<string, number>, limit: number): string[] {
  const problems: string[] = []
  const returned = Object.entries(got)
  const wantedSize = Math.min(limit, Object.keys(all).length)
  if (returned.length !== wantedSize)
    problems.push(`facets.${attribute}: expected ${wantedSize} values (maxValuesPerFacet ${limit}), got ${JSON.stringify(got)}`)
  for (const [value, count] of returned) {
    if (all[value] !== count) problems.push(`facets.${attribute}.${value}: expected count ${all[value]}, got ${count}`)
  }
  const leftOut = Object.entries(all).filter(([value]) => !(value in got))
  const lowestReturned = Math.min(...returned.map(([, count]) => count))
  const highestLeftOut = Math.max(...leftOut.map(([, count]) => count))
  if (returned.length > 0 && highestLeftOut > lowestReturned)
    problems.push(
      `facets.${attribute}: left out a value counted ${highestLeftOut} but returned one counted ${lowestReturned}: ${JSON.stringify(got)} of ${JSON.stringify(all)}`,
    )
  // JSON objects keep key order except for integer-like keys, so the order is only checked without those.
  if (!returned.some(([value]) => /^(0|[1-9]\d*)$/.test(value))) {
    const counts = returned.map(([, count]) => count)
    if (counts.some((count, i) => i > 0 && count > counts[i - 1]))
      problems.push(`facets.${attribute}: not sorted by count, most frequent first: ${JSON.stringify(got)}`)
  }
  return problems
}

function sortKeys(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** Runs the query on the service and throws a readable report if it disagrees with the reference. */
async function check(query: Query, facetCheck: 'complete' | 'truncated' | 'none'): Promise<void> {
  const catalogue = catalogues[query.catalogue]
  const indexName = catalogue.indexNames[query.target]
  const searchParams = searchParamsOf(query)
  const describeQuery = () =>
    `index ${indexName} (catalogue of ${catalogue.records.length} records, CONFORMANCE_SEED=${SEED})\nrequest: ${JSON.stringify(searchParams)}`
  if (query.target !== 'primary' && replicaSetupError) throw new Error(`${replicaSetupError}\n${describeQuery()}`)

  let actual: SearchResponse<Hit>
  try {
    actual = await service.searchOnly.searchSingleIndex<Hit>({ indexName, searchParams })
  } catch (error) {
    throw new Error(`the service rejected a valid query: ${error instanceof Error ? error.message : String(error)}\n${describeQuery()}`)
  }
  const expected = expectedFor(query)
  const problems = [
    ...differences(expected, actual, facetCheck, query.maxValuesPerFacet),
    ...retrievalProblems(actual.hits, catalogue, query.attributesToRetrieve),
  ]
  if (problems.length === 0) return
  if (expected.nbHits !== actual.nbHits) problems.push(await matchDifference(query, indexName, searchParams, catalogue))
  throw new Error(`${problems.join('\n')}\n${describeQuery()}`)
}

/** Each hit is its record cut to attributesToRetrieve (all of it for none or `*`), plus the objectID; highlighting aside. */
function retrievalProblems(hits: Hit[], catalogue: Catalogue, attributesToRetrieve: string[] | undefined): string[] {
  return hits.flatMap((hit) => {
    const { _highlightResult, _snippetResult, _rankingInfo, ...got } = hit
    const record = catalogue.records.find((candidate) => candidate.objectID === hit.objectID)
    if (!record) return [`hit ${hit.objectID} is no record of the catalogue`]
    const all = !attributesToRetrieve || attributesToRetrieve.includes('*')
    const want = all ? record : Object.fromEntries(Object.entries(record).filter(([name]) => name === 'objectID' || attributesToRetrieve.includes(name)))
    return isDeepStrictEqual(got, want) ? [] : [`hit ${hit.objectID}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`]
  })
}

/** For an nbHits mismatch: a few records the service got wrong either way. */
async function matchDifference(query: Query, indexName: string, searchParams: SearchParamsObject, catalogue: Catalogue): Promise<string> {
  const everything = await service.searchOnly.searchSingleIndex<Hit>({ indexName, searchParams: { ...searchParams, facets: [], page: 0, hitsPerPage: 1000 } })
  const got = new Set(ids(everything.hits))
  const want = new Set(expectedFor({ ...query, facets: undefined, page: 0, hitsPerPage: 1000 }).objectIDs)
  const show = (objectIDs: string[]) =>
    objectIDs.slice(0, 3).map((objectID) => JSON.stringify(catalogue.records.find((record) => record.objectID === objectID)))
  const missing = [...want].filter((objectID) => !got.has(objectID))
  const extra = [...got].filter((objectID) => !want.has(objectID))
  return [`should match but didn't (${missing.length}):`, ...show(missing), `matched but shouldn't (${extra.length}):`, ...show(extra)].join('\n  ')
}

const catalogueIndex = fc.nat({ max: CATALOGUE_SIZES.length - 1 })
const options = (numRuns: number) => ({ numRuns, seed: SEED })

describe('the service agrees with the reference on random catalogues and queries', () => {
  it('filters strings: facet, tag, numeric and range conditions, NOT, OR groups; pages in custom ranking order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          catalogue: catalogueIndex,
          filters: filterExpressionArbitrary,
          pagination: paginationArbitrary,
          attributesToRetrieve: attributesToRetrieveArbitrary,
        }),
        ({ catalogue, filters, pagination, attributesToRetrieve }) =>
          check({ catalogue, target: 'primary', filters, attributesToRetrieve, ...pagination }, 'none'),
      ),
      options(150),
    )
  }, 30_000)

  it('facetFilters, numericFilters and tagFilters (nested OR lists, negation, any casing), ANDed with filters', async () => {
    const lists = fc
      .record(
        {
          facetFilters: facetFiltersArbitrary,
          numericFilters: numericFiltersArbitrary,
          tagFilters: tagFiltersArbitrary,
          filters: filterExpressionArbitrary,
        },
        { requiredKeys: [] },
      )
      .filter((picked) => picked.facetFilters !== undefined || picked.numericFilters !== undefined || picked.tagFilters !== undefined)
    await fc.assert(
      fc.asyncProperty(fc.record({ catalogue: catalogueIndex, lists, pagination: paginationArbitrary }), ({ catalogue, lists, pagination }) =>
        check({ catalogue, target: 'primary', ...lists, ...pagination }, 'none'),
      ),
      options(80),
    )
  }, 30_000)

  it('facet counts of every requested facetable attribute, and facets_stats of numeric ones', async () => {
    const filtering = fc.record({ filters: filterExpressionArbitrary, facetFilters: facetFiltersArbitrary }, { requiredKeys: [] })
    await fc.assert(
      fc.asyncProperty(
        fc.record({ catalogue: catalogueIndex, facets: facetsArbitrary, filtering, hitsPerPage: fc.integer({ min: 1, max: 5 }) }),
        ({ catalogue, facets, filtering, hitsPerPage }) =>
          check({ catalogue, target: 'primary', facets, maxValuesPerFacet: 1000, hitsPerPage, ...filtering }, 'complete'),
      ),
      options(80),
    )
  }, 30_000)

  it('a small maxValuesPerFacet keeps the most frequent values, most frequent first', async () => {
    const facets = fc.uniqueArray(fc.constantFrom('make', 'model', 'car_type', 'colour', 'features', 'location.city'), { minLength: 1, maxLength: 3 })
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          catalogue: catalogueIndex,
          facets,
          maxValuesPerFacet: fc.integer({ min: 1, max: 4 }),
          filters: fc.option(filterExpressionArbitrary, { nil: undefined }),
        }),
        ({ catalogue, facets, maxValuesPerFacet, filters }) =>
          check({ catalogue, target: 'primary', facets, maxValuesPerFacet, filters, hitsPerPage: 1 }, 'truncated'),
      ),
      options(40),
    )
  }, 30_000)

  it('replicas (standard by price, virtual by km) hold the primary records, count the same facets and rank by their own customRanking, missing values last', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          catalogue: catalogueIndex,
          target: fc.constantFrom<Target>('price_asc', 'km_asc'),
          filters: fc.option(filterExpressionArbitrary, { nil: undefined }),
          facets: fc.option(facetsArbitrary, { nil: undefined }),
          pagination: paginationArbitrary,
        }),
        ({ catalogue, target, filters, facets, pagination }) =>
          check({ catalogue, target, filters, facets, maxValuesPerFacet: 1000, ...pagination }, 'complete'),
      ),
      options(120),
    )
  }, 30_000)

  it('a one-word text query (a make, or its start) with filters, on the primary and its replicas', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          catalogue: catalogueIndex,
          target: fc.constantFrom<Target>('primary', 'price_asc', 'km_asc'),
          query: makeQueryArbitrary,
          filters: fc.option(filterExpressionArbitrary, { nil: undefined }),
          pagination: paginationArbitrary,
        }),
        ({ catalogue, target, query, filters, pagination }) => check({ catalogue, target, query, filters, ...pagination }, 'none'),
      ),
      options(80),
    )
  }, 30_000)

  it('loaded every catalogue completely (the properties above are not vacuous)', async () => {
    for (const catalogue of catalogues) {
      const { nbHits } = await service.searchOnly.searchSingleIndex<Hit>({ indexName: catalogue.indexNames.primary, searchParams: { hitsPerPage: 0 } })
      expect(nbHits).toBe(catalogue.records.length)
    }
    expect(catalogues[2].records.length).toBeGreaterThanOrEqual(200)
  })
})
