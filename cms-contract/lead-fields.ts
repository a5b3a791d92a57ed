/**
 * The one definition of a lead's fields, which the storefront's form schemas (in the browser and on its server) and the
 * CMS's intake contract both build on, so anything a shopper's form accepts the CMS saves. No zod here: the browser's
 * form code imports this, and plain values keep it small.
 *
 * Two kinds of value, two rules:
 * - what the shopper typed (name, email, mobile, postcode, message, rego) is checked against these limits where they can
 *   fix it, in the form, and the CMS checks the same limits;
 * - what the visit adds (the page, the browser, the pages visited, the campaign parameters, the car as the stock index
 *   holds it) is not the shopper's to fix: it is clipped to these limits, never a reason to refuse their lead.
 */

/** The longest text a shopper may type in each field (UTF-16 code units, as zod and the browser's maxLength count). */
export const LEAD_TEXT_LIMITS = {
  name: 60,
  lastName: 60,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** The message of an enquiry or test drive, and the contact form's comments. */
  message: 2000,
} as const

/** How much of each piece of context a lead keeps: longer values are clipped, never refused. */
export const LEAD_CONTEXT_LIMITS = {
  /** The page the form was sent from (the Referer). */
  url: 2000,
  userAgent: 1000,
  visitedPage: 2000,
  /** The browser keeps the last 20; a lead keeps at most this many, the latest. */
  visitedPages: 50,
  /** The site the visit came from (a host name's longest). */
  referrerDomain: 253,
  queryParams: 20,
  queryParamKey: 100,
  queryParamValue: 500,
  /** A text field of the car as the stock index holds it (name, make, stock number, …). */
  carText: 300,
} as const

/** An Australian mobile in local form, as the form normalises it ("+61 412 345 678" → "0412345678"). */
export const AU_MOBILE_PATTERN = /^04\d{8}$/
export const POSTCODE_PATTERN = /^\d{4}$/
/** A registration, upper-cased: letters, digits, spaces and hyphens, up to 10. */
export const REGO_PATTERN = /^[A-Z0-9 -]{0,10}$/

/**
 * An email address the CMS's email field also accepts: zod's own pattern, but a domain label may not end in a hyphen
 * (zod's lets "mia@example-.com" through; Payload's field refuses it, which lost such a shopper's lead after the form
 * had said it was fine).
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** The first `max` code units of `value`, without splitting an emoji or other surrogate pair at the cut. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value
  const cut = value.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** A recorded trade-in valuation's public id (random, 24 url-safe characters), as a trade-in lead names it. */
export const VALUATION_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/
