// What the header's suggestions and their JSON route share (issue 47). Its own tiny module: the browser's combobox
// loads this, not the matcher (suggestions.ts) and the search state it builds addresses with.
import { formatNumber } from '@dealer/stock/format'

/** The JSON route that answers `?q=<what was typed>`. Under /api: its first segment is reserved, and the render limit skips it. */
export const SUGGESTIONS_PATH = '/api/search-suggestions'

/** The longest text the route reads; the header's box takes more (a whole sentence), but no make, model or body is that long. */
export const MAX_SUGGESTION_QUERY_LENGTH = 100

/** At most this many suggestions: what fits under the box on a phone. */
export const MAX_SUGGESTIONS = 8

export interface Suggestion {
  kind: 'make' | 'model' | 'body'
  /** "Toyota", "HiLux (Toyota)", "Ute". */
  label: string
  /** Cars in stock. */
  count: number
  /** The listing: /search/toyota, /search/toyota/hilux, /search/ute. */
  href: string
}

export interface SuggestionsAnswer {
  suggestions: Suggestion[]
}

/**
 * What is asked for a box's text: trimmed, spaces collapsed and lower-cased, so "HiLux " and "hilux" are one request
 * (and one entry in the browser's caches). Null when there is nothing to ask: empty, or longer than the route reads.
 */
export function suggestionQuery(text: string): string | null {
  const query = text.trim().replace(/\s+/g, ' ').toLowerCase()
  return query === '' || query.length > MAX_SUGGESTION_QUERY_LENGTH ? null : query
}

/** "42 cars", "1 car". */
export function carCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'car' : 'cars'}`
}

/** An option as read out and shown: "Toyota — 42 cars", "HiLux (Toyota) — 12 cars", "Ute — 1 car". */
export function suggestionText({ label, count }: Pick<Suggestion, 'label' | 'count'>): string {
  return `${label} — ${carCount(count)}`
}

/** "3 suggestions", "1 suggestion", "No suggestions": what the live region says when an answer arrives. */
export function suggestionCountText(count: number): string {
  if (count === 0) return 'No suggestions'
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`
}
