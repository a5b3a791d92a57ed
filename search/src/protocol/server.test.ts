import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IndexStore } from '../store/index-store'
import { createRequestHandler } from './server'

// Raw HTTP, for what the official client can't show: CORS, transport details, error bodies.
describe('request handler over HTTP', () => {
  const credentials = { appId: 'app', adminApiKey: 'admin-key', searchApiKey: 'search-key' }
  const admin = { 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'admin-key' }
  let dataDir: string
  let store: IndexStore
  let server: http.Server
  let base: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-server-'))
    store = IndexStore.open(dataDir)
    store.write('cars', [
      { type: 'saveObject', object: { objectID: '1', make: 'Kia' } },
      { type: 'replaceSettings', settings: { attributesForFaceting: ['make'] } },
    ])
    server = http.createServer(createRequestHandler(store, credentials, { maxBodyBytes: 10_000 }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    store.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const post = (pathname: string, body: string | Buffer, headers: Record<string, string> = admin) =>
    fetch(base + pathname, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    })

  it('answers CORS preflights and marks every response readable from any origin', async () => {
    const preflight = await fetch(`${base}/1/indexes/cars/query`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shop.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key,x-algolia-application-id',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key,x-algolia-application-id')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')

    const failed = await post('/1/indexes/cars/query', '{', {})
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('says it is alive without credentials, at the address Algolia answers it', async () => {
    const response = await fetch(`${base}/1/isalive`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'server is alive' })
  })

  it('takes credentials from query parameters, as the browser client sends them', async () => {
    const response = await post('/1/indexes/cars/query?x-algolia-application-id=app&x-algolia-api-key=search-key&x-algolia-agent=test', '{"query":"kia"}', {})
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ nbHits: 1, index: 'cars' })
  })

  it('reads gzip-compressed bodies', async () => {
    const response = await post('/1/indexes/cars/query', gzipSync('{"facets":["make"]}'), { ...admin, 'content-encoding': 'gzip' })
    expect(await response.json()).toMatchObject({ facets: { make: { Kia: 1 } } })
  })

  it.each([
    ['invalid JSON', () => post('/1/indexes/cars/query', '{"query":'), 400, /^Body is not valid JSON/],
    ['a malformed filter', () => post('/1/indexes/cars/query', '{"filters":"make:"}'), 400, /^filters: expected a value after 'make:'/],
    ['a wrongly typed parameter', () => post('/1/indexes/cars/query', '{"hitsPerPage":"many"}'), 400, /^hitsPerPage must be an integer/],
    ['an unknown index', () => post('/1/indexes/boats/query', '{}'), 404, /^Index does not exist$/],
    ['an unknown endpoint', () => fetch(`${base}/1/nothing`, { headers: admin }), 404, /^No such endpoint: GET \/1\/nothing$/],
    ['a wrong key', () => post('/1/indexes/cars/query', '{}', { ...admin, 'x-algolia-api-key': 'guess' }), 403, /^Invalid Application-ID or API key$/],
    ['no credentials', () => post('/1/indexes/cars/query', '{}', {}), 403, /^Invalid Application-ID or API key$/],
    [
      'a write with the search key',
      () => post('/1/indexes/cars/batch', '{"requests":[]}', { ...admin, 'x-algolia-api-key': 'search-key' }),
      403,
      /^Method not allowed with this API key$/,
    ],
    [
      'a malformed setting',
      () => fetch(`${base}/1/indexes/cars/settings`, { method: 'PUT', headers: admin, body: '{"customRanking":"desc(year)"}' }),
      400,
      /^customRanking must be a list of strings$/,
    ],
    [
      'a body over the limit',
      () => post('/1/indexes/cars/batch', JSON.stringify({ requests: [{ action: 'addObject', body: { text: 'x'.repeat(20_000) } }] })),
      413,
      /^Body is larger than 10000 bytes$/,
    ],
  ])('answers %s with a JSON error and a 4xx', async (_case, send, status, message) => {
    const response = await send()
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body: unknown = await response.json()
    expect(body).toEqual({ status, message: expect.stringMatching(message) })
  })

  it('gives unretrievableAttributes to the admin key only: a search key never reads them, by search, browse or id', async () => {
    store.write('consigned', [
      { type: 'saveObject', object: { objectID: 'c1', make: 'Kia', private_suburb: 'Wynnum', private_postcode: '4178' } },
      { type: 'replaceSettings', settings: { unretrievableAttributes: ['private_suburb', 'private_postcode'] } },
    ])
    const searchKey = { 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'search-key' }
    const read = async (pathname: string, headers: Record<string, string>, body?: string) => {
      const answer = body === undefined ? await fetch(base + pathname, { headers }) : await post(pathname, body, headers)
      expect(answer.status, pathname).toBe(200)
      return (await answer.json()) as Record<string, unknown>
    }
    const withoutPrivate = (record: unknown) => {
      expect(record).toMatchObject({ objectID: 'c1', make: 'Kia' })
      expect(JSON.stringify(record)).not.toMatch(/private_|Wynnum|4178/)
    }
    withoutPrivate(
      ((await read('/1/indexes/consigned/query', searchKey, JSON.stringify({ attributesToRetrieve: ['*', 'private_suburb'] }))).hits as unknown[])[0],
    )
    withoutPrivate(await read('/1/indexes/consigned/c1?attributesToRetrieve=private_postcode,make', searchKey))
    const objects = JSON.stringify({ requests: [{ indexName: 'consigned', objectID: 'c1' }] })
    withoutPrivate(((await read('/1/indexes/*/objects', searchKey, objects)).results as unknown[])[0])
    expect(await read('/1/indexes/consigned/c1', admin)).toMatchObject({ private_suburb: 'Wynnum', private_postcode: '4178' })
    expect(((await read('/1/indexes/consigned/browse', admin, '{}')).hits as unknown[])[0]).toMatchObject({ private_postcode: '4178' })
  })

  it('leaves the index untouched after rejected writes', async () => {
    const response = await post('/1/indexes/cars/query', '{}')
    expect(await response.json()).toMatchObject({ nbHits: 1 })
    expect(store.get('cars')?.settings).toEqual({ attributesForFaceting: ['make'] })
  })
})
