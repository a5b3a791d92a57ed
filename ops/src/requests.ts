import type { ServerResponse } from 'node:http'
import { logger, REQUEST_ID_HEADER, requestIdFrom, SITE_HEADER, withRequestContext, type RequestContext } from './log'
import { recordHttpRequest } from './metrics'
import { endServerSpan, startServerSpan, withSpanContext } from './tracing'

/** What a server tells observeRequest of a request it has answered. */
export interface AnsweredRequest {
  /** Its route template (`/cars/:slug`), never the address: no shopper's detail from a path or query reaches the log. */
  route: string
  status: number
}

/**
 * Answers logged only at debug level, so they don't bury the pages and calls: a balancer's and an orchestrator's probes,
 * every few seconds, and the built files a page pulls in.
 */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/assets/*'])

/** The status a request whose client went away before its answer was sent is counted and logged with (nginx's). */
const CLIENT_CLOSED = 499

/** Where a site header's value is kept: a slug, else nothing (it only labels log lines). */
function siteFrom(header: string | null | undefined): string | undefined {
  return header && /^[a-z0-9-]{1,64}$/.test(header) ? header : undefined
}

/**
 * Begins observing one request a server answers, given its method and a reader of its headers: its context (the id
 * it came with or a new one; the site its caller named, when `callerNamesSite`: a call from our own storefront),
 * `run`, which runs its handling in that context and in its trace span, and `answered`, which records its duration in
 * http_server_request_duration_seconds, ends its span and logs its one line: method, route, status, duration, site and
 * request id.
 */
export function observeRequest(
  method: string,
  header: (name: string) => string | null | undefined,
  { callerNamesSite }: { callerNamesSite: boolean },
): {
  context: RequestContext
  run: <T>(work: () => T) => T
  answered: (request: AnsweredRequest) => void
} {
  const started = performance.now()
  const context: RequestContext = { requestId: requestIdFrom(header(REQUEST_ID_HEADER)), site: callerNamesSite ? siteFrom(header(SITE_HEADER)) : undefined }
  const server = startServerSpan(method, header)
  return {
    context,
    run: (work) => withSpanContext(server.context, () => withRequestContext(context, work)),
    answered({ route, status }) {
      const seconds = (performance.now() - started) / 1000
      recordHttpRequest(method, route, status, seconds)
      endServerSpan(server.span, method, route, status)
      const line = { requestId: context.requestId, site: context.site, method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }
      if (status >= 500) logger().error(line, 'request')
      else if (QUIET_ROUTES.has(route)) logger().debug(line, 'request')
      else logger().info(line, 'request')
    },
  }
}

/**
 * Calls `answered` with the response's status once it has gone, or with CLIENT_CLOSED when the client went away first
 * (then no `finish` comes, and the request would otherwise go unlogged and its span unended).
 */
export function whenClosed(response: ServerResponse, answered: (status: number) => void): void {
  response.once('close', () => answered(response.writableFinished ? response.statusCode : CLIENT_CLOSED))
}
