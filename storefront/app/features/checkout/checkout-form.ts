// The checkout form's pure parts: what the shopper typed, checked, and what the start of a checkout (the page's
// action, checkout-action.server.ts) means for the page.
import { EMAIL_PATTERN, LEAD_TEXT_LIMITS } from '@dealer/cms-contract/lead-fields'
import { CHECKOUT_TEXTS, type SimilarCar } from './checkout-api'

/** The signed-in customer as the checkout shows them. */
export interface CheckoutCustomer {
  /** 0412 345 678: the signed-in mobile, which the reservation is made for. */
  phone: string
  firstName: string
  lastName: string
  email: string
}

export interface CheckoutDetails {
  name: string
  lastName: string
  email: string
}
export type CheckoutDetailErrors = Partial<Record<keyof CheckoutDetails, string>>

/** The errors of each field (none: ready to pay); the values as trimmed. */
export function checkDetails(details: CheckoutDetails): { details: CheckoutDetails; errors: CheckoutDetailErrors } {
  const trimmed = { name: details.name.trim(), lastName: details.lastName.trim(), email: details.email.trim() }
  const errors: CheckoutDetailErrors = {}
  if (!trimmed.name) errors.name = 'Please enter your first name.'
  else if (trimmed.name.length > LEAD_TEXT_LIMITS.name) errors.name = `Please keep your first name under ${LEAD_TEXT_LIMITS.name + 1} characters.`
  if (!trimmed.lastName) errors.lastName = 'Please enter your last name.'
  else if (trimmed.lastName.length > LEAD_TEXT_LIMITS.lastName)
    errors.lastName = `Please keep your last name under ${LEAD_TEXT_LIMITS.lastName + 1} characters.`
  if (!trimmed.email) errors.email = 'Please enter your email address.'
  else if (!EMAIL_PATTERN.test(trimmed.email)) errors.email = 'Please enter a valid email address, like name@example.com.'
  return { details: trimmed, errors }
}

/** What the page does with the answer to Pay. */
export type StartOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'reserved'; error: string; similar: SimilarCar[] }
  | { kind: 'sign-in'; error: string }
  | { kind: 'error'; error: string }

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again to reserve this car.'

function textOf(body: unknown, fallback: string): string {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined
  return typeof error === 'string' && error.trim() ? error : fallback
}

function similarOf(body: unknown): SimilarCar[] {
  const similar = body && typeof body === 'object' ? (body as { similar?: unknown }).similar : undefined
  if (!Array.isArray(similar)) return []
  return similar.filter(
    (car): car is SimilarCar =>
      !!car && typeof car === 'object' && typeof (car as SimilarCar).slug === 'string' && typeof (car as SimilarCar).title === 'string',
  )
}

/** The answer (status and JSON body; null when none came) as the page's next step. */
export function startOutcome(answer: { status: number; body: unknown } | null): StartOutcome {
  if (!answer) return { kind: 'error', error: CHECKOUT_TEXTS.paymentUnavailable }
  const { status, body } = answer
  if (status < 300) {
    const url = body && typeof body === 'object' ? (body as { redirectUrl?: unknown }).redirectUrl : undefined
    // Only a page of this site or an https payment page: anything else is no answer to follow.
    if (typeof url === 'string' && (url.startsWith('/') ? !url.startsWith('//') : url.startsWith('https://') || isLocalHttp(url)))
      return { kind: 'redirect', url }
    return { kind: 'error', error: SOMETHING_WENT_WRONG }
  }
  if (status === 409) return { kind: 'reserved', error: textOf(body, CHECKOUT_TEXTS.justReserved), similar: similarOf(body) }
  if (status === 401) return { kind: 'sign-in', error: SESSION_ENDED }
  if (status === 503 || status === 502 || status === 504) return { kind: 'error', error: textOf(body, CHECKOUT_TEXTS.paymentUnavailable) }
  return { kind: 'error', error: textOf(body, SOMETHING_WENT_WRONG) }
}

/** The simulator's page on a local stack is plain http on localhost. */
function isLocalHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'http:' && (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1')
  } catch {
    return false
  }
}
