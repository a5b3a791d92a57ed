// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, data, redirect, RouterProvider, useLoaderData } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FormRefusal } from '../../ui/forms/use-action-form'
import { ContactForm, type ContactFormProps } from './ContactForm'
import { sentLeadOf, SuccessPage, type SentLead } from './SuccessPage'

function Success() {
  return <SuccessPage siteName="Southern Cross" stockPath="/search" sent={useLoaderData<SentLead | null>()} />
}

const places = {
  locations: [
    { id: 3, name: 'Parramatta' },
    { id: 4, name: 'Penrith' },
  ],
  dealerships: [
    { id: 7, name: 'Southern Cross Mazda' },
    { id: 8, name: 'Southern Cross Kia' },
  ],
}

/** The contact page's route with an action standing in for the lead action: it keeps what was posted and answers `answer`. */
function renderForm(answer: () => unknown, props: Partial<ContactFormProps> = {}, actionData?: FormRefusal) {
  const posted: URLSearchParams[] = []
  const rules = { commentsRequired: true, showCategory: true, locationIds: [3, 4], dealershipIds: [7, 8], ...props.rules }
  const router = createMemoryRouter(
    [
      {
        id: 'contact',
        path: '/contact',
        element: <ContactForm {...places} {...props} rules={rules} />,
        action: async ({ request }) => {
          posted.push(new URLSearchParams(await request.text()))
          return answer()
        },
      },
      { path: '/success', element: <Success />, loader: ({ request }) => sentLeadOf(new URL(request.url)) },
    ],
    { initialEntries: ['/contact'], hydrationData: actionData ? { actionData: { contact: actionData }, loaderData: {} } : undefined },
  )
  render(<RouterProvider router={router} />)
  return { router, posted }
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
const refusal = (body: FormRefusal, status = 400) => data(body, { status })

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(cleanup)

describe('ContactForm', () => {
  it('is an HTML form posting to its own page, and asks what the site’s rules ask; opt-in ticked', () => {
    renderForm(() => null)
    const form = screen.getByRole('button', { name: 'Send Enquiry' }).closest('form')!
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/contact'])
    expect(screen.getByLabelText('Enquiry type')).toHaveProperty('value', 'General Enquiry')
    expect(screen.getByLabelText('Location')).toHaveProperty('name', 'location')
    expect(screen.getByLabelText('Preferred dealership')).toHaveProperty('name', 'dealership')
    expect(screen.getByLabelText('Comments').getAttribute('aria-required')).toBe('true')
    expect(screen.getByLabelText('Keep me up to date with offers and news')).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toHaveProperty('disabled', false)
  })

  it('leaves out what the site turns off', () => {
    renderForm(() => null, { rules: { commentsRequired: false, showCategory: false, locationIds: [], dealershipIds: [7] } })
    expect(screen.queryByLabelText('Enquiry type')).toBeNull()
    expect(screen.queryByLabelText('Location')).toBeNull()
    expect(screen.queryByLabelText('Preferred dealership')).toBeNull()
    expect(screen.getByText('Comments').textContent).toBe('Comments (optional)')
  })

  it('shows the action’s field errors under "Please fix the following errors:", each linked to its field; editing a field clears its own', async () => {
    renderForm(() =>
      refusal({
        ok: false,
        error: 'Please fix the following errors:',
        errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.', dealership: 'Please choose your preferred dealership.' },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    const summary = await screen.findByText('Please fix the following errors:')
    const links = Array.from(summary.parentElement!.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Postcode: Invalid postcode. Please enter a 4-digit number.', '#contact-postcode'],
      ['Preferred dealership: Please choose your preferred dealership.', '#contact-dealership'],
    ])
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true')
    fireEvent.input(screen.getByLabelText('Postcode'), { target: { value: '2150' } })
    await waitFor(() => expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBeNull())
    expect(summary.parentElement!.querySelectorAll('a')).toHaveLength(1)
  })

  it('posts every field once with one idempotency key, follows the action to /success, which thanks them by name and remembers the contact', async () => {
    const { router, posted } = renderForm(() => redirect('/success?lead=12&category=Service+Enquiry'))
    fireEvent.change(screen.getByLabelText('Enquiry type'), { target: { value: 'Service Enquiry' } })
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '4' } })
    fireEvent.change(screen.getByLabelText('Preferred dealership'), { target: { value: '8' } })
    fill('First Name', 'Mia')
    fill('Last Name', 'Nguyen')
    fill('Mobile Number', '+61 412 345 678')
    fill('Email Address', 'mia@example.com')
    fill('Postcode', '2150')
    fill('Comments', 'Logbook service please.')
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'))
    expect(await screen.findByRole('heading', { name: 'Thank you, Mia' })).toBeTruthy()
    expect(screen.getByText(/Your service enquiry has been sent to Southern Cross\./)).toBeTruthy()
    expect(screen.getByText('Your reference number is 12.')).toBeTruthy()
    expect(posted).toHaveLength(1)
    const sent = Object.fromEntries(posted[0])
    expect(sent).toMatchObject({
      category: 'Service Enquiry',
      location: '4',
      dealership: '8',
      phone: '+61 412 345 678',
      subscribe: 'on',
      website: '',
    })
    expect(sent.idempotencyKey).toMatch(/^[\w-]{8,}$/)
    expect(JSON.parse(localStorage.getItem('dealer.contact')!)).toMatchObject({ name: 'Mia', phone: '0412345678', postcode: '2150' })
    expect(JSON.parse(localStorage.getItem('dealer.lastEnquiryCategory')!)).toBe('Service Enquiry')
  })

  it('shows the action’s message in an alert, or the spec’s text when there is none', async () => {
    let answer: FormRefusal = { ok: false, error: 'An error occurred when submitting this form' }
    renderForm(() => refusal(answer, 503))
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred when submitting this form')
    answer = { ok: false }
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unexpected error occured.'))
  })

  it('shows what the page’s own action echoed back (the post without JavaScript): the values typed and the opt-in as sent', async () => {
    renderForm(() => null, {}, { ok: false, errors: { email: 'Please enter a valid email address.' }, values: { name: 'Mia', email: 'mia@', location: '4' } })
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Mia')
    expect(screen.getByLabelText('Email Address')).toHaveProperty('value', 'mia@')
    expect(screen.getByLabelText('Location')).toHaveProperty('value', '4')
    expect(screen.getByLabelText('Keep me up to date with offers and news')).toHaveProperty('checked', false)
    expect(screen.getByText('Email Address: Please enter a valid email address.')).toBeTruthy()
  })
})
