// Amounts in dollars and cents, for the calculators whose results are not whole dollars (shown by `formatCents` in
// ./format).

/**
 * To the nearest cent. The product is first cut to 15 significant digits so that a decimal half such as 1.005, which
 * binary holds as 1.00499999…, rounds up as it would on paper.
 */
export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15))) / 100
}
