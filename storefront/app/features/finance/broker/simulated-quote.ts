import { COMPARISON_RATE_RANGE, type CreditScore, type QuoteResult } from '../finance-api'
import type { BrokerQuoteRequest } from './broker'

/**
 * The broker simulator's pricing: deterministic, so a shopper (or a test) sees the same quote for the same answers.
 * The advertised rate starts from the credit history (GREAT best, POOR worst) and rises with the term and the car's age;
 * the comparison rate adds the simulated fees and stays within spec 001 §9's range (8.38–19.42 % p.a.). The weekly
 * repayment is the standard amortisation of the purchase price at the advertised rate over the term's weeks. Pure.
 */

/** Advertised % p.a. for a one-year loan on a new car. */
export const BASE_RATES: Record<CreditScore, number> = { GREAT: 7.49, DECENT: 10.99, POOR: 15.49 }
/** Each year of term beyond the first. */
export const RATE_PER_TERM_YEAR = 0.15
/** Each year of the car's age, counted up to MAX_AGE_YEARS. */
export const RATE_PER_AGE_YEAR = 0.25
export const MAX_AGE_YEARS = 10
/** What the simulated establishment and account fees add to the comparison rate. */
export const FEES_MARGIN = 0.89
/** A car of unknown year is priced as this old. */
export const UNKNOWN_CAR_AGE_YEARS = 3

const round2 = (value: number) => Math.round(value * 100) / 100

/** The car's age in whole years in `currentYear` (never negative; unknown: UNKNOWN_CAR_AGE_YEARS), capped. */
export function carAgeYears(year: number | null, currentYear: number): number {
  const age = year === null ? UNKNOWN_CAR_AGE_YEARS : Math.max(0, currentYear - year)
  return Math.min(MAX_AGE_YEARS, age)
}

/** The standard amortised repayment per period: P·r / (1 − (1 + r)^−n), r the rate per period; P/n at 0 %. */
export function amortisedRepayment(principal: number, annualRatePercent: number, periodsPerYear: number, years: number): number {
  const periods = Math.round(periodsPerYear * years)
  const rate = annualRatePercent / 100 / periodsPerYear
  if (periods <= 0) return principal
  if (rate === 0) return principal / periods
  return (principal * rate) / (1 - (1 + rate) ** -periods)
}

export function simulatedQuote(request: Pick<BrokerQuoteRequest, 'selfAssessedCreditScore' | 'purchasePrice' | 'loanTerm' | 'year'>, currentYear: number): QuoteResult {
  const raw =
    BASE_RATES[request.selfAssessedCreditScore] +
    RATE_PER_TERM_YEAR * Math.max(0, request.loanTerm - 1) +
    RATE_PER_AGE_YEAR * carAgeYears(request.year, currentYear)
  const comparisonRate = round2(Math.min(COMPARISON_RATE_RANGE.max, Math.max(COMPARISON_RATE_RANGE.min, raw + FEES_MARGIN)))
  const advertisedRate = round2(Math.min(raw, comparisonRate))
  return {
    weeklyRepaymentAmount: round2(amortisedRepayment(request.purchasePrice, advertisedRate, 52, request.loanTerm)),
    advertisedRate,
    comparisonRate,
  }
}
