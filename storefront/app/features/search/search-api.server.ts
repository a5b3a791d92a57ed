import { config } from '../../server/config.server'

/**
 * The browser's lite search client talks to the storefront origin only (ARCHITECTURE.md), so its one read call, the
 * multi-query `POST /1/indexes/*\/queries`, is passed through here to the search service (or Algolia in production).
 * Nothing else is: the browser holds a tenant's secured key, which the service checks on every request, and this route
 * forwards no other path, method or header.
 */
/** The client writes the `*` as is; a browser or proxy may percent-encode it. */
const QUERIES_PATHS = new Set(['/search-api/1/indexes/*/queries', '/search-api/1/indexes/%2A/queries', '/search-api/1/indexes/%2a/queries'])
const FORWARDED_HEADERS = ['content-type', 'x-algolia-api-key', 'x-algolia-application-id']
/** A page's queries are a few kilobytes; anything much larger is not our client. */
const MAX_BODY_BYTES = 64 * 1024

function upstreamOrigin(): string {
  return config.search.url ?? `https://${config.search.appId}-dsn.algolia.net`
}

export function refusal(status: number, message: string): Response {
  return Response.json({ message, status }, { status, headers: { 'cache-control': 'no-store' } })
}

export async function forwardSearchQueries(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (request.method !== 'POST') return refusal(405, 'Search queries are POSTed.')
  if (!QUERIES_PATHS.has(url.pathname)) return refusal(404, 'Only search queries go through this address.')
  const body = await request.arrayBuffer()
  if (body.byteLength > MAX_BODY_BYTES) return refusal(413, 'That search is too large.')
  const headers = new Headers()
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  let upstream: Response
  try {
    upstream = await fetch(`${upstreamOrigin()}/1/indexes/*/queries${url.search}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
  } catch {
    return refusal(502, 'The search service did not answer. Please try again.')
  }
  return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}
