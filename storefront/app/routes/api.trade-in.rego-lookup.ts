import { regoLookupResponse } from '../features/trade-in/trade-in.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.trade-in.rego-lookup'

/** POST /api/trade-in/rego-lookup: a plate and state → the car (features/trade-in/trade-in.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return regoLookupResponse(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'POST the plate and state as JSON.' }, { status: 405 })
}
