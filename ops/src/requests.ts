import { logger, requestIdFrom, type RequestContext } from './log'
import { recordHttpRequest } from './metrics'

export interface AnsweredRequest {
  method: string
  /** Its route template (`/cars/:slug`), never the address: no shopper's detail from a path or query reaches the log. */
  route: string
  status: number
}

/** A balancer's and an orchestrator's probes, every few seconds: their lines only at debug level, so they don't bury the shoppers'. */
const PROBE_ROUTES = new Set(['/healthz', '/readyz'])

/** Where a site header's value is kept: a slug, else nothing (it only labels log lines). */
function siteFrom(header: string | null | undefined): string | undefined {
  return header && /^[a-z0-9-]{1,64}$/.test(header) ? header : undefined
}

/**
 * Begins observing one request a server answers: its context (the id it came with or a new one; the site its caller
 * named) to run it in, and `answered`, which records its duration in http_server_request_duration_seconds and logs its
 * one line: method, route, status, duration, site and request id.
 */
export function observeRequest(headers: { requestId?: string | null; site?: string | null }): {
  context: RequestContext
  answered: (request: AnsweredRequest) => void
} {
  const started = performance.now()
  const context: RequestContext = { requestId: requestIdFrom(headers.requestId), site: siteFrom(headers.site) }
  return {
    context,
    answered({ method, route, status }) {
      const seconds = (performance.now() - started) / 1000
      recordHttpRequest(method, route, status, seconds)
      const line = { requestId: context.requestId, site: context.site, method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }
      if (status >= 500) logger().error(line, 'request')
      else if (PROBE_ROUTES.has(route)) logger().debug(line, 'request')
      else logger().info(line, 'request')
    },
  }
}
