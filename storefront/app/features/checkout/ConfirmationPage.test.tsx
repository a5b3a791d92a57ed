// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { CHECKOUT_TEXTS, type CustomerReservation } from './checkout-api'
import { ConfirmationPage } from './ConfirmationPage'
import type { ConfirmationPageData } from './reservation-pages.server'

// The poll asks every 3 s: give findBy* more than that.
configure({ asyncUtilTimeout: 8_000 })

const reservation: CustomerReservation = {
  id: '12',
  status: 'held',
  car: { id: 'c42', slug: '2022-toyota-hilux-sr5-c42', title: '2022 Toyota HiLux SR5', image: null },
  depositCents: 20_000,
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: null,
}
const similar = [{ id: 'c7', slug: '2021-mazda-cx-5-c7', title: '2021 Mazda CX-5 Maxx', price: 31_990, image: null }]

/** The page at its address, its loader answering each call with the next of `answers` (the last one repeats). */
function renderWith(...answers: ConfirmationPageData[]) {
  let calls = 0
  const Page = () => <ConfirmationPage data={useLoaderData() as ConfirmationPageData} />
  const router = createMemoryRouter([{ path: '/checkout/confirmation', element: <Page />, loader: () => answers[Math.min(calls++, answers.length - 1)] }], {
    initialEntries: ['/checkout/confirmation?reservation=12'],
  })
  render(<RouterProvider router={router} />)
  return { calls: () => calls }
}

afterEach(cleanup)

describe('ConfirmationPage', () => {
  it('held: says it is confirming in a polite live region, asks again by itself, then says the car is reserved and what happens next', async () => {
    const { calls } = renderWith(
      { reservation, phone: '0412 345 678', similar: [] },
      { reservation: { ...reservation, status: 'paid', paidAt: '2026-11-24T10:01:00.000Z' }, phone: '0412 345 678', similar: [] },
    )
    const heading = await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXTS.pending })
    expect(heading.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite')
    expect(screen.getByRole('link', { name: 'Check again' }).getAttribute('href')).toBe('/checkout/confirmation?reservation=12')
    expect(await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXTS.confirmed })).toBeTruthy()
    expect(calls()).toBe(2)
    expect(screen.getByText('$200 paid')).toBeTruthy()
    expect(screen.getByText(/Our team will call you on 0412 345 678/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Check again' })).toBeNull()
  })

  it('declined: its text, the car, and similar cars; no polling', async () => {
    const { calls } = renderWith({ reservation: { ...reservation, status: 'declined' }, phone: '0412 345 678', similar })
    expect(await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXTS.declined })).toBeTruthy()
    expect(screen.getByRole('link', { name: /2021 Mazda CX-5 Maxx/ }).getAttribute('href')).toBe('/cars/2021-mazda-cx-5-c7')
    expect(screen.getByRole('link', { name: 'Back to the car' }).getAttribute('href')).toBe('/cars/2022-toyota-hilux-sr5-c42')
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect(calls()).toBe(1)
  })

  it('expired: its own text', async () => {
    renderWith({ reservation: { ...reservation, status: 'expired' }, phone: '0412 345 678', similar: [] })
    expect(await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXTS.expired })).toBeTruthy()
  })
})
