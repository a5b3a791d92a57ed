import { recordHttpRequest } from '@dealer/ops/metrics'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

/**
 * The REST API's requests in http_server_request_duration_seconds, named `/api/{collection}` or `/api/{collection}/*`
 * by their first segment. A 404 is `unmatched`: an address nobody serves must not become a label value.
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
      const route = status === 404 || slug.length === 0 ? 'unmatched' : `/api/${slug[0]}${slug.length > 1 ? '/*' : ''}`
      recordHttpRequest(method, route, status, (performance.now() - started) / 1000)
    }
  }
}
