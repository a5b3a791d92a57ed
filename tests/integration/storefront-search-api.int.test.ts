import zlib from 'node:zlib'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { localHosts } from '@dealer/search/client'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { stockIndexName } from '@dealer/stock/index-schema'
import { describe, expect, it } from 'vitest'
import { siteSearchKey } from './helpers/search-keys'
import { siteRequest } from './helpers/site-request'

// The browser's lite client reaches the search service only through the storefront's /search-api, with the site's
// secured key. These tests drive that address the way the browser does.
const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const appId = process.env.ALGOLIA_APP_ID ?? 'local'
const searchServiceUrl = () => process.env.SEARCH_URL ?? 'http://127.0.0.1:3002'

function browserClient(apiKey: string) {
  return liteClient(appId, apiKey, { hosts: [{ url: `${storefront.host}/search-api`, protocol: 'http', accept: 'read' }] })
}

describe('the storefront’s search address for the browser', () => {
  it('answers the lite client’s queries with the key’s own tenant’s stock', async () => {
    const { results } = await browserClient(siteSearchKey('bayside-toyota')).search({
      requests: [{ indexName: stockIndexName('bayside-toyota'), hitsPerPage: 5, facets: ['make'], attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES }],
    })
    const result = results[0]
    expect('hits' in result && result.nbHits).toBe(320)
  })

  it('gives the browser’s key no consignor’s suburb or postcode, even asked of the search service directly, as Algolia would be', async () => {
    const indexName = stockIndexName('bayside-toyota')
    const everything = { indexName, searchParams: { hitsPerPage: 1000, attributesToRetrieve: ['*'] } }
    // The search service itself (production: Algolia's hosts), past the proxy and its limits.
    const direct = algoliasearch(appId, siteSearchKey('bayside-toyota'), { hosts: localHosts(searchServiceUrl()) })
    const seen = JSON.stringify((await direct.searchSingleIndex(everything)).hits)
    expect(seen).not.toMatch(/private_(suburb|postcode)/)
    // They are in the index, for the dealer's own (admin) key: so the test could have failed.
    const { client } = adminSearchClient()
    const stored = JSON.stringify((await client.searchSingleIndex(everything)).hits)
    expect(stored).toMatch(/"private_suburb":"[A-Z]/)
  })

  it('refuses another tenant’s index with the search service’s own 4xx', async () => {
    const attempt = browserClient(siteSearchKey('bayside-toyota')).search({
      requests: [{ indexName: stockIndexName('southern-cross'), attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES }],
    })
    await expect(attempt).rejects.toMatchObject({ status: 403 })
  })

  it('passes nothing but the queries call: other paths are 404s and other methods 405s', async () => {
    const other = await fetch(new URL('/search-api/1/keys', storefront), { method: 'POST', body: '{}' })
    expect(other.status).toBe(404)
    expect(((await other.json()) as { message: string }).message).toBe('Only search queries go through this address.')
    expect((await fetch(new URL('/search-api/1/indexes/*/queries', storefront))).status).toBe(405)
    // A path that doesn't decode is a bad request, never a server error.
    const undecodable = await fetch(new URL('/search-api/1/indexes/%E0%A4%A/queries', storefront), { method: 'POST', body: '{}' })
    expect(undecodable.status).toBeGreaterThanOrEqual(400)
    expect(undecodable.status).toBeLessThan(500)
  })

  it('sends its answer compressed once, as brotli or gzip, whichever the browser takes, each the same JSON', async () => {
    const site = 'bayside-toyota'
    const ask = (acceptEncoding: string) =>
      siteRequest(site, '/search-api/1/indexes/*/queries', {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'accept-encoding': acceptEncoding,
          'x-algolia-api-key': siteSearchKey(site),
          'x-algolia-application-id': appId,
          origin: `http://${site}.localhost:${storefront.port}`,
        },
        body: JSON.stringify({
          requests: [{ indexName: stockIndexName(site), hitsPerPage: 21, facets: ['make'], attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES }],
        }),
        shopper: '10.61.0.1',
      })
    const plain = await ask('identity')
    expect(plain.status, plain.text).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    // The same cars each time (the answer's timing fields differ from one query to the next).
    const cars = (json: string) => (JSON.parse(json) as { results: Array<{ hits: unknown[] }> }).results[0].hits
    expect(cars(plain.text)).toHaveLength(21)

    const br = await ask('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length)
    expect(cars(zlib.brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(cars(plain.text))
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4)

    const gzip = await ask('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(cars(zlib.gunzipSync(gzip.bytes).toString('utf8'))).toEqual(cars(plain.text))
  })

  it('refuses, as an attacker sends them, the requests the proxy and the service could read differently (issue 44)', async () => {
    const site = 'bayside-toyota'
    const send = (query: Record<string, unknown>) =>
      siteRequest(site, '/search-api/1/indexes/*/queries', {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'x-algolia-api-key': siteSearchKey(site),
          'x-algolia-application-id': appId,
          origin: `http://${site}.localhost:${storefront.port}`,
        },
        body: JSON.stringify({ requests: [{ indexName: stockIndexName(site), ...query }] }),
        shopper: '10.61.0.2',
      })
    // Once this returned all 320 cars: the proxy counted the null as 20, the service read params' 1000.
    const slipped = await send({ hitsPerPage: null, params: 'hitsPerPage=1000' })
    expect([slipped.status, slipped.json<{ message: string }>().message]).toEqual([400, 'hitsPerPage must not be null.'])
    const values = await send({ hitsPerPage: 0, maxValuesPerFacet: null, params: 'facets=%5B%22make%22%5D&maxValuesPerFacet=1000' })
    expect(values.status).toBe(400)
    // 60 kB of words: typo matching per word on every query, where Algolia refuses more than 512 characters.
    const long = await send({ hitsPerPage: 1, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES, query: 'hilux '.repeat(10_000) })
    expect([long.status, long.json<{ message: string }>().message]).toEqual([400, 'query must be at most 512 characters.'])
  })
})
