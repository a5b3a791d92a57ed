import { paymentCallbackResponse } from '../features/checkout/payment-events.server'
import type { Route } from './+types/api.payments.simulator'

/** The payment simulator's signed callback (features/checkout/payment-events.server.ts): verified, stored once, applied. */
export function action({ request }: Route.ActionArgs) {
  return paymentCallbackResponse('simulator', request)
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
