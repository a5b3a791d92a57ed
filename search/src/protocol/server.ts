import type http from 'node:http'
import { InvalidInputError } from '../engine/types'
import type { IndexStore } from '../store/index-store'
import { authorize, type Credentials } from './auth'
import { MAX_BODY_BYTES, readJsonBody } from './body'
import { HttpError } from './http-error'
import { matchRoute } from './router'
import { algoliaRoutes } from './routes'

const DEFAULT_ALLOWED_HEADERS = 'content-type, content-encoding, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, request-id'

/**
 * Serves the Algolia REST protocol over one store: CORS for browsers, credentials, JSON in and out.
 * Bad input always gets a 4xx `{ message, status }`: the client retries 5xx answers on other hosts
 * and ends with "Unreachable hosts", which would hide the real problem.
 */
export function createRequestHandler(store: IndexStore, credentials: Credentials, limits = { maxBodyBytes: MAX_BODY_BYTES }): http.RequestListener {
  const routes = algoliaRoutes(store)

  return (request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
      'access-control-max-age': '86400',
    }
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(payload))
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
    // For the process orchestrator: no credentials needed.
    if (method === 'GET' && url.pathname === '/health') return send(200, { ok: true })

    try {
      const { handler, params } = matchRoute(routes, method, url.pathname)
      const access = authorize(request.headers, url.searchParams, credentials, handler.acl, { remoteAddress: request.socket.remoteAddress })
      readJsonBody(request, request.headers['content-encoding'], limits.maxBodyBytes)
        .then((body) => send(200, handler.handle({ params, query: url.searchParams, body, access })))
        .catch(fail)
    } catch (error) {
      fail(error)
    }
  }
}
