import { changeWatchlist } from '../features/account/watchlist.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.watchlist'

/** POST /api/watchlist/save-car and /api/watchlist/remove-car (spec 000 §7). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return changeWatchlist(await requireTenant(context), request, context, params.change)
}

export function loader() {
  return Response.json({ success: false, error: 'POST the car as JSON.' }, { status: 405 })
}
