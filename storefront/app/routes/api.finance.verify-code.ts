import { verifyCodeResponse } from '../features/finance/pre-approval.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.finance.verify-code'

/** POST /api/finance/verify-code: checks the code and signs the shopper in (features/finance/pre-approval.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return verifyCodeResponse(await requireTenant(context), request, context)
}

export function loader() {
  return Response.json({ error: 'POST the phone and code as JSON.' }, { status: 405 })
}
