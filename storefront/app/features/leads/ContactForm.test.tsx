// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm, type ContactFormProps } from './ContactForm'

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

function renderForm(props: Partial<ContactFormProps> = {}) {
  const rules = { commentsRequired: true, showCategory: true, locationIds: [3, 4], dealershipIds: [7, 8], ...props.rules }
  const router = createMemoryRouter(
    [
      { path: '/contact', element: <ContactForm {...places} {...props} rules={rules} /> },
      { path: '/success', element: <h1>Thank you</h1> },
    ],
    { initialEntries: ['/contact'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ContactForm', () => {
  it('asks what the site’s rules ask: category, location, dealership, required comments; opt-in ticked', () => {
    renderForm()
    expect(screen.getByLabelText('Enquiry type')).toHaveProperty('value', 'General Enquiry')
    expect(screen.getByLabelText('Location')).toBeTruthy()
    expect(screen.getByLabelText('Preferred dealership')).toBeTruthy()
    expect(screen.getByLabelText('Comments').getAttribute('aria-required')).toBe('true')
    expect(screen.getByLabelText('Keep me up to date with offers and news')).toHaveProperty('checked', true)
  })

  it('leaves out what the site turns off', () => {
    renderForm({ rules: { commentsRequired: false, showCategory: false, locationIds: [], dealershipIds: [7] } })
    expect(screen.queryByLabelText('Enquiry type')).toBeNull()
    expect(screen.queryByLabelText('Location')).toBeNull()
    expect(screen.queryByLabelText('Preferred dealership')).toBeNull()
    expect(screen.getByText('Comments').textContent).toBe('Comments (optional)')
  })

  it('lists every problem under "Please fix the following errors:" and sends nothing', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    const summary = await screen.findByText('Please fix the following errors:')
    const items = Array.from(summary.parentElement!.querySelectorAll('li')).map((item) => item.textContent)
    expect(items).toContain('Postcode: Invalid postcode. Please enter a 4-digit number.')
    expect(items).toContain('Preferred dealership: Please choose your preferred dealership.')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends the checked values once, remembers the contact details and goes to /success', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ lead_id: 12, category: 'Service Enquiry' }, { status: 201 }))
    vi.stubGlobal('fetch', fetchSpy)
    const router = renderForm()
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
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    const body = JSON.parse(String(init.body))
    expect(url).toBe('/api/leads')
    expect(body).toMatchObject({
      form: 'contact',
      website: '',
      values: { category: 'Service Enquiry', location: 4, dealership: 8, phone: '0412345678', subscribe: true },
    })
    expect(body.idempotencyKey).toMatch(/^[\w-]{8,}$/)
    expect(JSON.parse(localStorage.getItem('dealer.contact')!)).toMatchObject({ name: 'Mia', phone: '0412345678', postcode: '2150' })
    expect(JSON.parse(localStorage.getItem('dealer.lastEnquiryCategory')!)).toBe('Service Enquiry')
  })

  it('shows the server’s message in an alert, or the spec’s text when there is none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({}, { status: 500 })),
    )
    renderForm({ rules: { commentsRequired: false, showCategory: false, locationIds: [], dealershipIds: [] } })
    for (const [label, value] of [
      ['First Name', 'Mia'],
      ['Last Name', 'Nguyen'],
      ['Mobile Number', '0412345678'],
      ['Email Address', 'mia@example.com'],
      ['Postcode', '2150'],
    ])
      fill(label, value)
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occured.')
  })
})
