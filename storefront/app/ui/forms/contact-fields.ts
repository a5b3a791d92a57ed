// A shopper's mobile and postcode as every form reads them (lead forms, sign-in, my garage): no zod, so a page that
// only needs these (the sign-in page) doesn't ship the lead forms' schemas.
import { AU_MOBILE_PATTERN, EMAIL_PATTERN, LEAD_TEXT_LIMITS, POSTCODE_PATTERN } from '@dealer/cms-contract/lead-fields'

/** Spec 001 §5, word for word. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const MOBILE_MESSAGE = 'Please enter an Australian mobile number, e.g. 0412 345 678.'
const REQUIRED_MESSAGE = 'This is a required field.'

/**
 * An Australian mobile number in the local form dealers dial ("+61 412 345 678" → "0412345678", spec 001 §5: "a
 * leading 61 becomes 0"), or null when it isn't one. A pattern rather than libphonenumber: mobiles are one fixed shape,
 * and this runs in the browser, where the phone metadata would cost shoppers tens of kilobytes.
 */
export function normaliseAuMobile(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '')
  const local = digits.replace(/^(?:\+?61|0061)(?=4)/, '0')
  return AU_MOBILE_PATTERN.test(local) ? local : null
}

/** "0412345678" → "0412 345 678". */
export function displayAuMobile(mobile: string): string {
  return `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`
}

/** Spec 001 §5: the mobile is required, and an Australian mobile. */
export function mobileProblem(text: string): string | null {
  if (text.trim() === '') return REQUIRED_MESSAGE
  return normaliseAuMobile(text) ? null : MOBILE_MESSAGE
}

/** The contact fields as a multi-step form holds them (what the shopper typed). */
export interface ContactValues {
  name: string
  last_name: string
  email: string
  phone: string
  postcode: string
}

/**
 * What is wrong with the contact fields, by field name: the lead forms' rules (spec 001 §5) without their zod schemas,
 * for the forms that avoid that bundle (the pre-approval, the trade-in).
 */
export function contactProblems(values: ContactValues, rules: { postcodeRequired: boolean }): Record<string, string> {
  const problems: Record<string, string> = {}
  const name = values.name.trim()
  const lastName = values.last_name.trim()
  const email = values.email.trim()
  if (!name) problems.name = 'Please enter your first name.'
  else if (name.length > LEAD_TEXT_LIMITS.name) problems.name = `Your first name can be at most ${LEAD_TEXT_LIMITS.name} characters.`
  if (!lastName) problems.last_name = 'Please enter your last name.'
  else if (lastName.length > LEAD_TEXT_LIMITS.lastName) problems.last_name = `Your last name can be at most ${LEAD_TEXT_LIMITS.lastName} characters.`
  if (!email) problems.email = 'Please enter your email address.'
  else if (email.length > LEAD_TEXT_LIMITS.email || !EMAIL_PATTERN.test(email)) problems.email = 'Please enter a valid email address.'
  const phone = mobileProblem(values.phone)
  if (phone) problems.phone = phone
  if (rules.postcodeRequired && !POSTCODE_PATTERN.test(values.postcode.trim())) problems.postcode = POSTCODE_MESSAGE
  return problems
}
