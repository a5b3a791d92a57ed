import { loadSearch } from '../lib/stock-search.server'
import type { Route } from './+types/search-make'

/** /search/{make}: one make's stock (spec 001 §2), e.g. /search/toyota. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadSearch(request, params.make)
}

export { default, meta } from './search'
