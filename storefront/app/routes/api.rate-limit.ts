import { checkSendAllowance } from '../features/account/sign-in.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.rate-limit'

/** POST /api/rate-limit { phone } → { ok }: may a sign-in code be sent now (spec 001 §7). */
export async function action({ request, context }: Route.ActionArgs) {
  return checkSendAllowance(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ ok: false, error: 'POST the phone as JSON.' }, { status: 405 })
}
