// Spec 001 §7's search view (analytics event 49): which view of a search page an address is.
import { syncsSearchState } from './search-state'

/**
 * The view an address is: its listing's path (/search/used-cars, /search/toyota, /special-offers), so the event is sent
 * once per listing viewed and not again for each filter, page or keystroke within it (those change only the query).
 * Null where spec 000 §2 syncs nothing: the home path with no query parameters.
 */
export function searchViewKey(pathname: string, params: URLSearchParams): string | null {
  if (!syncsSearchState(pathname, params)) return null
  return pathname.replace(/\/+$/, '') || '/'
}
