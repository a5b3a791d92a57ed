import { describe, expect, it } from 'vitest'
import {
  atOrOutsideBounds,
  clampToRange,
  financedFees,
  formatRepayment,
  loanTotals,
  PAYMENTS_PER_YEAR,
  purchasePriceMessage,
  repayment,
  showsRepayment,
  yearlyBreakdown,
  type LoanInput,
} from './repayment'

const loan: LoanInput = { price: 30_000, deposit: 0, financedFees: 0, ratePercent: 10, years: 5, balloon: 0, frequency: 'monthly', rounding: 'cent' }

/** The textbook annuity payment that leaves a future value: PMT = r·(PV·(1+r)^N − FV) / ((1+r)^N − 1). */
function textbookPayment(presentValue: number, ratePerPeriod: number, periods: number, futureValue: number): number {
  const growth = (1 + ratePerPeriod) ** periods
  return (ratePerPeriod * (presentValue * growth - futureValue)) / (growth - 1)
}

/** What is still owed after paying `payment` every period: interest added, then the payment taken off. */
function balanceAfter(principal: number, ratePerPeriod: number, periods: number, payment: number): number {
  let balance = principal
  for (let period = 0; period < periods; period++) balance = balance * (1 + ratePerPeriod) - payment
  return balance
}

describe('repayment', () => {
  it('gives the well-known amortised payments', () => {
    // $30,000 at 10% p.a. over 5 years, monthly: $637.41; $20,000 at 6% over 5 years: $386.66.
    expect(repayment(loan)).toBe(637.41)
    expect(repayment({ ...loan, price: 20_000, ratePercent: 6 })).toBe(386.66)
  })

  it('matches a hand-worked loan with a balloon', () => {
    // r = 120% / 12 = 10% a month over 6 months: PMT(10%, 6, 1000) = 100 × 1.1^6 / (1.1^6 − 1) = 177.1561 / 0.771561 = 229.61.
    const small = { ...loan, price: 1_000, ratePercent: 120, years: 0.5 }
    expect(repayment(small)).toBe(229.61)
    // A balloon of 177.1561 is worth 177.1561 / 1.1^6 = 100 today, so 900 is amortised: 0.9 × 229.607 = 206.65.
    expect(repayment({ ...small, balloon: 177.1561 })).toBe(206.65)
  })

  it('agrees with the textbook formula for every frequency, deposit, fee and balloon', () => {
    const cases: LoanInput[] = [
      { ...loan, frequency: 'weekly' },
      { ...loan, frequency: 'fortnightly', deposit: 3_000, financedFees: 1_300 },
      { ...loan, price: 52_990, ratePercent: 8.49, years: 4, balloon: 15_897 },
      { ...loan, price: 120_000, ratePercent: 14.5, years: 7, balloon: 24_000, frequency: 'weekly', financedFees: 1_360.5 },
      { ...loan, years: 2.5, ratePercent: 0.5, frequency: 'fortnightly' },
    ]
    for (const input of cases) {
      const perYear = PAYMENTS_PER_YEAR[input.frequency]
      const expected = textbookPayment(
        input.price - input.deposit + input.financedFees,
        input.ratePercent / 100 / perYear,
        input.years * perYear,
        input.balloon,
      )
      expect(repayment(input)).toBeCloseTo(expected, 2)
    }
  })

  it('pays the loan down to the balloon, to within the rounding of each payment', () => {
    const input: LoanInput = {
      ...loan,
      price: 45_000,
      deposit: 5_000,
      financedFees: 395,
      ratePercent: 9.95,
      years: 5,
      balloon: 13_500,
      frequency: 'weekly',
    }
    const periods = 5 * 52
    const owed = balanceAfter(45_000 - 5_000 + 395, 0.0995 / 52, periods, repayment(input))
    // Each payment is off by at most half a cent, which grows with interest over the term; well under a dollar here.
    expect(Math.abs(owed - 13_500)).toBeLessThan(1)
  })

  it('splits the loan evenly at 0% interest', () => {
    expect(repayment({ ...loan, price: 12_000, ratePercent: 0, years: 1 })).toBe(1_000)
    expect(repayment({ ...loan, price: 50_000, ratePercent: 0, years: 5, balloon: 15_000 })).toBe(583.33)
  })

  it('counts the establishment fee in and the deposit out of the loan', () => {
    const withFee = repayment({ ...loan, financedFees: 1_300, rounding: 'cent' })
    const withDeposit = repayment({ ...loan, deposit: 3_000, rounding: 'cent' })
    expect(withFee).toBeCloseTo(textbookPayment(31_300, 0.1 / 12, 60, 0), 2)
    expect(withDeposit).toBeCloseTo(textbookPayment(27_000, 0.1 / 12, 60, 0), 2)
  })

  it('costs a little less over a year when paid weekly, as the balance falls sooner', () => {
    const weekly = repayment({ ...loan, frequency: 'weekly' }) * 52
    const monthly = repayment({ ...loan, frequency: 'monthly' }) * 12
    expect(weekly).toBeLessThan(monthly)
    expect(monthly - weekly).toBeLessThan(50)
  })

  it('treats a price of 0 or less as 0 and never goes negative', () => {
    expect(repayment({ ...loan, price: -5_000 })).toBe(0)
    expect(repayment({ ...loan, price: -5_000, financedFees: 1_200, ratePercent: 0, years: 1 })).toBe(100)
    expect(repayment({ ...loan, deposit: 40_000 })).toBe(0)
    expect(repayment({ ...loan, years: 0 })).toBe(0)
    expect(repayment({ ...loan, ratePercent: Number.NaN })).toBe(0)
  })

  it('rounds to the cent, to the dollar, or up to the next dollar', () => {
    expect(repayment({ ...loan, rounding: 'cent' })).toBe(637.41)
    expect(repayment({ ...loan, rounding: 'dollar' })).toBe(637)
    expect(repayment({ ...loan, rounding: 'up' })).toBe(638)
    // A payment that is already whole stays put.
    expect(repayment({ ...loan, price: 12_000, ratePercent: 0, years: 1, rounding: 'up' })).toBe(1_000)
  })
})

describe('formatRepayment', () => {
  it('shows cents only when the site rounds to the cent', () => {
    expect(formatRepayment(637.41, 'cent')).toBe('$637.41')
    expect(formatRepayment(638, 'up')).toBe('$638')
    expect(formatRepayment(1_250, 'dollar')).toBe('$1,250')
  })
})

describe('showsRepayment', () => {
  it('hides payments of 25 or less (the page says Enquire for Finance)', () => {
    expect(showsRepayment(25)).toBe(false)
    expect(showsRepayment(0)).toBe(false)
    expect(showsRepayment(25.01)).toBe(true)
  })
})

describe('clampToRange', () => {
  it('keeps values inside, clamps the rest and reads NaN as the minimum', () => {
    const range = { min: 1, max: 7 }
    expect(clampToRange(5, range)).toBe(5)
    expect(clampToRange(0, range)).toBe(1)
    expect(clampToRange(9, range)).toBe(7)
    expect(clampToRange(Number.NaN, range)).toBe(1)
  })
})

describe('the fee schedule', () => {
  it('finances the establishment, security registration and agency fees, not the monthly account fee', () => {
    const site = { establishment: 395, securityRegistration: 6, agency: 912.25, monthlyAccount: 8 }
    expect(financedFees(site)).toBe(1_313.25)
    // Spec 001 §9's site schedule on a $30,000 car at 10% over 5 years, weekly, each rounding.
    const periods = 5 * 52
    const expected = textbookPayment(30_000 + 1_313.25, 0.1 / 52, periods, 0)
    const input: LoanInput = { ...loan, financedFees: financedFees(site), frequency: 'weekly' }
    expect(repayment({ ...input, rounding: 'cent' })).toBe(Math.round(expected * 100) / 100)
    expect(repayment({ ...input, rounding: 'dollar' })).toBe(Math.round(expected))
    expect(repayment({ ...input, rounding: 'up' })).toBe(Math.ceil(expected))
  })

  it("finances Angle's 1360.5 establishment fee with a balloon, fortnightly", () => {
    const input: LoanInput = {
      ...loan,
      price: 42_000,
      deposit: 2_000,
      financedFees: 1_360.5,
      ratePercent: 9.5,
      years: 4.5,
      balloon: 12_000,
      frequency: 'fortnightly',
    }
    expect(repayment(input)).toBeCloseTo(textbookPayment(41_360.5, 0.095 / 26, 4.5 * 26, 12_000), 2)
  })
})

describe('loanTotals', () => {
  it('adds up the repayments, the balloon and the account fees; interest is what is paid beyond the amount financed', () => {
    const input: LoanInput = { ...loan, financedFees: 1_313.25, balloon: 9_000, frequency: 'monthly' }
    const payment = repayment(input)
    const totals = loanTotals(input, payment, 8)
    expect(totals.amountFinanced).toBe(31_313.25)
    expect(totals.repayments).toBe(60)
    expect(totals.accountFees).toBe(480)
    expect(totals.totalPayable).toBeCloseTo(payment * 60 + 9_000 + 480, 2)
    expect(totals.totalInterest).toBeCloseTo(payment * 60 + 9_000 - 31_313.25, 2)
  })

  it('counts the repayments of a half-year term at each frequency', () => {
    expect(loanTotals({ ...loan, years: 2.5, frequency: 'weekly' }, 100, 0).repayments).toBe(130)
    expect(loanTotals({ ...loan, years: 2.5, frequency: 'fortnightly' }, 100, 0).repayments).toBe(65)
    expect(loanTotals({ ...loan, years: 2.5, frequency: 'monthly' }, 100, 0).repayments).toBe(30)
  })

  it('has no interest at 0%', () => {
    const input = { ...loan, price: 12_000, ratePercent: 0, years: 1 }
    expect(loanTotals(input, repayment(input), 0)).toEqual({ amountFinanced: 12_000, repayments: 12, totalPayable: 12_000, totalInterest: 0, accountFees: 0 })
  })
})

describe('yearlyBreakdown', () => {
  it('splits each year into principal and interest, adding up to the totals, interest falling year by year', () => {
    const input: LoanInput = { ...loan, financedFees: 395, balloon: 6_000, frequency: 'weekly', rounding: 'up' }
    const payment = repayment(input)
    const years = yearlyBreakdown(input, payment)
    const totals = loanTotals(input, payment, 0)
    expect(years.map((year) => year.year)).toEqual([1, 2, 3, 4, 5])
    const sum = (pick: (year: { principal: number; interest: number }) => number) => years.reduce((total, year) => total + pick(year), 0)
    expect(sum((year) => year.principal)).toBeCloseTo(30_395 - 6_000, 1)
    expect(sum((year) => year.interest)).toBeCloseTo(totals.totalInterest, 1)
    for (let index = 1; index < years.length; index++) expect(years[index].interest).toBeLessThan(years[index - 1].interest)
    // The first year's interest, worked independently: the balance after each week, times the weekly rate.
    const rate = 0.1 / 52
    let balance = 30_395
    let firstYearInterest = 0
    for (let week = 0; week < 52; week++) {
      firstYearInterest += balance * rate
      balance = balance * (1 + rate) - payment
    }
    expect(years[0].interest).toBeCloseTo(firstYearInterest, 2)
  })

  it('ends with a half year for a half-year term, and is empty when nothing is repaid', () => {
    const input: LoanInput = { ...loan, years: 2.5 }
    expect(yearlyBreakdown(input, repayment(input)).map((year) => year.year)).toEqual([1, 2, 3])
    expect(yearlyBreakdown({ ...loan, deposit: 40_000 }, 0)).toEqual([])
  })
})

describe('the purchase price bounds (spec 001 §5)', () => {
  it('words the message with the minimum as the spec writes it', () => {
    expect(purchasePriceMessage(1_000)).toBe('Cannot be less than $1,000 or more than $250,000')
    expect(purchasePriceMessage(5_000)).toBe('Cannot be less than $5,000 or more than $250,000')
  })

  it('applies at or outside the bounds', () => {
    const bounds = { min: 1_000, max: 250_000 }
    expect(atOrOutsideBounds(1_000, bounds)).toBe(true)
    expect(atOrOutsideBounds(999, bounds)).toBe(true)
    expect(atOrOutsideBounds(250_000, bounds)).toBe(true)
    expect(atOrOutsideBounds(300_000, bounds)).toBe(true)
    expect(atOrOutsideBounds(1_000.5, bounds)).toBe(false)
    expect(atOrOutsideBounds(30_000, bounds)).toBe(false)
    expect(atOrOutsideBounds(Number.NaN, bounds)).toBe(true)
  })
})
