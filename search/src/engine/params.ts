import type { FilterList } from './filter-lists'
import { InvalidInputError, type JsonObject } from './types'

const MAX_HITS_PER_PAGE = 1000
const MAX_VALUES_PER_FACET = 1000
const MAX_FACET_HITS = 100

/** The search parameters the engine understands, read from one query of a request. */
export interface SearchParams {
  query: string
  filters?: string
  facetFilters?: FilterList
  numericFilters?: FilterList
  tagFilters?: FilterList
  facets?: string[]
  maxValuesPerFacet: number
  page: number
  hitsPerPage: number
  attributesToRetrieve?: string[]
  /** undefined: the searchable attributes. */
  attributesToHighlight?: string[]
  highlightPreTag: string
  highlightPostTag: string
  typoTolerance: boolean
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  /** Facet-value search only. */
  facetQuery: string
  maxFacetHits: number
  /** The parameters as received, URL-encoded, for the response's `params` field. */
  encoded: string
}

/** Request fields that name the query rather than parameterise it. */
const NOT_PARAMETERS = new Set(['indexName', 'type', 'params', 'facet'])

/**
 * Reads a query's parameters from its JSON fields and from the legacy URL-encoded `params` string
 * (older clients send that; values there are text, lists JSON or comma-separated). JSON fields win
 * when both name a parameter. Unknown parameters are accepted and ignored.
 */
export function readSearchParams(request: JsonObject): SearchParams {
  const raw: JsonObject = {}
  if (request.params !== undefined && request.params !== null) {
    if (typeof request.params !== 'string') throw new InvalidInputError('params must be a URL-encoded string')
    for (const [name, value] of new URLSearchParams(request.params)) raw[name] = value
  }
  for (const [name, value] of Object.entries(request)) if (!NOT_PARAMETERS.has(name) && value !== undefined && value !== null) raw[name] = value

  return {
    query: text(raw, 'query') ?? '',
    filters: text(raw, 'filters'),
    facetFilters: filterList(raw, 'facetFilters'),
    numericFilters: filterList(raw, 'numericFilters'),
    tagFilters: filterList(raw, 'tagFilters'),
    facets: stringList(raw, 'facets'),
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', 100, MAX_VALUES_PER_FACET),
    page: integer(raw, 'page', 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: integer(raw, 'hitsPerPage', 20, MAX_HITS_PER_PAGE),
    attributesToRetrieve: stringList(raw, 'attributesToRetrieve'),
    attributesToHighlight: stringList(raw, 'attributesToHighlight'),
    highlightPreTag: text(raw, 'highlightPreTag') ?? '<em>',
    highlightPostTag: text(raw, 'highlightPostTag') ?? '</em>',
    typoTolerance: typoTolerance(raw),
    minWordSizefor1Typo: integer(raw, 'minWordSizefor1Typo', 4, 100),
    minWordSizefor2Typos: integer(raw, 'minWordSizefor2Typos', 8, 100),
    facetQuery: text(raw, 'facetQuery') ?? '',
    maxFacetHits: integer(raw, 'maxFacetHits', 10, MAX_FACET_HITS),
    encoded: new URLSearchParams(Object.entries(raw).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])).toString(),
  }
}

/** `typoTolerance`: true (default), false, or Algolia's "min"/"strict" (both still forgive typos here). */
function typoTolerance(raw: JsonObject): boolean {
  const value = raw.typoTolerance
  if (value === undefined || value === true || value === 'true' || value === 'min' || value === 'strict') return true
  if (value === false || value === 'false') return false
  throw new InvalidInputError('typoTolerance must be true, false, "min" or "strict"')
}

function text(raw: JsonObject, name: string): string | undefined {
  const value = raw[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new InvalidInputError(`${name} must be a string`)
  return value
}

function integer(raw: JsonObject, name: string, fallback: number, max: number): number {
  const value = raw[name]
  if (value === undefined || value === '') return fallback
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > max) {
    throw new InvalidInputError(`${name} must be an integer from 0 to ${max}`)
  }
  return number
}

/** A list of strings, or its text form: JSON (`["a","b"]`) or comma-separated (`a,b`). */
function stringList(raw: JsonObject, name: string): string[] | undefined {
  const value = parseJsonList(raw[name], name)
  if (value === undefined) return undefined
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value
  throw new InvalidInputError(`${name} must be a list of strings`)
}

/** A filter list (strings and lists of strings), or a legacy filter string. */
function filterList(raw: JsonObject, name: string): FilterList | undefined {
  const value = parseJsonList(raw[name], name)
  if (value === undefined || typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || (Array.isArray(item) && item.every((inner) => typeof inner === 'string')))) {
    return value
  }
  throw new InvalidInputError(`${name} must be a string or a list of strings and lists of strings`)
}

/** Text that looks like a JSON list is parsed; anything else is returned as it is. */
function parseJsonList(value: unknown, name: string): unknown {
  if (typeof value !== 'string' || !value.trimStart().startsWith('[')) return value
  try {
    return JSON.parse(value)
  } catch {
    throw new InvalidInputError(`${name} is not valid JSON: ${value}`)
  }
}
