import { REQUEST_LIMITS } from '@dealer/search/protocol/limits'
import { stockIndexName } from '@dealer/stock/index-schema'
import { describe, expect, it } from 'vitest'
import { siteSearchKey } from './helpers/search-keys'
const searchKey = process.env.ALGOLIA_SEARCH_KEY ?? 'local-search-key'

// Issue 19, item 1, at the search service itself: the probes an attacker sends straight to it with the public search
// key or a site's secured key from a page (no proxy in between). The service holds every request to Algolia's own
// limits, whatever the key, so no single request can make it build a hundred-megabyte answer.
const searchUrl = process.env.SEARCH_URL ?? 'http://127.0.0.1:3002'
const appId = process.env.ALGOLIA_APP_ID ?? 'local'
const adminKey = process.env.ALGOLIA_ADMIN_KEY ?? 'local-admin-key'
const BAYSIDE = stockIndexName('bayside-toyota')

const KEYS = { "Bayside's secured key": siteSearchKey('bayside-toyota'), 'the search-only key': searchKey, 'the admin key': adminKey }

async function queries(apiKey: string, requests: unknown[]): Promise<{ status: number; bytes: number; json: Record<string, unknown> }> {
  const response = await fetch(`${searchUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey },
    body: JSON.stringify({ requests }),
  })
  const text = await response.text()
  return { status: response.status, bytes: Buffer.byteLength(text), json: JSON.parse(text) as Record<string, unknown> }
}

const copies = (count: number, query: Record<string, unknown>) => Array.from({ length: count }, () => ({ indexName: BAYSIDE, ...query }))

describe('the search service’s own limits', () => {
  it.each(Object.entries(KEYS))("refuses the issue's request (60 × 1000 hits and every facet) with a 400 and a message, with %s", async (_name, key) => {
    const answer = await queries(key, copies(60, { hitsPerPage: 1000, facets: ['*'] }))
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ status: 400, message: 'Too many queries in multi query request: at most 50, not 60' })
  })

  it.each(Object.entries(KEYS))('bounds the largest answer one allowed request can produce, with %s', async (_name, key) => {
    // The most one request may ask: 50 queries (the cap), each 1000 whole records (hitsPerPage's cap), every facet
    // with 1000 values (maxValuesPerFacet's cap). Unbounded, that is about 170 MB; it is refused at the answer limit.
    const greediest = await queries(key, copies(REQUEST_LIMITS.maxQueriesPerRequest, { hitsPerPage: 1000, facets: ['*'], maxValuesPerFacet: 1000 }))
    expect(greediest.status).toBe(400)
    expect(greediest.json.message).toMatch(/^The answer would be larger than 10 MB: ask for fewer queries/)
    expect(greediest.bytes).toBeLessThan(500)
    // One query for every car's whole record fits, and is answered within the bound.
    const wholeStock = await queries(key, copies(1, { hitsPerPage: 1000, facets: ['*'], maxValuesPerFacet: 1000 }))
    expect(wholeStock.status).toBe(200)
    expect(wholeStock.bytes).toBeGreaterThan(500_000)
    expect(wholeStock.bytes).toBeLessThanOrEqual(REQUEST_LIMITS.maxAnswerBytes)
    // Whatever the mix, no answer passes the bound: the answer stops growing at it.
    for (const count of [2, 3, 10]) {
      const answer = await queries(key, copies(count, { hitsPerPage: 1000, facets: ['*'], maxValuesPerFacet: 1000 }))
      expect(answer.bytes).toBeLessThanOrEqual(REQUEST_LIMITS.maxAnswerBytes)
    }
  })

  it("counts only the index's attributesForFaceting: '*' means those, other attributes are ignored, the tenant never", async () => {
    const settings = (await (
      await fetch(`${searchUrl}/1/indexes/${BAYSIDE}/settings`, { headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': adminKey } })
    ).json()) as { attributesForFaceting: string[] }
    const facetable = settings.attributesForFaceting
      .filter((setting) => !setting.startsWith('filterOnly('))
      .map((setting) => setting.replace(/^\w+\((.+)\)$/, '$1'))
    const answer = await queries(
      KEYS["Bayside's secured key"],
      copies(1, { hitsPerPage: 0, facets: ['*', 'description', 'vin', 'photos', 'objectID', 'tenant'] }),
    )
    expect(answer.status).toBe(200)
    const [result] = answer.json.results as Array<{ facets: Record<string, unknown> }>
    expect(Object.keys(result.facets).sort()).toEqual([...new Set(facetable)].sort())
    for (const notFacetable of ['description', 'vin', 'photos', 'objectID', 'tenant']) expect(result.facets).not.toHaveProperty(notFacetable)
  })

  it('refuses more than 1000 hits or facet values per query, and a read body past its limit', async () => {
    const key = KEYS["Bayside's secured key"]
    expect((await queries(key, copies(1, { hitsPerPage: 1001 }))).status).toBe(400)
    expect((await queries(key, copies(1, { hitsPerPage: 0, facets: ['make'], maxValuesPerFacet: 1001 }))).status).toBe(400)
    const oversized = await queries(key, copies(1, { query: 'x'.repeat(REQUEST_LIMITS.maxReadBodyBytes) }))
    expect(oversized.status).toBe(413)
    expect(oversized.json.message).toBe(`Body is larger than ${REQUEST_LIMITS.maxReadBodyBytes} bytes`)
  })
})
