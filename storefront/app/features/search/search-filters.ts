// Search state as the search service's filter strings (Algolia's grammar). Pure: the server's first page and the
// browser's later queries build the same filters.
import { anyOf, compare } from '@dealer/stock/filters'
import { RANGE_FACETS, REFINEMENT_FACETS, type RefinementFacet, type SearchState } from './search-state'

export interface StockFilterOptions {
  /** Spec 000 §5: "With price-ascending sort on some sites, vehicles with price 0 are excluded." */
  priceAscendingExcludesZero?: boolean
  /** Leave this facet's own refinement out (for its disjunctive counts). */
  except?: RefinementFacet
}

/** The state's refinements as filters to AND together: the values of one facet ORed, each range's bounds. */
export function stockFilters(state: Pick<SearchState, 'refinements' | 'ranges' | 'sortBy'>, options: StockFilterOptions = {}): string[] {
  const filters: string[] = []
  for (const facet of REFINEMENT_FACETS) {
    if (facet === options.except) continue
    const values = state.refinements[facet] ?? []
    if (values.length > 0) filters.push(anyOf(facet, values))
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    if (range?.min != null) filters.push(compare(facet, '>=', range.min))
    if (range?.max != null) filters.push(compare(facet, '<=', range.max))
  }
  if (state.sortBy === 'price_asc' && options.priceAscendingExcludesZero) filters.push(compare('price', '>', 0))
  return filters
}
