import { loanTotals, NO_FEES, repayment } from '@dealer/stock/repayment'
import { describe, expect, it } from 'vitest'
import { ANGLE_ESTABLISHMENT_FEE, carOwnLender, lenderInfo, ownCalculatorLender, withProviderFees } from './car-finance'

const driveline = {
  interestRate: 7.99,
  comparisonRate: 8.7,
  paymentWeek: 182,
  paymentMonth: 790,
  termYears: 5,
  deposit: 0,
  balloon: 0,
  establishmentFees: 395,
  disclaimer: 'Driveline Finance: approved applicants only.',
}

describe('carOwnLender (spec 000 §3 finance_lenders)', () => {
  it('is the first lender the feed lists with both rates', () => {
    expect(carOwnLender({ Partial: { ...driveline, comparisonRate: null }, Driveline: driveline })).toEqual({ name: 'Driveline', terms: driveline })
  })

  it('is null without lenders, or without one that has both rates', () => {
    expect(carOwnLender(null)).toBeNull()
    expect(carOwnLender({})).toBeNull()
    expect(carOwnLender({ Partial: { ...driveline, interestRate: null } })).toBeNull()
  })

  it('gives the calculator its rates within the site lender’s limits', () => {
    const site = { advertisedRate: 9.5, comparisonRate: 10, minRate: 4, maxRate: 20, maxBalloonPercent: 30, maxTermYears: 7, minPrice5000: true }
    expect(ownCalculatorLender(driveline, site)).toEqual({ ...site, advertisedRate: 7.99, comparisonRate: 8.7 })
  })
})

describe('withProviderFees (spec 000 §9 "Establishment fee 1300 on one provider")', () => {
  it('charges Angle’s 1300 where its lender states no establishment fee', () => {
    expect(ANGLE_ESTABLISHMENT_FEE).toBe(1300)
    expect(withProviderFees('angle', NO_FEES).establishment).toBe(1300)
    expect(withProviderFees('angle', { ...NO_FEES, establishment: 395 }).establishment).toBe(395)
    expect(withProviderFees('standard', NO_FEES).establishment).toBe(0)
    expect(withProviderFees('youx', NO_FEES).establishment).toBe(0)
  })
})

describe('lenderInfo (spec 001 §3 Finance lender info)', () => {
  const base = { lender: 'Bayside Finance', price: 30_000, ratePercent: 8, comparisonRate: 8.38, years: 5, rounding: 'dollar' as const, own: null }

  it('works out the payments and the total payable over the term, fees included', () => {
    const fees = { ...NO_FEES, establishment: 1300, monthlyAccount: 8 }
    const info = lenderInfo({ ...base, fees })!
    const loan = { price: 30_000, deposit: 0, financedFees: 1300, ratePercent: 8, years: 5, balloon: 0, rounding: 'dollar' as const }
    const monthly = repayment({ ...loan, frequency: 'monthly' })
    expect(info).toEqual({
      lender: 'Bayside Finance',
      paymentWeek: repayment({ ...loan, frequency: 'weekly' }),
      paymentMonth: monthly,
      deposit: 0,
      termMonths: 60,
      interestRate: 8,
      comparisonRate: 8.38,
      establishmentFees: 1300,
      totalPayable: loanTotals({ ...loan, frequency: 'monthly' }, monthly, 8).totalPayable,
    })
    expect(info.totalPayable).toBe(monthly * 60 + 8 * 60)
  })

  it('takes the car’s lender’s own payments, term, deposit and balloon', () => {
    const info = lenderInfo({ ...base, lender: 'Driveline', fees: { ...NO_FEES, establishment: 395 }, own: { ...driveline, termYears: 4, balloon: 5_000 } })!
    expect(info).toMatchObject({ paymentWeek: 182, paymentMonth: 790, termMonths: 48, establishmentFees: 395 })
    expect(info.totalPayable).toBe(790 * 48 + 5_000)
  })

  it('is null for a car without a price', () => {
    expect(lenderInfo({ ...base, price: 0, fees: NO_FEES })).toBeNull()
  })
})
