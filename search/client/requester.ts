import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { createHttpRequester } from '@algolia/requester-node-http'
import { requestHeaders } from '@dealer/ops/log'
import { traceHeaders } from '@dealer/ops/tracing'

/**
 * How long a server's search client keeps an idle connection for the next request: under the 5 s after which a Node
 * server (the search service) closes one. algoliasearch's own Node requester keeps idle connections until the server
 * closes them, so now and then a request goes out on one the server is closing that moment, is reset, and, with the
 * single host of a local service, fails as "Unreachable hosts" (an e2e run on 2026-11-28).
 */
const IDLE_CONNECTION_MS = 4_000

/**
 * algoliasearch's Node requester, closing idle connections after `idleMs` (Node's agents close free sockets on
 * timeout), and sending each call made while answering a request with that request's id and site (`X-Request-Id`)
 * and its trace context (`traceparent`, while tracing is on).
 */
export function nodeSearchRequester(idleMs = IDLE_CONNECTION_MS): ReturnType<typeof createHttpRequester> {
  const options = { keepAlive: true, timeout: idleMs }
  const requester = createHttpRequester({ httpAgent: new HttpAgent(options), httpsAgent: new HttpsAgent(options) })
  return { send: (request) => requester.send({ ...request, headers: { ...request.headers, ...requestHeaders(), ...traceHeaders() } }) }
}

/** The requester every search client on a server shares (the `requester` option), so they share its connections. */
export const searchRequester = nodeSearchRequester()
