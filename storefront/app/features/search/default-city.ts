// Spec 001 §4: "A page-1 default city filter is added on one site" (Site settings → Stock → default city).
import { searchUrl, type SearchState } from './search-state'

/**
 * Where a listing's address should go to carry the site's default city, or null when it stays: only on page 1, only
 * when the address names no city itself (`city=` with no value counts as naming one: every city), and only where the
 * site has a default. Shoppers remove it like any other filter; the address they land on then says `city=` (every
 * city, SearchState's `everyCity`), so a reload keeps it removed.
 */
export function defaultCityAddress(state: SearchState, params: URLSearchParams, defaultCity: string | null | undefined): string | null {
  const city = defaultCity?.trim()
  if (!city || state.page !== 1 || params.has('city')) return null
  return searchUrl({ ...state, refinements: { ...state.refinements, city: [city] } })
}
