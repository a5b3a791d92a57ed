import { quoteResponse } from '../features/finance/pre-approval.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.youx.quote'

/** POST /api/youx/quote: the pre-approval's quick quote (features/finance/pre-approval.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return quoteResponse(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'POST the quote request as JSON.' }, { status: 405 })
}
