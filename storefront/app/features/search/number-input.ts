// The price and kilometre inputs (spec 001 §5): digits with thousands separators as the shopper types.

const grouped = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })

/** The whole number in what was typed ("$25,000" → 25000), or null when there are no digits. */
export function parseWholeNumber(text: string): number | null {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9)
  return digits === '' ? null : Number(digits)
}

/** 25000 → "25,000"; nothing for null. */
export function groupThousands(value: number | null): string {
  return value === null ? '' : grouped.format(value)
}
