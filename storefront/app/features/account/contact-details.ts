import { EMAIL_PATTERN, LEAD_TEXT_LIMITS, POSTCODE_PATTERN } from '@dealer/cms-contract/lead-fields'
import { POSTCODE_MESSAGE } from '../../ui/forms/contact-fields'

/** The contact details a customer may edit in their garage (spec 001 §3: all optional; the phone is their sign-in). */
export interface ContactDetails {
  firstName: string
  lastName: string
  email: string
  postcode: string
}

export type ContactDetailErrors = Partial<Record<keyof ContactDetails, string>>

/**
 * The details as the CMS takes them (trimmed; empty clears a field), or what is wrong with each: the lead forms' limits
 * and messages, so a garage and an enquiry agree on what an email or postcode is.
 */
export function readContactDetails(form: { get(name: string): unknown }): { details: ContactDetails } | { errors: ContactDetailErrors } {
  const text = (name: keyof ContactDetails) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const details: ContactDetails = { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), postcode: text('postcode') }
  const errors: ContactDetailErrors = {}
  if (details.firstName.length > LEAD_TEXT_LIMITS.name) errors.firstName = `Your first name can be at most ${LEAD_TEXT_LIMITS.name} characters.`
  if (details.lastName.length > LEAD_TEXT_LIMITS.lastName) errors.lastName = `Your last name can be at most ${LEAD_TEXT_LIMITS.lastName} characters.`
  if (details.email && (details.email.length > LEAD_TEXT_LIMITS.email || !EMAIL_PATTERN.test(details.email)))
    errors.email = 'Please enter a valid email address.'
  if (details.postcode && !POSTCODE_PATTERN.test(details.postcode)) errors.postcode = POSTCODE_MESSAGE
  return Object.keys(errors).length > 0 ? { errors } : { details }
}

/** The details a sign-in carries where its form asks for them (spec 001 §7: user metadata first_name, last_name, email). */
export type SignInDetails = Partial<Pick<ContactDetails, 'firstName' | 'lastName' | 'email'>>
const SIGN_IN_DETAILS = ['firstName', 'lastName', 'email'] as const

/**
 * What a sign-in from a form that asks for the shopper's name and email (the finance pre-approval's Your Details) saves
 * on their customer: each detail given, where valid; a blank or invalid one keeps what the customer has, so a sign-in
 * never clears a detail. The whole record, as PATCH /api/customers/me takes it, or null when nothing would change.
 */
export function detailsAfterSignIn(
  customer: { firstName: string | null; lastName: string | null; email: string | null; postcode: string | null },
  given: SignInDetails,
): ContactDetails | null {
  const current: ContactDetails = {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    postcode: customer.postcode ?? '',
  }
  const next = { ...current }
  for (const name of SIGN_IN_DETAILS) {
    const value = typeof given[name] === 'string' ? given[name].trim() : ''
    if (!value) continue
    const read = readContactDetails({ get: (field: string) => (field === name ? value : '') })
    if ('details' in read) next[name] = read.details[name]
  }
  return SIGN_IN_DETAILS.some((name) => next[name] !== current[name]) ? next : null
}
