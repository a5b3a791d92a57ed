import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { readSearchParams } from '../engine/params'
import { search } from '../engine/search'
import { BadRequestError, type SearchRecord } from '../engine/types'
import type { IndexStore } from '../store/index-store'

export interface Credentials {
  appId: string
  adminApiKey: string
  searchApiKey: string
}

type Access = 'search' | 'admin'
type Json = Record<string, unknown>

interface Route {
  method: string
  pattern: RegExp
  access: Access
  handle: (context: { params: string[]; body: Json; url: URL }) => unknown
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, content-encoding, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
  'access-control-max-age': '86400',
}

/** The Algolia REST protocol subset the official client uses, over one IndexStore. */
export function createRequestHandler(store: IndexStore, credentials: Credentials): http.RequestListener {
  const requireIndex = (name: string) => {
    const index = store.get(name)
    if (!index) throw new BadRequestError('Index does not exist', 404)
    return index
  }
  const runSearch = (indexName: string, body: Json) => {
    const index = requireIndex(indexName)
    return { ...search(index.objects.values(), index.settings, readSearchParams(body)), index: indexName }
  }
  const now = () => new Date().toISOString()

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/\*\/queries$/,
      access: 'search',
      handle: ({ body }) => {
        const requests = body.requests
        if (!Array.isArray(requests)) throw new BadRequestError('requests must be a list')
        return {
          results: requests.map((request: unknown) => {
            if (!isObject(request) || typeof request.indexName !== 'string') throw new BadRequestError('each request needs an indexName')
            if (request.type === 'facet') throw new BadRequestError('facet search is not supported yet', 400)
            return runSearch(request.indexName, request)
          }),
        }
      },
    },
    { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/query$/, access: 'search', handle: ({ params, body }) => runSearch(params[0], body) },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/([^/]+)\/batch$/,
      access: 'admin',
      handle: ({ params, body }) => {
        const requests = body.requests
        if (!Array.isArray(requests)) throw new BadRequestError('requests must be a list')
        const objectIDs: string[] = []
        const taskID = store.write(params[0], (index) => {
          for (const request of requests) objectIDs.push(applyBatchOperation(index.objects, request))
        })
        return { taskID, objectIDs }
      },
    },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/([^/]+)\/clear$/,
      access: 'admin',
      handle: ({ params }) => ({ taskID: store.write(params[0], (index) => index.objects.clear()), updatedAt: now() }),
    },
    { method: 'GET', pattern: /^\/1\/indexes\/([^/]+)\/settings$/, access: 'admin', handle: ({ params }) => requireIndex(params[0]).settings },
    {
      method: 'PUT',
      pattern: /^\/1\/indexes\/([^/]+)\/settings$/,
      access: 'admin',
      handle: ({ params, body }) => ({ taskID: store.write(params[0], (index) => Object.assign(index.settings, body)), updatedAt: now() }),
    },
    {
      method: 'GET',
      pattern: /^\/1\/indexes\/([^/]+)\/task\/(\d+)$/,
      access: 'admin',
      handle: ({ params }) => ({ status: store.isPublished(Number(params[1])) ? 'published' : 'notPublished', pendingTask: false }),
    },
    {
      method: 'GET',
      pattern: /^\/1\/indexes$/,
      access: 'admin',
      handle: () => ({
        items: store.list().map((index) => ({ name: index.name, createdAt: index.createdAt, updatedAt: index.updatedAt, entries: index.objects.size, dataSize: 0, fileSize: 0, lastBuildTimeS: 0, numberOfPendingTasks: 0, pendingTask: false })),
        nbPages: 1,
      }),
    },
    { method: 'DELETE', pattern: /^\/1\/indexes\/([^/]+)$/, access: 'admin', handle: ({ params }) => ({ taskID: store.delete(params[0]), deletedAt: now() }) },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/([^/]+)$/,
      access: 'admin',
      handle: ({ params, body }) => {
        let objectID = ''
        const taskID = store.write(params[0], (index) => (objectID = applyBatchOperation(index.objects, { action: 'addObject', body })))
        return { objectID, taskID, createdAt: now() }
      },
    },
    {
      method: 'GET',
      pattern: /^\/1\/indexes\/([^/]+)\/([^/]+)$/,
      access: 'admin',
      handle: ({ params }) => {
        const object = requireIndex(params[0]).objects.get(params[1])
        if (!object) throw new BadRequestError('ObjectID does not exist', 404)
        return object
      },
    },
    {
      method: 'PUT',
      pattern: /^\/1\/indexes\/([^/]+)\/([^/]+)$/,
      access: 'admin',
      handle: ({ params, body }) => ({
        objectID: params[1],
        taskID: store.write(params[0], (index) => applyBatchOperation(index.objects, { action: 'updateObject', body: { ...body, objectID: params[1] } })),
        updatedAt: now(),
      }),
    },
    {
      method: 'DELETE',
      pattern: /^\/1\/indexes\/([^/]+)\/([^/]+)$/,
      access: 'admin',
      handle: ({ params }) => ({ taskID: store.write(params[0], (index) => index.objects.delete(params[1])), deletedAt: now() }),
    },
  ]

  return (request, response) => {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS })
      response.end(JSON.stringify(payload))
    }
    const url = new URL(request.url ?? '/', 'http://search.local')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    if (request.method === 'GET' && url.pathname === '/health') return send(200, { ok: true })

    readBody(request)
      .then((raw) => {
        const path = url.pathname.split('/').map((segment) => safeDecode(segment)).join('/')
        const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(path))
        if (!route) throw new BadRequestError(`No such endpoint: ${request.method} ${url.pathname}`, 404)
        authorise(request, url, credentials, route.access)
        const params = route.pattern.exec(path)!.slice(1)
        return route.handle({ params, body: parseBody(raw), url })
      })
      .then(
        (payload) => send(200, payload),
        (error: unknown) => {
          if (error instanceof BadRequestError) return send(error.status, { message: error.message, status: error.status })
          console.error(error)
          send(500, { message: 'Internal error', status: 500 })
        },
      )
  }
}

function authorise(request: http.IncomingMessage, url: URL, credentials: Credentials, access: Access): void {
  const appId = header(request, 'x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id')
  const apiKey = header(request, 'x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key')
  const isAdmin = apiKey === credentials.adminApiKey
  if (appId !== credentials.appId || (!isAdmin && apiKey !== credentials.searchApiKey)) throw new BadRequestError('Invalid Application-ID or API key', 403)
  if (access === 'admin' && !isAdmin) throw new BadRequestError('Method not allowed with this API key', 403)
}

function header(request: http.IncomingMessage, name: string): string | null {
  const value = request.headers[name]
  return typeof value === 'string' ? value : null
}

function applyBatchOperation(objects: Map<string, SearchRecord>, operation: unknown): string {
  if (!isObject(operation) || typeof operation.action !== 'string') throw new BadRequestError('each batch request needs an action')
  const body = isObject(operation.body) ? operation.body : {}
  const objectID = typeof body.objectID === 'string' || typeof body.objectID === 'number' ? String(body.objectID) : null
  switch (operation.action) {
    case 'addObject': {
      const id = objectID ?? crypto.randomUUID()
      objects.set(id, { ...body, objectID: id })
      return id
    }
    case 'updateObject':
      if (!objectID) throw new BadRequestError('updateObject needs an objectID')
      objects.set(objectID, { ...body, objectID })
      return objectID
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate': {
      if (!objectID) throw new BadRequestError(`${operation.action} needs an objectID`)
      const existing = objects.get(objectID)
      if (existing || operation.action === 'partialUpdateObject') objects.set(objectID, { ...existing, ...body, objectID })
      return objectID
    }
    case 'deleteObject':
      if (!objectID) throw new BadRequestError('deleteObject needs an objectID')
      objects.delete(objectID)
      return objectID
    case 'clear':
      objects.clear()
      return ''
    default:
      throw new BadRequestError(`Unknown batch action: ${operation.action}`)
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new BadRequestError(`Malformed path segment: ${segment}`)
  }
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  let buffer = Buffer.concat(chunks)
  if (request.headers['content-encoding'] === 'gzip' && buffer.length > 0) {
    try {
      buffer = gunzipSync(buffer)
    } catch {
      throw new BadRequestError('Body is not valid gzip')
    }
  }
  return buffer.toString('utf8')
}

function parseBody(raw: string): Json {
  if (raw.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new BadRequestError('Body is not valid JSON')
  }
  if (!isObject(parsed)) throw new BadRequestError('Body must be a JSON object')
  return parsed
}
