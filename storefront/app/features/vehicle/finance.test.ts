import { describe, expect, it } from 'vitest'
import {
  calculatorBounds,
  clampToRange,
  financeOfferEligible,
  formatRepayment,
  PAYMENTS_PER_YEAR,
  repayment,
  showsRepayment,
  termFromSlider,
  termSlider,
  termSliderPosition,
  type CalculatorLender,
  type CalculatorSettings,
  type LoanInput,
} from './finance'

const loan: LoanInput = { price: 30_000, deposit: 0, establishmentFee: 0, ratePercent: 10, years: 5, balloonPercent: 0, frequency: 'monthly', rounding: 'cent' }

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
    // A balloon of 17.71561% (177.1561) is worth 177.1561 / 1.1^6 = 100 today, so 900 is amortised: 0.9 × 229.607 = 206.65.
    expect(repayment({ ...small, balloonPercent: 17.71561 })).toBe(206.65)
  })

  it('agrees with the textbook formula for every frequency, deposit, fee and balloon', () => {
    const cases: LoanInput[] = [
      { ...loan, frequency: 'weekly' },
      { ...loan, frequency: 'fortnightly', deposit: 3_000, establishmentFee: 1_300 },
      { ...loan, price: 52_990, ratePercent: 8.49, years: 4, balloonPercent: 30 },
      { ...loan, price: 120_000, ratePercent: 14.5, years: 7, balloonPercent: 20, frequency: 'weekly', establishmentFee: 1_360.5 },
      { ...loan, years: 2.5, ratePercent: 0.5, frequency: 'fortnightly' },
    ]
    for (const input of cases) {
      const perYear = PAYMENTS_PER_YEAR[input.frequency]
      const expected = textbookPayment(
        input.price - input.deposit + input.establishmentFee,
        input.ratePercent / 100 / perYear,
        input.years * perYear,
        (input.price * input.balloonPercent) / 100,
      )
      expect(repayment(input)).toBeCloseTo(expected, 2)
    }
  })

  it('pays the loan down to the balloon, to within the rounding of each payment', () => {
    const input: LoanInput = {
      ...loan,
      price: 45_000,
      deposit: 5_000,
      establishmentFee: 395,
      ratePercent: 9.95,
      years: 5,
      balloonPercent: 30,
      frequency: 'weekly',
    }
    const periods = 5 * 52
    const owed = balanceAfter(45_000 - 5_000 + 395, 0.0995 / 52, periods, repayment(input))
    // Each payment is off by at most half a cent, which grows with interest over the term; well under a dollar here.
    expect(Math.abs(owed - 13_500)).toBeLessThan(1)
  })

  it('splits the loan evenly at 0% interest', () => {
    expect(repayment({ ...loan, price: 12_000, ratePercent: 0, years: 1 })).toBe(1_000)
    expect(repayment({ ...loan, price: 50_000, ratePercent: 0, years: 5, balloonPercent: 30 })).toBe(583.33)
  })

  it('counts the establishment fee in and the deposit out of the loan', () => {
    const withFee = repayment({ ...loan, establishmentFee: 1_300, rounding: 'cent' })
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
    expect(repayment({ ...loan, price: -5_000, establishmentFee: 1_200, ratePercent: 0, years: 1 })).toBe(100)
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

const settings: CalculatorSettings = {
  amount: { default: 30_000, min: 1_000, max: 100_000, step: 500 },
  term: { default: 5, min: 1, max: 7, step: 0.5 },
  interest: { default: 10, min: 0.5, max: 15, step: 0.5 },
  yearIncrements: [],
  amountFollowsPrice: false,
  rounding: 'dollar',
}
const noLender = null
const lender: CalculatorLender = {
  advertisedRate: 8.99,
  comparisonRate: 9.42,
  minRate: 7.5,
  maxRate: 14.5,
  establishmentFee: 1_360.5,
  maxBalloonPercent: 30,
  maxTermYears: 5,
}

describe('calculatorBounds', () => {
  it("uses the site's ranges, and the car's price as the starting amount", () => {
    const bounds = calculatorBounds({ provider: 'standard', settings, lender: noLender, carPrice: 39_990 })
    expect(bounds).toEqual({
      amount: { min: 1_000, max: 100_000, step: 500 },
      term: { min: 1, max: 7, step: 0.5 },
      termChoices: null,
      interest: { min: 0.5, max: 15, step: 0.5 },
      defaults: { amount: 39_990, years: 5, ratePercent: 10 },
    })
  })

  it("starts at the site's default amount for a car without a price, and within range for a dear one", () => {
    expect(calculatorBounds({ provider: 'standard', settings, lender: noLender, carPrice: 0 }).defaults.amount).toBe(30_000)
    expect(calculatorBounds({ provider: 'standard', settings, lender: noLender, carPrice: 180_000 }).defaults.amount).toBe(100_000)
  })

  it('lends at least 5000 with Angle', () => {
    expect(calculatorBounds({ provider: 'angle', settings, lender: noLender, carPrice: 3_000 }).amount.min).toBe(5_000)
    expect(calculatorBounds({ provider: 'angle', settings, lender: noLender, carPrice: 3_000 }).defaults.amount).toBe(5_000)
    expect(
      calculatorBounds({ provider: 'angle', settings: { ...settings, amount: { ...settings.amount, min: 8_000 } }, lender: noLender, carPrice: 3_000 }).amount
        .min,
    ).toBe(8_000)
  })

  it('lets the amount follow a price over 100000 to 1.05 times it, rounded up to the step, where the site allows', () => {
    const follows = { ...settings, amountFollowsPrice: true }
    expect(calculatorBounds({ provider: 'standard', settings: follows, lender: noLender, carPrice: 120_000 }).amount.max).toBe(126_000)
    expect(calculatorBounds({ provider: 'standard', settings: follows, lender: noLender, carPrice: 150_990 }).amount.max).toBe(159_000)
    expect(calculatorBounds({ provider: 'standard', settings: follows, lender: noLender, carPrice: 150_990 }).defaults.amount).toBe(150_990)
    expect(calculatorBounds({ provider: 'standard', settings: follows, lender: noLender, carPrice: 90_000 }).amount.max).toBe(100_000)
    expect(calculatorBounds({ provider: 'standard', settings, lender: noLender, carPrice: 120_000 }).amount.max).toBe(100_000)
  })

  it("takes the lender's rate range, longest term and advertised rate", () => {
    const bounds = calculatorBounds({ provider: 'angle', settings, lender, carPrice: 39_990 })
    expect(bounds.interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 })
    expect(bounds.term).toEqual({ min: 1, max: 5, step: 0.5 })
    expect(bounds.defaults).toEqual({ amount: 39_990, years: 5, ratePercent: 8.99 })
  })

  it("keeps the site's rates when the lender gives only one end, and clamps the starting rate into them", () => {
    const bounds = calculatorBounds({ provider: 'standard', settings, lender: { ...lender, maxRate: null, advertisedRate: 19.95 }, carPrice: 39_990 })
    expect(bounds.interest).toEqual({ min: 0.5, max: 15, step: 0.5 })
    expect(bounds.defaults.ratePercent).toBe(15)
  })

  it('offers custom year choices within the term range, starting at the one nearest the default', () => {
    const bounds = calculatorBounds({
      provider: 'standard',
      settings: { ...settings, term: { ...settings.term, default: 6 }, yearIncrements: [7, 1, 3, 5, 10, 3] },
      lender: noLender,
      carPrice: 39_990,
    })
    expect(bounds.termChoices).toEqual([1, 3, 5, 7])
    expect(bounds.term).toEqual({ min: 1, max: 7, step: 0.5 })
    // 6 is as near 5 as 7; the shorter term wins.
    expect(bounds.defaults.years).toBe(5)
    expect(calculatorBounds({ provider: 'standard', settings: { ...settings, yearIncrements: [1, 3, 5, 7] }, lender, carPrice: 39_990 }).termChoices).toEqual([
      1, 3, 5,
    ])
  })

  it('falls back to the term range when no custom year fits it', () => {
    expect(
      calculatorBounds({ provider: 'standard', settings: { ...settings, yearIncrements: [8, 10] }, lender: noLender, carPrice: 39_990 }).termChoices,
    ).toBeNull()
  })
})

describe('term slider', () => {
  const plain = { term: { min: 1, max: 7, step: 0.5 }, termChoices: null }
  const custom = { term: { min: 1, max: 7, step: 0.5 }, termChoices: [1, 3, 5, 7] }

  it('runs over years, or over the positions of custom choices', () => {
    expect(termSlider(plain)).toEqual({ min: 1, max: 7, step: 0.5 })
    expect(termSlider(custom)).toEqual({ min: 0, max: 3, step: 1 })
  })

  it('converts between positions and years', () => {
    expect(termFromSlider(plain, 4.5)).toBe(4.5)
    expect(termFromSlider(custom, 2)).toBe(5)
    expect(termFromSlider(custom, 9)).toBe(7)
    expect(termSliderPosition(custom, 5)).toBe(2)
    expect(termSliderPosition(custom, 6.5)).toBe(3)
    expect(termSliderPosition(plain, 9)).toBe(7)
  })
})

describe('financeOfferEligible', () => {
  const now = new Date('2026-11-23T10:00:00+10:00')
  const offer = {
    provider: 'standard' as const,
    offersEnabled: true,
    hiddenMakes: [] as string[],
    lender: { interestRate: 8.99, comparisonRate: 9.42 },
    car: { year: 2020, price: 39_990, make: 'Toyota' },
    weeklyPayment: 190,
    monthlyPayment: 823,
    now,
  }

  it('offers finance on a priced car with full lender rates and a payment', () => {
    expect(financeOfferEligible(offer)).toBe(true)
    expect(financeOfferEligible({ ...offer, weeklyPayment: null })).toBe(true)
  })

  it('needs both lender rates', () => {
    expect(financeOfferEligible({ ...offer, lender: null })).toBe(false)
    expect(financeOfferEligible({ ...offer, lender: { interestRate: null, comparisonRate: 9.42 } })).toBe(false)
    expect(financeOfferEligible({ ...offer, lender: { interestRate: 8.99, comparisonRate: null } })).toBe(false)
  })

  it('is hidden when the site turns offers off or hides the make, whatever its case', () => {
    expect(financeOfferEligible({ ...offer, offersEnabled: false })).toBe(false)
    expect(financeOfferEligible({ ...offer, hiddenMakes: ['TOYOTA '] })).toBe(false)
  })

  it('needs a price above 500 and a weekly or monthly payment', () => {
    expect(financeOfferEligible({ ...offer, car: { ...offer.car, price: 500 } })).toBe(false)
    expect(financeOfferEligible({ ...offer, weeklyPayment: null, monthlyPayment: 0 })).toBe(false)
  })

  it('with YouX, needs a car from the last 12 years and a real price, but no payment', () => {
    const youx = { ...offer, provider: 'youx' as const, weeklyPayment: null, monthlyPayment: null }
    expect(financeOfferEligible(youx)).toBe(true)
    expect(financeOfferEligible({ ...youx, car: { ...youx.car, year: 2014 } })).toBe(true)
    expect(financeOfferEligible({ ...youx, car: { ...youx.car, year: 2013 } })).toBe(false)
    expect(financeOfferEligible({ ...youx, car: { ...youx.car, price: Number.POSITIVE_INFINITY } })).toBe(false)
    expect(financeOfferEligible({ ...youx, car: { ...youx.car, price: 400 } })).toBe(false)
  })
})
