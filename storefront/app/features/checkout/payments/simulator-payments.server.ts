import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { DEVELOPMENT_ONLY_HINT, isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
import { checkoutRequestProblem, PaymentFailure, type CallbackVerdict, type PaymentEventKind, type PaymentProvider } from './payment-provider'

/**
 * The local payment simulator: part of the platform, no network, no money. It works like a hosted checkout:
 * - createCheckout sends the shopper to the storefront's test-payment page, SIMULATOR_PAGE_PATH?checkout=<token>. The
 *   token is the checkout itself (payment id, site, reservation, car, amount, return URLs, expiry) signed by the
 *   server, so every instance can read it and nothing is kept in memory.
 * - The page shows it and offers three outcomes; its form POSTs `checkout=<token>&outcome=success|decline|abandon` back
 *   to the same path. The action calls completeCheckout, which gives the signed callback a provider would send
 *   (delivered to the payments callback endpoint like Stripe's webhook) and where to send the shopper next.
 * - Callbacks are JSON, signed with HMAC-SHA256 over `${timestamp}.${body}` in SIMULATOR_SIGNATURE_HEADER
 *   (`t=<unix seconds>,v1=<hex>`); older than the tolerance (5 minutes) they are refused as replays. Event ids are
 *   stable per payment and outcome, so a repeated delivery dedupes.
 * The keys are derived (HKDF) from a server secret: one for checkout tokens, one for callbacks.
 */
export const SIMULATOR_PAGE_PATH = '/checkout/test-payment'
export const SIMULATOR_SIGNATURE_HEADER = 'x-payment-simulator-signature'

export type SimulatorOutcome = 'success' | 'decline' | 'abandon'
const SIMULATOR_OUTCOMES: readonly string[] = ['success', 'decline', 'abandon'] satisfies SimulatorOutcome[]

/** The outcome the test-payment page's form posted, or null for anything else (a 400). */
export function simulatorOutcomeOf(value: unknown): SimulatorOutcome | null {
  return typeof value === 'string' && SIMULATOR_OUTCOMES.includes(value) ? (value as SimulatorOutcome) : null
}

/** A checkout as the test-payment page reads it from its token. */
export interface SimulatorCheckout {
  paymentId: string
  siteId: number
  reservationId: string
  carTitle: string
  amountCents: number
  successUrl: string
  cancelUrl: string
  /** Unix seconds. */
  expiresAt: number
}

/** The callback's event types, one per PaymentEventKind. */
const CALLBACK_TYPES: Record<PaymentEventKind, string> = {
  paid: 'payment.paid',
  declined: 'payment.declined',
  expired: 'checkout.expired',
  refunded: 'payment.refunded',
}
const OUTCOME_EVENTS: Record<SimulatorOutcome, PaymentEventKind> = { success: 'paid', decline: 'declined', abandon: 'expired' }

export interface SignedCallback {
  rawBody: string
  headers: Headers
}

export interface SimulatorPayments extends PaymentProvider {
  /** The checkout behind a page's token when it is genuine, unexpired and this site's; else null. */
  readCheckout(token: string, siteId: number): SimulatorCheckout | null
  /** The shopper's choice on the test-payment page: the signed callback to deliver, and where the shopper goes next. */
  completeCheckout(token: string, siteId: number, outcome: SimulatorOutcome): { callback: SignedCallback; returnTo: string } | { problem: string }
  /** The callback a refund sends (the simulator refunds at once; this tells the callback endpoint, as Stripe would). */
  refundCallback(checkout: Pick<SimulatorCheckout, 'paymentId' | 'siteId' | 'reservationId' | 'amountCents'>): SignedCallback
}

export interface SimulatorOptions {
  /** The server secret the keys are derived from. */
  secret: string
  now?: () => Date
  checkoutMinutes?: number
  toleranceSeconds?: number
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')
const mac = (key: Buffer, message: string) => createHmac('sha256', key).update(message).digest()
const derive = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `dealer payment simulator ${purpose} v1`, 32))
const PAYMENT_ID = /^simpay_[A-Za-z0-9_-]{32}$/

function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function isCheckout(value: unknown): value is SimulatorCheckout {
  const checkout = value as Partial<SimulatorCheckout> | null
  return (
    typeof checkout === 'object' &&
    checkout !== null &&
    typeof checkout.paymentId === 'string' &&
    Number.isInteger(checkout.siteId) &&
    typeof checkout.reservationId === 'string' &&
    typeof checkout.carTitle === 'string' &&
    Number.isInteger(checkout.amountCents) &&
    typeof checkout.successUrl === 'string' &&
    typeof checkout.cancelUrl === 'string' &&
    Number.isInteger(checkout.expiresAt)
  )
}

function parseSignatureHeader(value: string): { timestamp: number; signatures: Buffer[] } | null {
  let timestamp = Number.NaN
  const signatures: Buffer[] = []
  for (const part of value.split(',')) {
    const [name, item] = part.trim().split('=', 2)
    if (name === 't' && item && /^\d{1,12}$/.test(item)) timestamp = Number(item)
    if (name === 'v1' && item && /^[0-9a-f]{64}$/i.test(item)) signatures.push(Buffer.from(item, 'hex'))
  }
  return Number.isFinite(timestamp) && signatures.length > 0 ? { timestamp, signatures } : null
}

export function simulatorPayments({ secret, now = () => new Date(), checkoutMinutes = 30, toleranceSeconds = 300 }: SimulatorOptions): SimulatorPayments {
  if (!secret) throw new Error('The payment simulator needs a server secret.')
  const tokenKey = derive(secret, 'checkout token')
  const callbackKey = derive(secret, 'callback')
  const idKey = derive(secret, 'identifiers')
  const nowSeconds = () => Math.floor(now().getTime() / 1000)

  function sign(kind: PaymentEventKind, checkout: Pick<SimulatorCheckout, 'paymentId' | 'siteId' | 'reservationId' | 'amountCents'>): SignedCallback {
    const created = nowSeconds()
    const rawBody = JSON.stringify({
      // The same payment and outcome is the same event, however often it is delivered.
      id: `simevt_${base64url(mac(idKey, `event\n${checkout.paymentId}\n${kind}`)).slice(0, 32)}`,
      type: CALLBACK_TYPES[kind],
      created,
      data: { paymentId: checkout.paymentId, siteId: checkout.siteId, reservationId: checkout.reservationId, amountCents: checkout.amountCents },
    })
    const signature = mac(callbackKey, `${created}.${rawBody}`).toString('hex')
    return { rawBody, headers: new Headers({ 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: `t=${created},v1=${signature}` }) }
  }

  function readCheckout(token: string, siteId: number): SimulatorCheckout | null {
    const [payload, signature, extra] = token.split('.')
    if (!payload || !signature || extra !== undefined) return null
    if (!sameBytes(Buffer.from(signature, 'base64url'), mac(tokenKey, payload))) return null
    let checkout: unknown
    try {
      checkout = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    } catch {
      return null
    }
    if (!isCheckout(checkout) || checkout.siteId !== siteId || checkout.expiresAt <= nowSeconds()) return null
    return checkout
  }

  return {
    name: 'simulator',

    async createCheckout(request) {
      const problem = checkoutRequestProblem(request)
      if (problem) throw new PaymentFailure('invalid-request', problem)
      // Derived from the site and the idempotency key: the same key is the same payment, on any instance.
      const paymentId = `simpay_${base64url(mac(idKey, `payment\n${request.site.id}\n${request.idempotencyKey}`)).slice(0, 32)}`
      const checkout: SimulatorCheckout = {
        paymentId,
        siteId: request.site.id,
        reservationId: request.reservationId,
        carTitle: request.car.title,
        amountCents: request.amountCents,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: nowSeconds() + checkoutMinutes * 60,
      }
      const payload = base64url(JSON.stringify(checkout))
      const token = `${payload}.${base64url(mac(tokenKey, payload))}`
      return { paymentId, redirectUrl: `${SIMULATOR_PAGE_PATH}?checkout=${encodeURIComponent(token)}` }
    },

    verifyCallback({ rawBody, headers }): CallbackVerdict {
      const header = headers.get(SIMULATOR_SIGNATURE_HEADER)
      if (!header) return { verdict: 'refused', reason: 'no-signature', message: `The ${SIMULATOR_SIGNATURE_HEADER} header is missing.` }
      const parsed = parseSignatureHeader(header)
      if (!parsed) return { verdict: 'refused', reason: 'bad-signature', message: 'The callback’s signature header is malformed.' }
      const body = Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody
      const expected = mac(callbackKey, `${parsed.timestamp}.${body}`)
      if (!parsed.signatures.some((signature) => sameBytes(signature, expected))) {
        return { verdict: 'refused', reason: 'bad-signature', message: 'The callback’s signature does not match.' }
      }
      // Checked after the signature, so a forger can't learn anything from it; either way nothing changes.
      if (Math.abs(nowSeconds() - parsed.timestamp) > toleranceSeconds) {
        return { verdict: 'refused', reason: 'stale', message: 'The callback’s timestamp is too old.' }
      }
      let event: { id?: unknown; type?: unknown; created?: unknown; data?: Record<string, unknown> }
      try {
        event = JSON.parse(body) as typeof event
      } catch {
        return { verdict: 'refused', reason: 'malformed', message: 'The callback is not JSON.' }
      }
      const kind = (Object.keys(CALLBACK_TYPES) as PaymentEventKind[]).find((candidate) => CALLBACK_TYPES[candidate] === event.type)
      const data = event.data ?? {}
      if (!kind) return { verdict: 'ignored', reason: `not an event payments act on: ${String(event.type)}` }
      if (typeof event.id !== 'string' || typeof event.created !== 'number' || typeof data.paymentId !== 'string' || !PAYMENT_ID.test(data.paymentId)) {
        return { verdict: 'refused', reason: 'malformed', message: 'The callback lacks its event or payment.' }
      }
      return {
        verdict: 'event',
        event: {
          eventId: event.id,
          kind,
          paymentId: data.paymentId,
          siteId: Number.isInteger(data.siteId) ? (data.siteId as number) : null,
          reservationId: typeof data.reservationId === 'string' ? data.reservationId : null,
          amountCents: Number.isInteger(data.amountCents) ? (data.amountCents as number) : null,
          occurredAt: new Date(event.created * 1000),
        },
      }
    },

    async refund(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) throw new PaymentFailure('refused', `not a simulator payment: ${paymentId}`)
      // Nothing was charged, so the refund is immediate; the same payment always gives the same refund id.
      return { refundId: `simre_${base64url(mac(idKey, `refund\n${paymentId}`)).slice(0, 32)}`, status: 'succeeded' }
    },

    readCheckout,

    completeCheckout(token, siteId, outcome) {
      const checkout = readCheckout(token, siteId)
      if (!checkout) return { problem: 'This test payment has expired or is not valid. Start the reservation again.' }
      return {
        callback: sign(OUTCOME_EVENTS[outcome], checkout),
        returnTo: outcome === 'success' ? checkout.successUrl : checkout.cancelUrl,
      }
    },

    refundCallback(checkout) {
      return sign('refunded', checkout)
    },
  }
}

type Environment = Record<string, string | undefined>

/**
 * The simulator, its keys derived from STOREFRONT_API_SECRET (already the storefront's server secret, required in
 * production). Production refuses it (cms-contract/deployment.ts): it reserves cars without taking money.
 */
export function simulatorPaymentsFromEnvironment(env: Environment = process.env): SimulatorPayments | { problem: string } {
  if (!isDevelopmentDeployment(env)) return { problem: `The payment simulator takes no money: production refuses it. ${DEVELOPMENT_ONLY_HINT}` }
  const secret = env.STOREFRONT_API_SECRET?.trim()
  if (!secret)
    return {
      problem:
        'The payment simulator needs STOREFRONT_API_SECRET to sign its callbacks; see docs/features/reservations-and-payments.md, "Payments (providers)".',
    }
  return simulatorPayments({ secret })
}
