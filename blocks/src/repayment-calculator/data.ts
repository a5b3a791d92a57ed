import type { FinanceLender, SiteSetting } from '@dealer/cms-contract'
import {
  clampToRange,
  NO_FEES,
  PURCHASE_PRICE_MAX,
  PURCHASE_PRICE_MIN,
  PURCHASE_PRICE_MIN_5000,
  type FeeSchedule,
  type NumberRange,
  type RepaymentRounding,
} from '@dealer/stock/repayment'

/** What the repayment calculator block needs beyond its fields: its bounds, the lender's fees and words, the rounding. */
export interface RepaymentCalculatorData {
  price: NumberRange
  /** Deposit or trade-in, and the residual: 0–250000 (spec 001 §5). */
  amount: NumberRange
  term: NumberRange
  interest: NumberRange
  defaults: { price: number; years: number; ratePercent: number }
  fees: FeeSchedule
  rounding: RepaymentRounding
  lender: { name: string; comparisonRate: number | null } | null
  /** The block's own disclaimer, else the lender's; null for none. */
  disclaimer: string | null
}

/** Spec 001 §4: "price 30000 when the car has none; term 5 years". */
const DEFAULT_PRICE = 30_000
const DEFAULT_YEARS = 5
/** Spec 001 §5: interest 0.5 to 15, step 0.5, unless the lender or the site says otherwise. */
const DEFAULT_INTEREST = { default: 10, min: 0.5, max: 15, step: 0.5 }
const PRICE_STEP = 500

/** A lender's fee schedule (CMS finance lenders → fees); a fee it doesn't list is 0. */
export function lenderFees(lender: Pick<FinanceLender, 'fees'> | null | undefined): FeeSchedule {
  const fees = lender?.fees
  if (!fees) return NO_FEES
  return {
    establishment: fees.establishment ?? 0,
    securityRegistration: fees.securityRegistration ?? 0,
    agency: fees.agency ?? 0,
    monthlyAccount: fees.monthly ?? 0,
  }
}

/**
 * The calculator's bounds and defaults for this lender on this site (spec 001 §5): the price from 1000 (5000 when the
 * lender or the site says so) to 250000; the lender's own rate range (Angle's 7.5–14.5), else the site's (4–20,
 * 9.95–19.95), else 0.5–15; the rate starting at the lender's advertised rate, else the site's default.
 */
export function repaymentCalculatorData(input: {
  lender: FinanceLender | null
  settings: SiteSetting | null
  disclaimer: string | null | undefined
}): RepaymentCalculatorData {
  const { lender, settings } = input
  const calculator = settings?.calculator
  const priceMin = lender?.terms?.minPrice5000 || calculator?.minPrice5000 ? PURCHASE_PRICE_MIN_5000 : PURCHASE_PRICE_MIN
  const price = { min: priceMin, max: PURCHASE_PRICE_MAX, step: PRICE_STEP }
  const siteRates = calculator?.interest
  const lenderRates = lender?.rates
  const interest =
    lenderRates?.min != null && lenderRates.max != null && lenderRates.min <= lenderRates.max
      ? { min: lenderRates.min, max: lenderRates.max }
      : siteRates?.min != null && siteRates.max != null && siteRates.min <= siteRates.max
        ? { min: siteRates.min, max: siteRates.max }
        : { min: DEFAULT_INTEREST.min, max: DEFAULT_INTEREST.max }
  const interestRange = { ...interest, step: siteRates?.step || DEFAULT_INTEREST.step }
  const term = { min: 1, max: 7, step: 0.5 }
  return {
    price,
    amount: { min: 0, max: PURCHASE_PRICE_MAX, step: PRICE_STEP },
    term,
    interest: interestRange,
    defaults: {
      price: clampToRange(DEFAULT_PRICE, price),
      years: DEFAULT_YEARS,
      ratePercent: clampToRange(lenderRates?.advertised ?? siteRates?.default ?? DEFAULT_INTEREST.default, interestRange),
    },
    fees: lenderFees(lender),
    rounding: calculator?.rounding ?? 'dollar',
    lender: lender ? { name: lender.name, comparisonRate: lenderRates?.comparison ?? null } : null,
    disclaimer: input.disclaimer?.trim() || lender?.disclaimer?.trim() || null,
  }
}
