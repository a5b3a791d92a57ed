import { describe, expect, it } from 'vitest'
import {
  calculatorBounds,
  financeOfferEligible,
  termFromSlider,
  termSlider,
  termSliderPosition,
  type CalculatorLender,
  type CalculatorSettings,
} from './finance'

const settings: CalculatorSettings = {
  amount: { default: 30_000, min: 1_000, max: 100_000, step: 500 },
  term: { default: 5, min: 1, max: 7, step: 0.5 },
  interest: { default: 10, min: 0.5, max: 15, step: 0.5 },
  yearIncrements: [],
  amountFollowsPrice: false,
  amountStartsAtPrice: false,
  minPrice5000: false,
  rounding: 'dollar',
}
const noLender = null
const lender: CalculatorLender = {
  advertisedRate: 8.99,
  comparisonRate: 9.42,
  minRate: 7.5,
  maxRate: 14.5,
  maxBalloonPercent: 30,
  maxTermYears: 5,
  minPrice5000: false,
}

describe('calculatorBounds', () => {
  it("uses the site's ranges, and starts at the site's amount (30000) and term whatever the car's price", () => {
    const bounds = calculatorBounds({ provider: 'standard', settings, lender: noLender, carPrice: 39_990 })
    expect(bounds).toEqual({
      amount: { min: 1_000, max: 100_000, step: 500 },
      term: { min: 1, max: 7, step: 0.5 },
      termChoices: null,
      interest: { min: 0.5, max: 15, step: 0.5 },
      defaults: { amount: 30_000, years: 5, ratePercent: 10 },
    })
  })

  it("starts at the car's price only on a site that says so, within range, and at the default for a car without one", () => {
    const atPrice = { ...settings, amountStartsAtPrice: true }
    expect(calculatorBounds({ provider: 'standard', settings: atPrice, lender: noLender, carPrice: 39_990 }).defaults.amount).toBe(39_990)
    expect(calculatorBounds({ provider: 'standard', settings: atPrice, lender: noLender, carPrice: 0 }).defaults.amount).toBe(30_000)
    expect(calculatorBounds({ provider: 'standard', settings: atPrice, lender: noLender, carPrice: 180_000 }).defaults.amount).toBe(100_000)
  })

  it('lends from 5000 when the site or its lender says so, as the repayment calculator block does (Outback Edge)', () => {
    expect(calculatorBounds({ provider: 'standard', settings, lender: noLender, carPrice: 3_000 }).amount.min).toBe(1_000)
    expect(calculatorBounds({ provider: 'standard', settings: { ...settings, minPrice5000: true }, lender: noLender, carPrice: 3_000 }).amount.min).toBe(5_000)
    expect(calculatorBounds({ provider: 'standard', settings, lender: { ...lender, minPrice5000: true }, carPrice: 3_000 }).amount.min).toBe(5_000)
  })

  it('lends at least 5000 with Angle', () => {
    expect(calculatorBounds({ provider: 'angle', settings, lender: noLender, carPrice: 3_000 }).amount.min).toBe(5_000)
    expect(
      calculatorBounds({ provider: 'angle', settings: { ...settings, amount: { ...settings.amount, default: 3_000 } }, lender: noLender, carPrice: 3_000 })
        .defaults.amount,
    ).toBe(5_000)
    expect(
      calculatorBounds({ provider: 'angle', settings: { ...settings, amount: { ...settings.amount, min: 8_000 } }, lender: noLender, carPrice: 3_000 }).amount
        .min,
    ).toBe(8_000)
  })

  it('lets the amount follow a price over 100000 to 1.05 times it, rounded up to the step, where the site allows', () => {
    const follows = { ...settings, amountFollowsPrice: true, amountStartsAtPrice: true }
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
    expect(bounds.defaults).toEqual({ amount: 30_000, years: 5, ratePercent: 8.99 })
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
