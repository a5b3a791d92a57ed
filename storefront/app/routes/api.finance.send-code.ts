import { sendCodeResponse } from '../features/finance/pre-approval.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.finance.send-code'

/** POST /api/finance/send-code: the pre-approval's sign-in code (features/finance/pre-approval.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return sendCodeResponse(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'POST the phone as JSON.' }, { status: 405 })
}
