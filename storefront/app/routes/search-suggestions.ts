import { suggestionsResponse } from '../features/search/suggestions/suggestions.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/search-suggestions'

/** GET /api/search-suggestions?q=: the header search box's suggestions (features/search/suggestions). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return suggestionsResponse(await requireTenant(context), request)
}
