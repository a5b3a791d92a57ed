import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PaymentFailure, type DepositCheckoutRequest, type PaymentEvent } from './payment-provider'
import {
  SIMULATOR_PAGE_PATH,
  SIMULATOR_SIGNATURE_HEADER,
  simulatorPayments,
  simulatorOutcomeOf,
  simulatorPaymentsFromEnvironment,
  type SignedCallback,
} from './simulator-payments.server'

const secret = 'storefront-api-secret-for-tests'
const start = new Date('2026-11-24T09:00:00Z')

/** A simulator whose clock the test moves. */
function simulator(options: { secret?: string; at?: () => Date } = {}) {
  return simulatorPayments({ secret: options.secret ?? secret, now: options.at ?? (() => start) })
}

const request: DepositCheckoutRequest = {
  site: { id: 3, slug: 'bayside-toyota' },
  reservationId: 'res-41',
  car: { id: 'car-9', title: '2021 Toyota Corolla Ascent Sport' },
  amountCents: 20_000,
  customerEmail: 'jo@example.com',
  successUrl: 'https://bayside.example.com/checkout/confirmed',
  cancelUrl: 'https://bayside.example.com/cars/corolla/checkout',
  idempotencyKey: 'reserve-7f0c2b1e-5a9d',
}

function tokenOf(redirectUrl: string): string {
  const url = new URL(redirectUrl, 'https://bayside.example.com')
  expect(url.pathname).toBe(SIMULATOR_PAGE_PATH)
  return url.searchParams.get('checkout')!
}

function eventOf(verdict: ReturnType<ReturnType<typeof simulator>['verifyCallback']>): PaymentEvent {
  if (verdict.verdict !== 'event') throw new Error(`expected an event, got ${JSON.stringify(verdict)}`)
  return verdict.event
}

async function completed(outcome: 'success' | 'decline' | 'abandon') {
  const payments = simulator()
  const { paymentId, redirectUrl } = await payments.createCheckout(request)
  const answer = payments.completeCheckout(tokenOf(redirectUrl), 3, outcome)
  if ('problem' in answer) throw new Error(answer.problem)
  return { payments, paymentId, ...answer }
}

describe('simulator checkout', () => {
  it('sends the shopper to the test-payment page with a token the page can read on this site only', async () => {
    const payments = simulator()
    const { paymentId, redirectUrl } = await payments.createCheckout(request)
    expect(paymentId).toMatch(/^simpay_[A-Za-z0-9_-]{32}$/)
    const checkout = payments.readCheckout(tokenOf(redirectUrl), 3)
    expect(checkout).toEqual({
      paymentId,
      siteId: 3,
      reservationId: 'res-41',
      carTitle: '2021 Toyota Corolla Ascent Sport',
      amountCents: 20_000,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: start.getTime() / 1000 + 30 * 60,
    })
    expect(payments.readCheckout(tokenOf(redirectUrl), 4)).toBeNull()
    expect(redirectUrl).not.toContain('jo@example.com')
  })

  it('gives the same payment for the same site and idempotency key, another for another key or site', async () => {
    const payments = simulator()
    const first = await payments.createCheckout(request)
    expect((await payments.createCheckout(request)).paymentId).toBe(first.paymentId)
    expect((await simulator().createCheckout(request)).paymentId).toBe(first.paymentId)
    expect((await payments.createCheckout({ ...request, idempotencyKey: 'reserve-other-attempt-1' })).paymentId).not.toBe(first.paymentId)
    expect((await payments.createCheckout({ ...request, site: { id: 4, slug: 'southern-cross' } })).paymentId).not.toBe(first.paymentId)
  })

  it('refuses a bad request before making a checkout', async () => {
    const failure = await simulator()
      .createCheckout({ ...request, amountCents: 200.5 })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaymentFailure)
    expect((failure as PaymentFailure).kind).toBe('invalid-request')
  })

  it('does not read a tampered, foreign or expired token', async () => {
    const payments = simulator()
    const token = tokenOf((await payments.createCheckout(request)).redirectUrl)
    const [payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amountCents: 100 })).toString('base64url')
    expect(payments.readCheckout(`${cheaper}.${signature}`, 3)).toBeNull()
    expect(payments.readCheckout(`${payload}.`, 3)).toBeNull()
    expect(payments.readCheckout('not-a-token', 3)).toBeNull()
    expect(simulator({ secret: 'another-secret' }).readCheckout(token, 3)).toBeNull()
    const later = simulator({ at: () => new Date(start.getTime() + 31 * 60_000) })
    expect(later.readCheckout(token, 3)).toBeNull()
    expect(later.completeCheckout(token, 3, 'success')).toEqual({ problem: expect.stringMatching(/expired/) })
  })
})

describe('simulator outcomes become payment events', () => {
  it('success → paid, back to the success URL', async () => {
    const { payments, paymentId, callback, returnTo } = await completed('success')
    expect(returnTo).toBe(request.successUrl)
    expect(eventOf(payments.verifyCallback(callback))).toEqual({
      eventId: expect.stringMatching(/^simevt_/),
      kind: 'paid',
      paymentId,
      siteId: 3,
      reservationId: 'res-41',
      amountCents: 20_000,
      occurredAt: start,
    })
  })

  it('decline → declined and abandon → expired, both back to the cancel URL', async () => {
    const declined = await completed('decline')
    expect(declined.returnTo).toBe(request.cancelUrl)
    expect(eventOf(declined.payments.verifyCallback(declined.callback)).kind).toBe('declined')
    const abandoned = await completed('abandon')
    expect(abandoned.returnTo).toBe(request.cancelUrl)
    expect(eventOf(abandoned.payments.verifyCallback(abandoned.callback)).kind).toBe('expired')
  })

  it('a refund succeeds at once, the same refund for the same payment, and its callback is a refunded event', async () => {
    const { payments, paymentId } = await completed('success')
    const refund = await payments.refund(paymentId)
    expect(refund).toEqual({ refundId: expect.stringMatching(/^simre_/), status: 'succeeded' })
    expect(await payments.refund(paymentId)).toEqual(refund)
    const event = eventOf(payments.verifyCallback(payments.refundCallback({ paymentId, siteId: 3, reservationId: 'res-41', amountCents: 20_000 })))
    expect(event).toMatchObject({ kind: 'refunded', paymentId, siteId: 3, reservationId: 'res-41', amountCents: 20_000 })
    await expect(payments.refund('cs_test_not_ours')).rejects.toBeInstanceOf(PaymentFailure)
  })

  it('the same outcome delivered twice has the same event id; different outcomes differ', async () => {
    const payments = simulator()
    const token = tokenOf((await payments.createCheckout(request)).redirectUrl)
    const once = payments.completeCheckout(token, 3, 'success')
    const twice = payments.completeCheckout(token, 3, 'success')
    const declined = payments.completeCheckout(token, 3, 'decline')
    if ('problem' in once || 'problem' in twice || 'problem' in declined) throw new Error('no callback')
    const first = eventOf(payments.verifyCallback(once.callback))
    expect(eventOf(payments.verifyCallback(twice.callback)).eventId).toBe(first.eventId)
    expect(eventOf(payments.verifyCallback(declined.callback)).eventId).not.toBe(first.eventId)
  })

  it('reads only the three outcomes the page posts', () => {
    expect(['success', 'decline', 'abandon'].map(simulatorOutcomeOf)).toEqual(['success', 'decline', 'abandon'])
    for (const value of ['paid', 'SUCCESS', '', null, undefined, 1]) expect(simulatorOutcomeOf(value)).toBeNull()
  })

  it('a token from another site completes nothing', async () => {
    const payments = simulator()
    const token = tokenOf((await payments.createCheckout(request)).redirectUrl)
    expect(payments.completeCheckout(token, 4, 'success')).toEqual({ problem: expect.any(String) })
  })
})

describe('simulator callback signatures', () => {
  const withHeader = (callback: SignedCallback, value: string | null): SignedCallback => {
    const headers = new Headers(callback.headers)
    if (value === null) headers.delete(SIMULATOR_SIGNATURE_HEADER)
    else headers.set(SIMULATOR_SIGNATURE_HEADER, value)
    return { rawBody: callback.rawBody, headers }
  }

  it('accepts the raw body as a Buffer too', async () => {
    const { payments, callback } = await completed('success')
    expect(payments.verifyCallback({ rawBody: Buffer.from(callback.rawBody), headers: callback.headers }).verdict).toBe('event')
  })

  it('refuses a tampered body', async () => {
    const { payments, callback } = await completed('decline')
    const rawBody = callback.rawBody.replace('payment.declined', 'payment.paid')
    expect(rawBody).not.toBe(callback.rawBody)
    expect(payments.verifyCallback({ rawBody, headers: callback.headers })).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })

  it('refuses a callback signed with another secret', async () => {
    const { callback } = await completed('success')
    expect(simulator({ secret: 'another-secret' }).verifyCallback(callback)).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })

  it('refuses a callback signed with the server secret itself instead of the derived key', async () => {
    const { payments, callback } = await completed('success')
    const timestamp = Math.floor(start.getTime() / 1000)
    const forged = createHmac('sha256', secret).update(`${timestamp}.${callback.rawBody}`).digest('hex')
    expect(payments.verifyCallback(withHeader(callback, `t=${timestamp},v1=${forged}`))).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })

  it('refuses a replay older than five minutes (and a timestamp from the future), accepts one within', async () => {
    const { callback } = await completed('success')
    const at = (minutes: number) => simulator({ at: () => new Date(start.getTime() + minutes * 60_000) })
    expect(at(4.9).verifyCallback(callback).verdict).toBe('event')
    expect(at(5.1).verifyCallback(callback)).toMatchObject({ verdict: 'refused', reason: 'stale' })
    expect(at(-5.1).verifyCallback(callback)).toMatchObject({ verdict: 'refused', reason: 'stale' })
  })

  it('refuses a changed timestamp (it is signed with the body)', async () => {
    const { payments, callback } = await completed('success')
    const header = callback.headers.get(SIMULATOR_SIGNATURE_HEADER)!
    const moved = header.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`)
    expect(payments.verifyCallback(withHeader(callback, moved))).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })

  it('refuses a callback without a signature or with a malformed one', async () => {
    const { payments, callback } = await completed('success')
    expect(payments.verifyCallback(withHeader(callback, null))).toMatchObject({ verdict: 'refused', reason: 'no-signature' })
    expect(payments.verifyCallback(withHeader(callback, 'v1=abc'))).toMatchObject({ verdict: 'refused', reason: 'bad-signature' })
  })
})

describe('simulatorPaymentsFromEnvironment', () => {
  it('derives its keys from STOREFRONT_API_SECRET and has no default', () => {
    expect(simulatorPaymentsFromEnvironment({ DEALER_ENV: 'development' })).toEqual({ problem: expect.stringContaining('STOREFRONT_API_SECRET') })
    expect('name' in simulatorPaymentsFromEnvironment({ DEALER_ENV: 'development', STOREFRONT_API_SECRET: secret })).toBe(true)
  })

  it('refuses to run in production, which is any deployment not marked DEALER_ENV=development (it takes no money)', () => {
    for (const production of [{ NODE_ENV: 'production' }, {}, { NODE_ENV: 'development' }, { DEALER_ENV: 'production' }])
      expect(simulatorPaymentsFromEnvironment({ ...production, STOREFRONT_API_SECRET: secret })).toEqual({
        problem: expect.stringContaining('The payment simulator takes no money: production refuses it.'),
      })
    expect('name' in simulatorPaymentsFromEnvironment({ NODE_ENV: 'production', DEALER_ENV: 'development', STOREFRONT_API_SECRET: secret })).toBe(true)
  })

  it('signs with keys derived from the secret: two instances with the same secret accept each other’s callbacks', async () => {
    const one = simulatorPaymentsFromEnvironment({ DEALER_ENV: 'development', STOREFRONT_API_SECRET: secret })
    const two = simulatorPaymentsFromEnvironment({ DEALER_ENV: 'development', STOREFRONT_API_SECRET: secret })
    if ('problem' in one || 'problem' in two) throw new Error('not configured')
    const { redirectUrl } = await one.createCheckout(request)
    const answer = one.completeCheckout(tokenOf(redirectUrl), 3, 'success')
    if ('problem' in answer) throw new Error(answer.problem)
    expect(two.verifyCallback(answer.callback).verdict).toBe('event')
  })
})
