/**
 * Which lender's terms the vehicle page quotes for a car (spec 000 §3 finance_lenders, §9; spec 001 §3 "Finance lender
 * info"): the car's own lender when the feed carries one with both rates, else the site's lender; the establishment fee
 * of the provider spec 000 §9 means; YouX's own quote on YouX sites; and the lender info the page lists, total payable
 * included. Pure.
 */
import type { StockCar, StockFinanceLender } from '@dealer/stock/car'
import { financedFees, loanTotals, NO_FEES, repayment, type FeeSchedule, type RepaymentRounding } from '@dealer/stock/repayment'
import type { CalculatorLender, FinanceProvider } from './finance'

/**
 * Spec 000 §9: "Establishment fee 1300 on one provider". The provider spec 000 §5 singles out elsewhere (its 5000
 * minimum loan, its 7.5–14.5 rates) is Angle, so it is Angle's fee, charged when its lender lists none of its own.
 */
export const ANGLE_ESTABLISHMENT_FEE = 1_300

/** The provider's fee where the lender states no establishment fee. */
export function withProviderFees(provider: FinanceProvider, fees: FeeSchedule): FeeSchedule {
  return provider === 'angle' && fees.establishment === 0 ? { ...fees, establishment: ANGLE_ESTABLISHMENT_FEE } : fees
}

/** The car's own lender: the first the feed lists with both an interest and a comparison rate (spec 000 §5's offer rule). */
export function carOwnLender(lenders: StockCar['finance_lenders'] | undefined): { name: string; terms: StockFinanceLender } | null {
  for (const [name, terms] of Object.entries(lenders ?? {})) {
    if (terms.interestRate != null && terms.comparisonRate != null && name.trim()) return { name: name.trim(), terms }
  }
  return null
}

/** The car's lender as the calculator reads it: its rates, within the site lender's rate range and balloon limit. */
export function ownCalculatorLender(own: StockFinanceLender, site: CalculatorLender | null): CalculatorLender {
  return {
    advertisedRate: own.interestRate,
    comparisonRate: own.comparisonRate,
    minRate: site?.minRate ?? null,
    maxRate: site?.maxRate ?? null,
    maxBalloonPercent: site?.maxBalloonPercent ?? null,
    maxTermYears: site?.maxTermYears ?? null,
    minPrice5000: site?.minPrice5000 ?? false,
  }
}

/** The car's lender's fees: its establishment fees, nothing else stated. */
export function ownLenderFees(own: StockFinanceLender): FeeSchedule {
  return { ...NO_FEES, establishment: own.establishmentFees ?? 0 }
}

/** Spec 001 §3's Finance lender info, as the page lists it under the finance offer. */
export interface LenderInfo {
  lender: string
  paymentWeek: number
  paymentMonth: number
  deposit: number
  termMonths: number
  interestRate: number
  comparisonRate: number | null
  establishmentFees: number
  totalPayable: number
}

/**
 * The lender info of the offer: the weekly and monthly payments (the car's lender's own figures where the feed gives
 * them), the term, the rates, and the total payable over the term (every monthly repayment, the balloon and the monthly
 * account fees: @dealer/stock/repayment's loanTotals).
 */
export function lenderInfo(input: {
  lender: string
  price: number
  ratePercent: number
  comparisonRate: number | null
  years: number
  fees: FeeSchedule
  rounding: RepaymentRounding
  own: StockFinanceLender | null
}): LenderInfo | null {
  const { own } = input
  const years = own?.termYears ?? input.years
  const deposit = own?.deposit ?? 0
  const balloon = own?.balloon ?? 0
  if (!(input.price > 0) || !(years > 0)) return null
  const loan = {
    price: input.price,
    deposit,
    financedFees: financedFees(input.fees),
    ratePercent: input.ratePercent,
    years,
    balloon,
    rounding: input.rounding,
  }
  const paymentWeek = own?.paymentWeek ?? repayment({ ...loan, frequency: 'weekly' })
  const paymentMonth = own?.paymentMonth ?? repayment({ ...loan, frequency: 'monthly' })
  const totals = loanTotals({ ...loan, frequency: 'monthly' }, paymentMonth, input.fees.monthlyAccount)
  return {
    lender: input.lender,
    paymentWeek,
    paymentMonth,
    deposit,
    termMonths: Math.round(years * 12),
    interestRate: input.ratePercent,
    comparisonRate: input.comparisonRate,
    establishmentFees: input.fees.establishment,
    totalPayable: totals.totalPayable,
  }
}
