import type http from 'node:http'
import { observeRequest, whenClosed } from '@dealer/ops/requests'
import { InvalidInputError } from '../engine/types'
import type { IndexStore } from '../store/index-store'
import { AnswerSizeBudget, answerTooLarge } from './answer-budget'
import { authorize, type Acl, type Credentials } from './auth'
import { readJsonBody } from './body'
import { FairQueue } from './fair-queue'
import { HttpError } from './http-error'
import { REQUEST_LIMITS, type RequestLimits } from './limits'
import { matchRoute } from './router'
import { algoliaRoutes } from './routes'

const DEFAULT_ALLOWED_HEADERS = 'content-type, content-encoding, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, request-id'

/** The rights of endpoints that only read: their bodies are queries, never records. */
const READ_ACLS = new Set<Acl>(['search', 'browse', 'settings', 'listIndexes'])

/**
 * Serves the Algolia REST protocol over one store: CORS for browsers, credentials, JSON in and out.
 * Bad input always gets a 4xx `{ message, status }`: the client retries 5xx answers on other hosts
 * and ends with "Unreachable hosts", which would hide the real problem. Every request, whatever its key, is held to
 * `limits` (limits.ts): its body while it streams in, its number of queries, and its answer while it is built.
 */
export function createRequestHandler(store: IndexStore, credentials: Credentials, overrides: Partial<RequestLimits> = {}): http.RequestListener {
  const limits: RequestLimits = { ...REQUEST_LIMITS, ...overrides }
  const routes = algoliaRoutes(store, limits)
  const turns = new FairQueue(limits.maxWaitingPerKey)

  const handle = (request: http.IncomingMessage, response: http.ServerResponse, setRoute: (route: string) => void) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
      'access-control-max-age': '86400',
    }
    const send = (status: number, payload: unknown) => {
      let text = JSON.stringify(payload)
      // The budget counted the hits on the way; this is the exact size, envelope and all.
      if (Buffer.byteLength(text) > limits.maxAnswerBytes) {
        status = 400
        text = JSON.stringify({ message: answerTooLarge(limits.maxAnswerBytes).message, status })
      }
      response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' })
      response.end(text)
    }
    const fail = (error: unknown) => {
      if (error instanceof HttpError) return send(error.status, { message: error.message, status: error.status })
      if (error instanceof InvalidInputError) return send(400, { message: error.message, status: 400 })
      console.error('search service: request failed', error)
      send(500, { message: 'Internal error', status: 500 })
    }

    const url = new URL(request.url ?? '/', 'http://search.invalid')
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    // Algolia's own liveness address (its clients and our readiness checks ask it), answered without credentials as
    // Algolia answers it. The process's /healthz and /readyz are the server's (index.ts).
    if (method === 'GET' && url.pathname === '/1/isalive') {
      setRoute(url.pathname)
      return send(200, { message: 'server is alive' })
    }

    try {
      const { handler, params, pattern } = matchRoute(routes, method, url.pathname)
      setRoute(pattern)
      const access = authorize(request.headers, url.searchParams, credentials, handler.acl, { remoteAddress: request.socket.remoteAddress })
      const maxBodyBytes = READ_ACLS.has(handler.acl) ? limits.maxReadBodyBytes : limits.maxBodyBytes
      // Each key takes its turn (fair-queue.ts): one site's flood doesn't queue every other site's queries behind it.
      const lane = String(request.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key'))
      readJsonBody(request, request.headers['content-encoding'], maxBodyBytes)
        .then((body) => {
          const queued = turns.run(lane, () => {
            try {
              send(200, handler.handle({ params, query: url.searchParams, body, access, budget: new AnswerSizeBudget(limits.maxAnswerBytes) }))
            } catch (error) {
              fail(error)
            }
          })
          if (!queued) fail(new HttpError(429, `Too many requests waiting for this API key (at most ${limits.maxWaitingPerKey}): try again shortly`))
        })
        .catch(fail)
    } catch (error) {
      fail(error)
    }
  }

  // Each request timed and logged in one line, by its route pattern, and run with the id its caller sent.
  return (request, response) => {
    // Its callers are our servers: the site they name labels the line.
    const { context, run, answered } = observeRequest(request.method ?? 'GET', (name) => [request.headers[name]].flat()[0], { callerNamesSite: true })
    response.setHeader('x-request-id', context.requestId)
    let route = 'unmatched'
    whenClosed(response, (status) => answered({ route, status }))
    run(() => handle(request, response, (matched) => (route = matched)))
  }
}
