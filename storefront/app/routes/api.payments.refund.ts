import { paymentRefundResponse } from '../features/checkout/payment-events.server'
import type { Route } from './+types/api.payments.refund'

/** POST /api/payments/refund: the CMS, when staff refund a paid reservation (features/checkout/payment-events.server.ts). */
export function action({ request }: Route.ActionArgs) {
  return paymentRefundResponse(request)
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
