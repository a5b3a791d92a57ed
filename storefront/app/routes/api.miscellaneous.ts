import { valuationRecordResponse } from '../features/trade-in/trade-in.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.miscellaneous'

/** POST /api/miscellaneous: spec 001 §7's valuation record (column_name "valuation"; features/trade-in/trade-in.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return valuationRecordResponse(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'POST the valuation as JSON.' }, { status: 405 })
}
