import { withRequestHeaders } from '@dealer/ops/log'
import { searchOrigin } from '@dealer/search/client'
import { compressOnce } from '../../server/compression.server'
import { config } from '../../server/config.server'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { isTenantSearchKey } from '../../server/search-key.server'
import type { Tenant } from '../../server/tenant'
import { searchRequestProblem } from './search-api-limits'
import { recordProxiedSearch } from './search-record.server'

/**
 * The browser's lite search client talks to the storefront origin only (docs/architecture.md), so its one read call, the
 * multi-query `POST /1/indexes/*\/queries`, is passed through here to the search service (or Algolia in production).
 * Nothing else is: only this site's own secured key passes (the service checks it again), only queries the search page
 * itself makes (search-api-limits.ts), only from this site's pages, and no other path, method or header.
 */
/** The client writes the `*` as is; a browser or proxy may percent-encode it. */
const QUERIES_PATHS = new Set(['/search-api/1/indexes/*/queries', '/search-api/1/indexes/%2A/queries', '/search-api/1/indexes/%2a/queries'])
const FORWARDED_HEADERS = ['content-type', 'x-algolia-api-key', 'x-algolia-application-id']
/** A page's queries are a few kilobytes; anything much larger is not our client. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * One address's searches per minute, over every site and counted before anything else (refused requests count too). The
 * search page sends one request per change of query or filter, so a shopper stays far below; generous because many
 * shoppers may share one address (a mobile carrier's NAT). A flood from one address is cut to 10 requests a second.
 */
const SEARCH_RATE_LIMIT: RateLimit = { name: 'search', points: 600, durationSeconds: 60 }

function upstreamOrigin(): string {
  return searchOrigin(config.search.appId, config.search.url, 'read')
}

export function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message, status }, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

export async function forwardSearchQueries(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  const url = new URL(request.url)
  if (request.method !== 'POST') return refusal(405, 'Search queries are POSTed.')
  if (!QUERIES_PATHS.has(url.pathname)) return refuseUnread(request, refusal(404, 'Only search queries go through this address.'))
  const allowance = await consumeRateLimit(SEARCH_RATE_LIMIT, clientAddress)
  if (!allowance.allowed) {
    const wait = allowance.retryAfterSeconds
    return refuseUnread(
      request,
      refusal(429, `Too many searches from your address. Please wait ${wait} seconds and try again.`, { 'retry-after': String(wait) }),
    )
  }
  // The lite client sends its credentials as headers or in the query string, and its JSON as text/plain.
  const apiKey = request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key') ?? ''
  if (!isTenantSearchKey(apiKey, tenant))
    return refuseUnread(request, refusal(403, "Only this site's own search key is accepted here. Please reload the page."))
  const read = await readJsonWrite(request, MAX_BODY_BYTES, { requireJsonType: false })
  if (isRefusal(read)) return refusal(read.status, read.status === 400 ? 'The queries are not valid JSON.' : read.message)
  const queries = read.body
  const problem = searchRequestProblem(queries)
  if (problem) return refusal(400, problem)
  const headers = withRequestHeaders()
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  // Read whole (a page of cars: tens of kilobytes) and compressed once, here, as a page is (decision 047): an answer
  // that breaks off is a 502 with a message, not a truncated body.
  let upstream: Response
  let answer: Buffer
  try {
    upstream = await fetch(`${upstreamOrigin()}/1/indexes/*/queries${url.search}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(queries),
      signal: AbortSignal.timeout(10_000),
    })
    answer = Buffer.from(await upstream.arrayBuffer())
  } catch {
    return refusal(502, 'The search service did not answer. Please try again.')
  }
  // Read once the answer is on its way: recording a search never delays the shopper's results.
  if (upstream.ok) setImmediate(() => recordProxiedSearch(tenant, queries, answer))
  const sent = compressOnce(request.headers.get('accept-encoding'), answer)
  return new Response(sent.bytes, {
    status: upstream.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      'content-length': String(sent.bytes.length),
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    },
  })
}
