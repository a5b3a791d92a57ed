/**
 * Payments behind one interface (issue 22, reserve a car): a checkout for a reservation's deposit, the provider's
 * signed callbacks turned into typed events, and refunds. Two providers implement it: Stripe Checkout
 * (stripe-payments.server.ts) and the local simulator (simulator-payments.server.ts), whose hosted page is the
 * storefront's own. Endpoints never know which one answered.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'simulator'
  /** Starts a checkout; the same idempotency key gives the same payment (a double click, a retry, another instance). */
  createCheckout(request: DepositCheckoutRequest): Promise<DepositCheckout>
  /** Reads a callback exactly as it arrived (the raw body: a parsed and re-serialised one no longer matches its signature). */
  verifyCallback(callback: IncomingCallback): CallbackVerdict
  /** Gives the whole deposit back. The same payment refunded twice is one refund. */
  refund(paymentId: string): Promise<Refund>
}

export interface DepositCheckoutRequest {
  site: { id: number; slug: string }
  reservationId: string
  car: { id: string; title: string }
  /** Whole cents, AUD. */
  amountCents: number
  customerEmail: string
  /** Absolute URLs on the site where the shopper lands after paying, or after turning back. */
  successUrl: string
  cancelUrl: string
  idempotencyKey: string
}

export interface DepositCheckout {
  paymentId: string
  /** Where to send the shopper to pay: the provider's page (absolute), or the simulator's page on the site (a path). */
  redirectUrl: string
}

export interface IncomingCallback {
  rawBody: string | Buffer
  headers: Headers
}

/**
 * What happened to a payment: `paid` the deposit was taken; `declined` it never will be (a declined or failed payment
 * that ends the checkout); `expired` the shopper left or the checkout timed out unpaid; `refunded` it was given back.
 * A provider may deliver an event more than once: `eventId` is stable across deliveries, so the caller dedupes on it,
 * and the caller's changes must also be idempotent per payment (two events can report the same fact).
 */
export type PaymentEventKind = 'paid' | 'declined' | 'expired' | 'refunded'

export interface PaymentEvent {
  eventId: string
  kind: PaymentEventKind
  paymentId: string
  /** What the checkout was made for, as the provider echoes it back: the caller checks them against its own record. */
  siteId: number | null
  reservationId: string | null
  amountCents: number | null
  occurredAt: Date
}

/**
 * `event` one to apply; `ignored` genuine but nothing to do (another kind of event, a payment still pending: answer
 * 200 so the provider stops resending); `refused` not genuine or not fresh (answer 400, change nothing).
 */
export type CallbackVerdict =
  { verdict: 'event'; event: PaymentEvent } | { verdict: 'ignored'; reason: string } | { verdict: 'refused'; reason: CallbackRefusal; message: string }

export type CallbackRefusal = 'no-signature' | 'bad-signature' | 'stale' | 'malformed'

export interface Refund {
  refundId: string
  /** `pending`: the provider accepted it and reports the outcome with a `refunded` event later. */
  status: 'succeeded' | 'pending'
}

/**
 * Why a provider call gave no answer we can use: `refused` the provider said no (bad request, wrong key, nothing to
 * refund); `unavailable` it couldn't be reached or failed on its side (worth retrying with the same idempotency key);
 * `invalid-request` our request was wrong before anything was sent.
 */
export type PaymentFailureKind = 'refused' | 'unavailable' | 'invalid-request'

export class PaymentFailure extends Error {
  readonly kind: PaymentFailureKind
  constructor(kind: PaymentFailureKind, detail: string) {
    super(`payment ${kind}: ${detail}`)
    this.name = 'PaymentFailure'
    this.kind = kind
  }
}

/** The status an endpoint answers with for a failure: our mistake 400, the provider's refusal 502, no answer 503. */
export function paymentFailureStatus(failure: PaymentFailure): number {
  if (failure.kind === 'invalid-request') return 400
  return failure.kind === 'refused' ? 502 : 503
}

/** Largest deposit accepted: a guard against a price in dollars passed as cents (Site settings' default is $200). */
const MAX_DEPOSIT_CENTS = 10_000_00

/**
 * Return URLs must be https in production; a local stack (LOCAL_SITE_HOSTS=1: `npm start`, `npm test`, which run the
 * production build) serves its sites over http on `<slug>.localhost`.
 */
function requiresHttps(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' && env.LOCAL_SITE_HOSTS !== '1'
}

/** What is wrong with a checkout request before any provider sees it, or null. */
export function checkoutRequestProblem(request: DepositCheckoutRequest, production = requiresHttps()): string | null {
  const { amountCents, successUrl, cancelUrl } = request
  if (!Number.isInteger(amountCents) || amountCents < 100 || amountCents > MAX_DEPOSIT_CENTS) {
    return `The deposit must be whole cents between $1.00 and $${MAX_DEPOSIT_CENTS / 100}.`
  }
  if (!Number.isInteger(request.site.id) || request.site.id <= 0 || !request.site.slug) return 'The checkout needs its site.'
  if (!request.reservationId.trim()) return 'The checkout needs its reservation.'
  if (!request.car.id.trim() || !request.car.title.trim()) return 'The checkout needs its car.'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(request.customerEmail)) return 'The checkout needs the customer’s email address.'
  const key = request.idempotencyKey
  if (key.length < 16 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) return 'The idempotency key must be 16 to 255 printable characters.'
  for (const url of [successUrl, cancelUrl]) {
    if (!URL.canParse(url)) return `Not an absolute URL: ${url}`
    const protocol = new URL(url).protocol
    if (protocol !== 'https:' && (production || protocol !== 'http:')) return `Return URLs must be https: ${url}`
  }
  return null
}
