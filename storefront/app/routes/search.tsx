import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { SearchPage } from '../features/search/SearchPage'
import { isSearchPath } from '../features/search/search-state'
import { loadSearch } from '../features/search/stock-search.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/search'

/** Every stock listing: /search/new-used-and-demo-cars, /search/used-cars, /search/{make}/{model}, /special-offers, /used-car/…, … (search-state.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(await requireTenant(context), new URL(request.url))
}

/**
 * Between two search addresses the browser fetches the results itself (SWR and the lite client, same queries as the
 * loader), so the server isn't asked again. Anything else (another page, a form post) runs the loaders as usual.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && isSearchPath(currentUrl.pathname) && isSearchPath(nextUrl.pathname) ? false : defaultShouldRevalidate
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} />
}
