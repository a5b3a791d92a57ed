import { openSavedSearch } from '../features/saved-searches/saved-searches.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/my-garage.searches.open'

/** A saved search's link in My garage: marks it opened (its "new since" starts again), then to its listing. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return openSavedSearch(await requireTenant(context), request, context, params.id)
}
