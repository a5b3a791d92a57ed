// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHECKOUT_PATHS, CHECKOUT_TEXTS } from './checkout-api'
import { leaveFor } from './checkout-calls'
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm'

// The whole unit run shares two cores: give findBy*/waitFor more than their default second before calling it a failure.
configure({ asyncUtilTimeout: 5_000 })

vi.mock('./checkout-calls', async (original) => ({ ...(await original<typeof import('./checkout-calls')>()), leaveFor: vi.fn() }))

const customer = { phone: '0412 345 678', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' }
const props: CheckoutFormProps = { carId: 'c42', deposit: '$200', customer, signInHref: '/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout' }

/** A fetch whose answers are given in turn; records each request's body. */
function stubFetch(...answers: Array<() => Response | Promise<Response>>) {
  const bodies: Array<Record<string, unknown>> = []
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      urls.push(url)
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      const answer = answers.shift()
      if (!answer) throw new Error('no more answers')
      return answer()
    }),
  )
  return { bodies, urls }
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay $200 deposit' }))

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(leaveFor).mockReset()
})

describe('CheckoutForm', () => {
  it('shows the signed-in mobile, prefills the customer’s details, and Pay goes to the payment page', async () => {
    const { bodies, urls } = stubFetch(() => Response.json({ ok: true, reservationId: '9', redirectUrl: '/checkout/test-payment?checkout=abc' }))
    render(<CheckoutForm {...props} />)
    expect(screen.getByText('0412 345 678')).toBeTruthy()
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com')
    pay()
    // Disabled while sending: a second click starts nothing.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Starting your payment…' }) as HTMLButtonElement).disabled).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Starting your payment…' }))
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/test-payment?checkout=abc'))
    expect(urls).toEqual([CHECKOUT_PATHS.start])
    expect(bodies[0]).toEqual({ carId: 'c42', name: 'Sam', lastName: 'Lee', email: 'sam@example.com', idempotencyKey: expect.stringMatching(/\S{16,}/) })
  })

  it('fills what the customer record lacks from the last enquiry this browser sent, and requires every field', async () => {
    localStorage.setItem('dealer.contact', JSON.stringify({ name: 'Alex', last_name: 'Ng', email: '', phone: '0400000000', postcode: '4000' }))
    const { bodies } = stubFetch()
    render(<CheckoutForm {...props} customer={{ ...customer, firstName: '', lastName: '', email: '' }} />)
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Alex'))
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Ng')
    pay()
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(bodies).toHaveLength(0)
  })

  it('409: says the car was just reserved, offers the similar cars as links, and no Pay', async () => {
    stubFetch(() =>
      Response.json(
        {
          ok: false,
          reason: 'reserved',
          error: CHECKOUT_TEXTS.justReserved,
          similar: [{ id: 'c7', slug: '2021-mazda-cx-5-c7', title: '2021 Mazda CX-5 Maxx', price: 31_990, image: null }],
        },
        { status: 409 },
      ),
    )
    render(<CheckoutForm {...props} />)
    pay()
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_TEXTS.justReserved)
    const link = screen.getByRole('link', { name: /2021 Mazda CX-5 Maxx/ })
    expect(link.getAttribute('href')).toBe('/cars/2021-mazda-cx-5-c7')
    expect(link.textContent).toContain('$31,990')
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(leaveFor).not.toHaveBeenCalled()
  })

  it('a refusal says its own text; a retry after an outage sends the same idempotency key', async () => {
    const { bodies } = stubFetch(
      () => Response.json({ ok: false, reason: 'unavailable', error: CHECKOUT_TEXTS.paymentUnavailable }, { status: 503 }),
      () => Response.json({ ok: false, reason: 'not-reservable', error: CHECKOUT_TEXTS.notReservable }, { status: 422 }),
    )
    render(<CheckoutForm {...props} />)
    pay()
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_TEXTS.paymentUnavailable)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $200 deposit' })).toBeTruthy())
    pay()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CHECKOUT_TEXTS.notReservable))
    expect(bodies).toHaveLength(2)
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey)
  })

  it('401: the session ended, with a link to sign in again', async () => {
    stubFetch(() => Response.json({ ok: false, error: 'Sign in first.' }, { status: 401 }))
    render(<CheckoutForm {...props} />)
    pay()
    expect((await screen.findByRole('alert')).textContent).toContain('Your session has ended')
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(props.signInHref)
  })

  it('signed out: asks the shopper to sign in first, no form', () => {
    render(<CheckoutForm {...props} customer={null} />)
    expect(screen.getByRole('link', { name: 'Sign in to reserve' }).getAttribute('href')).toBe(props.signInHref)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
