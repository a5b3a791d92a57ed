import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { liteClient, type SearchResponse, type SearchResult } from 'algoliasearch/lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchServer, localHosts, type SearchServer } from './index'

// The service driven only through the official clients, as the storefront and seed use it.

const credentials = { appId: 'test-app', adminApiKey: 'admin-key', searchApiKey: 'search-key' }
const makes = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai']

type Car = {
  objectID: string
  name: string
  make: string
  tenant: string
  car_type: string
  price: number
  certified: boolean
  created_at_timestamp: number
  location: { city: string }
}

/** Car n (1-based) is the n-th created, so the newest ranks first; cars 1–40 belong to tenant alpha. */
function cars(count: number): Car[] {
  return Array.from({ length: count }, (_, i) => ({
    objectID: String(i + 1),
    name: `${2015 + (i % 10)} ${makes[i % 5]} Model ${i + 1}`,
    make: makes[i % 5],
    tenant: i < 40 ? 'alpha' : 'beta',
    car_type: ['new', 'used', 'demo'][i % 3],
    price: 10_000 + i * 1_000,
    certified: i % 2 === 0,
    created_at_timestamp: 1_700_000_000 + i,
    location: { city: i % 2 ? 'Penrith' : 'Parramatta' },
  }))
}

const STOCK_SETTINGS = {
  searchableAttributes: ['name', 'make'],
  attributesForFaceting: ['filterOnly(tenant)', 'searchable(make)', 'car_type', 'price', 'certified', 'location.city'],
  customRanking: ['desc(created_at_timestamp)'],
  replicas: ['cars_price_asc'],
}

function hitsOf<T>(result: SearchResult<T> | undefined): SearchResponse<T> {
  if (!result || !('hits' in result) || !Array.isArray(result.hits)) throw new Error('expected a hits result')
  return { ...result, hits: result.hits }
}

const ids = (hits: Array<{ objectID: string }>) => hits.map((hit) => hit.objectID)

describe('search service through the official algoliasearch client', () => {
  let dataDir: string
  let service: SearchServer
  let url: string
  let admin: Algoliasearch

  const start = async () => {
    service = createSearchServer({ dataDir, ...credentials })
    url = `http://127.0.0.1:${await service.listen(0)}`
    // gzip: the client compresses larger bodies when asked to, and the service must read them.
    admin = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(url), compression: 'gzip' })
  }
  const browserClient = () => liteClient(credentials.appId, credentials.searchApiKey, { hosts: localHosts(url, 'read'), authMode: 'WithinQueryParameters' })

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-service-'))
    await start()
    const { taskID } = await admin.setSettings({ indexName: 'cars', indexSettings: STOCK_SETTINGS })
    await admin.waitForTask({ indexName: 'cars', taskID })
    await admin.saveObjects({ indexName: 'cars', objects: cars(50), waitForTasks: true })
  })

  afterAll(async () => {
    await service.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('paginates newest first: 50 cars at 21 a page make 3 pages, the last with 8', async () => {
    const first = await admin.searchSingleIndex<Car>({ indexName: 'cars', searchParams: { hitsPerPage: 21 } })
    expect(first).toMatchObject({ nbHits: 50, nbPages: 3, page: 0, hitsPerPage: 21, index: 'cars' })
    expect(first.hits[0]).toMatchObject({ objectID: '50', make: 'Hyundai', location: { city: 'Penrith' } })
    const last = await admin.searchSingleIndex<Car>({ indexName: 'cars', searchParams: { hitsPerPage: 21, page: 2 } })
    expect(ids(last.hits)).toEqual(['8', '7', '6', '5', '4', '3', '2', '1'])
  })

  it('filters with filters, facetFilters and numericFilters, and counts facets, for the search-only browser client', async () => {
    const { results } = await browserClient().search<Car>({
      requests: [
        { indexName: 'cars', filters: 'tenant:alpha AND (make:toyota OR make:"Mazda") AND price >= 20000', facets: ['*'], hitsPerPage: 100 },
        { indexName: 'cars', facetFilters: [['car_type:new', 'car_type:demo'], 'make:-Ford'], numericFilters: ['price:10000 TO 15000'] },
        { indexName: 'cars', filters: 'location.city:Penrith AND NOT certified:false', facets: ['make', 'tenant'], hitsPerPage: 0 },
      ],
    })
    const [byMake, byType, impossible] = results.map((result) => hitsOf(result))
    expect(byMake.nbHits).toBe(12)
    expect(byMake.hits.every((hit) => ['Toyota', 'Mazda'].includes(hit.make) && hit.price >= 20_000 && hit.tenant === 'alpha')).toBe(true)
    expect(byMake.facets).toMatchObject({ make: { Mazda: 6, Toyota: 6 }, car_type: { new: 4, used: 4, demo: 4 } })
    expect(byMake.facets?.tenant).toBeUndefined()
    expect(byMake.facets_stats?.price).toMatchObject({ min: 20_000, max: 46_000 })
    expect(ids(byType.hits).sort()).toEqual(['1', '4', '6'])
    // Odd-numbered cars are in Penrith and not certified: nothing matches, and filterOnly tenant isn't counted.
    expect(impossible).toMatchObject({ nbHits: 0, facets: { make: {} } })
  })

  it('answers a multi-query in request order, across indices', async () => {
    await admin.saveObjects({ indexName: 'boats', objects: [{ objectID: 'b1', name: 'Tinny' }], waitForTasks: true })
    const { results } = await admin.search<Car>({
      requests: [
        { indexName: 'cars', query: 'hyundai', hitsPerPage: 1 },
        { indexName: 'boats', query: 'tin' },
        { indexName: 'cars', filters: 'make:Kia', hitsPerPage: 2 },
      ],
    })
    const [hyundai, boats, kia] = results.map((result) => hitsOf(result))
    expect(hyundai).toMatchObject({ index: 'cars', nbHits: 10, hits: [{ objectID: '50' }] })
    expect(boats).toMatchObject({ index: 'boats', nbHits: 1, hits: [{ objectID: 'b1' }] })
    expect(kia).toMatchObject({ index: 'cars', nbHits: 10 })
    expect(ids(kia.hits)).toEqual(['49', '44'])
  })

  it('matches the last query word as a prefix, forgives typos, and reads the legacy params string', async () => {
    const prefixed = await admin.searchSingleIndex<Car>({ indexName: 'cars', searchParams: { query: 'toyota mod', hitsPerPage: 100 } })
    expect(prefixed.nbHits).toBe(10)
    // Only the last word is a prefix (Algolia's default queryType, prefixLast).
    expect((await admin.searchSingleIndex<Car>({ indexName: 'cars', searchParams: { query: 'toy mod' } })).nbHits).toBe(0)
    const typo = await admin.searchSingleIndex<Car>({ indexName: 'cars', searchParams: { query: 'hyundia', hitsPerPage: 1 } })
    expect(typo).toMatchObject({
      nbHits: 10,
      hits: [{ objectID: '50', _highlightResult: { make: { value: '<em>Hyundai</em>', matchLevel: 'full', matchedWords: ['hyundia'] } } }],
    })
    const legacy = await admin.searchSingleIndex<Car>({
      indexName: 'cars',
      searchParams: { params: 'query=ford&hitsPerPage=3&attributesToRetrieve=%5B%22make%22%5D' },
    })
    expect(legacy).toMatchObject({ nbHits: 10, hitsPerPage: 3, query: 'ford' })
    expect(legacy.hits[0]).toEqual({
      objectID: '48',
      make: 'Ford',
      _highlightResult: { make: { value: '<em>Ford</em>', matchLevel: 'full', matchedWords: ['ford'], fullyHighlighted: true } },
    })
  })

  it('reads and writes single objects, and batches mixed operations', async () => {
    expect(await admin.getObject({ indexName: 'cars', objectID: '3', attributesToRetrieve: ['make', 'price'] })).toEqual({
      objectID: '3',
      make: 'Ford',
      price: 12_000,
    })
    const partial = await admin.partialUpdateObject({ indexName: 'cars', objectID: '3', attributesToUpdate: { price: 11_500 } })
    expect(partial.taskID).toBeTypeOf('number')
    await admin.waitForTask({ indexName: 'cars', taskID: Number(partial.taskID) })
    expect(await admin.getObject({ indexName: 'cars', objectID: '3' })).toMatchObject({ make: 'Ford', price: 11_500, name: '2017 Ford Model 3' })

    const batch = await admin.batch({
      indexName: 'cars',
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { name: 'No id yet', make: 'Audi' } },
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'missing', make: 'Audi' } },
          { action: 'deleteObject', body: { objectID: '4' } },
        ],
      },
    })
    await admin.waitForTask({ indexName: 'cars', taskID: batch.taskID })
    expect(batch.objectIDs).toHaveLength(3)
    expect(await admin.getObject({ indexName: 'cars', objectID: batch.objectIDs[0] })).toMatchObject({ make: 'Audi' })
    await expect(admin.getObject({ indexName: 'cars', objectID: 'missing' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'ObjectID does not exist',
    })
    await expect(admin.getObject({ indexName: 'cars', objectID: '4' })).rejects.toMatchObject({ status: 404 })

    const removed = await admin.deleteObject({ indexName: 'cars', objectID: batch.objectIDs[0] })
    await admin.waitForTask({ indexName: 'cars', taskID: removed.taskID })
    expect((await admin.searchSingleIndex({ indexName: 'cars', searchParams: { hitsPerPage: 0 } })).nbHits).toBe(49)
  })

  it('lets the search-only key read objects but not settings', async () => {
    const searchOnly = algoliasearch(credentials.appId, credentials.searchApiKey, { hosts: localHosts(url) })
    expect(await searchOnly.getObject({ indexName: 'cars', objectID: '1' })).toMatchObject({ make: 'Toyota' })
    await expect(searchOnly.getSettings({ indexName: 'cars' })).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' })
    await expect(searchOnly.saveObject({ indexName: 'cars', body: { name: 'x' } })).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    })
  })

  it('reports bad input as an ApiError with a 4xx status and the reason', async () => {
    await expect(admin.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'make:Toyota AND (price > 5' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: "filters: missing ')' at the end",
    })
    await expect(browserClient().search({ requests: [{ indexName: 'nope' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Index does not exist',
    })
    const wrongKey = algoliasearch(credentials.appId, 'guess', { hosts: localHosts(url) })
    await expect(wrongKey.searchSingleIndex({ indexName: 'cars' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    })
  })

  it('manages settings and indices', async () => {
    expect(await admin.getSettings({ indexName: 'cars' })).toEqual(STOCK_SETTINGS)
    const { items } = await admin.listIndices()
    // A replica is an index too, holding its primary's records.
    expect(items.map((item) => [item.name, item.entries])).toEqual([
      ['boats', 1],
      ['cars', 49],
      ['cars_price_asc', 49],
    ])
    expect(items[1]).toMatchObject({ replicas: ['cars_price_asc'], pendingTask: false })
    expect(items[2]).toMatchObject({ primary: 'cars' })

    await admin.waitForTask({ indexName: 'boats', taskID: (await admin.clearObjects({ indexName: 'boats' })).taskID })
    expect((await admin.searchSingleIndex({ indexName: 'boats' })).nbHits).toBe(0)
    await admin.waitForTask({ indexName: 'boats', taskID: (await admin.deleteIndex({ indexName: 'boats' })).taskID })
    expect((await admin.listIndices()).items.map((item) => item.name)).toEqual(['cars', 'cars_price_asc'])
    expect(await admin.indexExists({ indexName: 'boats' })).toBe(false)
  })

  it('keeps indices, objects and settings across a restart', async () => {
    await service.close()
    await start()
    const after = await admin.searchSingleIndex<Car>({ indexName: 'cars', searchParams: { hitsPerPage: 1, facets: ['make'] } })
    expect(after).toMatchObject({ nbHits: 49, hits: [{ objectID: '50' }] })
    expect(after.facets?.make).toMatchObject({ Toyota: 10, Kia: 9 })
    expect(await admin.getObject({ indexName: 'cars', objectID: '3' })).toMatchObject({ price: 11_500 })
    await expect(admin.getObject({ indexName: 'cars', objectID: '4' })).rejects.toMatchObject({ status: 404 })
    expect(await admin.getSettings({ indexName: 'cars' })).toEqual(STOCK_SETTINGS)
  })
})

describe('the service for its operators', () => {
  it('answers liveness at once, readiness by its store, and the client’s isalive; not ready once its folder is gone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-health-'))
    const service = createSearchServer({ dataDir, ...credentials })
    const base = `http://127.0.0.1:${await service.listen(0)}`
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true })
      const ready = await fetch(`${base}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toMatchObject({ ready: true, checks: [{ name: 'store', ok: true }] })
      const admin = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(base) })
      expect(await admin.customGet({ path: '1/isalive' })).toEqual({ message: 'server is alive' })

      fs.rmSync(dataDir, { recursive: true, force: true })
      const gone = await fetch(`${base}/readyz`)
      expect(gone.status).toBe(503)
      expect(await gone.json()).toMatchObject({ ready: false, checks: [{ name: 'store', ok: false }] })
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
    } finally {
      await service.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
