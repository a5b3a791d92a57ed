// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, data, redirect, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CheckoutRefusal } from './checkout-action.server'
import { CHECKOUT_TEXTS } from './checkout-api'
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm'

// The whole unit run shares two cores: give findBy*/waitFor more than their default second before calling it a failure.
configure({ asyncUtilTimeout: 5_000 })

const customer = { phone: '0412 345 678', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' }
const props: CheckoutFormProps = { carId: 'c42', deposit: '$200', customer, signInHref: '/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout' }
const PAYMENT_PAGE = '/checkout/test-payment'

/** The checkout page with an action standing in for the real one: it keeps each post and gives the answers in turn. */
function renderPage(formProps: CheckoutFormProps, ...answers: Array<() => unknown>) {
  const posted: Array<Record<string, string>> = []
  const router = createMemoryRouter(
    [
      {
        path: '/cars/x/checkout',
        element: <CheckoutForm {...formProps} />,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(new URLSearchParams(await request.text())))
          const answer = answers.shift()
          if (!answer) throw new Error('no more answers')
          return answer()
        },
      },
      { path: PAYMENT_PAGE, element: <h1>Payment</h1> },
    ],
    { initialEntries: ['/cars/x/checkout'] },
  )
  render(<RouterProvider router={router} />)
  return { router, posted }
}

const refused = (body: CheckoutRefusal, status: number) => () => data(body, { status })
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay $200 deposit' }))

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('CheckoutForm', () => {
  it('is an HTML form posting to its page; shows the signed-in mobile and the customer’s details; Pay goes to the payment page', async () => {
    const { router, posted } = renderPage(props, () => redirect(`${PAYMENT_PAGE}?checkout=abc`))
    const form = screen.getByRole('button', { name: 'Pay $200 deposit' }).closest('form')!
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/cars/x/checkout'])
    expect(screen.getByText('0412 345 678')).toBeTruthy()
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam')
    pay()
    // A second press while the first is on its way sends nothing more.
    fireEvent.click(await screen.findByRole('button', { name: 'Starting your payment…' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(PAYMENT_PAGE))
    expect(posted).toEqual([{ carId: 'c42', name: 'Sam', lastName: 'Lee', email: 'sam@example.com', idempotencyKey: expect.stringMatching(/\S{16,}/) }])
  })

  it('fills what the customer record lacks from the last enquiry this browser sent; the action’s field errors show by their fields', async () => {
    localStorage.setItem('dealer.contact', JSON.stringify({ name: 'Alex', last_name: 'Ng', email: '', phone: '0400000000', postcode: '4000' }))
    renderPage(
      { ...props, customer: { ...customer, firstName: '', lastName: '', email: '' } },
      refused({ ok: false, error: 'Please fix the following errors:', errors: { email: 'Please enter your email address.' } }, 400),
    )
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Alex'))
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Ng')
    pay()
    expect(await screen.findByText('Please enter your email address.', { selector: '.lead-form__error' })).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
  })

  it('409: says the car was just reserved, offers the similar cars as links, and no Pay', async () => {
    renderPage(
      props,
      refused(
        {
          ok: false,
          error: CHECKOUT_TEXTS.justReserved,
          similar: [{ id: 'c7', slug: '2021-mazda-cx-5-c7', title: '2021 Mazda CX-5 Maxx', price: 31_990, image: null }],
          newAttempt: true,
        },
        409,
      ),
    )
    pay()
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_TEXTS.justReserved)
    const link = screen.getByRole('link', { name: /2021 Mazda CX-5 Maxx/ })
    expect(link.getAttribute('href')).toBe('/cars/2021-mazda-cx-5-c7')
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
  })

  it('a retry after an outage sends the same idempotency key; after an attempt the action ended, a new one', async () => {
    const { posted } = renderPage(
      props,
      refused({ ok: false, error: CHECKOUT_TEXTS.paymentUnavailable }, 503),
      refused({ ok: false, error: 'Sign in again.', signIn: true, newAttempt: true }, 401),
      refused({ ok: false, error: CHECKOUT_TEXTS.notReservable, newAttempt: true }, 422),
    )
    pay()
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_TEXTS.paymentUnavailable)
    pay()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(props.signInHref))
    pay()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CHECKOUT_TEXTS.notReservable))
    const keys = posted.map((fields) => fields.idempotencyKey)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('signed out: asks the shopper to sign in first, no form', () => {
    renderPage({ ...props, customer: null })
    expect(screen.getByRole('link', { name: 'Sign in to reserve' }).getAttribute('href')).toBe(props.signInHref)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
