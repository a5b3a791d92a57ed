import { catalogueResponse } from '../features/trade-in/trade-in.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.trade-in.catalogue'

/** GET /api/trade-in/catalogue: the manufacturer list, one level per call (features/trade-in/trade-in.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return catalogueResponse(await requireTenant(context), request)
}
