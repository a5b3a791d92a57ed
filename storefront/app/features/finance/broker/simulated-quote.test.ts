import { describe, expect, it } from 'vitest'
import { COMPARISON_RATE_RANGE, CREDIT_SCORES, LOAN_TERM_YEARS, PURCHASE_AMOUNT } from '../finance-api'
import { amortisedRepayment, carAgeYears, simulatedQuote } from './simulated-quote'

const request = { selfAssessedCreditScore: 'GREAT' as const, purchasePrice: 30_000, loanTerm: 5, year: 2026 }

describe('the simulator’s quote', () => {
  it('is deterministic: the same answers give the same quote', () => {
    expect(simulatedQuote(request, 2026)).toEqual(simulatedQuote({ ...request }, 2026))
  })

  it('prices GREAT best and POOR worst, for every term and age', () => {
    for (let term = LOAN_TERM_YEARS.min; term <= LOAN_TERM_YEARS.max; term++)
      for (const year of [2026, 2020, 2010, null]) {
        const [great, decent, poor] = CREDIT_SCORES.map((score) => simulatedQuote({ ...request, selfAssessedCreditScore: score, loanTerm: term, year }, 2026))
        expect(great.advertisedRate).toBeLessThan(decent.advertisedRate)
        expect(decent.advertisedRate).toBeLessThan(poor.advertisedRate)
        expect(great.comparisonRate).toBeLessThanOrEqual(decent.comparisonRate)
        expect(decent.comparisonRate).toBeLessThanOrEqual(poor.comparisonRate)
      }
  })

  it('charges more for an older car and a longer term', () => {
    expect(simulatedQuote({ ...request, year: 2018 }, 2026).advertisedRate).toBeGreaterThan(simulatedQuote(request, 2026).advertisedRate)
    expect(simulatedQuote({ ...request, loanTerm: 7 }, 2026).advertisedRate).toBeGreaterThan(simulatedQuote({ ...request, loanTerm: 2 }, 2026).advertisedRate)
  })

  it('keeps the comparison rate within 8.38–19.42 % and never below the advertised rate', () => {
    for (const score of CREDIT_SCORES)
      for (let term = LOAN_TERM_YEARS.min; term <= LOAN_TERM_YEARS.max; term++)
        for (const year of [2027, 2026, 2015, 1990, null]) {
          const quote = simulatedQuote({ ...request, selfAssessedCreditScore: score, loanTerm: term, year }, 2026)
          expect(quote.comparisonRate).toBeGreaterThanOrEqual(COMPARISON_RATE_RANGE.min)
          expect(quote.comparisonRate).toBeLessThanOrEqual(COMPARISON_RATE_RANGE.max)
          expect(quote.advertisedRate).toBeLessThanOrEqual(quote.comparisonRate)
        }
    expect(simulatedQuote({ ...request, year: 2026, loanTerm: 1 }, 2026).comparisonRate).toBe(COMPARISON_RATE_RANGE.min)
    expect(simulatedQuote({ ...request, selfAssessedCreditScore: 'POOR', year: 2000, loanTerm: 7 }, 2026).comparisonRate).toBe(COMPARISON_RATE_RANGE.max)
  })

  it('repays weekly by the standard amortisation formula at the advertised rate', () => {
    const quote = simulatedQuote({ ...request, purchasePrice: PURCHASE_AMOUNT.default }, 2026)
    const r = quote.advertisedRate / 100 / 52
    const n = 5 * 52
    expect(quote.weeklyRepaymentAmount).toBeCloseTo((30_000 * r) / (1 - (1 + r) ** -n), 2)
  })
})

describe('amortisedRepayment', () => {
  it('matches a known loan: $10,000 at 12 % over 1 year monthly is $888.49', () => {
    expect(amortisedRepayment(10_000, 12, 12, 1)).toBeCloseTo(888.49, 2)
  })
  it('is the principal over the periods at 0 %', () => {
    expect(amortisedRepayment(5_200, 0, 52, 1)).toBe(100)
  })
})

describe('carAgeYears', () => {
  it('counts whole years, never negative, caps at 10, and treats an unknown year as 3', () => {
    expect(carAgeYears(2020, 2026)).toBe(6)
    expect(carAgeYears(2027, 2026)).toBe(0)
    expect(carAgeYears(1990, 2026)).toBe(10)
    expect(carAgeYears(null, 2026)).toBe(3)
  })
})
