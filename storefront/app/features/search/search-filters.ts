// Search state as the search service's filter strings (Algolia's grammar). Pure: the server's first page and the
// browser's later queries build the same filters.
import { compareBodyLabels } from '@dealer/stock/body-types'
import { anyOf, compare } from '@dealer/stock/filters'
import { compareLabels } from '@dealer/stock/text'
import { RANGE_FACETS, REFINEMENT_FACETS, type RefinementFacet, type SearchState } from './search-state'

export interface StockFilterOptions {
  /** Spec 000 §5: "With price-ascending sort on some sites, vehicles with price 0 are excluded." */
  priceAscendingExcludesZero?: boolean
  /** Leave this facet's own refinement out (for its disjunctive counts). */
  except?: RefinementFacet
  /** The site's just-arrived window (spec 000 §9: 8 days), for the created-date filter. */
  justArrivedDays?: number
  /** Now, in milliseconds (tests fix it). */
  now?: number
}

const DAY_SECONDS = 86_400
/** The window's start is rounded down to the minute, so the server's page and the browser's next ones ask alike. */
const MINUTE_SECONDS = 60

/** The state's refinements as filters to AND together: the values of one facet ORed, each range's bounds. */
export function stockFilters(state: Pick<SearchState, 'refinements' | 'ranges' | 'sortBy' | 'justArrived'>, options: StockFilterOptions = {}): string[] {
  const filters: string[] = []
  for (const facet of REFINEMENT_FACETS) {
    if (facet === options.except) continue
    const values = state.refinements[facet] ?? []
    if (values.length > 0) filters.push(anyOf(facet, values))
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    // The price a shopper filters by is the one the cards show: an offer price when there is one.
    const attribute = facet === 'price' ? 'selling_price' : facet
    if (range?.min != null) filters.push(compare(attribute, '>=', range.min))
    if (range?.max != null) filters.push(compare(attribute, '<=', range.max))
  }
  if (state.justArrived) filters.push(compare('created_at_timestamp', '>=', justArrivedSince(options.justArrivedDays ?? 8, options.now ?? Date.now())))
  if (state.sortBy === 'price_asc' && options.priceAscendingExcludesZero) filters.push(compare('selling_price', '>', 0))
  return filters
}

/** A refinement as stockFilters writes it: `facet:"value"`, the value's quotes and backslashes escaped. */
const REFINEMENT_FILTER = /(?<![\w.])([a-z_]+):"((?:[^"\\]|\\.)*)"/g

/**
 * The refinements in filters stockFilters wrote (the browser's queries, read back by the storefront's /search-api):
 * its inverse for the refinement facets. Anything else in the filters (ranges, a date) is left out.
 */
export function refinementsInFilters(filters: string): SearchState['refinements'] {
  const refinements: SearchState['refinements'] = {}
  for (const [, facet, quotedValue] of filters.matchAll(REFINEMENT_FILTER)) {
    if (!(REFINEMENT_FACETS as readonly string[]).includes(facet!)) continue
    const value = quotedValue!.replace(/\\(.)/g, '$1')
    ;(refinements[facet as RefinementFacet] ??= []).push(value)
  }
  return refinements
}

/** The earliest listing time (Unix seconds) a just-arrived car has: the same window as its "New" tag (stock/display.ts). */
export function justArrivedSince(days: number, now: number): number {
  const since = Math.floor(now / 1000) - days * DAY_SECONDS
  return Math.ceil(since / MINUTE_SECONDS) * MINUTE_SECONDS
}

/**
 * The body filter's values (spec 000 §9: "Facet sort is by count descending then label"): most cars first; among equal
 * counts the body types in spec 001 §9's order ("4x4, bus, cabChassis, …, stationWagon"), then any other value (a
 * "Caravan") by label. Each shown in the type's own words (search-page.ts valueLabel).
 */
export function inBodyTypeOrder<Value extends { value: string; count: number }>(values: readonly Value[]): Value[] {
  return [...values].sort((a, b) => b.count - a.count || compareBodyLabels(a.value, b.value) || compareLabels(a.value, b.value))
}
