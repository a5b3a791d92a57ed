/**
 * The one repayment model (spec 001 §4, §5, §9; spec 000 §5, §9), shared by the vehicle page's calculator
 * (storefront) and the repayment calculator block (blocks): the amortised payment, its rounding, the totals, the
 * principal and interest of each year, and the bounds and clamps every calculator uses. Pure, so a server's first
 * render and the browser agree.
 */
import { formatCents, formatPrice } from './format'
import { roundToCents } from './money'

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly'

/** Spec 001 §4: "weekly 52, fortnightly 26, monthly 12". */
export const PAYMENTS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 }

/** How a repayment is shown: to the cent, to the nearest dollar, or up to the next dollar ("rounded up on one tenant"). */
export type RepaymentRounding = 'cent' | 'dollar' | 'up'

export interface LoanInput {
  /** The car's price; 0 or less counts as 0. */
  price: number
  /** Deposit or trade-in, taken off the price. */
  deposit: number
  /** The fees paid at the start (establishment, security registration, agency): financed, so added to the loan. */
  financedFees: number
  /** Interest, % per year. */
  ratePercent: number
  years: number
  /** The final (residual, balloon) payment in dollars, paid after the last repayment. */
  balloon: number
  frequency: RepaymentFrequency
  rounding: RepaymentRounding
}

/** What the loan is: price (0 or more) − deposit + financed fees. */
function amountFinanced(input: Pick<LoanInput, 'price' | 'deposit' | 'financedFees'>): number {
  return Math.max(0, input.price) - input.deposit + input.financedFees
}

/** How many repayments the term holds (a half-year term of weekly payments is 26). */
function repaymentCount(input: Pick<LoanInput, 'years' | 'frequency'>): number {
  return Math.round(input.years * PAYMENTS_PER_YEAR[input.frequency])
}

/**
 * The amortised repayment (spec 001 §4): the amount financed repaid over `years` at `frequency`, leaving the balloon
 * to pay at the end; the balloon's present value is taken off the principal. Never negative: a deposit that covers the
 * loan leaves nothing to repay.
 */
export function repayment(input: LoanInput): number {
  const perYear = PAYMENTS_PER_YEAR[input.frequency]
  const principal = amountFinanced(input)
  const periods = input.years * perYear
  const rate = input.ratePercent / 100 / perYear
  const balloon = input.balloon
  // No repayments to spread the loan over (or an unreadable input): there is no periodic payment to state.
  if (!(periods > 0) || ![principal, balloon, rate].every(Number.isFinite)) return 0
  const payment = rate === 0 ? (principal - balloon) / periods : ((principal - balloon / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods)
  return roundRepayment(Math.max(0, payment), input.rounding)
}

function roundRepayment(amount: number, rounding: RepaymentRounding): number {
  if (rounding === 'cent') return roundToCents(amount)
  if (rounding === 'dollar') return Math.round(amount)
  // Up from the cent, so binary noise such as 1000.0000000001 does not become 1001.
  return Math.ceil(roundToCents(amount))
}

/** A repayment as the page shows it: with cents when the site rounds to the cent, else whole dollars. */
export function formatRepayment(amount: number, rounding: RepaymentRounding): string {
  return rounding === 'cent' ? formatCents(amount) : (formatPrice(amount) ?? '$0')
}

/** Spec 001 §4: a payment of 25 or less is not worth quoting; the calculator says "Enquire for Finance" instead. */
const ENQUIRE_FOR_FINANCE_AT = 25
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

export function showsRepayment(amount: number): boolean {
  return amount > ENQUIRE_FOR_FINANCE_AT
}

/** A lender's fees (CMS finance lenders → fees); missing ones are 0. */
export interface FeeSchedule {
  establishment: number
  securityRegistration: number
  agency: number
  /** The monthly account fee: not financed, paid beside the repayments, so only in the totals. */
  monthlyAccount: number
}

export const NO_FEES: FeeSchedule = { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccount: 0 }

/** The fees paid at the start, which are added to the loan (spec 001 §4: "price minus deposit plus establishment fees"). */
export function financedFees(fees: FeeSchedule): number {
  return fees.establishment + fees.securityRegistration + fees.agency
}

export interface LoanTotals {
  amountFinanced: number
  repayments: number
  /** Every repayment, the balloon and the monthly account fees over the term. */
  totalPayable: number
  /** What the repayments and balloon cost beyond the amount financed (account fees are fees, not interest). */
  totalInterest: number
  accountFees: number
}

/**
 * The loan's totals for a `payment` (as `repayment` gave it, rounded, since that is what the shopper pays):
 * total payable = payment × repayments + balloon + monthly account fee × months; total interest = payment ×
 * repayments + balloon − amount financed.
 */
export function loanTotals(input: LoanInput, payment: number, monthlyAccountFee: number): LoanTotals {
  const repayments = repaymentCount(input)
  const financed = amountFinanced(input)
  const repaid = roundToCents(payment * repayments + input.balloon)
  const accountFees = roundToCents(monthlyAccountFee * Math.round(input.years * 12))
  return {
    amountFinanced: financed,
    repayments,
    totalPayable: roundToCents(repaid + accountFees),
    totalInterest: Math.max(0, roundToCents(repaid - financed)),
    accountFees,
  }
}

export interface YearOfLoan {
  /** 1 for the first year; a half-year term's last entry is a half year. */
  year: number
  principal: number
  interest: number
}

/**
 * Principal and interest paid in each year of the term by the regular repayments (the balloon is paid after them and
 * is not in any year). The last year takes up what the payment's rounding leaves, so the years add up to the totals:
 * principal to amount financed − balloon, interest to `loanTotals`' total interest.
 */
export function yearlyBreakdown(input: LoanInput, payment: number): YearOfLoan[] {
  const perYear = PAYMENTS_PER_YEAR[input.frequency]
  const repayments = repaymentCount(input)
  const financed = amountFinanced(input)
  if (repayments <= 0 || !(payment > 0) || !(financed > 0)) return []
  const rate = input.ratePercent / 100 / perYear
  const years: YearOfLoan[] = []
  let balance = financed
  for (let period = 0; period < repayments; period++) {
    const interest = balance * rate
    const index = Math.floor(period / perYear)
    years[index] ??= { year: index + 1, principal: 0, interest: 0 }
    years[index].interest += interest
    years[index].principal += payment - interest
    balance += interest - payment
  }
  const totals = loanTotals(input, payment, 0)
  const last = years[years.length - 1]
  const before = years.slice(0, -1)
  last.principal = financed - input.balloon - before.reduce((sum, year) => sum + year.principal, 0)
  last.interest = totals.totalInterest - before.reduce((sum, year) => sum + year.interest, 0)
  return years.map((year) => ({ year: year.year, principal: roundToCents(year.principal), interest: roundToCents(year.interest) }))
}

export interface NumberRange {
  min: number
  max: number
  step: number
}

/** Spec 001 §4: "Out-of-range inputs are clamped to min or max". An unreadable number (NaN) becomes the minimum. */
export function clampToRange(value: number, range: { min: number; max: number }): number {
  if (Number.isNaN(value)) return range.min
  return Math.min(range.max, Math.max(range.min, value))
}

/** Spec 001 §5: the repayment calculator's purchase price runs from 1000 (5000 for a lender or site that says so) to 250000. */
export const PURCHASE_PRICE_MIN = 1_000
export const PURCHASE_PRICE_MIN_5000 = 5_000
export const PURCHASE_PRICE_MAX = 250_000

/** Spec 001 §5, §8: "Cannot be less than {min} or more than $250,000", the minimum written as the maximum is. */
export function purchasePriceMessage(min: number): string {
  return `Cannot be less than ${formatPrice(min) ?? '$0'} or more than ${formatPrice(PURCHASE_PRICE_MAX) ?? ''}`
}

/** Spec 001 §5: the message shows "when at or outside bounds". */
export function atOrOutsideBounds(value: number, range: { min: number; max: number }): boolean {
  return !(value > range.min && value < range.max)
}

/** Spec 001 §4, §9: a collapsed finance disclaimer is cut at 197 characters (with `truncateText`). */
export const DISCLAIMER_COLLAPSED_LENGTH = 197
