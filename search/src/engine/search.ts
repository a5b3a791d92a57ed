import { filterSlots, type FilterConjunction } from './conditions'
import { countFacets, countValues, compareText, requestedFacets, type FacetCounts, type FacetStats } from './facets'
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filter-lists'
import { parseFilters } from './filters'
import { highlightHit } from './highlight'
import type { IndexData } from './index-data'
import type { SearchParams } from '../../client/search-params'
import { rankOrder } from './ranking'
import { retrieveAttributes, withoutUnretrievable } from './retrieve'
import { zeroedBytes } from './scratch'
import { attributeName, customRankingCriteria, searchableAttributeGroups, searchableAttributes } from './settings'
import { allowedTypos, normalise, words } from './text-index'
import { matchText, type TextMatch } from './text-match'
import { InvalidInputError, type AnswerBudget, type IndexSettings, type JsonObject } from './types'

/** Algolia never pages beyond the first 1000 hits (its default paginationLimitedTo). */
const PAGINATION_LIMIT = 1000

/** One query's result, shaped as Algolia answers it. */
export interface SearchResult {
  hits: JsonObject[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  exhaustiveNbHits: true
  exhaustiveFacetsCount: true
  exhaustive: { nbHits: true; facetsCount: true; typo: true }
  query: string
  params: string
  processingTimeMS: number
  facets?: FacetCounts
  facets_stats?: Record<string, FacetStats>
}

/** The records a query matches, best first, and how its text matched (null without query words). */
export interface Matches {
  slots: Uint32Array
  /** Every live record matches: facet counts can come from the per-write cache. */
  all: boolean
  text: TextMatch | null
}

/**
 * Filters, matches the query text and ranks: by typos, then the best attribute the words were found
 * in, then exact words, then the index's custom ranking (Algolia's default ranking formula without
 * geo, proximity and word counts, which stock search doesn't need).
 */
export function findMatches(data: IndexData, settings: IndexSettings, params: SearchParams): Matches {
  const filtered = filterSlots(data, filterConjunction(params))
  const { order, positionOf } = rankOrder(data, customRankingCriteria(settings))
  const text = params.query
    ? matchText(
        data.text(searchableAttributeGroups(settings)),
        params.query,
        { enabled: params.typoTolerance, minWordSizefor1Typo: params.minWordSizefor1Typo, minWordSizefor2Typos: params.minWordSizefor2Typos },
        data.slotCount,
      )
    : null

  if (!text) {
    if (!filtered) return { slots: order, all: true, text: null }
    // Rank the filtered slots by their positions in the ranking: a numeric sort, not a comparator.
    const positions = filtered.map((slot) => positionOf[slot]).sort()
    return { slots: positions.map((position) => order[position]), all: false, text: null }
  }
  let slots = text.slots
  if (filtered) {
    const kept = zeroedBytes('findMatches', data.slotCount)
    for (const slot of filtered) kept[slot] = 1
    slots = slots.filter((slot) => kept[slot] === 1)
  }
  // One number per match encodes its rank, so a numeric sort replaces a comparator: typos, then
  // attribute, then exact words (more first), then the custom ranking position.
  const { typos, attribute, exact } = text
  const total = order.length
  const keys = new Float64Array(slots.length)
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]
    keys[i] = ((typos[slot] * 32 + Math.min(attribute[slot], 31)) * 64 + (63 - Math.min(exact[slot], 63))) * total + positionOf[slot]
  }
  keys.sort()
  const ranked = new Uint32Array(keys.length)
  for (let i = 0; i < keys.length; i++) ranked[i] = order[keys[i] % total]
  return { slots: ranked, all: false, text }
}

/**
 * Runs one query over an index: match, page through the matches and count facets over all of them. `budget` sees each
 * hit and the facet counts as they are made, so an answer too large for it stops growing there.
 */
export function search(data: IndexData, settings: IndexSettings, params: SearchParams, budget?: AnswerBudget): SearchResult {
  const started = performance.now()
  const matches = findMatches(data, settings, params)
  const { page, hitsPerPage } = params
  const reachable = Math.min(matches.slots.length, PAGINATION_LIMIT)
  const start = page * hitsPerPage
  const pageSlots = start < reachable ? matches.slots.subarray(start, Math.min(start + hitsPerPage, reachable)) : new Uint32Array(0)
  const facetAttributes = requestedFacets(params.facets, settings)
  const hits = hitsOf(data, pageSlots, settings, params, matches.text, budget)
  const facets = facetAttributes.length > 0 ? countFacets(data, matches.all ? null : matches.slots, facetAttributes, params.maxValuesPerFacet) : {}
  budget?.add(facets)
  return {
    hits,
    nbHits: matches.slots.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: params.encoded,
    ...facets,
    processingTimeMS: Math.round(performance.now() - started),
  }
}

/** Hits as Algolia returns them: the retrieved attributes and `_highlightResult`; each one is added to `budget` as it is made. */
export function hitsOf(
  data: IndexData,
  slots: Uint32Array,
  settings: IndexSettings,
  params: SearchParams,
  text: TextMatch | null,
  budget?: AnswerBudget,
): JsonObject[] {
  const toRetrieve = params.attributesToRetrieve ?? stringSetting(settings.attributesToRetrieve)
  const toHighlight = params.attributesToHighlight ?? stringSetting(settings.attributesToHighlight) ?? searchableAttributes(settings)
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  return Array.from(slots, (slot) => {
    const record = data.recordAt(slot)
    const hit = withoutUnretrievable(retrieveAttributes(record, toRetrieve), settings)
    const wanted = toHighlight ?? Object.keys(record).filter((key) => key !== 'objectID')
    // Only what the hit shows is highlighted, so attributesToRetrieve also hides it from highlighting.
    const shown = wanted.includes('*') ? Object.keys(hit).filter((key) => key !== 'objectID') : wanted.filter((attribute) => attribute.split('.')[0] in hit)
    const highlighted = highlightHit(hit, shown, text, tags)
    const shownHit = Object.keys(highlighted).length > 0 ? { ...hit, _highlightResult: highlighted } : hit
    budget?.add(shownHit)
    return shownHit
  })
}

function stringSetting(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined
}

export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

/**
 * Searches the values of a `searchable()` facet, counting only records that match the rest of the
 * query, as Algolia's searchForFacetValues does: values whose words start with the facet query's
 * words, most frequent first.
 */
export function searchFacetValues(
  data: IndexData,
  settings: IndexSettings,
  facet: string,
  params: SearchParams,
): { facetHits: FacetHit[]; exhaustiveFacetsCount: true; processingTimeMS: number } {
  const started = performance.now()
  const searchable = (settings.attributesForFaceting ?? []).some((setting) => setting === `searchable(${facet})`)
  if (!searchable) {
    throw new InvalidInputError(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`)
  }
  const matches = findMatches(data, settings, params)
  const column = data.column(attributeName(facet))
  const { ids, counts } = countValues(data, column, matches.all ? null : matches.slots)
  const queryWords = words(params.facetQuery)
  const hits: FacetHit[] = []
  ids.forEach((id, i) => {
    const label = column.labels[id]
    const highlighted = highlightFacetValue(label, queryWords, params)
    if (highlighted !== null) hits.push({ value: label, highlighted, count: counts[i] })
  })
  hits.sort((a, b) => b.count - a.count || compareText(a.value, b.value))
  return { facetHits: hits.slice(0, params.maxFacetHits), exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) }
}

/** The value with the facet query's words marked, or null when some query word starts no word of it (typos allowed in longer words). */
function highlightFacetValue(value: string, queryWords: string[], params: SearchParams): string | null {
  if (queryWords.length === 0) return value
  const valueWords = [...value.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((found) => ({ text: found[0], start: found.index, normalised: normalise(found[0]) }))
  const marks = new Map<number, number>()
  for (const queryWord of queryWords) {
    const rules = { enabled: params.typoTolerance, minWordSizefor1Typo: params.minWordSizefor1Typo, minWordSizefor2Typos: params.minWordSizefor2Typos }
    const found =
      valueWords.find((word) => word.normalised.startsWith(queryWord)) ??
      valueWords.find((word) => prefixDistance(queryWord, word.normalised) <= allowedTypos(queryWord, rules))
    if (!found) return null
    const length = found.normalised.startsWith(queryWord) && found.normalised.length === found.text.length ? queryWord.length : found.text.length
    marks.set(found.start, Math.max(marks.get(found.start) ?? 0, length))
  }
  let result = ''
  let last = 0
  for (const [start, length] of [...marks].sort(([a], [b]) => a - b)) {
    result += value.slice(last, start) + params.highlightPreTag + value.slice(start, start + length) + params.highlightPostTag
    last = start + length
  }
  return result + value.slice(last)
}

/** The fewest edits turning `query` into some prefix of `word`. */
function prefixDistance(query: string, word: string): number {
  let row = Array.from({ length: query.length + 1 }, (_, j) => j)
  let best = row[query.length]
  for (let i = 1; i <= word.length; i++) {
    const next = [i]
    for (let j = 1; j <= query.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (query[j - 1] === word[i - 1] ? 0 : 1))
    row = next
    best = Math.min(best, row[query.length])
  }
  return best
}

/** Every filter parameter of the query, ANDed together. */
function filterConjunction(params: SearchParams): FilterConjunction {
  return [
    ...(params.filters ? parseFilters(params.filters) : []),
    ...(params.facetFilters ? parseFacetFilters(params.facetFilters) : []),
    ...(params.numericFilters ? parseNumericFilters(params.numericFilters) : []),
    ...(params.tagFilters ? parseTagFilters(params.tagFilters) : []),
  ]
}
