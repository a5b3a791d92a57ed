import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PaymentFailure, type DepositCheckoutRequest, type PaymentEvent } from './payment-provider'
import { stripeEventToPaymentEvent, stripePayments, stripePaymentsFromEnvironment } from './stripe-payments.server'

interface Seen {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  /** The form-encoded body Stripe's client sends, decoded. */
  form: URLSearchParams
}

type Reply = { status: number; body: unknown }

/** A stand-in for Stripe's API on loopback: answers with `answer`, records every request. No test reaches Stripe. */
async function stripeStandIn(answer: (request: Seen) => Reply) {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const record = {
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      }
      seen.push(record)
      const reply = answer(record)
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_standin' })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, seen, port: (server.address() as AddressInfo).port }
}

type StandIn = Awaited<ReturnType<typeof stripeStandIn>>

const now = new Date('2026-11-24T09:00:00Z')
const nowSeconds = now.getTime() / 1000
const webhookSecret = 'whsec_test_standin'

const request: DepositCheckoutRequest = {
  site: { id: 3, slug: 'bayside-toyota' },
  reservationId: 'res-41',
  car: { id: 'car-9', title: '2021 Toyota Corolla Ascent Sport' },
  amountCents: 20_000,
  customerEmail: 'jo@example.com',
  successUrl: 'https://bayside.example.com/checkout/confirmed?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://bayside.example.com/cars/corolla/checkout',
  idempotencyKey: 'reserve-7f0c2b1e-5a9d',
}

const paidSession = {
  id: 'cs_test_123',
  object: 'checkout.session',
  payment_intent: 'pi_test_456',
  payment_status: 'paid',
  metadata: { site_id: '3', reservation_id: 'res-41' },
}

function providerAt(standIn: StandIn) {
  return stripePayments({
    secretKey: 'sk_test_standin',
    webhookSecret,
    api: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
    timeoutMs: 2_000,
    now: () => now,
  })
}

let healthy: StandIn
let unpaid: StandIn
let refusing: StandIn
let failing: StandIn

beforeAll(async () => {
  healthy = await stripeStandIn((seen) => {
    if (seen.method === 'POST' && seen.path === '/v1/checkout/sessions') {
      return { status: 200, body: { id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123' } }
    }
    if (seen.method === 'GET' && seen.path === '/v1/checkout/sessions/cs_test_123') return { status: 200, body: paidSession }
    if (seen.method === 'POST' && seen.path === '/v1/refunds') return { status: 200, body: { id: 're_test_789', object: 'refund', status: 'succeeded' } }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `no route ${seen.method} ${seen.path}` } } }
  })
  unpaid = await stripeStandIn(() => ({ status: 200, body: { ...paidSession, payment_intent: null, payment_status: 'unpaid' } }))
  refusing = await stripeStandIn(() => ({ status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid currency: xyz' } } }))
  failing = await stripeStandIn(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } }))
})

afterAll(() => {
  for (const standIn of [healthy, unpaid, refusing, failing]) standIn.server.close()
})

describe('Stripe checkout sessions', () => {
  it('creates a payment-mode session for the AUD deposit, with our ids as metadata and the idempotency key passed through', async () => {
    const before = healthy.seen.length
    const checkout = await providerAt(healthy).createCheckout(request)
    expect(checkout).toEqual({ paymentId: 'cs_test_123', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_123' })
    const [sent] = healthy.seen.slice(before)
    expect(sent!.method).toBe('POST')
    expect(sent!.path).toBe('/v1/checkout/sessions')
    expect(sent!.headers.authorization).toBe('Bearer sk_test_standin')
    expect(sent!.headers['idempotency-key']).toBe('checkout:3:reserve-7f0c2b1e-5a9d')
    expect(Object.fromEntries(sent!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': 'Deposit to reserve 2021 Toyota Corolla Ascent Sport',
      customer_email: 'jo@example.com',
      client_reference_id: 'res-41',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(nowSeconds + 35 * 60),
      'metadata[site_id]': '3',
      'metadata[reservation_id]': 'res-41',
      'payment_intent_data[metadata][site_id]': '3',
      'payment_intent_data[metadata][reservation_id]': 'res-41',
      'payment_intent_data[description]': 'Reservation res-41: 2021 Toyota Corolla Ascent Sport',
    })
  })

  it('sends the same idempotency key again on a retry, and another site’s key differs', async () => {
    const before = healthy.seen.length
    await providerAt(healthy).createCheckout(request)
    await providerAt(healthy).createCheckout({ ...request, site: { id: 4, slug: 'southern-cross' } })
    expect(healthy.seen.slice(before).map((seen) => seen.headers['idempotency-key'])).toEqual([
      'checkout:3:reserve-7f0c2b1e-5a9d',
      'checkout:4:reserve-7f0c2b1e-5a9d',
    ])
  })

  it('refuses a bad request without calling Stripe', async () => {
    const before = healthy.seen.length
    await expect(providerAt(healthy).createCheckout({ ...request, amountCents: 0 })).rejects.toMatchObject({ kind: 'invalid-request' })
    expect(healthy.seen.length).toBe(before)
  })

  it('Stripe’s refusal is `refused`, its failure (after one retry) `unavailable`', async () => {
    await expect(providerAt(refusing).createCheckout(request)).rejects.toMatchObject({ name: 'PaymentFailure', kind: 'refused' })
    const failure = await providerAt(failing)
      .createCheckout(request)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaymentFailure)
    expect((failure as PaymentFailure).kind).toBe('unavailable')
    expect(failing.seen.length).toBe(2)
    // The retry carried the same idempotency key, so Stripe would never make two sessions.
    expect(new Set(failing.seen.map((seen) => seen.headers['idempotency-key']))).toEqual(new Set(['checkout:3:reserve-7f0c2b1e-5a9d']))
  })
})

describe('Stripe refunds', () => {
  it('refunds the session’s PaymentIntent once, with our ids as metadata', async () => {
    const before = healthy.seen.length
    expect(await providerAt(healthy).refund('cs_test_123')).toEqual({ refundId: 're_test_789', status: 'succeeded' })
    const [retrieve, refund] = healthy.seen.slice(before)
    expect(`${retrieve!.method} ${retrieve!.path}`).toBe('GET /v1/checkout/sessions/cs_test_123')
    expect(`${refund!.method} ${refund!.path}`).toBe('POST /v1/refunds')
    expect(refund!.headers['idempotency-key']).toBe('refund:cs_test_123')
    expect(Object.fromEntries(refund!.form)).toEqual({
      payment_intent: 'pi_test_456',
      reason: 'requested_by_customer',
      'metadata[site_id]': '3',
      'metadata[reservation_id]': 'res-41',
      'metadata[payment_id]': 'cs_test_123',
    })
  })

  it('refuses to refund a session that was never paid', async () => {
    await expect(providerAt(unpaid).refund('cs_test_123')).rejects.toMatchObject({ kind: 'refused' })
    expect(unpaid.seen.some((seen) => seen.path === '/v1/refunds')).toBe(false)
  })
})

describe('Stripe webhooks', () => {
  // Signing only: this client never makes a request.
  const signer = new Stripe('sk_test_signer')
  const provider = stripePayments({ secretKey: 'sk_test_unused', webhookSecret, now: () => now })

  function stripeEvent(type: string, object: Record<string, unknown>) {
    return { id: `evt_${type.replaceAll('.', '_')}`, object: 'event', type, created: nowSeconds - 10, data: { object } }
  }
  function signed(payload: unknown, options: { secret?: string; timestamp?: number } = {}) {
    const rawBody = JSON.stringify(payload)
    const header = signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp ?? nowSeconds,
    })
    return { rawBody, headers: new Headers({ 'stripe-signature': header }) }
  }
  const session = {
    id: 'cs_test_123',
    object: 'checkout.session',
    amount_total: 20_000,
    client_reference_id: 'res-41',
    metadata: { site_id: '3', reservation_id: 'res-41' },
  }
  const expected = (kind: PaymentEvent['kind'], eventId: string): PaymentEvent => ({
    eventId,
    kind,
    paymentId: 'cs_test_123',
    siteId: 3,
    reservationId: 'res-41',
    amountCents: 20_000,
    occurredAt: new Date((nowSeconds - 10) * 1000),
  })

  it('maps a paid completed session to paid', () => {
    const event = stripeEvent('checkout.session.completed', { ...session, payment_status: 'paid' })
    expect(provider.verifyCallback(signed(event))).toEqual({ verdict: 'event', event: expected('paid', event.id) })
  })

  it('ignores a session completed unpaid (a delayed method), then maps its async outcome to paid or declined', () => {
    expect(provider.verifyCallback(signed(stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' })))).toMatchObject({
      verdict: 'ignored',
    })
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })
    expect(provider.verifyCallback(signed(succeeded))).toEqual({ verdict: 'event', event: expected('paid', succeeded.id) })
    const failed = stripeEvent('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' })
    expect(provider.verifyCallback(signed(failed))).toEqual({ verdict: 'event', event: expected('declined', failed.id) })
  })

  it('maps an expired session to expired', () => {
    const event = stripeEvent('checkout.session.expired', { ...session, payment_status: 'unpaid' })
    expect(provider.verifyCallback(signed(event))).toEqual({ verdict: 'event', event: expected('expired', event.id) })
  })

  it('maps our succeeded refund to refunded; a pending one or one made outside the platform is ignored', () => {
    const refund = {
      id: 're_test_789',
      object: 'refund',
      amount: 20_000,
      status: 'succeeded',
      metadata: { site_id: '3', reservation_id: 'res-41', payment_id: 'cs_test_123' },
    }
    const event = stripeEvent('refund.updated', refund)
    expect(provider.verifyCallback(signed(event))).toEqual({ verdict: 'event', event: expected('refunded', event.id) })
    expect(provider.verifyCallback(signed(stripeEvent('refund.created', { ...refund, status: 'pending' })))).toMatchObject({ verdict: 'ignored' })
    expect(provider.verifyCallback(signed(stripeEvent('refund.created', { ...refund, metadata: {} })))).toMatchObject({ verdict: 'ignored' })
  })

  it('ignores events payments do not act on', () => {
    expect(provider.verifyCallback(signed(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })))).toMatchObject({ verdict: 'ignored' })
  })

  it('refuses a tampered body', () => {
    const { rawBody, headers } = signed(stripeEvent('checkout.session.expired', session))
    const tampered = rawBody.replace('checkout.session.expired', 'checkout.session.completed')
    expect(provider.verifyCallback({ rawBody: tampered, headers })).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })

  it('refuses an event signed with another secret', () => {
    const callback = signed(stripeEvent('checkout.session.completed', { ...session, payment_status: 'paid' }), { secret: 'whsec_someone_else' })
    expect(provider.verifyCallback(callback)).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })

  it('refuses a replay older than five minutes, accepts one within', () => {
    const event = stripeEvent('checkout.session.completed', { ...session, payment_status: 'paid' })
    expect(provider.verifyCallback(signed(event, { timestamp: nowSeconds - 290 })).verdict).toBe('event')
    expect(provider.verifyCallback(signed(event, { timestamp: nowSeconds - 310 }))).toMatchObject({ verdict: 'refused', reason: 'stale' })
  })

  it('refuses a callback without a signature, and a signed body that is not an event', () => {
    expect(provider.verifyCallback({ rawBody: '{}', headers: new Headers() })).toMatchObject({ verdict: 'refused', reason: 'no-signature' })
    const rawBody = 'not json'
    const headers = new Headers({
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: webhookSecret, timestamp: nowSeconds }),
    })
    expect(provider.verifyCallback({ rawBody, headers })).toMatchObject({ verdict: 'refused', reason: 'malformed' })
  })

  it('maps a session without metadata by its client reference', () => {
    const event = stripeEvent('checkout.session.expired', {
      id: 'cs_test_9',
      object: 'checkout.session',
      amount_total: null,
      client_reference_id: 'res-9',
      metadata: {},
    })
    expect(stripeEventToPaymentEvent(event as unknown as Stripe.Event)).toMatchObject({
      paymentId: 'cs_test_9',
      siteId: null,
      reservationId: 'res-9',
      amountCents: null,
    })
  })
})

describe('stripePaymentsFromEnvironment', () => {
  it('needs both keys and has no defaults', () => {
    expect(stripePaymentsFromEnvironment({})).toEqual({ problem: expect.stringMatching(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/) })
    expect(stripePaymentsFromEnvironment({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: ' ' })).toEqual({
      problem: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
    })
    expect(stripePaymentsFromEnvironment({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toMatchObject({ name: 'stripe' })
  })
})
