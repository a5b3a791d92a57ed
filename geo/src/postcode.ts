/** Spec 001 §5 and §8: the postcode field's message. */
export const POSTCODE_FORMAT_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'

/** Spec 001 §5 and §8: the geocoder found no such postcode (Australia only). */
export const UNKNOWN_POSTCODE_MESSAGE = 'Invalid postcode'

/** Spec 001 §9: postcode length 4. */
export const POSTCODE_LENGTH = 4

const FOUR_DIGITS = /^\d{4}$/

/** An Australian postcode as typed: exactly four digits once the spaces around it are trimmed. */
export function parsePostcode(input: string): { ok: true; postcode: string } | { ok: false; message: string } {
  const postcode = input.trim()
  return FOUR_DIGITS.test(postcode) ? { ok: true, postcode } : { ok: false, message: POSTCODE_FORMAT_MESSAGE }
}
