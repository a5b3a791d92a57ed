import { readSearchParams } from '../../client/search-params'
import { findMatches, hitsOf, search, searchFacetValues, type SearchResult } from '../engine/search'
import type { AnswerBudget, JsonObject } from '../engine/types'
import { isJsonObject } from '../engine/values'
import type { QueryTarget } from '../store/index-store'
import { HttpError } from './http-error'

/** Runs one query (its JSON fields and/or legacy `params` string) against an index, as Algolia answers it. */
export function searchIndex(target: QueryTarget, query: JsonObject, budget?: AnswerBudget): SearchResult & { index: string } {
  return { ...search(target.data, target.settings, readSearchParams(query), budget), index: target.name }
}

/** `searchForFacetValues`: the values of one facet matching `facetQuery`, counted over the query's matches. */
export function searchFacet(target: QueryTarget, facet: string, query: JsonObject) {
  return searchFacetValues(target.data, target.settings, facet, readSearchParams(query))
}

const MAX_BROWSE_HITS = 1000

/**
 * `browse`: every matching record, a page at a time, without the 1000-hit limit of search. The
 * cursor carries the query and the position, so later calls need nothing else; it is only valid
 * while the index is unchanged, as Algolia's cursors are only meant for one pass over a snapshot.
 */
export function browseIndex(target: QueryTarget, body: JsonObject, restrict: (query: JsonObject) => JsonObject = (query) => query, budget?: AnswerBudget) {
  const started = performance.now()
  const { cursor, ...request } = body
  const { query, offset } = cursor === undefined || cursor === null ? { query: request, offset: 0 } : readCursor(cursor)
  // The cursor is the client's to send back, so it is restricted again like any query.
  const params = readSearchParams(restrict({ hitsPerPage: MAX_BROWSE_HITS, ...query }))
  const matches = findMatches(target.data, target.settings, params)
  const end = Math.min(offset + params.hitsPerPage, matches.slots.length)
  const hits = hitsOf(target.data, matches.slots.subarray(offset, end), target.settings, params, matches.text, budget)
  return {
    hits,
    ...(end < matches.slots.length ? { cursor: writeCursor({ query, offset: end }) } : {}),
    nbHits: matches.slots.length,
    page: params.hitsPerPage === 0 ? 0 : Math.floor(offset / params.hitsPerPage),
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(matches.slots.length / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    query: params.query,
    params: params.encoded,
    index: target.name,
    processingTimeMS: Math.round(performance.now() - started),
  }
}

interface Cursor {
  query: JsonObject
  offset: number
}

function writeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function readCursor(text: unknown): Cursor {
  if (typeof text === 'string') {
    try {
      const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
      if (isJsonObject(value) && isJsonObject(value.query) && typeof value.offset === 'number' && Number.isInteger(value.offset) && value.offset >= 0) {
        return { query: value.query, offset: value.offset }
      }
    } catch {
      // reported below
    }
  }
  throw new HttpError(400, 'cursor is not valid: pass the cursor of the previous browse response as it is')
}
