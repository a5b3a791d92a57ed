import configPromise from '@payload-config'
import { recordHttpRequest } from '@dealer/ops/metrics'

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
 * The REST API's requests in http_server_request_duration_seconds, named `/api/{collection}` or `/api/{collection}/*`
 * by their first segment when it names a collection or an endpoint, else `unmatched` (as is every 404): an address
 * anyone can make up never becomes a label value.
 */
export function timedApi(method: string, handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const started = performance.now()
    let status = 500
    try {
      const response = await handler(request, context)
      status = response.status
      return response
    } finally {
      const slug = (await context.params).slug
      const named = status !== 404 && slug.length > 0 && (await apiRoots()).has(slug[0])
      const route = named ? `/api/${slug[0]}${slug.length > 1 ? '/*' : ''}` : 'unmatched'
      recordHttpRequest(method, route, status, (performance.now() - started) / 1000)
    }
  }
}
