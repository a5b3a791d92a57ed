import { MOBILE_MESSAGE, normaliseAuMobile } from '../../ui/forms/contact-fields'

/** Spec 001 §5 and §8, word for word. */
export const TOO_MANY_ATTEMPTS = 'Too many verification attempts. Please try again later.'
export const CODE_DIGITS = 'Code must be 6 digits.'
export const REQUIRED = 'This is a required field.'
export const INVALID_CODE = 'The verification code is invalid. Please try again.'
export const UNKNOWN_ERROR = 'An unknown error occurred.'

/** The sign-in page's steps (spec 001 §4): the code is sent, then it is submitted and verified. */
export type SignInState = 'default' | 'verificationSent' | 'verificationSubmitted'

/** The mobile number in its local form ("+61 412 345 678" → "0412345678", the lead forms' rule), or what is wrong with it. */
export function readMobile(value: unknown): { mobile: string } | { problem: string } {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return { problem: REQUIRED }
  const mobile = normaliseAuMobile(text)
  return mobile ? { mobile } : { problem: MOBILE_MESSAGE }
}

/** The 6-digit code (spaces the shopper typed between digits dropped), or what is wrong with it. */
export function readCode(value: unknown): { code: string } | { problem: string } {
  const text = typeof value === 'string' ? value.replace(/\s+/g, '') : ''
  if (text === '') return { problem: REQUIRED }
  return /^\d{6}$/.test(text) ? { code: text } : { problem: CODE_DIGITS }
}

/** What the sign-in page's action answers: the step to show, the number the code went to, and what went wrong. */
export interface SignInActionData {
  state: Exclude<SignInState, 'verificationSubmitted'>
  /** The local form of the number the code was sent to (the page shows it as 0412 345 678). */
  phone: string
  /** Seconds until a new code may be asked for. */
  resendInSeconds?: number
  notice?: string
  error?: string
  phoneError?: string
  codeError?: string
}
