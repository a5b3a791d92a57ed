// A shopper's mobile and postcode as every form reads them (lead forms, sign-in, my garage): no zod, so a page that
// only needs these (the sign-in page) doesn't ship the lead forms' schemas.
import { AU_MOBILE_PATTERN } from '@dealer/cms-contract/lead-fields'

/** Spec 001 §5, word for word. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const MOBILE_MESSAGE = 'Please enter an Australian mobile number, e.g. 0412 345 678.'

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
