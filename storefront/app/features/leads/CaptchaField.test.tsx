// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { CAPTCHA_CHALLENGE_PATH } from './CaptchaField'
import { ContactForm } from './ContactForm'
import { DepartmentEnquiryForm } from './DepartmentEnquiryForm'
import { EnquiryForm } from './EnquiryForm'
import { captchaSetting } from './lead-settings'

/** A page under the root route, whose loader data says whether the site has the captcha on (as root.tsx gives it). */
function renderUnderRoot(page: React.ReactNode, root: { captcha?: boolean }) {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <Outlet />, children: [{ path: 'form', element: page }] }], {
    initialEntries: ['/form'],
    hydrationData: { loaderData: { root } },
  })
  render(<RouterProvider router={router} />)
}

const contactForm = <ContactForm rules={{ commentsRequired: false, showCategory: false, locationIds: [], dealershipIds: [] }} locations={[]} dealerships={[]} />
const serviceForm = <DepartmentEnquiryForm department="service" rules={{ locationIds: [] }} locations={[]} terms={null} />
const enquiryForm = <EnquiryForm carSlug="2021-mazda-cx-5" kind="enquire" submitLabel="Send" />

const widgetOf = (form: HTMLFormElement) => form.querySelector('altcha-widget')
const formWith = (button: string) => screen.getByRole('button', { name: button }).closest('form')!

afterEach(cleanup)

describe('the enquiry forms’ captcha', () => {
  it('is in the form, posting its solution as `altcha`, when the site has it on', () => {
    renderUnderRoot(contactForm, { captcha: true })
    const widget = widgetOf(formWith('Send Enquiry'))
    expect(widget).not.toBeNull()
    expect(widget!.getAttribute('name')).toBe('altcha')
    expect(widget!.getAttribute('challenge')).toBe(CAPTCHA_CHALLENGE_PATH)
    // It solves by itself once the shopper starts on the form.
    expect(widget!.getAttribute('auto')).toBe('onfocus')
  })

  it('is in every kind of enquiry form', () => {
    renderUnderRoot(serviceForm, { captcha: true })
    expect(widgetOf(formWith('Request a Service'))).not.toBeNull()
    cleanup()
    renderUnderRoot(enquiryForm, { captcha: true })
    expect(document.querySelectorAll('form altcha-widget')).toHaveLength(1)
  })

  it('is not there when the site turns it off, nor when the page doesn’t say', () => {
    renderUnderRoot(contactForm, { captcha: false })
    expect(widgetOf(formWith('Send Enquiry'))).toBeNull()
    cleanup()
    renderUnderRoot(contactForm, {})
    expect(widgetOf(formWith('Send Enquiry'))).toBeNull()
  })

  it('keeps the honeypot beside it', () => {
    renderUnderRoot(contactForm, { captcha: true })
    expect(formWith('Send Enquiry').querySelector('input[name="website"]')).not.toBeNull()
  })
})

describe('captchaSetting', () => {
  it('is on unless the site turns it off (spec 001 §3: "shown by default")', () => {
    expect(captchaSetting(null)).toBe(true)
    expect(captchaSetting({ forms: {} })).toBe(true)
    expect(captchaSetting({ forms: { captcha: true } })).toBe(true)
    expect(captchaSetting({ forms: { captcha: false } })).toBe(false)
  })
})
