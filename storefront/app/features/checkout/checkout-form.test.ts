import { describe, expect, it } from 'vitest'
import { CHECKOUT_TEXTS } from './checkout-api'
import { checkDetails, SESSION_ENDED, startOutcome } from './checkout-form'

describe('checkDetails', () => {
  it('needs a first name, a last name and a valid email; trims them', () => {
    expect(checkDetails({ name: ' Sam ', lastName: 'Lee', email: 'sam@example.com ' })).toEqual({
      details: { name: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
      errors: {},
    })
    expect(checkDetails({ name: ' ', lastName: '', email: 'sam@' }).errors).toEqual({
      name: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter a valid email address, like name@example.com.',
    })
    expect(checkDetails({ name: 'x'.repeat(61), lastName: 'Lee', email: '' }).errors).toEqual({
      name: 'Please keep your first name under 61 characters.',
      email: 'Please enter your email address.',
    })
  })
})

describe('startOutcome', () => {
  it('follows a redirect to this site or an https payment page, nothing else', () => {
    expect(startOutcome({ status: 200, body: { ok: true, reservationId: '7', redirectUrl: 'https://checkout.stripe.com/c/pay/x' } })).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/x',
    })
    expect(startOutcome({ status: 200, body: { redirectUrl: '/checkout/test-payment?checkout=abc' } })).toEqual({
      kind: 'redirect',
      url: '/checkout/test-payment?checkout=abc',
    })
    expect(startOutcome({ status: 200, body: { redirectUrl: 'http://bayside-toyota.localhost:3000/checkout/test-payment' } }).kind).toBe('redirect')
    expect(startOutcome({ status: 200, body: { redirectUrl: '//evil.example/' } }).kind).toBe('error')
    expect(startOutcome({ status: 200, body: { redirectUrl: 'javascript:alert(1)' } }).kind).toBe('error')
    expect(startOutcome({ status: 200, body: { redirectUrl: 'http://evil.example/' } }).kind).toBe('error')
    expect(startOutcome({ status: 200, body: null }).kind).toBe('error')
  })

  it('409: the just-reserved text and the similar cars offered (malformed ones dropped)', () => {
    const similar = [{ id: 'c2', slug: 'two', title: '2021 Mazda CX-5', price: 30_000, image: null }]
    expect(
      startOutcome({ status: 409, body: { ok: false, reason: 'reserved', error: CHECKOUT_TEXTS.justReserved, similar: [...similar, { id: 3 }] } }),
    ).toEqual({
      kind: 'reserved',
      error: CHECKOUT_TEXTS.justReserved,
      similar,
    })
    expect(startOutcome({ status: 409, body: null })).toEqual({ kind: 'reserved', error: CHECKOUT_TEXTS.justReserved, similar: [] })
  })

  it('401 asks to sign in again; 503 or no answer: payments unavailable; other refusals say their own text', () => {
    expect(startOutcome({ status: 401, body: { error: 'Sign in first.' } })).toEqual({ kind: 'sign-in', error: SESSION_ENDED })
    expect(startOutcome({ status: 503, body: null })).toEqual({ kind: 'error', error: CHECKOUT_TEXTS.paymentUnavailable })
    expect(startOutcome(null)).toEqual({ kind: 'error', error: CHECKOUT_TEXTS.paymentUnavailable })
    expect(startOutcome({ status: 422, body: { ok: false, reason: 'not-reservable', error: CHECKOUT_TEXTS.notReservable } })).toEqual({
      kind: 'error',
      error: CHECKOUT_TEXTS.notReservable,
    })
    expect(startOutcome({ status: 500, body: 'oops' })).toEqual({ kind: 'error', error: 'Something went wrong. Please try again.' })
  })
})
