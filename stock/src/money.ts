// Amounts in dollars and cents, for the calculators whose results are not whole dollars (the shared `formatPrice`
// shows whole dollars only, and nothing for 0).

const centsFormatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * To the nearest cent. The product is first cut to 15 significant digits so that a decimal half such as 1.005, which
 * binary holds as 1.00499999…, rounds up as it would on paper.
 */
export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15))) / 100
}

/** "$1,234.50"; unlike `formatPrice`, 0 is an amount ("$0.00"). */
export function formatCents(amount: number): string {
  return centsFormatter.format(amount)
}
