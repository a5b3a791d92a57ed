// Search state as the search service's filter strings (Algolia's grammar). Pure: the server's first page and the
// browser's later queries build the same filters.
import { RANGE_FACETS, REFINEMENT_FACETS, type SearchState } from './search-state'

/** Quotes a value for Algolia's filter grammar. */
export function filterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** The state's refinements as filters to AND together: the values of one facet ORed, each range's bounds. */
export function stockFilters(state: Pick<SearchState, 'refinements' | 'ranges'>): string[] {
  const filters: string[] = []
  for (const facet of REFINEMENT_FACETS) {
    const values = state.refinements[facet] ?? []
    if (values.length === 1) filters.push(`${facet}:${filterValue(values[0])}`)
    else if (values.length > 1) filters.push(`(${values.map((value) => `${facet}:${filterValue(value)}`).join(' OR ')})`)
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    if (range?.min != null) filters.push(`${facet} >= ${range.min}`)
    if (range?.max != null) filters.push(`${facet} <= ${range.max}`)
  }
  return filters
}
