import type { SearchParamsObject } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'
import { conformanceCars, type Car } from './cars'
import { applySettings, ids, loadStockIndex, published, startService, type RunningService } from './harness'

// The Algolia REST protocol as the official v5 client uses it: every write, index operation and search
// parameter of the issue, with the response shapes the client and InstantSearch rely on.

const INDEX = 'stock_protocol'
const cars = conformanceCars('protocol')
const byRank = (list: Car[]) => [...list].sort((a, b) => b.custom_rank - a.custom_rank).map((car) => car.objectID)
const where = (test: (car: Car) => boolean) => cars.filter(test)

let service: RunningService

beforeAll(async () => {
  service = await startService('protocol')
  await loadStockIndex(service.admin, INDEX, cars)
}, 30_000)

afterAll(async () => {
  await service?.close()
})

/** A search with the parameters as JSON fields; 100 hits a page unless asked otherwise. */
async function search(searchParams: SearchParamsObject, indexName = INDEX) {
  return service.searchOnly.searchSingleIndex<Car>({ indexName, searchParams: { hitsPerPage: 100, ...searchParams } })
}

/** A search with the parameters in the legacy URL-encoded `params` string only. */
async function searchWithParamsString(params: Record<string, string>) {
  return service.searchOnly.searchSingleIndex<Car>({ indexName: INDEX, searchParams: { params: new URLSearchParams(params).toString() } })
}

/** A hit without the highlighting Algolia adds to every hit. */
const recordOf = ({ _highlightResult, _snippetResult, ...record }: { _highlightResult?: unknown; _snippetResult?: unknown; objectID: string }) => record

describe('writes', () => {
  const WRITES = 'writes'

  beforeAll(async () => {
    await service.admin.saveObjects({
      indexName: WRITES,
      objects: [
        { objectID: 'a', make: 'Kia', price: 1, colour: 'Red' },
        { objectID: 'b', make: 'Ford', price: 2 },
      ],
      waitForTasks: true,
    })
  })

  it('runs a batch of every action in order: add, update, partial update (creating or not), delete', async () => {
    const response = await service.admin.batch({
      indexName: WRITES,
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { make: 'Mazda' } },
          { action: 'updateObject', body: { objectID: 'a', make: 'Kia', price: 10 } },
          { action: 'partialUpdateObject', body: { objectID: 'b', colour: 'Blue' } },
          { action: 'partialUpdateObject', body: { objectID: 'c', make: 'Audi' } },
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'd', make: 'BMW' } },
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'b', price: 3 } },
          { action: 'updateObject', body: { objectID: 'e', make: 'Jeep' } },
          { action: 'deleteObject', body: { objectID: 'e' } },
        ],
      },
    })
    await published(service.admin, WRITES, response)
    expect(response.objectIDs).toHaveLength(8)
    expect(response.objectIDs.slice(1)).toEqual(['a', 'b', 'c', 'd', 'b', 'e', 'e'])
    const added = response.objectIDs[0]
    expect(added).toMatch(/\S/)

    const { results } = await service.admin.getObjects({
      requests: ['a', 'b', 'c', 'd', 'e', added].map((objectID) => ({ indexName: WRITES, objectID })),
    })
    expect(results).toEqual([
      // updateObject replaces the whole record: the colour is gone.
      { objectID: 'a', make: 'Kia', price: 10 },
      // partial updates merge into it.
      { objectID: 'b', make: 'Ford', price: 3, colour: 'Blue' },
      { objectID: 'c', make: 'Audi' },
      null,
      null,
      { objectID: added, make: 'Mazda' },
    ])
  })

  it('saves a record with saveObject: a generated objectID, or the one in the body, replacing that record', async () => {
    const created = await service.admin.saveObject({ indexName: WRITES, body: { make: 'Subaru' } })
    await published(service.admin, WRITES, created)
    const objectID = created.objectID ?? ''
    expect(objectID).toMatch(/\S/)
    expect(await service.admin.getObject({ indexName: WRITES, objectID })).toEqual({ objectID, make: 'Subaru' })

    await published(service.admin, WRITES, await service.admin.saveObject({ indexName: WRITES, body: { objectID: 'saved', make: 'Holden', price: 5 } }))
    await published(service.admin, WRITES, await service.admin.saveObject({ indexName: WRITES, body: { objectID: 'saved', make: 'Holden' } }))
    expect(await service.admin.getObject({ indexName: WRITES, objectID: 'saved' })).toEqual({ objectID: 'saved', make: 'Holden' })
  })

  it('gets, puts, partially updates and deletes one object', async () => {
    await published(
      service.admin,
      WRITES,
      await service.admin.addOrUpdateObject({ indexName: WRITES, objectID: 'p1', body: { make: 'Kia', price: 5, colour: 'Red' } }),
    )
    expect(await service.admin.getObject({ indexName: WRITES, objectID: 'p1', attributesToRetrieve: ['price'] })).toEqual({ objectID: 'p1', price: 5 })

    await published(service.admin, WRITES, await service.admin.partialUpdateObject({ indexName: WRITES, objectID: 'p1', attributesToUpdate: { price: 6 } }))
    expect(await service.admin.getObject({ indexName: WRITES, objectID: 'p1' })).toEqual({ objectID: 'p1', make: 'Kia', price: 6, colour: 'Red' })
    await published(
      service.admin,
      WRITES,
      await service.admin.partialUpdateObject({ indexName: WRITES, objectID: 'p2', attributesToUpdate: { make: 'Kia' }, createIfNotExists: false }),
    )
    await expect(service.admin.getObject({ indexName: WRITES, objectID: 'p2' })).rejects.toMatchObject({ status: 404 })

    await published(service.admin, WRITES, await service.admin.addOrUpdateObject({ indexName: WRITES, objectID: 'p1', body: { make: 'Kia' } }))
    expect(await service.admin.getObject({ indexName: WRITES, objectID: 'p1' })).toEqual({ objectID: 'p1', make: 'Kia' })

    await published(service.admin, WRITES, await service.admin.deleteObject({ indexName: WRITES, objectID: 'p1' }))
    await expect(service.admin.getObject({ indexName: WRITES, objectID: 'p1' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'ObjectID does not exist',
    })
  })

  it('reports every write task as published', async () => {
    const { taskID } = await service.admin.batch({ indexName: WRITES, batchWriteParams: { requests: [{ action: 'addObject', body: { make: 'Lexus' } }] } })
    await service.admin.waitForTask({ indexName: WRITES, taskID })
    expect(await service.admin.getTask({ indexName: WRITES, taskID })).toMatchObject({ status: 'published' })
  })

  it('clears the records of an index but keeps its settings', async () => {
    await applySettings(service.admin, 'to_clear', { attributesForFaceting: ['make'], customRanking: ['desc(price)'] })
    await service.admin.saveObjects({ indexName: 'to_clear', objects: [{ objectID: '1', make: 'Kia', price: 1 }], waitForTasks: true })
    await published(service.admin, 'to_clear', await service.admin.clearObjects({ indexName: 'to_clear' }))
    expect((await search({}, 'to_clear')).nbHits).toBe(0)
    expect(await service.admin.getSettings({ indexName: 'to_clear' })).toMatchObject({ attributesForFaceting: ['make'], customRanking: ['desc(price)'] })
  })

  it('lists indices with their record counts, and deletes an index', async () => {
    await service.admin.saveObjects({ indexName: 'doomed', objects: [{ objectID: '1' }, { objectID: '2' }], waitForTasks: true })
    const before = await service.admin.listIndices()
    expect(before.items.find((item) => item.name === 'doomed')).toMatchObject({ entries: 2, pendingTask: false })
    expect(before.items.find((item) => item.name === INDEX)).toMatchObject({ entries: 28, replicas: stockIndexSettings(INDEX).replicas })

    await published(service.admin, 'doomed', await service.admin.deleteIndex({ indexName: 'doomed' }))
    expect((await service.admin.listIndices()).items.map((item) => item.name)).not.toContain('doomed')
    await expect(search({}, 'doomed')).rejects.toMatchObject({ status: 404, message: 'Index does not exist' })
  })
})

describe('index operations', () => {
  const source = [
    { objectID: '1', make: 'Kia', price: 3 },
    { objectID: '2', make: 'Ford', price: 1 },
  ]

  beforeAll(async () => {
    await applySettings(service.admin, 'source', { attributesForFaceting: ['make'], customRanking: ['asc(price)'] })
    await service.admin.saveObjects({ indexName: 'source', objects: source, waitForTasks: true })
  })

  it('copies records and settings to a new index', async () => {
    await published(
      service.admin,
      'copied',
      await service.admin.operationIndex({ indexName: 'source', operationIndexParams: { operation: 'copy', destination: 'copied' } }),
    )
    expect(ids((await search({}, 'copied')).hits)).toEqual(['2', '1'])
    expect(await service.admin.getSettings({ indexName: 'copied' })).toMatchObject({ attributesForFaceting: ['make'], customRanking: ['asc(price)'] })
    // The source is untouched.
    expect((await search({}, 'source')).nbHits).toBe(2)
  })

  it('copies only the settings with scope, keeping the destination records', async () => {
    await service.admin.saveObjects({ indexName: 'scoped', objects: [{ objectID: 'x', make: 'Audi', price: 9 }], waitForTasks: true })
    await published(
      service.admin,
      'scoped',
      await service.admin.operationIndex({ indexName: 'source', operationIndexParams: { operation: 'copy', destination: 'scoped', scope: ['settings'] } }),
    )
    expect(ids((await search({}, 'scoped')).hits)).toEqual(['x'])
    expect(await service.admin.getSettings({ indexName: 'scoped' })).toMatchObject({ attributesForFaceting: ['make'], customRanking: ['asc(price)'] })
    expect((await search({ facets: ['make'] }, 'scoped')).facets).toEqual({ make: { Audi: 1 } })
  })

  it('moves an index over another: the destination takes its records and settings, the source is gone', async () => {
    await applySettings(service.admin, 'moving', { customRanking: ['desc(price)'] })
    await service.admin.saveObjects({ indexName: 'moving', objects: source, waitForTasks: true })
    await service.admin.saveObjects({ indexName: 'moved', objects: [{ objectID: 'old' }], waitForTasks: true })
    await published(
      service.admin,
      'moved',
      await service.admin.operationIndex({ indexName: 'moving', operationIndexParams: { operation: 'move', destination: 'moved' } }),
    )
    expect(ids((await search({}, 'moved')).hits)).toEqual(['1', '2'])
    expect(await service.admin.getSettings({ indexName: 'moved' })).toMatchObject({ customRanking: ['desc(price)'] })
    expect(await service.admin.indexExists({ indexName: 'moving' })).toBe(false)
  })
})

describe('settings and replicas', () => {
  it('returns the settings it was given, changing only those named in an update', async () => {
    await applySettings(service.admin, 'configured', { searchableAttributes: ['name', 'make,model'], customRanking: ['desc(year)'] })
    await applySettings(service.admin, 'configured', { customRanking: ['asc(price)'] })
    expect(await service.admin.getSettings({ indexName: 'configured' })).toMatchObject({
      searchableAttributes: ['name', 'make,model'],
      customRanking: ['asc(price)'],
    })
  })

  it('keeps the stock settings, and gives each replica its own ranking and its primary', async () => {
    expect(await service.admin.getSettings({ indexName: INDEX })).toMatchObject(stockIndexSettings(INDEX))
    for (const replica of stockReplicas(INDEX)) {
      expect(await service.admin.getSettings({ indexName: replica.name })).toMatchObject({ customRanking: replica.customRanking, primary: INDEX })
    }
  })

  it('forwards a settings change to standard replicas only when asked (forwardToReplicas)', async () => {
    await applySettings(service.admin, 'fwd', { attributesForFaceting: ['make'], replicas: ['fwd_by_price'] })
    await applySettings(service.admin, 'fwd_by_price', { customRanking: ['asc(price)'] })
    await service.admin.saveObjects({ indexName: 'fwd', objects: [{ objectID: '1', make: 'Kia', colour: 'Red', price: 2 }], waitForTasks: true })

    await applySettings(service.admin, 'fwd', { attributesForFaceting: ['make', 'colour'] }, false)
    expect((await service.admin.getSettings({ indexName: 'fwd_by_price' })).attributesForFaceting).not.toEqual(['make', 'colour'])
    expect((await search({ facets: ['colour'] }, 'fwd_by_price')).facets?.colour).toBeUndefined()

    await applySettings(service.admin, 'fwd', { attributesForFaceting: ['make', 'colour'] }, true)
    expect(await service.admin.getSettings({ indexName: 'fwd_by_price' })).toMatchObject({
      attributesForFaceting: ['make', 'colour'],
      customRanking: ['asc(price)'],
    })
    expect((await search({ facets: ['colour'] }, 'fwd_by_price')).facets).toEqual({ colour: { Red: 1 } })
  })

  it('keeps records in a replica in step with every kind of write to the primary', async () => {
    const priceAsc = `${INDEX}_price_asc`
    const batch = await service.admin.batch({
      indexName: INDEX,
      batchWriteParams: {
        requests: [
          { action: 'partialUpdateObject', body: { objectID: 'car-01', price: 1_000, selling_price: 1_000 } },
          { action: 'deleteObject', body: { objectID: 'car-23' } },
        ],
      },
    })
    await published(service.admin, INDEX, batch)
    try {
      const cheapest = await search({ hitsPerPage: 2 }, priceAsc)
      expect(cheapest).toMatchObject({ nbHits: 27, hits: [{ objectID: 'car-01', price: 1_000 }, { objectID: 'car-02' }] })
    } finally {
      await service.admin.saveObjects({ indexName: INDEX, objects: [cars[0], cars[22]], waitForTasks: true })
    }
    expect(ids((await search({ hitsPerPage: 1 }, priceAsc)).hits)).toEqual(['car-23'])
  })
})

describe('search parameters and response', () => {
  it('answers with every field of an Algolia search response', async () => {
    const response = await service.searchOnly.searchSingleIndex<Car>({
      indexName: INDEX,
      searchParams: { query: 'ranger', facets: ['make', 'price'], hitsPerPage: 2 },
    })
    const rangers = where((car) => car.model === 'Ranger')
    const sum = rangers.reduce((total, car) => total + car.price, 0)
    expect(response).toMatchObject({
      nbHits: 3,
      page: 0,
      nbPages: 2,
      hitsPerPage: 2,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      query: 'ranger',
      index: INDEX,
      facets: { make: { Ford: 3 }, price: Object.fromEntries(rangers.map((car) => [String(car.price), 1])) },
      facets_stats: { price: { min: 39_990, max: 61_990, sum, avg: expect.closeTo(sum / 3, 1) } },
    })
    expect(ids(response.hits)).toEqual(byRank(rangers).slice(0, 2))
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(0)
    const params = new URLSearchParams(response.params)
    expect(params.get('query')).toBe('ranger')
    expect(params.get('hitsPerPage')).toBe('2')
  })

  it('answers a multi-query in request order, across indices, replicas and facet searches', async () => {
    const { results } = await service.searchOnly.search<Car>({
      requests: [
        { indexName: INDEX, query: 'ranger', hitsPerPage: 2 },
        { indexName: INDEX, type: 'facet', facet: 'model', facetQuery: 'cx' },
        { indexName: `${INDEX}_price_asc`, filters: 'make:Kia', hitsPerPage: 1 },
        { indexName: INDEX, filters: 'make:Hyundai', hitsPerPage: 0, facets: ['model'] },
      ],
    })
    expect(results).toHaveLength(4)
    expect(results[0]).toMatchObject({ index: INDEX, nbHits: 3, hits: [{ objectID: 'car-15' }, { objectID: 'car-17' }] })
    expect(results[1]).toMatchObject({ facetHits: [{ value: 'CX-5', count: 3, highlighted: '<em>CX</em>-5' }] })
    expect(results[2]).toMatchObject({ index: `${INDEX}_price_asc`, nbHits: 5, hits: [{ objectID: 'car-23' }] })
    expect(results[3]).toMatchObject({ index: INDEX, nbHits: 4, hits: [], facets: { model: { Tucson: 2, i30: 2 } } })
  })

  it('retrieves only attributesToRetrieve, always with the objectID', async () => {
    const { hits } = await search({ filters: 'make:Kia', attributesToRetrieve: ['model', 'price'], hitsPerPage: 1 })
    expect(hits.map(recordOf)).toEqual([{ objectID: 'car-20', model: 'Sportage', price: 40_990 }])
  })

  it('counts facets: "*" means every facetable attribute but filterOnly ones; values most frequent first; maxValuesPerFacet caps them', async () => {
    const all = await search({ facets: ['*'], hitsPerPage: 0 })
    const counted = Object.entries(all.facets ?? {}).filter(([, counts]) => Object.keys(counts).length > 0)
    expect(counted.map(([attribute]) => attribute).sort()).toEqual(['car_type', 'certified', 'colour', 'km', 'make', 'model', 'price', 'year'])
    expect(all.facets?.tenant).toBeUndefined()
    expect(all.facets?.certified).toEqual({ true: 8, false: 20 })
    expect(Object.keys(all.facets?.make ?? {})[0]).toBe('Toyota')
    expect(Object.keys(all.facets?.make ?? {})[4]).toBe('Hyundai')
    expect(all.facets_stats?.year).toMatchObject({ min: 2018, max: 2024 })

    const capped = await search({ facets: ['make', 'colour'], maxValuesPerFacet: 2, hitsPerPage: 0 })
    expect(Object.keys(capped.facets?.make ?? {})).toHaveLength(2)
    expect(capped.facets?.make?.Toyota).toBe(9)
    // White (6) is the most common colour; the other five have 5 or fewer.
    expect(Object.entries(capped.facets?.colour ?? {})[0]).toEqual(['White', 6])
  })

  it('ignores facets that are not declared in attributesForFaceting', async () => {
    const response = await search({ facets: ['make', 'custom_rank', 'tenant'], hitsPerPage: 0 })
    expect(Object.keys(response.facets ?? {})).toEqual(['make'])
  })

  it('reads the legacy params string', async () => {
    const response = await searchWithParamsString({ query: 'ranger', filters: 'car_type:used', hitsPerPage: '1', facets: '["colour"]' })
    expect(response).toMatchObject({ nbHits: 2, hitsPerPage: 1, query: 'ranger', hits: [{ objectID: 'car-17' }], facets: { colour: { White: 1, Grey: 1 } } })
  })
})

describe('filter syntax', () => {
  // Each filter with the cars it must return, written as plain predicates over the catalogue.
  const cases: Array<[string, (car: Car) => boolean]> = [
    ['make:Toyota', (car) => car.make === 'Toyota'],
    ['make:tOYOTA', (car) => car.make === 'Toyota'],
    ['model:"BT-50"', (car) => car.model === 'BT-50'],
    ['"model:CX-5"', (car) => car.model === 'CX-5'],
    ['colour:"white"', (car) => car.colour === 'White'],
    ['year:2019', (car) => car.year === 2019],
    ['price < 20000', (car) => car.price < 20_000],
    ['price <= 18500', (car) => car.price <= 18_500],
    ['price = 18500', (car) => car.price === 18_500],
    ['price != 18500', (car) => car.price !== 18_500],
    ['price >= 61990', (car) => car.price >= 61_990],
    ['price > 60000', (car) => car.price > 60_000],
    ['price:30000 TO 40000', (car) => car.price >= 30_000 && car.price <= 40_000],
    ['NOT price:20000 TO 60000', (car) => !(car.price >= 20_000 && car.price <= 60_000)],
    ['certified:true', (car) => car.certified],
    ['certified:false', (car) => !car.certified],
    ['_tags:featured', (car) => car._tags.includes('featured')],
    ['bargain', (car) => car._tags.includes('bargain')],
    ['NOT _tags:featured', (car) => !car._tags.includes('featured')],
    ['_tags:Featured', () => false],
    ['NOT make:Toyota', (car) => car.make !== 'Toyota'],
    ['tenant:protocol', () => true],
    ['make:Tesla', () => false],
    ['make:Kia OR make:Ford OR model:Corolla', (car) => car.make === 'Kia' || car.make === 'Ford' || car.model === 'Corolla'],
    ['(make:Kia OR make:Ford) AND car_type:new', (car) => (car.make === 'Kia' || car.make === 'Ford') && car.car_type === 'new'],
    [
      'car_type:used AND (make:Mazda OR make:Ford) AND (colour:Grey OR colour:Blue)',
      (car) => car.car_type === 'used' && ['Mazda', 'Ford'].includes(car.make) && ['Grey', 'Blue'].includes(car.colour),
    ],
    ['(price < 20000 OR price > 60000) AND NOT car_type:used', (car) => (car.price < 20_000 || car.price > 60_000) && car.car_type !== 'used'],
    ['make:Kia AND (car_type:new OR NOT colour:Red)', (car) => car.make === 'Kia' && (car.car_type === 'new' || car.colour !== 'Red')],
    ['year = 2024 AND km:0 TO 10', (car) => car.year === 2024 && car.km <= 10],
    ['(featured OR bargain) AND NOT make:Toyota', (car) => (car._tags.includes('featured') || car._tags.includes('bargain')) && car.make !== 'Toyota'],
  ]

  it.each(cases)('filters: %s', async (filters, test) => {
    const response = await search({ filters })
    expect(ids(response.hits)).toEqual(byRank(where(test)))
    expect(response.nbHits).toBe(where(test).length)
  })

  const listCases: Array<[string, SearchParamsObject, (car: Car) => boolean]> = [
    [
      'facetFilters with an OR group and a negation',
      { facetFilters: [['make:Kia', 'make:hyundai'], 'car_type:-used'] },
      (car) => ['Kia', 'Hyundai'].includes(car.make) && car.car_type !== 'used',
    ],
    [
      'facetFilters as a legacy string',
      { facetFilters: '(make:Kia,make:Hyundai),car_type:new' },
      (car) => ['Kia', 'Hyundai'].includes(car.make) && car.car_type === 'new',
    ],
    [
      'facetFilters on a number and a boolean',
      { facetFilters: ['year:2024', 'certified:false', 'km:8'] },
      (car) => car.year === 2024 && !car.certified && car.km === 8,
    ],
    [
      'numericFilters with an OR group',
      { numericFilters: ['price>=30000', ['year=2019', 'year=2024']] },
      (car) => car.price >= 30_000 && (car.year === 2019 || car.year === 2024),
    ],
    [
      'numericFilters as a legacy string, with a range',
      { numericFilters: 'price:20000 TO 40000,km<50000' },
      (car) => car.price >= 20_000 && car.price <= 40_000 && car.km < 50_000,
    ],
    [
      'numericFilters as a legacy string with an OR group',
      { numericFilters: '(year=2019,year=2024),price>=30000' },
      (car) => car.price >= 30_000 && (car.year === 2019 || car.year === 2024),
    ],
    ['tagFilters with an OR group', { tagFilters: [['featured', 'bargain']] }, (car) => car._tags.includes('featured') || car._tags.includes('bargain')],
    ['tagFilters with a negation', { tagFilters: ['-featured'] }, (car) => !car._tags.includes('featured')],
    [
      'filters, facetFilters, numericFilters and tagFilters together',
      { filters: 'car_type:new OR car_type:demo', facetFilters: ['make:-Ford'], numericFilters: ['price<50000'], tagFilters: ['featured'] },
      (car) => car.car_type !== 'used' && car.make !== 'Ford' && car.price < 50_000 && car._tags.includes('featured'),
    ],
  ]

  it.each(listCases)('%s', async (_name, searchParams, test) => {
    const response = await search(searchParams)
    expect(ids(response.hits)).toEqual(byRank(where(test)))
  })

  const legacyCase = (car: Car) => car.make === 'Mazda' && car.car_type !== 'new' && car.km < 70_000

  it('filters, facetFilters and numericFilters in the legacy params string', async () => {
    const response = await searchWithParamsString({
      filters: 'make:Mazda AND NOT car_type:new',
      facetFilters: '["make:mazda"]',
      numericFilters: 'km<70000',
      hitsPerPage: '100',
    })
    expect(ids(response.hits)).toEqual(byRank(where(legacyCase)))
  })
})
