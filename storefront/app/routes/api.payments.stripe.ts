import { paymentCallbackResponse } from '../features/checkout/payment-events.server'
import type { Route } from './+types/api.payments.stripe'

/** Stripe's webhook (features/checkout/payment-events.server.ts): verified, stored once, applied. */
export function action({ request }: Route.ActionArgs) {
  return paymentCallbackResponse('stripe', request)
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
