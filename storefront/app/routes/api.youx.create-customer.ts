import { createCustomerResponse } from '../features/finance/pre-approval.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.youx.create-customer'

/** POST /api/youx/create-customer: the broker's customer for a verified mobile (features/finance/pre-approval.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return createCustomerResponse(await requireTenant(context), request, context, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'POST the application as JSON.' }, { status: 405 })
}
