/**
 * The car's own quote (spec 001 §3 youxQuote; §4 "The estimate loads when the car has no quote yet"): on a YouX site
 * the vehicle page shows the car's YouX quote as its weekly figure, so the pre-approval shows that same quote for the
 * loan it was made for (the car's price, the default term and credit history) instead of asking the broker again. A
 * shopper who changes the amount, the term or their credit history asks for a different loan, which the broker
 * quotes; back at the car's loan, the car's quote shows again. Pure: the browser's form and the server's steps share it.
 */
import type { StockYouxQuote } from '@dealer/stock/car'
import {
  clampLoanTerm,
  clampPurchaseAmount,
  DEFAULT_CREDIT_SCORE,
  LOAN_TERM_YEARS,
  PURCHASE_AMOUNT,
  type CreditScore,
  type FinanceFormValues,
  type QuoteResult,
} from './finance-api'

/** The car's quote, with the loan it is for (the pre-approval's values it applies to). */
export interface CarQuote extends QuoteResult {
  amount: number
  term: number
  selfAssessedCreditScore: CreditScore
}

/** The site's finance provider, as site settings → features name it. */
export type FinanceProviderName = 'standard' | 'angle' | 'youx'

const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The car's quote as the pre-approval uses it: only on a YouX site (as the vehicle page: vehicle-page.server.ts
 * financeView), and only a whole one (a weekly repayment above 0 and both rates; the vehicle page offers no finance,
 * and so no popup, without both rates). `sellingPrice` is what the car sells for (null: it shows no price), the
 * amount the car's quote is for.
 */
export function carQuoteOf(
  youxQuote: Partial<StockYouxQuote> | null | undefined,
  provider: FinanceProviderName | null | undefined,
  sellingPrice: number | null,
): CarQuote | null {
  if (provider !== 'youx' || !youxQuote) return null
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = youxQuote
  if (!isFigure(weeklyRepaymentAmount) || weeklyRepaymentAmount <= 0 || !isFigure(advertisedRate) || !isFigure(comparisonRate)) return null
  return {
    weeklyRepaymentAmount,
    advertisedRate,
    comparisonRate,
    amount: clampPurchaseAmount(sellingPrice !== null && sellingPrice > 0 ? sellingPrice : PURCHASE_AMOUNT.default),
    term: clampLoanTerm(LOAN_TERM_YEARS.default),
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
  }
}

/**
 * The quote to show for these values without asking the broker: the car's, when they are the loan it was made for;
 * else null (ask).
 */
export function knownQuote(
  values: Pick<FinanceFormValues, 'amount' | 'term' | 'selfAssessedCreditScore'>,
  carQuote: CarQuote | null | undefined,
): QuoteResult | null {
  if (!carQuote) return null
  const same = values.amount === carQuote.amount && values.term === carQuote.term && values.selfAssessedCreditScore === carQuote.selfAssessedCreditScore
  if (!same) return null
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = carQuote
  return { weeklyRepaymentAmount, advertisedRate, comparisonRate }
}

/** The car's quote for these values when it has one for them, else what `ask` answers (the broker's). */
export async function quoteOrAsk<Answer>(
  values: Pick<FinanceFormValues, 'amount' | 'term' | 'selfAssessedCreditScore'>,
  carQuote: CarQuote | null | undefined,
  ask: () => Promise<Answer>,
): Promise<QuoteResult | Answer> {
  return knownQuote(values, carQuote) ?? ask()
}
