import { filterSlots } from '../engine/conditions'
import { parseFilters } from '../engine/filters'
import { retrieveAttributes, withoutUnretrievable } from '../engine/retrieve'
import type { AnswerBudget, JsonObject } from '../engine/types'
import { isJsonObject } from '../engine/values'
import type { CopyScope, IndexStore, QueryTarget } from '../store/index-store'
import { assertIndexAllowed, restrictQuery, type Access, type Acl } from './auth'
import { planBatch, readBatchOperations, type BatchOperation } from './batch'
import { HttpError } from './http-error'
import type { RequestLimits } from './limits'
import type { Route } from './router'
import { browseIndex, searchFacet, searchIndex } from './search-index'
import { timedQuery } from './query-metrics'

interface RequestContext {
  params: Record<string, string>
  query: URLSearchParams
  body: JsonObject
  /** What the caller's API key allows, including a secured key's embedded restrictions. */
  access: Access
  /** What the answer may still hold; readers add their hits and records to it as they make them. */
  budget: AnswerBudget
}

export interface Endpoint {
  /** The right the API key needs, as in Algolia's API reference. */
  acl: Acl
  handle: (context: RequestContext) => unknown
}

/**
 * The Algolia REST endpoints the official v5 client uses, with its paths and response shapes. Routes
 * with a literal segment come before `:objectID` routes that would otherwise swallow them. Every
 * read names its index through `target`, which applies the key's index restriction.
 */
export function algoliaRoutes(store: IndexStore, { maxQueriesPerRequest }: Pick<RequestLimits, 'maxQueriesPerRequest'>): Route<Endpoint>[] {
  const now = () => new Date().toISOString()
  const target = (access: Access, name: string): QueryTarget => {
    assertIndexAllowed(access, name)
    const found = store.queryTarget(name)
    if (!found) throw new HttpError(404, 'Index does not exist')
    return found
  }
  /** The index as a query by this caller reads it (forCaller): the settings route shows the settings themselves. */
  const queriedTarget = (access: Access, name: string): QueryTarget => forCaller(access, target(access, name))
  const runBatch = (indexName: string, operations: BatchOperation[]) => {
    const { changes, objectIDs } = planBatch({ get: (objectID) => store.getObject(indexName, objectID) }, operations)
    return { taskID: store.write(indexName, changes), objectIDs }
  }
  const route = (method: string, pattern: string, acl: Acl, handle: Endpoint['handle']): Route<Endpoint> => ({ method, pattern, handler: { acl, handle } })

  return [
    route('POST', '/1/indexes/*/queries', 'search', ({ body, access, budget }) => ({
      results: limitedList(body.requests, 'requests', maxQueriesPerRequest, 'Too many queries in multi query request').map((request, position) => {
        if (!isJsonObject(request) || typeof request.indexName !== 'string') throw new HttpError(400, `requests[${position}] needs an indexName`)
        const queried = queriedTarget(access, request.indexName)
        if (request.type !== 'facet') return timedQuery(request.indexName, () => searchIndex(queried, restrictQuery(access, request), budget))
        if (typeof request.facet !== 'string') throw new HttpError(400, `requests[${position}] of type facet needs a facet`)
        const facet = request.facet
        return timedQuery(request.indexName, () => searchFacet(queried, facet, restrictQuery(access, request)))
      }),
    })),
    route('POST', '/1/indexes/*/objects', 'search', ({ body, access, budget }) => ({
      results: limitedList(body.requests, 'requests', MAX_OBJECTS_PER_REQUEST, 'Too many objects in one request').map((request, position) => {
        if (!isJsonObject(request) || typeof request.indexName !== 'string' || typeof request.objectID !== 'string') {
          throw new HttpError(400, `requests[${position}] needs an indexName and an objectID`)
        }
        const found = readObject(access, request.indexName, request.objectID)
        const retrieved = found
          ? withoutUnretrievable(retrieveAttributes(found.record, stringList(request.attributesToRetrieve)), forCaller(access, found).settings)
          : null
        budget.add(retrieved)
        return retrieved
      }),
    })),
    route('GET', '/1/indexes', 'listIndexes', ({ query }) => listIndices(store, query)),
    route('POST', '/1/indexes/:indexName/query', 'search', ({ params, body, access, budget }) => {
      const queried = queriedTarget(access, params.indexName)
      return timedQuery(params.indexName, () => searchIndex(queried, restrictQuery(access, body), budget))
    }),
    route('POST', '/1/indexes/:indexName/browse', 'browse', ({ params, body, access, budget }) => {
      return browseIndex(queriedTarget(access, params.indexName), body, (query) => restrictQuery(access, query), budget)
    }),
    route('POST', '/1/indexes/:indexName/facets/:facetName/query', 'search', ({ params, body, access }) => {
      const queried = queriedTarget(access, params.indexName)
      return timedQuery(params.indexName, () => searchFacet(queried, params.facetName, restrictQuery(access, body)))
    }),
    route('POST', '/1/indexes/:indexName/batch', 'addObject', ({ params, body }) => runBatch(params.indexName, readBatchOperations(body.requests))),
    route('POST', '/1/indexes/:indexName/clear', 'deleteIndex', ({ params }) => ({
      taskID: store.write(params.indexName, [{ type: 'clearObjects' }]),
      updatedAt: now(),
    })),
    route('POST', '/1/indexes/:indexName/operation', 'addObject', ({ params, body }) => {
      const { operation, destination, scope } = readOperation(body)
      const taskID = operation === 'move' ? store.moveIndex(params.indexName, destination) : store.copyIndex(params.indexName, destination, scope)
      return { taskID, updatedAt: now() }
    }),
    route('GET', '/1/indexes/:indexName/settings', 'settings', ({ params, access }) => target(access, params.indexName).settings),
    route('PUT', '/1/indexes/:indexName/settings', 'editSettings', ({ params, query, body }) => ({
      taskID: store.setSettings(params.indexName, body, query.get('forwardToReplicas') === 'true'),
      updatedAt: now(),
    })),
    route('GET', '/1/indexes/:indexName/task/:taskID', 'addObject', ({ params }) => {
      const taskID = Number(params.taskID)
      if (!Number.isSafeInteger(taskID)) throw new HttpError(400, 'taskID must be an integer')
      return { status: store.isPublished(taskID) ? 'published' : 'notPublished', pendingTask: false }
    }),
    route('POST', '/1/indexes/:indexName/:objectID/partial', 'addObject', ({ params, query, body }) => {
      const action = query.get('createIfNotExists') === 'false' ? 'partialUpdateObjectNoCreate' : 'partialUpdateObject'
      const { taskID } = runBatch(params.indexName, [{ action, body: { ...body, objectID: params.objectID } }])
      return { objectID: params.objectID, taskID, updatedAt: now() }
    }),
    route('POST', '/1/indexes/:indexName', 'addObject', ({ params, body }) => {
      const { taskID, objectIDs } = runBatch(params.indexName, [{ action: 'addObject', body }])
      return { createdAt: now(), taskID, objectID: objectIDs[0] }
    }),
    route('DELETE', '/1/indexes/:indexName', 'deleteIndex', ({ params }) => ({ taskID: store.deleteIndex(params.indexName), deletedAt: now() })),
    route('GET', '/1/indexes/:indexName/:objectID', 'search', ({ params, query, access }) => {
      target(access, params.indexName)
      const found = readObject(access, params.indexName, params.objectID)
      if (!found) throw new HttpError(404, 'ObjectID does not exist')
      return withoutUnretrievable(retrieveAttributes(found.record, query.get('attributesToRetrieve')?.split(',')), forCaller(access, found).settings)
    }),
    route('PUT', '/1/indexes/:indexName/:objectID', 'addObject', ({ params, body }) => {
      const { taskID } = runBatch(params.indexName, [{ action: 'updateObject', body: { ...body, objectID: params.objectID } }])
      return { objectID: params.objectID, taskID, updatedAt: now() }
    }),
    route('DELETE', '/1/indexes/:indexName/:objectID', 'deleteObject', ({ params }) => {
      const { taskID } = runBatch(params.indexName, [{ action: 'deleteObject', body: { objectID: params.objectID } }])
      return { taskID, deletedAt: now() }
    }),
  ]

  /**
   * A record by objectID, for a key allowed to read it: a secured key's filters apply to reads by id
   * too, so tenant A's key can't fetch tenant B's car by guessing its id.
   */
  function readObject(access: Access, indexName: string, objectID: string) {
    assertIndexAllowed(access, indexName)
    const queried = store.queryTarget(indexName)
    const slot = queried?.data.slotOf(objectID)
    if (!queried || slot === undefined) return undefined
    const filters = access.restrictions?.filters
    if (filters && !filterSlots(queried.data, parseFilters(filters))?.includes(slot)) return undefined
    return { record: queried.data.recordAt(slot), settings: queried.settings }
  }
}

const OPERATIONS = ['copy', 'move'] as const
const SCOPES: readonly CopyScope[] = ['settings', 'synonyms', 'rules']

function readOperation(body: JsonObject): { operation: (typeof OPERATIONS)[number]; destination: string; scope?: CopyScope[] } {
  const operation = OPERATIONS.find((candidate) => candidate === body.operation)
  if (!operation) throw new HttpError(400, 'operation must be "copy" or "move"')
  if (typeof body.destination !== 'string' || body.destination === '') throw new HttpError(400, 'destination must be an index name')
  if (body.scope === undefined || body.scope === null) return { operation, destination: body.destination }
  if (operation === 'move') throw new HttpError(400, 'scope only applies to copy')
  if (!Array.isArray(body.scope)) throw new HttpError(400, `scope must be a list of ${SCOPES.join(', ')}`)
  const scope = body.scope.map((item) => {
    const known = SCOPES.find((candidate) => candidate === item)
    if (!known) throw new HttpError(400, `scope: unknown ${JSON.stringify(item)}; use ${SCOPES.join(', ')}`)
    return known
  })
  return { operation, destination: body.destination, scope }
}

/** `GET /1/indexes`: every index, or one page of them when `hitsPerPage` is given. */
function listIndices(store: IndexStore, query: URLSearchParams) {
  const indices = store.list()
  const page = integerParam(query, 'page', 0, 0)
  const hitsPerPage = integerParam(query, 'hitsPerPage', Math.max(indices.length, 1), 1)
  return {
    items: indices.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((index) => ({
      name: index.name,
      createdAt: index.createdAt,
      updatedAt: index.updatedAt,
      entries: store.entries(index.name),
      dataSize: index.fileSize,
      fileSize: index.fileSize,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
      ...(index.primary ? { primary: index.primary } : {}),
      ...(index.settings.replicas ? { replicas: index.settings.replicas } : {}),
    })),
    nbPages: Math.ceil(indices.length / hitsPerPage),
  }
}

function integerParam(query: URLSearchParams, name: string, fallback: number, min: number): number {
  const text = query.get(name)
  if (text === null) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min) throw new HttpError(400, `${name} must be an integer of at least ${min}`)
  return value
}

/** As many records as one page of search can show: a list of ids can't read more at once than a query can. */
const MAX_OBJECTS_PER_REQUEST = 1000

/** A list of at most `max` items, or a 400 saying `tooMany` and the limit. */
function limitedList(value: unknown, name: string, max: number, tooMany: string): unknown[] {
  if (!Array.isArray(value)) throw new HttpError(400, `${name} must be a list`)
  if (value.length > max) throw new HttpError(400, `${tooMany}: at most ${max}, not ${value.length}`)
  return value
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined
}

/**
 * The index as this caller may read it: as Algolia does, `unretrievableAttributes` are left out of what any key but the
 * admin key retrieves (a consignor's private_suburb and private_postcode), so the engine omits them unless it is admin.
 */
function forCaller<T extends { settings: QueryTarget['settings'] }>(access: Access, target: T): T {
  if (access.rights !== 'all' || !target.settings.unretrievableAttributes) return target
  const { unretrievableAttributes: _adminRetrievesAll, ...settings } = target.settings
  return { ...target, settings }
}
