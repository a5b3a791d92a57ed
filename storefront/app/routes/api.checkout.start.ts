import { checkoutStartResponse } from '../features/checkout/checkout-start.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.checkout.start'

/** POST /api/checkout/start: hold the car and start the deposit's payment (features/checkout/checkout-start.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return checkoutStartResponse(await requireTenant(context), request, context)
}

export function loader() {
  return Response.json({ ok: false, error: 'POST the reservation as JSON.', reason: 'invalid' }, { status: 405 })
}
