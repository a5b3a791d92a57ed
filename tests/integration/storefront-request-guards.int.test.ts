import http from 'node:http'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { stockIndexName } from '@dealer/stock/index-schema'
import { describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'
import { siteSearchKey } from './helpers/search-keys'
const searchKey = process.env.ALGOLIA_SEARCH_KEY ?? 'local-search-key'

// Probes an attacker would send to the running storefront (issue 19, items 1, 2, 6 and 7): keys that aren't the site's,
// queries far larger than the search page makes, writes from other sites or in other content types, bodies that lie
// about their size. Each is answered with a 4xx and a message before anything reaches the search service or the CMS.
const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const appId = process.env.ALGOLIA_APP_ID ?? 'local'
const QUERIES_PATH = '/search-api/1/indexes/*/queries'

function searchThrough(site: string, apiKey: string, body: unknown) {
  return siteRequest(site, QUERIES_PATH, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-algolia-api-key': apiKey, 'x-algolia-application-id': appId },
    body: JSON.stringify(body),
  })
}

/** A POST whose body arrives in chunks with no Content-Length (or a false one), as a chunked upload does. */
function chunkedPost(site: string, path: string, chunks: number, headers: Record<string, string> = {}): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: storefront.port,
        path,
        method: 'POST',
        headers: { host: `${site}.localhost:${storefront.port}`, 'content-type': 'application/json', ...headers },
      },
      // The status is what counts: the server may drop the connection once it has answered, while the rest is still
      // being sent (as it should: it doesn't read what it has refused), so the answer's body may be cut short.
      (response) => {
        response.on('error', () => {})
        resolve({ status: response.statusCode ?? 0 })
        response.resume()
      },
    )
    // The server may answer and close before the whole body is sent: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)))
    let sent = 0
    const writeNext = () => {
      while (sent < chunks) {
        sent++
        if (!request.write(`${' '.repeat(1023)}\n`)) return void request.once('drain', writeNext)
      }
      request.end()
    }
    writeNext()
  })
}

const cardQuery = (tenant: string) => ({ indexName: stockIndexName(tenant), hitsPerPage: 5, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES })

describe("the storefront's /search-api", () => {
  it("answers the site's own secured key", async () => {
    const answer = await searchThrough('bayside-toyota', siteSearchKey('bayside-toyota'), { requests: [cardQuery('bayside-toyota')] })
    expect(answer.status).toBe(200)
    expect(answer.json<{ results: Array<{ nbHits: number }> }>().results[0].nbHits).toBeGreaterThan(0)
  })

  it("refuses the documented default keys and another site's key, so no key reads another site's index through it", async () => {
    for (const key of ['local-search-key', 'local-admin-key', searchKey, siteSearchKey('southern-cross')]) {
      const answer = await searchThrough('bayside-toyota', key, { requests: [cardQuery('southern-cross')] })
      expect(answer.status).toBe(403)
      expect(answer.json<{ message: string }>().message).toBe("Only this site's own search key is accepted here. Please reload the page.")
      expect(answer.text).not.toContain('"hits"')
    }
  })

  it('refuses a request far larger than the search page makes, with a short answer', async () => {
    const key = siteSearchKey('bayside-toyota')
    const flood = { requests: Array.from({ length: 60 }, () => ({ indexName: stockIndexName('bayside-toyota'), hitsPerPage: 1000, facets: ['*'] })) }
    for (const body of [
      flood,
      { requests: [{ ...cardQuery('bayside-toyota'), hitsPerPage: 1000 }] },
      { requests: [{ indexName: stockIndexName('bayside-toyota'), hitsPerPage: 5 }] },
    ]) {
      const answer = await searchThrough('bayside-toyota', key, body)
      expect(answer.status).toBe(400)
      expect(answer.text.length).toBeLessThan(200)
    }
  })

  it('refuses a query from another site and a body that outgrows its limit while it streams', async () => {
    const fromElsewhere = await siteRequest('bayside-toyota', QUERIES_PATH, {
      method: 'POST',
      headers: { 'x-algolia-api-key': siteSearchKey('bayside-toyota'), 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ requests: [cardQuery('bayside-toyota')] }),
    })
    expect(fromElsewhere.status).toBe(403)
    const streamed = await chunkedPost('bayside-toyota', QUERIES_PATH, 200, { 'x-algolia-api-key': siteSearchKey('bayside-toyota') })
    expect(streamed.status).toBe(413)
  })
})

describe('the storefront’s write endpoints (/api/leads, /api/events, the trade-in’s)', () => {
  for (const path of ['/api/leads', '/api/events', '/api/trade-in/rego-lookup', '/api/miscellaneous']) {
    it(`${path} takes JSON from this site only, and no body past its limit however it is sent`, async () => {
      const plain = await siteRequest('bayside-toyota', path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"event":"call-clicked"}' })
      expect(plain.status).toBe(415)
      expect(plain.json<{ error: string }>().error).toBe('Send the body as JSON (Content-Type: application/json).')

      const json = { 'content-type': 'application/json' }
      const otherTenant = await siteRequest('bayside-toyota', path, {
        method: 'POST',
        headers: { ...json, origin: `http://southern-cross.localhost:${storefront.port}` },
        body: '{}',
      })
      expect(otherTenant.status).toBe(403)
      const crossSite = await siteRequest('bayside-toyota', path, { method: 'POST', headers: { ...json, 'sec-fetch-site': 'cross-site' }, body: '{}' })
      expect(crossSite.status).toBe(403)
      expect(crossSite.json<{ error: string }>().error).toBe('This address only takes requests from its own site.')

      // No Content-Length at all: the limit is counted while the body streams in.
      const streamed = await chunkedPost('bayside-toyota', path, 200)
      expect(streamed.status).toBe(413)
    })
  }
})
