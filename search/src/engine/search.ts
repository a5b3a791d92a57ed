import { parseFacetFilters, parseFilters, parseNumericFilters, type Predicate } from './filters'
import type { IndexSettings, SearchParams, SearchRecord } from './types'
import { facetValue, valuesAt } from './values'

/** Algolia never pages beyond the first 1000 hits (paginationLimitedTo). */
const PAGINATION_LIMIT = 1000

export interface SearchResult {
  hits: Array<Record<string, unknown>>
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  exhaustiveNbHits: true
  exhaustiveFacetsCount: true
  query: string
  params: string
  processingTimeMS: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>
}

/** Strips Algolia's attribute modifiers: `filterOnly(x)`, `searchable(x)`, `unordered(x)`… → `x`. */
export function attributeName(setting: string): string {
  return setting.replace(/^\w+\((.+)\)$/, '$1')
}

/** Runs one query over an index's records: filter, full-text match, rank, facet and paginate. */
export function search(records: Iterable<SearchRecord>, settings: IndexSettings, params: SearchParams): SearchResult {
  const started = performance.now()
  const predicates: Predicate[] = []
  if (params.filters) predicates.push(parseFilters(params.filters))
  if (params.facetFilters) predicates.push(parseFacetFilters(params.facetFilters))
  if (params.numericFilters) predicates.push(parseNumericFilters(params.numericFilters))
  if (params.tagFilters) predicates.push(parseFacetFilters(tagFiltersAsFacetFilters(params.tagFilters)))
  const matchesQuery = queryMatcher(params.query, settings)

  const matched: SearchRecord[] = []
  for (const record of records) {
    if (predicates.every((predicate) => predicate(record)) && matchesQuery(record)) matched.push(record)
  }
  const ranked = rank(matched, settings.customRanking ?? [])

  const reachable = Math.min(ranked.length, PAGINATION_LIMIT)
  const nbPages = params.hitsPerPage === 0 ? 0 : Math.ceil(reachable / params.hitsPerPage)
  const start = params.page * params.hitsPerPage
  const pageHits = start < reachable ? ranked.slice(start, Math.min(start + params.hitsPerPage, reachable)) : []

  const result: SearchResult = {
    hits: pageHits.map((record) => retrieve(record, params.attributesToRetrieve)),
    nbHits: matched.length,
    page: params.page,
    nbPages,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    query: params.query,
    params: '',
    processingTimeMS: 0,
  }
  const facetNames = requestedFacets(params.facets, settings)
  if (facetNames.length > 0) Object.assign(result, countFacets(matched, facetNames, params.maxValuesPerFacet))
  result.processingTimeMS = Math.round(performance.now() - started)
  return result
}

function tagFiltersAsFacetFilters(tagFilters: string | Array<string | string[]>): Array<string | string[]> {
  const groups = typeof tagFilters === 'string' ? tagFilters.split(',') : tagFilters
  return groups.map((group) => (Array.isArray(group) ? group.map((tag) => `_tags:${tag}`) : `_tags:${group}`))
}

const WORD = /[\p{L}\p{N}]+/gu

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? []
}

/** Every query word must start some word of a searchable attribute (prefix search). */
function queryMatcher(query: string, settings: IndexSettings): (record: SearchRecord) => boolean {
  const queryWords = words(query)
  if (queryWords.length === 0) return () => true
  const attributes = settings.searchableAttributes?.flatMap((setting) => attributeName(setting).split(',').map((name) => name.trim()))
  return (record) => {
    const values = attributes ? attributes.flatMap((attribute) => valuesAt(record, attribute)) : Object.values(record)
    const recordWords = values.flatMap((value) => (typeof value === 'string' || typeof value === 'number' ? words(String(value)) : []))
    return queryWords.every((queryWord) => recordWords.some((recordWord) => recordWord.startsWith(queryWord)))
  }
}

/** Orders records by the custom ranking, then objectID; each record's sort keys are read once. */
function rank(records: SearchRecord[], customRanking: string[]): SearchRecord[] {
  const criteria = customRanking.flatMap((rule) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(rule)
    return match ? [{ direction: match[1] === 'asc' ? 1 : -1, attribute: match[2] }] : []
  })
  const keyed = records.map((record) => ({ record, keys: criteria.map((criterion) => valuesAt(record, criterion.attribute)[0]) }))
  keyed.sort((a, b) => {
    for (let i = 0; i < criteria.length; i++) {
      const left = a.keys[i]
      const right = b.keys[i]
      if (left === right) continue
      if (left === undefined) return 1
      if (right === undefined) return -1
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right))
      if (order !== 0) return order * criteria[i].direction
    }
    return a.record.objectID < b.record.objectID ? -1 : a.record.objectID > b.record.objectID ? 1 : 0
  })
  return keyed.map((entry) => entry.record)
}

function retrieve(record: SearchRecord, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return record
  const picked: Record<string, unknown> = { objectID: record.objectID }
  for (const attribute of attributes) if (attribute in record) picked[attribute] = record[attribute]
  return picked
}

function requestedFacets(facets: string[] | undefined, settings: IndexSettings): string[] {
  if (!facets || facets.length === 0) return []
  const faceted = (settings.attributesForFaceting ?? []).filter((setting) => !setting.startsWith('filterOnly(')).map(attributeName)
  return facets.includes('*') ? faceted : facets.filter((facet) => faceted.includes(facet))
}

function countFacets(records: SearchRecord[], facetNames: string[], maxValues: number): Pick<SearchResult, 'facets' | 'facets_stats'> {
  const facets: Record<string, Record<string, number>> = {}
  const stats: NonNullable<SearchResult['facets_stats']> = {}
  for (const name of facetNames) {
    const counts = new Map<string, number>()
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let numericCount = 0
    for (const record of records) {
      for (const value of new Set(valuesAt(record, name))) {
        const label = facetValue(value)
        if (label === null) continue
        counts.set(label, (counts.get(label) ?? 0) + 1)
        if (typeof value === 'number') {
          min = Math.min(min, value)
          max = Math.max(max, value)
          sum += value
          numericCount++
        }
      }
    }
    // Most frequent first, then by value, as Algolia's default facet ordering.
    const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, maxValues)
    facets[name] = Object.fromEntries(sorted)
    if (numericCount > 0) stats[name] = { min, max, avg: sum / numericCount, sum }
  }
  return Object.keys(stats).length > 0 ? { facets, facets_stats: stats } : { facets }
}
