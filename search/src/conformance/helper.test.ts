import algoliasearchHelper, { type AlgoliaSearchHelper, type SearchResults } from 'algoliasearch-helper'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'
import { conformanceCars, type Car } from './cars'
import { applySettings, ids, loadStockIndex, published, startService, type RunningService } from './harness'

// The storefront's search page as InstantSearch drives it: the official v5 client wrapped by
// algoliasearch-helper, against the stock index settings and replicas. algoliasearch-helper 3.x sends
// every search as `client.search([{ indexName, params }])` (the v5 client accepts that legacy form) and,
// for a v5 client, facet value searches as `client.search([{ type: 'facet', ... }])`.

const INDEX = 'stock_northside'
const REPLICA = Object.fromEntries(stockReplicas(INDEX).map((replica) => [replica.sort, replica]))
const PRICE_ASC = REPLICA.price_asc.name
const cars = conformanceCars()
const byRank = (list: Car[]) => [...list].sort((a, b) => b.custom_rank - a.custom_rank).map((car) => car.objectID)
const where = (test: (car: Car) => boolean) => cars.filter(test)

let service: RunningService

beforeAll(async () => {
  service = await startService('helper')
  await loadStockIndex(service.admin, INDEX, cars)
}, 30_000)

afterAll(async () => {
  await service?.close()
})

function helperFor(parameters: algoliasearchHelper.PlainSearchParameters = {}, indexName = INDEX): AlgoliaSearchHelper {
  return algoliasearchHelper(service.searchOnly, indexName, parameters)
}

/** Runs the helper's search (its main query plus one per refined disjunctive facet) and resolves with its results. */
function searchWith(helper: AlgoliaSearchHelper): Promise<SearchResults> {
  return new Promise((resolve, reject) => {
    const onResult = (event: { results: SearchResults }) => {
      helper.removeListener('error', onError)
      resolve(event.results)
    }
    const onError = (event: { error: Error }) => {
      helper.removeListener('result', onResult)
      reject(event.error)
    }
    helper.once('result', onResult)
    helper.once('error', onError)
    helper.search()
  })
}

/** A facet's values as `{ value: count }`, as the helper computed them from the responses. */
function countsOf(results: SearchResults, attribute: string): Record<string, number> {
  const values = results.getFacetValues(attribute, {})
  if (!Array.isArray(values)) throw new Error(`no facet values for ${attribute}`)
  return Object.fromEntries(values.map((value) => [value.name, value.count]))
}

function refinedValues(results: SearchResults, attribute: string): string[] {
  const values = results.getFacetValues(attribute, {})
  if (!Array.isArray(values)) throw new Error(`no facet values for ${attribute}`)
  return values
    .filter((value) => value.isRefined)
    .map((value) => value.name)
    .sort()
}

function statsOf(results: SearchResults, attribute: string): unknown {
  const stats: unknown = results.getFacetStats(attribute)
  return stats
}

describe('facets and refinements through algoliasearch-helper', () => {
  it('refines a conjunctive facet: hits and every facet count narrow to the refined cars', async () => {
    const helper = helperFor({ facets: ['make', 'car_type'], hitsPerPage: 50 })
    const toyotas = await searchWith(helper.addFacetRefinement('make', 'Toyota'))
    expect(toyotas.nbHits).toBe(9)
    expect(countsOf(toyotas, 'make')).toEqual({ Toyota: 9 })
    expect(countsOf(toyotas, 'car_type')).toEqual({ new: 3, used: 4, demo: 2 })

    const usedToyotas = await searchWith(helper.addFacetRefinement('car_type', 'used'))
    expect(usedToyotas.nbHits).toBe(4)
    // Ties on every textual criterion, so the stock custom ranking (custom_rank descending) orders them.
    expect(ids(usedToyotas.hits)).toEqual(['car-03', 'car-07', 'car-06', 'car-02'])
    expect(countsOf(usedToyotas, 'car_type')).toEqual({ used: 4 })
  })

  it('excludes a facet value (a negated facet filter)', async () => {
    const results = await searchWith(helperFor({ facets: ['make'], hitsPerPage: 50 }).addFacetExclusion('make', 'Toyota'))
    expect(results.nbHits).toBe(19)
    // The helper lists the excluded value itself, with a count of 0 (it writes it into the raw response too).
    expect(countsOf(results, 'make')).toEqual({ Mazda: 5, Ford: 5, Kia: 5, Hyundai: 4, Toyota: 0 })
    const raw = await service.searchOnly.searchSingleIndex({ indexName: INDEX, searchParams: { facets: ['make'], facetFilters: ['make:-Toyota'] } })
    expect(raw.facets?.make).toEqual({ Mazda: 5, Ford: 5, Kia: 5, Hyundai: 4 })
    expect(results.hits.every((hit) => hit.make !== 'Toyota')).toBe(true)
  })

  it('ORs the values of a disjunctive facet, whose counts ignore its own refinements but not the others', async () => {
    const helper = helperFor({ disjunctiveFacets: ['make'], facets: ['car_type'], hitsPerPage: 50 })
    const kiaOrHyundai = await searchWith(helper.addDisjunctiveFacetRefinement('make', 'Kia').addDisjunctiveFacetRefinement('make', 'Hyundai'))
    expect(kiaOrHyundai.nbHits).toBe(9)
    expect(ids(kiaOrHyundai.hits)).toEqual(byRank(where((car) => car.make === 'Kia' || car.make === 'Hyundai')))
    // Every make keeps its full count, so a shopper can add another make.
    expect(countsOf(kiaOrHyundai, 'make')).toEqual({ Toyota: 9, Mazda: 5, Ford: 5, Kia: 5, Hyundai: 4 })
    expect(refinedValues(kiaOrHyundai, 'make')).toEqual(['Hyundai', 'Kia'])
    expect(countsOf(kiaOrHyundai, 'car_type')).toEqual({ new: 3, used: 4, demo: 2 })

    const used = await searchWith(helper.addFacetRefinement('car_type', 'used'))
    expect(used.nbHits).toBe(4)
    expect(countsOf(used, 'make')).toEqual({ Toyota: 4, Mazda: 2, Ford: 3, Kia: 2, Hyundai: 2 })
  })

  it('refines facet values case-insensitively, as Algolia does', async () => {
    const results = await searchWith(helperFor({ disjunctiveFacets: ['colour'], hitsPerPage: 50 }).addDisjunctiveFacetRefinement('colour', 'wHITE'))
    expect(ids(results.hits)).toEqual(byRank(where((car) => car.colour === 'White')))
  })

  it('filters by numeric refinements (price >= and <=); stats of a disjunctive range ignore its own bounds', async () => {
    const inRange = where((car) => car.price >= 30_000 && car.price <= 45_000)
    const slider = helperFor({ disjunctiveFacets: ['price'], hitsPerPage: 50 })
      .addNumericRefinement('price', '>=', 30_000)
      .addNumericRefinement('price', '<=', 45_000)
    const results = await searchWith(slider)
    expect(results.nbHits).toBe(13)
    expect(ids(results.hits)).toEqual(byRank(inRange))
    // A range slider shows the whole price range while a range is picked.
    expect(statsOf(results, 'price')).toMatchObject({ min: 16_990, max: 61_990 })

    const conjunctive = await searchWith(
      helperFor({ facets: ['price'], hitsPerPage: 0 })
        .addNumericRefinement('price', '>=', 30_000)
        .addNumericRefinement('price', '<=', 45_000),
    )
    const sum = inRange.reduce((total, car) => total + car.price, 0)
    expect(statsOf(conjunctive, 'price')).toMatchObject({ min: 30_990, max: 44_990, sum, avg: expect.closeTo(sum / 13, 1) })
  })

  it('combines numeric refinements with facet refinements and an exclusive bound', async () => {
    const helper = helperFor({ facets: ['car_type'], hitsPerPage: 50 })
      .addFacetRefinement('car_type', 'new')
      .addNumericRefinement('km', '<', 10)
      .addNumericRefinement('year', '=', 2024)
    const results = await searchWith(helper)
    expect(ids(results.hits)).toEqual(byRank(where((car) => car.car_type === 'new' && car.km < 10 && car.year === 2024)))
    expect(results.nbHits).toBe(5)
  })
})

describe('pagination through algoliasearch-helper', () => {
  it('pages through every car in custom ranking order with setPage, and reports nbPages', async () => {
    const helper = helperFor({ hitsPerPage: 6 })
    const pages: string[][] = []
    for (let page = 0; page < 5; page++) {
      const results = await searchWith(helper.setPage(page))
      expect(results).toMatchObject({ page, nbPages: 5, nbHits: 28, hitsPerPage: 6 })
      pages.push(ids(results.hits))
    }
    expect(pages.map((page) => page.length)).toEqual([6, 6, 6, 6, 4])
    expect(pages.flat()).toEqual(byRank(cars))
    const beyond = await searchWith(helper.setPage(5))
    expect(beyond).toMatchObject({ page: 5, nbPages: 5, nbHits: 28, hits: [] })
  })

  it('uses 20 hits per page when none is asked for', async () => {
    const results = await searchWith(helperFor())
    expect(results).toMatchObject({ hitsPerPage: 20, nbPages: 2, nbHits: 28 })
    expect(results.hits).toHaveLength(20)
  })

  it('stops paginating at 1000 hits while still counting them all', async () => {
    const many = Array.from({ length: 1_050 }, (_, i) => ({ objectID: `m${i}`, rank: i }))
    await applySettings(service.admin, 'many_records', { customRanking: ['desc(rank)'] })
    await service.admin.saveObjects({ indexName: 'many_records', objects: many, waitForTasks: true })
    const helper = helperFor({ hitsPerPage: 100 }, 'many_records')

    const last = await searchWith(helper.setPage(9))
    expect(last).toMatchObject({ nbHits: 1_050, nbPages: 10 })
    expect(ids(last.hits)).toEqual(
      many
        .slice(50, 150)
        .reverse()
        .map((record) => record.objectID),
    )
    const past = await searchWith(helper.setPage(10))
    expect(past.hits).toEqual([])

    const threeHundred = await searchWith(helper.setQueryParameter('hitsPerPage', 300).setPage(3))
    expect(threeHundred).toMatchObject({ nbHits: 1_050, nbPages: 4 })
    expect(threeHundred.hits).toHaveLength(100)
  })
})

describe('sort replicas through algoliasearch-helper', () => {
  const ascending = (key: 'price' | 'km') => [...cars].sort((a, b) => a[key] - b[key]).map((car) => car.objectID)

  it('answers from a standard replica with its own ranking (price ascending) after setIndex', async () => {
    const results = await searchWith(helperFor({ hitsPerPage: 50 }).setIndex(PRICE_ASC))
    expect(results.nbHits).toBe(28)
    expect(ids(results.hits)).toEqual(ascending('price'))
    expect(results.index).toBe(PRICE_ASC)
  })

  it('answers from virtual replicas with their own ranking (km ascending, year descending)', async () => {
    const byKm = await searchWith(helperFor({ hitsPerPage: 50 }).setIndex(REPLICA.km_asc.name))
    expect(ids(byKm.hits)).toEqual(ascending('km'))
    const byYear = await searchWith(helperFor({ hitsPerPage: 50 }).setIndex(REPLICA.year_desc.name))
    // Same year: the replica's second criterion, custom_rank descending.
    expect(ids(byYear.hits)).toEqual([...cars].sort((a, b) => b.year - a.year || b.custom_rank - a.custom_rank).map((car) => car.objectID))
  })

  it('keeps refinements and disjunctive counts on a replica', async () => {
    const helper = helperFor({ disjunctiveFacets: ['make'], hitsPerPage: 50 })
      .setIndex(PRICE_ASC)
      .addDisjunctiveFacetRefinement('make', 'Mazda')
    const results = await searchWith(helper)
    expect(ids(results.hits)).toEqual(['car-11', 'car-13', 'car-12', 'car-10', 'car-14'])
    expect(countsOf(results, 'make')).toEqual({ Toyota: 9, Mazda: 5, Ford: 5, Kia: 5, Hyundai: 4 })
  })

  it('shows records written to the primary in its replicas, and drops deleted ones', async () => {
    const picanto: Car = {
      ...cars[22],
      objectID: 'car-99',
      name: '2025 Kia Picanto',
      model: 'Picanto',
      price: 9_990,
      selling_price: 9_990,
      km: 1,
      year: 2025,
      custom_rank: 0,
    }
    await published(service.admin, INDEX, await service.admin.addOrUpdateObject({ indexName: INDEX, objectID: picanto.objectID, body: picanto }))
    try {
      const cheapest = await searchWith(helperFor({ hitsPerPage: 1 }).setIndex(PRICE_ASC))
      expect(cheapest).toMatchObject({ nbHits: 29, hits: [{ objectID: 'car-99', name: '2025 Kia Picanto' }] })
      const leastDriven = await searchWith(helperFor({ hitsPerPage: 1 }).setIndex(REPLICA.km_asc.name))
      expect(ids(leastDriven.hits)).toEqual(['car-99'])
      const priciest = await searchWith(helperFor({ hitsPerPage: 29 }).setIndex(REPLICA.price_desc.name))
      expect(ids(priciest.hits).at(-1)).toBe('car-99')
    } finally {
      await published(service.admin, INDEX, await service.admin.deleteObject({ indexName: INDEX, objectID: picanto.objectID }))
    }
    const after = await searchWith(helperFor({ hitsPerPage: 1 }).setIndex(PRICE_ASC))
    expect(after).toMatchObject({ nbHits: 28, hits: [{ objectID: 'car-23' }] })
  })
})

describe('text search through algoliasearch-helper', () => {
  it('finds the Corollas despite a typo in each word, and highlights the matched words', async () => {
    // The typo'd word that ends the query can't also be read as a prefix ("toyot" is 2 typos from "toyta"),
    // so both words match whole words and Algolia highlights them whole.
    const results = await searchWith(helperFor({ hitsPerPage: 50 }).setQuery('corola toyta'))
    expect(ids(results.hits)).toEqual(['car-01', 'car-04', 'car-03', 'car-02'])
    expect(results.query).toBe('corola toyta')
    // matchLevel is full where every query word matched, partial where some did.
    expect(results.hits[0]._highlightResult).toMatchObject({
      name: { value: '2024 <em>Toyota</em> <em>Corolla</em>', matchLevel: 'full' },
      make: { value: '<em>Toyota</em>', matchLevel: 'partial' },
      model: { value: '<em>Corolla</em>', matchLevel: 'partial' },
      colour: { value: 'White', matchLevel: 'none' },
    })
  })

  it('tolerates 1 typo from 4 letters and 2 from 8, and none below 4', async () => {
    const found = async (query: string) => ids((await searchWith(helperFor({ hitsPerPage: 50 }).setQuery(query))).hits).sort()
    const sportage = ['car-20', 'car-21', 'car-22']
    expect(await found('rangr')).toEqual(['car-15', 'car-16', 'car-17'])
    expect(await found('sportgae')).toEqual(sportage)
    expect(await found('spartagi')).toEqual(sportage)
    // 4 letters allow 1 typo.
    expect(await found('fird')).toEqual(
      where((car) => car.make === 'Ford')
        .map((car) => car.objectID)
        .sort(),
    )
    // 7 letters allow only 1 typo: "evarist" is 2 away from "everest".
    expect(await found('evarist')).toEqual([])
    // 3 letters allow none: "kio" is not "kia".
    expect(await found('kio')).toEqual([])
  })

  it('matches the last word as a prefix and highlights only the typed part', async () => {
    const results = await searchWith(helperFor({ hitsPerPage: 50 }).setQuery('ford ev'))
    expect(ids(results.hits)).toEqual(['car-18', 'car-19'])
    expect(results.hits[0]._highlightResult).toMatchObject({ model: { value: '<em>Ev</em>erest' } })
  })

  it('requires every query word to match', async () => {
    const results = await searchWith(helperFor({ hitsPerPage: 50 }).setQuery('toyota tesla'))
    expect(results.nbHits).toBe(0)
  })

  it('highlights with the tags InstantSearch asks for, in hits and facet value searches', async () => {
    const tags = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }
    const results = await searchWith(helperFor({ hitsPerPage: 1, ...tags }).setQuery('hil'))
    expect(results.hits[0]._highlightResult).toMatchObject({ model: { value: '__ais-highlight__HiL__/ais-highlight__ux' } })
    const facetValues = await helperFor(tags).searchForFacetValues('make', 'hyu', 10)
    expect(facetValues.facetHits).toEqual([expect.objectContaining({ value: 'Hyundai', highlighted: '__ais-highlight__Hyu__/ais-highlight__ndai' })])
  })

  it('searches only the searchable attributes', async () => {
    const found = async (query: string) => (await searchWith(helperFor({ hitsPerPage: 50 }).setQuery(query))).nbHits
    expect(await found('silver')).toBe(where((car) => car.colour === 'Silver').length)
    // tenant and car_type are facets, not searchable attributes.
    expect(await found('northside')).toBe(0)
    expect(await found('demo')).toBe(0)
  })

  it('combines a text query with refinements and facet counts', async () => {
    const results = await searchWith(
      helperFor({ disjunctiveFacets: ['car_type'], hitsPerPage: 50 })
        .setQuery('toyota')
        .addDisjunctiveFacetRefinement('car_type', 'used'),
    )
    expect(ids(results.hits)).toEqual(['car-03', 'car-07', 'car-06', 'car-02'])
    expect(countsOf(results, 'car_type')).toEqual({ new: 3, used: 4, demo: 2 })
  })
})

describe('facet value search', () => {
  it('searches the values of a searchable() facet through the helper, within the current refinements', async () => {
    const helper = helperFor({ disjunctiveFacets: ['make'], facets: ['car_type'] })
    const toy = await helper.searchForFacetValues('make', 'toy', 10)
    expect(toy.facetHits).toEqual([expect.objectContaining({ value: 'Toyota', count: 9, highlighted: '<em>Toy</em>ota', isRefined: false })])

    const usedOnly = await helper.addFacetRefinement('car_type', 'used').searchForFacetValues('model', 'c', 10)
    // Most frequent first; how Algolia orders equal counts is not documented, so those are compared as a set.
    expect(usedOnly.facetHits[0]).toMatchObject({ value: 'Corolla', count: 2, highlighted: '<em>C</em>orolla' })
    expect(
      usedOnly.facetHits
        .slice(1)
        .map((hit) => `${hit.value}:${hit.count}`)
        .sort(),
    ).toEqual(['CX-5:1', 'Cerato:1'])
  })

  it('ranks facet hits by count and caps them at maxFacetHits', async () => {
    const result = await helperFor().searchForFacetValues('model', 'c', 2)
    expect(result.facetHits.map((hit) => [hit.value, hit.count])).toEqual([
      ['Corolla', 4],
      ['CX-5', 3],
    ])
  })

  it('answers POST /1/indexes/{index}/facets/{facet}/query for the official client, with filters in the params string', async () => {
    const result = await service.searchOnly.searchForFacetValues({
      indexName: INDEX,
      facetName: 'make',
      searchForFacetValuesRequest: { facetQuery: 'ma', params: 'filters=car_type%3Anew' },
    })
    expect(result.facetHits).toEqual([{ value: 'Mazda', highlighted: '<em>Ma</em>zda', count: 2 }])
    expect(result.exhaustiveFacetsCount).toBe(true)
  })

  it('refuses to search the values of a facet that is not searchable()', async () => {
    await expect(helperFor().searchForFacetValues('car_type', 'us', 10)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('car_type') })
  })
})

describe('browse and atomic reindexing', () => {
  it('browses every object with browseObjects, following the cursor', async () => {
    const pages: string[][] = []
    await service.admin.browseObjects<Car>({
      indexName: INDEX,
      browseParams: { hitsPerPage: 10 },
      aggregator: (response) => {
        pages.push(ids(response.hits))
        if (pages.length > 10) throw new Error('the cursor never ends')
      },
    })
    expect(pages.map((page) => page.length)).toEqual([10, 10, 8])
    expect(pages.flat().sort()).toEqual(cars.map((car) => car.objectID).sort())
  })

  it('browses with filters', async () => {
    const seen: string[] = []
    await service.admin.browseObjects<Car>({
      indexName: INDEX,
      browseParams: { filters: 'car_type:new', hitsPerPage: 4 },
      aggregator: (response) => {
        seen.push(...ids(response.hits))
        if (seen.length > 100) throw new Error('the cursor never ends')
      },
    })
    expect(seen.sort()).toEqual(
      where((car) => car.car_type === 'new')
        .map((car) => car.objectID)
        .sort(),
    )
  })

  it('replaceAllObjects swaps the records atomically and keeps the settings and replicas', async () => {
    const SWAP = 'stock_swap'
    const before = conformanceCars('swap')
      .slice(0, 10)
      .map((car) => ({ ...car, objectID: `old-${car.objectID}` }))
    const after = conformanceCars('swap')
      .slice(10)
      .map((car) => ({ ...car, objectID: `new-${car.objectID}` }))
    await loadStockIndex(service.admin, SWAP, before)
    const key = (list: Array<{ objectID: string }>) => ids(list).sort().join(',')

    let finished = false
    const replacing = service.admin.replaceAllObjects({ indexName: SWAP, objects: after, batchSize: 5 }).finally(() => {
      finished = true
    })
    const seen: string[] = []
    while (!finished) {
      try {
        const { hits } = await service.searchOnly.searchSingleIndex<Car>({
          indexName: SWAP,
          searchParams: { hitsPerPage: 1000, attributesToRetrieve: ['objectID'] },
        })
        seen.push(key(hits) === key(before) ? 'old' : key(hits) === key(after) ? 'new' : `a mix: ${key(hits)}`)
      } catch (error) {
        seen.push(`an error: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    await replacing

    expect(seen[0]).toBe('old')
    // Never a mix, never missing: once the new records show, the old ones never come back.
    expect(seen.every((state) => state === 'old' || state === 'new')).toBe(true)
    expect(seen.slice(seen.indexOf('new') === -1 ? seen.length : seen.indexOf('new'))).not.toContain('old')

    const primary = await service.searchOnly.searchSingleIndex<Car>({ indexName: SWAP, searchParams: { hitsPerPage: 1000 } })
    expect(key(primary.hits)).toBe(key(after))
    expect(await service.admin.getSettings({ indexName: SWAP })).toMatchObject(stockIndexSettings(SWAP))
    const swapReplica = stockReplicas(SWAP).find((replica) => replica.sort === 'price_asc')
    if (!swapReplica) throw new Error('no price_asc replica')
    const replica = await service.searchOnly.searchSingleIndex<Car>({ indexName: swapReplica.name, searchParams: { hitsPerPage: 1000 } })
    expect(ids(replica.hits)).toEqual([...after].sort((a, b) => a.price - b.price).map((car) => car.objectID))
    expect(await service.admin.getSettings({ indexName: swapReplica.name })).toMatchObject({ customRanking: swapReplica.customRanking })
    const { items } = await service.admin.listIndices()
    expect(items.map((item) => item.name).filter((name) => name.includes('_tmp_'))).toEqual([])
  })
})
