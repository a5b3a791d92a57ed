import { describe, expect, it } from 'vitest'
import { checkoutRequestProblem, PaymentFailure, paymentFailureStatus, type DepositCheckoutRequest } from './payment-provider'

const request: DepositCheckoutRequest = {
  site: { id: 3, slug: 'bayside-toyota' },
  reservationId: 'res-41',
  car: { id: 'car-9', title: '2021 Toyota Corolla Ascent Sport' },
  amountCents: 20_000,
  customerEmail: 'jo@example.com',
  successUrl: 'https://bayside.example.com/cars/corolla/checkout/confirmed',
  cancelUrl: 'https://bayside.example.com/cars/corolla/checkout',
  idempotencyKey: 'reserve-7f0c2b1e-5a9d',
}

describe('checkoutRequestProblem', () => {
  it('accepts a whole-cents AUD deposit with https return URLs', () => {
    expect(checkoutRequestProblem(request, true)).toBeNull()
  })

  it('refuses amounts that are not whole cents between $1 and $10,000', () => {
    for (const amountCents of [0, 99, 200.5, -20_000, 10_000_01, Number.NaN]) {
      expect(checkoutRequestProblem({ ...request, amountCents }, true)).toMatch(/whole cents/)
    }
    expect(checkoutRequestProblem({ ...request, amountCents: 100 }, true)).toBeNull()
  })

  it('refuses a request without its site, reservation, car or email', () => {
    expect(checkoutRequestProblem({ ...request, site: { id: 0, slug: 'x' } }, true)).toMatch(/site/)
    expect(checkoutRequestProblem({ ...request, reservationId: ' ' }, true)).toMatch(/reservation/)
    expect(checkoutRequestProblem({ ...request, car: { id: 'car-9', title: '' } }, true)).toMatch(/car/)
    expect(checkoutRequestProblem({ ...request, customerEmail: 'jo@' }, true)).toMatch(/email/)
  })

  it('refuses short or unprintable idempotency keys', () => {
    expect(checkoutRequestProblem({ ...request, idempotencyKey: 'short' }, true)).toMatch(/idempotency/)
    expect(checkoutRequestProblem({ ...request, idempotencyKey: 'has a space in the key' }, true)).toMatch(/idempotency/)
  })

  it('wants absolute return URLs, https in production (http allowed on local stacks)', () => {
    expect(checkoutRequestProblem({ ...request, successUrl: '/checkout/confirmed' }, true)).toMatch(/absolute/)
    const local = { ...request, successUrl: 'http://bayside-toyota.localhost:3000/ok', cancelUrl: 'http://bayside-toyota.localhost:3000/back' }
    expect(checkoutRequestProblem(local, true)).toMatch(/https/)
    expect(checkoutRequestProblem(local, false)).toBeNull()
    expect(checkoutRequestProblem({ ...request, cancelUrl: 'javascript:alert(1)' }, false)).toMatch(/https/)
  })
})

describe('paymentFailureStatus', () => {
  it('is 400 for our request, 502 for the provider’s refusal, 503 when it cannot be reached', () => {
    expect(paymentFailureStatus(new PaymentFailure('invalid-request', 'x'))).toBe(400)
    expect(paymentFailureStatus(new PaymentFailure('refused', 'x'))).toBe(502)
    expect(paymentFailureStatus(new PaymentFailure('unavailable', 'x'))).toBe(503)
  })
})
