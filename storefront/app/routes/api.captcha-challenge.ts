import { challengeResponse } from '../server/captcha.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.captcha-challenge'

/** GET /api/captcha-challenge: a new ALTCHA challenge for an enquiry form's captcha (server/captcha.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireTenant(context)
  return challengeResponse(context.get(clientAddressContext))
}

export function action() {
  return Response.json({ error: 'Challenges are fetched with GET.' }, { status: 405, headers: { allow: 'GET' } })
}
