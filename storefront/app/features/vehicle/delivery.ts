/** The delivery cost calculator (spec 000 §4, §5, §8): which of the site's delivery regions a postcode falls in. */

/** A delivery region as staff keep it in the CMS: its price and the postcodes it covers, each range inclusive. */
export interface DeliveryRegion {
  name: string
  price: number
  postcodeRanges: Array<{ from: string; to: string }>
}

/** Spec 000 §5, §8. */
const POSTCODE_REQUIRED = 'Please enter a postcode.'
/** Spec 001 §5. */
const POSTCODE_INVALID = 'Invalid postcode. Please enter a 4-digit number.'
/** Spec 000 §8. */
export const NO_DELIVERY_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

const POSTCODE = /^\d{4}$/

/** The delivery calculator's answer: none asked yet, a region's price, or what stopped it. */
export type DeliveryAnswer = { kind: 'idle' } | { kind: 'result'; postcode: string; price: number; name: string } | { kind: 'error'; message: string }

/** What is wrong with a typed postcode, or null when it is 4 digits. */
export function deliveryPostcodeProblem(value: string): string | null {
  const postcode = value.trim()
  if (postcode === '') return POSTCODE_REQUIRED
  return POSTCODE.test(postcode) ? null : POSTCODE_INVALID
}

/**
 * The first region covering the postcode, or null. Postcodes compare as 4-digit strings, so a range end written
 * without its leading zero ("800" for the Northern Territory's 0800) is padded first; a malformed end covers nothing.
 */
export function deliveryRegionFor(regions: readonly DeliveryRegion[], postcode: string): DeliveryRegion | null {
  const wanted = postcode.trim()
  if (!POSTCODE.test(wanted)) return null
  return regions.find((region) => region.postcodeRanges.some((range) => covers(range, wanted))) ?? null
}

function covers(range: { from: string; to: string }, postcode: string): boolean {
  const from = fourDigits(range.from)
  const to = fourDigits(range.to)
  return from !== null && to !== null && from <= postcode && postcode <= to
}

function fourDigits(value: string): string | null {
  const padded = value.trim().padStart(4, '0')
  return POSTCODE.test(padded) ? padded : null
}
