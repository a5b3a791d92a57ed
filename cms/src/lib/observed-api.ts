import configPromise from '@payload-config'
import { REQUEST_ID_HEADER } from '@dealer/ops/log'
import { observeRequest } from '@dealer/ops/requests'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

/** The API's first segments that name something: its collections, `globals`, and its own endpoints' roots. */
let knownRoots: Promise<Set<string>> | undefined
function apiRoots(): Promise<Set<string>> {
  knownRoots ??= Promise.resolve(configPromise).then(
    (config) =>
      new Set([
        ...config.collections.map((collection) => collection.slug),
        'globals',
        ...(config.endpoints || []).map((endpoint) => endpoint.path.split('/').filter(Boolean)[0] ?? ''),
      ]),
  )
  return knownRoots
}

/**
 * The REST API's requests, each run with its id (the one its caller sent, else a new one; returned in `X-Request-Id`),
 * timed into http_server_request_duration_seconds and logged in one line, named `/api/{collection}` or
 * `/api/{collection}/*` by their first segment when it names a collection or an endpoint, else `unmatched` (as is every
 * 404): an address anyone can make up never becomes a label value.
 */
export function observedApi(method: string, handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    // The storefront names the site its call is for; from anyone else the name only labels their own line.
    const { context: requestContext, run, answered } = observeRequest(method, (name) => request.headers.get(name), { callerNamesSite: true })
    let status = 500
    try {
      const response = await run(() => handler(request, context))
      status = response.status
      return withRequestId(response, requestContext.requestId)
    } finally {
      const slug = (await context.params).slug
      const named = status !== 404 && slug.length > 0 && (await apiRoots()).has(slug[0])
      answered({ route: named ? `/api/${slug[0]}${slug.length > 1 ? '/*' : ''}` : 'unmatched', status })
    }
  }
}

/** `response` with its request's id header; one whose headers can't change (a fetched answer passed on) is copied. */
function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId)
    return response
  } catch {
    const headers = new Headers(response.headers)
    headers.set(REQUEST_ID_HEADER, requestId)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
