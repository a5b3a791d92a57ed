import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IndexData } from '../engine/index-data'
import { IndexStore } from '../store/index-store'
import { REQUEST_LIMITS } from './limits'
import { createRequestHandler } from './server'

// The limits the service holds every request to, whatever its key (issue 19): the probes an attacker holding the
// public search key would send, over HTTP to the service in this process.
const credentials = { appId: 'app', adminApiKey: 'admin-key', searchApiKey: 'search-key' }
const INDEX = 'stock_alpha'
const ANSWER_LIMIT = 200_000
const READ_BODY_LIMIT = 50_000
/** About 1.2 kB each as a hit: the answer limit holds about 160 of them. */
const cars = Array.from({ length: 1500 }, (_, i) => ({
  objectID: `car-${i}`,
  tenant: 'alpha',
  make: ['Kia', 'Mazda', 'Toyota'][i % 3],
  price: 10_000 + i,
  description: `Car ${i} `.repeat(100),
}))

let dataDir: string
let store: IndexStore
let server: http.Server
let base: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-limits-'))
  store = IndexStore.open(dataDir)
  store.write(INDEX, [
    { type: 'replaceSettings', settings: { attributesForFaceting: ['filterOnly(tenant)', 'make', 'price'], searchableAttributes: ['make'] } },
    ...cars.map((object) => ({ type: 'saveObject' as const, object })),
  ])
  server = http.createServer(createRequestHandler(store, credentials, { maxAnswerBytes: ANSWER_LIMIT, maxReadBodyBytes: READ_BODY_LIMIT }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  store.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const generator = algoliasearch(credentials.appId, credentials.searchApiKey) as unknown as { generateSecuredApiKey: (options: object) => string }
const tenantKey = generator.generateSecuredApiKey({
  parentApiKey: credentials.searchApiKey,
  restrictions: { filters: 'tenant:"alpha"', restrictIndices: [INDEX], validUntil: Math.floor(Date.now() / 1000) + 600 },
})
const KEYS = { 'a secured key': tenantKey, 'the search key': credentials.searchApiKey, 'the admin key': credentials.adminApiKey }

async function post(pathname: string, body: unknown, apiKey = tenantKey) {
  const response = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': apiKey },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, bytes: Buffer.byteLength(text), json: JSON.parse(text) as Record<string, unknown> }
}

const queries = (count: number, query: Record<string, unknown>) => ({ requests: Array.from({ length: count }, () => ({ indexName: INDEX, ...query })) })

describe.each(Object.entries(KEYS))('a request with %s', (_name, apiKey) => {
  it("is refused, with Algolia's message, when it holds more than 50 queries: the issue's 60 copies of one greedy query", async () => {
    const answer = await post('/1/indexes/*/queries', queries(60, { hitsPerPage: 1000, facets: ['*'] }), apiKey)
    expect(answer).toMatchObject({ status: 400, json: { status: 400, message: 'Too many queries in multi query request: at most 50, not 60' } })
    expect((await post('/1/indexes/*/queries', queries(50, { hitsPerPage: 1 }), apiKey)).status).toBe(200)
  })

  it('gets a 400 saying what to ask for instead when its answer would pass the limit, and never an answer past it', async () => {
    for (const body of [queries(50, { hitsPerPage: 1000, facets: ['*'] }), queries(1, { hitsPerPage: 1000 }), queries(2, { hitsPerPage: 100 })]) {
      const answer = await post('/1/indexes/*/queries', body, apiKey)
      expect(answer.status).toBe(400)
      expect(answer.json.message).toBe(
        'The answer would be larger than 200000 bytes: ask for fewer queries, fewer hits (hitsPerPage), fewer attributes (attributesToRetrieve) ' +
          'or fewer facet values (maxValuesPerFacet).',
      )
    }
    const single = await post(`/1/indexes/${INDEX}/query`, { hitsPerPage: 1000 }, apiKey)
    expect(single.status).toBe(400)
    // The same query for what a card shows fits.
    const cards = await post('/1/indexes/*/queries', queries(1, { hitsPerPage: 1000, attributesToRetrieve: ['make', 'price'] }), apiKey)
    expect(cards.status).toBe(200)
    expect(cards.bytes).toBeLessThanOrEqual(ANSWER_LIMIT)
  })
})

describe('the answer limit', () => {
  it('stops building an answer once it passes the limit, instead of reading every hit first', async () => {
    const reads = vi.spyOn(IndexData.prototype, 'recordAt')
    try {
      const answer = await post('/1/indexes/*/queries', queries(50, { hitsPerPage: 1000 }))
      expect(answer.status).toBe(400)
      // 50 000 hits were asked for; about 160 fit.
      expect(reads.mock.calls.length).toBeLessThan(200)
    } finally {
      reads.mockRestore()
    }
  })

  it('holds for records by id and for browsing too', async () => {
    const objects = { requests: cars.slice(0, 1000).map(({ objectID }) => ({ indexName: INDEX, objectID })) }
    expect((await post('/1/indexes/*/objects', objects, credentials.adminApiKey)).status).toBe(400)
    expect((await post(`/1/indexes/${INDEX}/browse`, {}, credentials.adminApiKey)).status).toBe(400)
    const fewer = await post(`/1/indexes/${INDEX}/browse`, { hitsPerPage: 100 }, credentials.adminApiKey)
    expect(fewer.status).toBe(200)
  })

  it('is 10 MiB by default: one page of 1000 hits of 10 kB records, the smallest record size Algolia allows', () => {
    expect(REQUEST_LIMITS.maxAnswerBytes).toBe(10 * 1024 * 1024)
    expect(REQUEST_LIMITS.maxQueriesPerRequest).toBe(50)
  })
})

describe('facets', () => {
  it('counts only the index’s attributesForFaceting: "*" means those, other names are ignored, filterOnly ones never counted', async () => {
    const answer = await post('/1/indexes/*/queries', queries(1, { hitsPerPage: 0, facets: ['*', 'description', 'objectID', 'tenant', 'make'] }))
    expect(answer.status).toBe(200)
    const [result] = answer.json.results as Array<{ facets: Record<string, unknown> }>
    expect(Object.keys(result.facets).sort()).toEqual(['make', 'price'])
  })

  it('caps maxValuesPerFacet and hitsPerPage at 1000 and pages only through the first 1000 hits, as Algolia does', async () => {
    expect((await post('/1/indexes/*/queries', queries(1, { hitsPerPage: 0, facets: ['price'], maxValuesPerFacet: 1001 }))).status).toBe(400)
    expect((await post('/1/indexes/*/queries', queries(1, { hitsPerPage: 1001 }))).status).toBe(400)
    const beyond = await post('/1/indexes/*/queries', queries(1, { hitsPerPage: 10, page: 100, attributesToRetrieve: ['price'] }))
    expect(beyond.json.results).toMatchObject([{ hits: [], nbHits: 1500, nbPages: 100 }])
  })
})

describe('request bodies', () => {
  it('limits a read’s body far below a write’s, counted while it streams', async () => {
    const large = JSON.stringify(queries(1, { filters: `make:"${'x'.repeat(READ_BODY_LIMIT)}"` }))
    const answer = await post('/1/indexes/*/queries', large)
    expect(answer).toMatchObject({ status: 413, json: { message: `Body is larger than ${READ_BODY_LIMIT} bytes` } })
    // A write of the same size is within the write limit.
    const write = await post(
      `/1/indexes/${INDEX}/batch`,
      { requests: [{ action: 'addObject', body: { objectID: 'big', text: 'x'.repeat(READ_BODY_LIMIT) } }] },
      'admin-key',
    )
    expect(write.status).toBe(200)
  })

  it('refuses more than 1000 records by id in one request', async () => {
    const objects = { requests: Array.from({ length: 1001 }, (_, i) => ({ indexName: INDEX, objectID: `car-${i}` })) }
    expect(await post('/1/indexes/*/objects', objects, credentials.adminApiKey)).toMatchObject({
      status: 400,
      json: { message: 'Too many objects in one request: at most 1000, not 1001' },
    })
  })
})
