import Stripe from 'stripe'
import {
  checkoutRequestProblem,
  PaymentFailure,
  type CallbackVerdict,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
} from './payment-provider'

/**
 * Stripe Checkout (hosted page) for reservation deposits, through Stripe's official client. A checkout is a Checkout
 * Session in `payment` mode for one AUD line (the deposit); the session id is our payment id. Our site and reservation
 * ids ride along as metadata on the session, its PaymentIntent and our refunds, so every event names them.
 * Webhooks are verified with the endpoint's signing secret (`Stripe-Signature`, 5 minutes' tolerance).
 */
export interface StripePaymentsOptions {
  secretKey: string
  webhookSecret: string
  /** Tests point the client at a local stand-in; unset, Stripe's own API over https. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
  timeoutMs?: number
  /**
   * How long the shopper has to pay before the session expires: Stripe allows 30 minutes to 24 hours after it makes
   * the session, so a few minutes over 30 leave room for our clock and Stripe's to differ.
   */
  checkoutMinutes?: number
  now?: () => Date
}

/** Stripe's default webhook tolerance: a signed timestamp older than this is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300

const METADATA_SITE = 'site_id'
const METADATA_RESERVATION = 'reservation_id'
const METADATA_PAYMENT = 'payment_id'

function failureOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error
  // No answer, Stripe's own failure or its rate limit: the same idempotency key may be retried.
  const unavailable = ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'].includes(error.type)
  return new PaymentFailure(unavailable ? 'unavailable' : 'refused', `Stripe ${error.type}: ${error.message}`)
}

function siteIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const value = Number(metadata?.[METADATA_SITE])
  return Number.isInteger(value) && value > 0 ? value : null
}

/** The Stripe event as one of ours, or why there is nothing to do. Exported for its tests. */
export function stripeEventToPaymentEvent(event: Stripe.Event): PaymentEvent | { ignored: string } {
  const occurredAt = new Date(event.created * 1000)
  const fromSession = (kind: PaymentEventKind, session: Stripe.Checkout.Session): PaymentEvent => ({
    eventId: event.id,
    kind,
    paymentId: session.id,
    siteId: siteIdOf(session.metadata),
    reservationId: session.metadata?.[METADATA_RESERVATION] ?? session.client_reference_id ?? null,
    amountCents: session.amount_total ?? null,
    occurredAt,
  })
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (e.g. a bank debit) completes the session unpaid: its outcome comes as an async_payment event.
      if (event.data.object.payment_status === 'unpaid') return { ignored: 'the session completed unpaid: the payment is still pending' }
      return fromSession('paid', event.data.object)
    case 'checkout.session.async_payment_succeeded':
      return fromSession('paid', event.data.object)
    case 'checkout.session.async_payment_failed':
      return fromSession('declined', event.data.object)
    case 'checkout.session.expired':
      return fromSession('expired', event.data.object)
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object
      const paymentId = refund.metadata?.[METADATA_PAYMENT]
      // Refunds made in Stripe's dashboard carry none of our metadata; ours (refund()) always do.
      if (!paymentId) return { ignored: 'a refund made outside the platform' }
      if (refund.status !== 'succeeded') return { ignored: `the refund is ${refund.status ?? 'unknown'}` }
      return {
        eventId: event.id,
        kind: 'refunded',
        paymentId,
        siteId: siteIdOf(refund.metadata),
        reservationId: refund.metadata?.[METADATA_RESERVATION] ?? null,
        amountCents: refund.amount,
        occurredAt,
      }
    }
    default:
      return { ignored: `not an event payments act on: ${event.type}` }
  }
}

export function stripePayments({
  secretKey,
  webhookSecret,
  api,
  timeoutMs = 15_000,
  checkoutMinutes = 35,
  now = () => new Date(),
}: StripePaymentsOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...api, timeout: timeoutMs, maxNetworkRetries: 1, telemetry: false })
  return {
    name: 'stripe',

    async createCheckout(request) {
      const problem = checkoutRequestProblem(request)
      if (problem) throw new PaymentFailure('invalid-request', problem)
      const metadata = { [METADATA_SITE]: String(request.site.id), [METADATA_RESERVATION]: request.reservationId }
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: 'aud', unit_amount: request.amountCents, product_data: { name: `Deposit to reserve ${request.car.title}` } },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.reservationId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(now().getTime() / 1000) + checkoutMinutes * 60,
            metadata,
            payment_intent_data: { metadata, description: `Reservation ${request.reservationId}: ${request.car.title}` },
          },
          // Scoped to the site: one site's key can never return another site's session.
          { idempotencyKey: `checkout:${request.site.id}:${request.idempotencyKey}` },
        )
        if (!session.url) throw new PaymentFailure('refused', `Stripe gave session ${session.id} no page to send the shopper to`)
        return { paymentId: session.id, redirectUrl: session.url }
      } catch (error) {
        throw failureOf(error)
      }
    },

    verifyCallback({ rawBody, headers }): CallbackVerdict {
      const signature = headers.get('stripe-signature')
      if (!signature) return { verdict: 'refused', reason: 'no-signature', message: 'The Stripe-Signature header is missing.' }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now().getTime())
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          // Stripe says "Timestamp outside the tolerance zone" for a replay of an old, genuinely signed event.
          const stale = /tolerance/i.test(error.message)
          return stale
            ? { verdict: 'refused', reason: 'stale', message: 'The callback’s timestamp is too old.' }
            : { verdict: 'refused', reason: 'bad-signature', message: 'The callback’s signature does not match.' }
        }
        return { verdict: 'refused', reason: 'malformed', message: 'The callback is not a Stripe event.' }
      }
      const mapped = stripeEventToPaymentEvent(event)
      return 'ignored' in mapped ? { verdict: 'ignored', reason: mapped.ignored } : { verdict: 'event', event: mapped }
    },

    async refund(paymentId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(paymentId)
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
        if (!paymentIntent || session.payment_status === 'unpaid') throw new PaymentFailure('refused', `nothing was paid on ${paymentId}`)
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { ...session.metadata, [METADATA_PAYMENT]: paymentId } },
          { idempotencyKey: `refund:${paymentId}` },
        )
        if (refund.status === 'failed' || refund.status === 'canceled') throw new PaymentFailure('refused', `Stripe refund ${refund.id} is ${refund.status}`)
        return { refundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' }
      } catch (error) {
        throw failureOf(error)
      }
    },
  }
}

type Environment = Record<string, string | undefined>

/** Stripe as this deployment configured it, or what is missing (no defaults: the keys are the operator's). */
export function stripePaymentsFromEnvironment(env: Environment = process.env): PaymentProvider | { problem: string } {
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]?.trim())
  if (missing.length > 0)
    return { problem: `Stripe payments need ${missing.join(', ')}; see docs/features/reservations-and-payments.md, "Payments (providers)".` }
  return stripePayments({ secretKey: env.STRIPE_SECRET_KEY!.trim(), webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim() })
}
