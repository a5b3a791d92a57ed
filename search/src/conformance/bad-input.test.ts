import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { localHosts } from '../index'
import { createRequestHandler } from '../protocol/server'
import { IndexStore } from '../store/index-store'
import { applySettings, credentials, generateSecuredApiKey } from './harness'

// Raw HTTP with bad or hostile input. Every request must get a 4xx with Algolia's error body
// `{ message, status }` and a message that says what is wrong (never a 5xx: the official client
// retries those on other hosts and ends with a misleading "Unreachable hosts"), and the service must
// keep answering normal queries afterwards.

const BODY_LIMIT = 10_000
const TENANTS = 'tenants'
const OTHER = 'other'
const records = [
  { objectID: 'a1', tenant: 'a', make: 'Kia', price: 10 },
  { objectID: 'a2', tenant: 'a', make: 'Kia', price: 20 },
  { objectID: 'a3', tenant: 'a', make: 'Ford', price: 30 },
  { objectID: 'b1', tenant: 'b', make: 'Kia', price: 40 },
  { objectID: 'b2', tenant: 'b', make: 'Mazda', price: 50 },
  { objectID: 'b3', tenant: 'b', make: 'Mazda', price: 60 },
]

let dataDir: string
let store: IndexStore
let server: http.Server
let base: string
let admin: Algoliasearch

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bad-input-'))
  store = IndexStore.open(dataDir)
  server = http.createServer(createRequestHandler(store, credentials, { maxBodyBytes: BODY_LIMIT, maxReadBodyBytes: BODY_LIMIT }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  admin = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(base) })
  await applySettings(admin, TENANTS, { attributesForFaceting: ['filterOnly(tenant)', 'searchable(make)', 'price'], customRanking: ['asc(price)'] })
  await admin.saveObjects({ indexName: TENANTS, objects: records, waitForTasks: true })
  await admin.saveObjects({ indexName: OTHER, objects: [{ objectID: 'o1', tenant: 'b', make: 'Audi' }], waitForTasks: true })
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  store?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// Whatever went before, a normal query still gets a normal answer.
afterEach(async () => {
  const response = await post(`/1/indexes/${TENANTS}/query`, '{"hitsPerPage":1}')
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ nbHits: 6, hits: [{ objectID: 'a1' }] })
})

const keyHeaders = (apiKey: string = credentials.adminApiKey, appId: string = credentials.appId): Record<string, string> => ({
  'x-algolia-application-id': appId,
  'x-algolia-api-key': apiKey,
})

function post(pathname: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = keyHeaders()): Promise<Response> {
  return fetch(base + pathname, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body })
}

const query = (body: Record<string, unknown>, headers?: Record<string, string>, indexName = TENANTS) =>
  post(`/1/indexes/${indexName}/query`, JSON.stringify(body), headers)

/** Asserts Algolia's error shape: the status, a JSON `{ message, status }` body, and a message that explains. */
async function expectError(response: Response, statuses: number | number[], message: RegExp): Promise<void> {
  expect([statuses].flat()).toContain(response.status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body: unknown = await response.json()
  expect(body).toEqual({ status: response.status, message: expect.stringMatching(message) })
}

/** A 200 search answer whose hits are all tenant a's. */
async function expectOnlyTenantA(response: Response): Promise<{ nbHits: number; hits: Array<{ objectID: string; tenant: string }> }> {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { nbHits: number; hits: Array<{ objectID: string; tenant: string }> }
  expect(body.hits.filter((hit) => hit.tenant !== 'a')).toEqual([])
  return body
}

describe('malformed requests', () => {
  const cases: Array<[string, () => Promise<Response>, number | number[], RegExp]> = [
    ['malformed JSON', () => post(`/1/indexes/${TENANTS}/query`, '{"query":'), 400, /JSON/],
    ['a JSON array instead of an object', () => post(`/1/indexes/${TENANTS}/query`, '[]'), 400, /object/i],
    ['a JSON string instead of an object', () => post(`/1/indexes/${TENANTS}/query`, '"toyota"'), 400, /object/i],
    ['JSON null instead of an object', () => post(`/1/indexes/${TENANTS}/query`, 'null'), 400, /object/i],
    [
      'a body marked gzip that is not gzip',
      () => post(`/1/indexes/${TENANTS}/query`, '{"query":""}', { ...keyHeaders(), 'content-encoding': 'gzip' }),
      400,
      /gzip/i,
    ],
    [
      'an unsupported content-encoding',
      () => post(`/1/indexes/${TENANTS}/query`, '{}', { ...keyHeaders(), 'content-encoding': 'br' }),
      [400, 415],
      /encoding/i,
    ],
    [
      'a body over the size limit',
      () => post(`/1/indexes/${TENANTS}/batch`, JSON.stringify({ requests: [{ action: 'addObject', body: { text: 'x'.repeat(2 * BODY_LIMIT) } }] })),
      413,
      new RegExp(String(BODY_LIMIT)),
    ],
    [
      'a gzip body that inflates past the size limit',
      () =>
        post(`/1/indexes/${TENANTS}/query`, new Uint8Array(gzipSync(JSON.stringify({ query: 'a'.repeat(50 * BODY_LIMIT) }))), {
          ...keyHeaders(),
          'content-encoding': 'gzip',
        }),
      413,
      new RegExp(String(BODY_LIMIT)),
    ],
    ['a multi-query without a list of requests', () => post('/1/indexes/*/queries', '{"requests":{}}'), 400, /requests/],
    ['a multi-query request without an indexName', () => post('/1/indexes/*/queries', '{"requests":[{"query":"kia"}]}'), 400, /indexName/],
    ['a batch with an unknown action', () => post(`/1/indexes/${TENANTS}/batch`, '{"requests":[{"action":"explode","body":{}}]}'), 400, /action/],
    [
      'an index operation that is neither copy nor move',
      () => post(`/1/indexes/${TENANTS}/operation`, '{"operation":"rename","destination":"x"}'),
      400,
      /operation/,
    ],
    [
      'a malformed setting',
      () => fetch(`${base}/1/indexes/${TENANTS}/settings`, { method: 'PUT', headers: keyHeaders(), body: '{"customRanking":"desc(price)"}' }),
      400,
      /customRanking/,
    ],
    ['a browse cursor that was never handed out', () => post(`/1/indexes/${TENANTS}/browse`, '{"cursor":"bm90IGEgY3Vyc29y"}'), 400, /cursor/],
    ['a facet search on a facet that is not searchable()', () => post(`/1/indexes/${TENANTS}/facets/tenant/query`, '{"facetQuery":"a"}'), 400, /tenant/],
  ]

  it.each(cases)('%s', async (_name, send, statuses, message) => {
    await expectError(await send(), statuses, message)
  })
})

describe('bad search parameters', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['filters with an unclosed parenthesis', { filters: 'make:Kia AND (price > 5' }, /filters/],
    ['filters with a stray closing parenthesis', { filters: 'make:Kia)' }, /filters/],
    ['filters with AND inside parentheses', { filters: '(make:Kia AND price > 5)' }, /filters/],
    ['filters mixing AND and OR without parentheses', { filters: 'make:Kia AND price > 5 OR make:Ford' }, /filters/],
    ['filters negating a group', { filters: 'NOT (make:Kia OR make:Ford)' }, /filters/],
    ['filters with a missing value', { filters: 'make:' }, /filters/],
    ['filters comparing with a non-number', { filters: 'price > cheap' }, /filters/],
    ['filters with a range that is not numeric', { filters: 'price:low TO 50' }, /filters/],
    ['filters with an unterminated quote', { filters: 'make:"Kia' }, /filters/],
    ['filters ending with AND', { filters: 'make:Kia AND' }, /filters/],
    ['filters with an unknown operator', { filters: 'price >> 5' }, /filters/],
    ['filters that are not a string', { filters: ['make:Kia'] }, /filters/],
    ['numericFilters with a non-number', { numericFilters: ['price >= abc'] }, /numericFilters/],
    ['facetFilters without attribute:value', { facetFilters: ['Kia'] }, /facetFilters/],
    ['facetFilters with a number instead of a string', { facetFilters: [1] }, /facetFilters/],
    ['hitsPerPage above 1000', { hitsPerPage: 1001 }, /hitsPerPage/],
    ['a negative hitsPerPage', { hitsPerPage: -1 }, /hitsPerPage/],
    ['a fractional hitsPerPage', { hitsPerPage: 2.5 }, /hitsPerPage/],
    ['a hitsPerPage that is not a number', { hitsPerPage: 'many' }, /hitsPerPage/],
    ['a negative page', { page: -1 }, /page/],
    ['a bad filter in the legacy params string', { params: 'filters=make%3AKia%20AND' }, /filters/],
  ]

  it.each(cases)('%s', async (_name, body, message) => {
    await expectError(await query(body), 400, message)
  })

  it('rejects a bad filter in one query of a multi-query', async () => {
    const response = await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: TENANTS }, { indexName: TENANTS, filters: 'make:Kia OR' }] }))
    await expectError(response, 400, /filters/)
  })
})

describe('unknown indices, endpoints and credentials', () => {
  const cases: Array<[string, () => Promise<Response>, number | number[], RegExp]> = [
    ['an unknown index', () => query({}, undefined, 'no_such_index'), 404, /does not exist/],
    ['an unknown endpoint', () => fetch(`${base}/1/nothing/here`, { headers: keyHeaders() }), 404, /\/1\/nothing\/here/],
    [
      'a known path with a method it does not take',
      () => fetch(`${base}/1/indexes/${TENANTS}/query`, { method: 'PATCH', headers: keyHeaders(), body: '{}' }),
      [404, 405],
      /PATCH/,
    ],
    ['a wrong application id', () => query({}, keyHeaders(credentials.searchApiKey, 'someone-else')), 403, /^Invalid Application-ID or API key$/],
    ['a wrong API key', () => query({}, keyHeaders('guessed-key')), 403, /^Invalid Application-ID or API key$/],
    ['no credentials at all', () => query({}, {}), 403, /^Invalid Application-ID or API key$/],
    [
      'a write with the search-only key',
      () => post(`/1/indexes/${TENANTS}/batch`, '{"requests":[]}', keyHeaders(credentials.searchApiKey)),
      403,
      /not allowed/,
    ],
    [
      'settings read with the search-only key',
      () => fetch(`${base}/1/indexes/${TENANTS}/settings`, { headers: keyHeaders(credentials.searchApiKey) }),
      403,
      /not allowed/,
    ],
  ]

  it.each(cases)('%s', async (_name, send, statuses, message) => {
    await expectError(await send(), statuses, message)
  })
})

describe('secured API keys', () => {
  const secured = (restrictions: Record<string, unknown>, parent: string = credentials.searchApiKey) => generateSecuredApiKey(admin, parent, restrictions)
  const tenantA = () => secured({ filters: 'tenant:a' })

  /** The secured key with its embedded query string changed, keeping the original HMAC. */
  function tamperRestrictions(key: string, from: string, to: string): string {
    const decoded = Buffer.from(key, 'base64').toString('utf8')
    expect(decoded).toContain(from)
    return Buffer.from(decoded.replace(from, to)).toString('base64')
  }

  it('works while valid: a key restricted to tenant a searches tenant a only', async () => {
    const body = await expectOnlyTenantA(await query({}, keyHeaders(tenantA())))
    expect(body.nbHits).toBe(3)
  })

  it('rejects an expired key', async () => {
    const expired = secured({ validUntil: Math.floor(Date.now() / 1000) - 3_600 })
    await expectError(await query({}, keyHeaders(expired)), [400, 403], /expired/i)
  })

  it('rejects a key whose signature was tampered with', async () => {
    const key = tenantA()
    const decoded = Buffer.from(key, 'base64').toString('utf8')
    const flipped = `${decoded[0] === 'a' ? 'b' : 'a'}${decoded.slice(1)}`
    await expectError(await query({}, keyHeaders(Buffer.from(flipped).toString('base64'))), 403, /^Invalid Application-ID or API key$/)
  })

  it('rejects a key whose restrictions were edited (tenant a changed to tenant b)', async () => {
    const edited = tamperRestrictions(tenantA(), 'filters=tenant%3Aa', 'filters=tenant%3Ab')
    await expectError(await query({}, keyHeaders(edited)), 403, /^Invalid Application-ID or API key$/)
  })

  it('rejects a key restricted to one index on another index, alone or within a multi-query', async () => {
    const key = secured({ restrictIndices: [TENANTS] })
    const allowed = await query({ hitsPerPage: 0 }, keyHeaders(key))
    expect(allowed.status).toBe(200)
    await expectError(await query({}, keyHeaders(key), OTHER), 403, /index/i)
    const mixed = await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: TENANTS }, { indexName: OTHER }] }), keyHeaders(key))
    await expectError(mixed, 403, /index/i)
  })

  it('accepts a key restricted by wildcard pattern or time only where and while it applies', async () => {
    const key = secured({ restrictIndices: ['ten*'], validUntil: Math.floor(Date.now() / 1000) + 3_600 })
    expect((await query({ hitsPerPage: 0 }, keyHeaders(key))).status).toBe(200)
    await expectError(await query({}, keyHeaders(key), OTHER), 403, /index/i)
  })

  it('rejects a key derived from the admin key, which Algolia never accepts as a parent', async () => {
    const fromAdmin = secured({ filters: 'tenant:a' }, credentials.adminApiKey)
    await expectError(await query({}, keyHeaders(fromAdmin)), 403, /^Invalid Application-ID or API key$/)
  })

  it("ANDs the key's filters with the request's: asking for tenant b finds nothing", async () => {
    const body = await expectOnlyTenantA(await query({ filters: 'tenant:b' }, keyHeaders(tenantA())))
    expect(body.nbHits).toBe(0)
    const widened = await expectOnlyTenantA(await query({ filters: 'tenant:b OR tenant:a' }, keyHeaders(tenantA())))
    expect(widened.nbHits).toBe(3)
    const negated = await expectOnlyTenantA(await query({ filters: 'NOT tenant:a' }, keyHeaders(tenantA())))
    expect(negated.nbHits).toBe(0)
  })

  it('rejects filters crafted to break out of the key filter, and never returns tenant b', async () => {
    for (const filters of ['x:1) OR (tenant:b', 'tenant:a) OR (tenant:b', ') OR tenant:b OR (', 'x:1" OR tenant:b OR "']) {
      const response = await query({ filters }, keyHeaders(tenantA()))
      if (response.status === 200) await expectOnlyTenantA(response)
      else await expectError(response, 400, /filters/)
    }
    // The first of these is not a valid filter on its own, so Algolia rejects it outright.
    await expectError(await query({ filters: 'x:1) OR (tenant:b' }, keyHeaders(tenantA())), 400, /filters/)
  })

  it('keeps tenant b out whatever parameter carries the attempt', async () => {
    const key = keyHeaders(tenantA())
    const attempts: Array<[string, Response]> = [
      ['facetFilters', await query({ facetFilters: [['tenant:b', 'tenant:a']] }, key)],
      ['params string', await query({ params: 'filters=tenant%3Ab%20OR%20tenant%3Aa' }, key)],
      ['params string naming the key filter', await query({ params: 'filters=&facetFilters=' }, key)],
      [
        'multi-query',
        await post(
          '/1/indexes/*/queries',
          JSON.stringify({
            requests: [
              { indexName: TENANTS, filters: 'tenant:b' },
              { indexName: TENANTS, params: 'filters=tenant%3Ab' },
            ],
          }),
          key,
        ),
      ],
    ]
    for (const [, response] of attempts) {
      expect(response.status).toBe(200)
      const body: unknown = await response.json()
      expect(JSON.stringify(body)).not.toMatch(/"b[123]"/)
    }
  })

  it('counts facet values over tenant a only in a facet search', async () => {
    const response = await post(`/1/indexes/${TENANTS}/facets/make/query`, JSON.stringify({ facetQuery: '' }), keyHeaders(tenantA()))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { facetHits: Array<{ value: string; count: number }> }
    expect(body.facetHits.map((hit) => [hit.value, hit.count]).sort()).toEqual([
      ['Ford', 1],
      ['Kia', 2],
    ])
  })
})
