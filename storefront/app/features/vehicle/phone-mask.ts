/** Spec 000 §4's call box: until the shopper clicks, the number shows only its first 5 characters. */
const SHOWN_CHARACTERS = 5

/** Every digit after the first 5 characters starred, spacing and brackets kept: "(07) 3821 5000" → "(07) **** ****". */
export function maskPhone(display: string): string {
  return display.slice(0, SHOWN_CHARACTERS) + display.slice(SHOWN_CHARACTERS).replace(/\d/g, '*')
}
