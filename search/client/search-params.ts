/**
 * The one reader of a query's search parameters: the search service reads each query with it (and merges a secured
 * key's restrictions after it), and a proxy in front (the storefront's /search-api) reads with it too, then judges what
 * it read, so both see the same request. Whatever two readers could take differently is refused: a `null`, a parameter
 * named twice. Numbers and the query text are capped as Algolia caps them.
 */

/** Input the engine cannot interpret (malformed filter, wrongly typed parameter). The protocol answers 400 with its message. */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError'
}

/**
 * `facetFilters`, `numericFilters` and `tagFilters`: a list whose items are ANDed, where an item may itself be a list
 * whose items are ORed. A plain string is the legacy form: items separated by commas, OR groups in parentheses, e.g.
 * `(make:Kia,make:Ford),car_type:new`.
 */
export type FilterList = string | Array<string | string[]>

type JsonObject = { [key: string]: unknown }

/** Algolia's own caps (its API reference): a longer query or a larger number is refused there too. */
const MAX_QUERY_LENGTH = 512
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
 * A query with the parameters of its legacy URL-encoded `params` string (older clients send that; values there are
 * text, lists JSON or comma-separated) merged into its JSON fields. A parameter named twice (a JSON field and in
 * `params`, or twice in `params`) and a `null` are refused: readers differ on which one counts, and a proxy that counted
 * one while the service used the other could be slipped past.
 */
export function withParamsMerged(query: JsonObject): JsonObject {
  const { params } = query
  // A Map, not an object: a parameter named `__proto__` or `constructor` is just a name.
  const merged = new Map<string, unknown>()
  for (const [name, value] of Object.entries(query)) {
    if (value === null) throw new InvalidInputError(`${name} must not be null`)
    if (name !== 'params' && value !== undefined) merged.set(name, value)
  }
  if (params !== undefined && typeof params !== 'string') throw new InvalidInputError('params must be a URL-encoded string')
  for (const [name, value] of new URLSearchParams(params)) {
    if (merged.has(name)) throw new InvalidInputError(`${name} is given twice: send each parameter once, as a JSON field or in params`)
    merged.set(name, value)
  }
  return Object.fromEntries(merged)
}

/** Reads a query's parameters (withParamsMerged). Unknown parameters are accepted and ignored. */
export function readSearchParams(request: JsonObject): SearchParams {
  const raw = Object.fromEntries(Object.entries(withParamsMerged(request)).filter(([name]) => !NOT_PARAMETERS.has(name)))
  const query = text(raw, 'query') ?? ''
  if (query.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`query must be at most ${MAX_QUERY_LENGTH} characters`)

  return {
    query,
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
