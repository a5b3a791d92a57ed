import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchServer, localHosts, type SearchServer } from './index'

const credentials = { appId: 'test-app', adminApiKey: 'admin-key', searchApiKey: 'search-key' }
const makes = ['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai']

function cars(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    objectID: String(i + 1),
    name: `${2015 + (i % 10)} ${makes[i % 5]} Model ${i}`,
    make: makes[i % 5],
    tenant: i < 40 ? 'alpha' : 'beta',
    car_type: ['new', 'used', 'demo'][i % 3],
    price: 10_000 + i * 1_000,
    certified: i % 2 === 0,
    created_at_timestamp: 1_700_000_000 + i,
    location: { city: i % 2 ? 'Penrith' : 'Parramatta' },
  }))
}

describe('search service through the official algoliasearch client', () => {
  let dataDir: string
  let service: SearchServer
  let url: string
  let admin: Algoliasearch

  const start = async () => {
    service = createSearchServer({ dataDir, ...credentials })
    url = `http://127.0.0.1:${await service.listen(0)}`
    admin = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(url) })
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-test-'))
    await start()
    const settings = await admin.setSettings({ indexName: 'cars', indexSettings: { searchableAttributes: ['name'], attributesForFaceting: ['filterOnly(tenant)', 'make', 'car_type', 'price', 'certified', 'location.city'], customRanking: ['desc(created_at_timestamp)'] } })
    await admin.waitForTask({ indexName: 'cars', taskID: settings.taskID })
    await admin.saveObjects({ indexName: 'cars', objects: cars(50), waitForTasks: true })
  })

  afterAll(async () => {
    await service.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('paginates with the requested page size, newest first', async () => {
    const page = await admin.searchSingleIndex({ indexName: 'cars', searchParams: { hitsPerPage: 21, page: 2 } })
    expect(page.nbHits).toBe(50)
    expect(page.nbPages).toBe(3)
    expect(page.hits.map((hit) => hit.objectID)).toEqual(['8', '7', '6', '5', '4', '3', '2', '1'])
  })

  it('applies filters, facet filters and numeric filters, and counts facets', async () => {
    const { results } = await liteClient(credentials.appId, credentials.searchApiKey, { hosts: localHosts(url, 'read') }).search({
      requests: [
        { indexName: 'cars', filters: 'tenant:alpha AND (make:toyota OR make:"Mazda") AND price >= 20000', facets: ['*'], hitsPerPage: 100 },
        { indexName: 'cars', facetFilters: [['car_type:new', 'car_type:demo'], 'make:-Ford'], numericFilters: ['price:10000 TO 15000'], hitsPerPage: 100 },
        { indexName: 'cars', filters: 'location.city:Penrith AND NOT certified:false', hitsPerPage: 0, facets: ['make'] },
      ],
    })
    const [first, second, third] = results as Array<{ hits: Array<{ objectID: string; make: string; price: number }>; nbHits: number; facets?: Record<string, Record<string, number>>; facets_stats?: Record<string, { min: number; max: number }> }>
    expect(first.hits.every((hit) => ['Toyota', 'Mazda'].includes(hit.make) && hit.price >= 20_000 && Number(hit.objectID) <= 40)).toBe(true)
    expect(first.nbHits).toBe(12)
    expect(first.facets?.make).toEqual({ Mazda: 6, Toyota: 6 })
    expect(first.facets_stats?.price.min).toBe(20_000)
    expect(second.hits.map((hit) => hit.objectID).sort()).toEqual(['1', '4', '6'])
    expect(third.nbHits).toBe(0)
  })

  it('matches query words as prefixes of searchable attributes', async () => {
    const result = await admin.searchSingleIndex({ indexName: 'cars', searchParams: { query: 'toy mod', hitsPerPage: 100 } })
    expect(result.nbHits).toBe(10)
  })

  it('answers bad input with a 4xx and a clear message', async () => {
    await expect(admin.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'make:Toyota AND (price > 5' } })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("missing ')'") })
    await expect(admin.searchSingleIndex({ indexName: 'nope', searchParams: {} })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' })
    const searchOnly = algoliasearch(credentials.appId, credentials.searchApiKey, { hosts: localHosts(url) })
    await expect(searchOnly.saveObject({ indexName: 'cars', body: { name: 'x' } })).rejects.toMatchObject({ status: 403 })
    const wrongKey = algoliasearch(credentials.appId, 'guess', { hosts: localHosts(url) })
    await expect(wrongKey.searchSingleIndex({ indexName: 'cars', searchParams: {} })).rejects.toMatchObject({ status: 403 })
  })

  it('gets, deletes and keeps data across a restart', async () => {
    expect(await admin.getObject({ indexName: 'cars', objectID: '3' })).toMatchObject({ make: 'Ford' })
    const deleted = await admin.deleteObject({ indexName: 'cars', objectID: '3' })
    await admin.waitForTask({ indexName: 'cars', taskID: deleted.taskID })
    await service.close()
    await start()
    const after = await admin.searchSingleIndex({ indexName: 'cars', searchParams: { hitsPerPage: 0 } })
    expect(after.nbHits).toBe(49)
    await expect(admin.getObject({ indexName: 'cars', objectID: '3' })).rejects.toMatchObject({ status: 404 })
  })
})
