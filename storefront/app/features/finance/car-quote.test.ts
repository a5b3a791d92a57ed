import { describe, expect, it, vi } from 'vitest'
import { carQuoteOf, knownQuote, quoteOrAsk } from './car-quote'

const youxQuote = { weeklyRepaymentAmount: 187.34, advertisedRate: 8.99, comparisonRate: 9.61 }
const figures = { weeklyRepaymentAmount: 187.34, advertisedRate: 8.99, comparisonRate: 9.61 }

describe('carQuoteOf', () => {
  it("is the car's YouX quote on a YouX site, for what the car sells for over 5 years with great credit", () => {
    expect(carQuoteOf(youxQuote, 'youx', 42_990)).toEqual({ ...figures, amount: 42_990, term: 5, selfAssessedCreditScore: 'GREAT' })
  })

  it('is for the pre-approval’s amount: the price clamped to 10000–200000, 30000 for a car without one', () => {
    expect(carQuoteOf(youxQuote, 'youx', 250_000)?.amount).toBe(200_000)
    expect(carQuoteOf(youxQuote, 'youx', 8_000)?.amount).toBe(10_000)
    expect(carQuoteOf(youxQuote, 'youx', null)?.amount).toBe(30_000)
  })

  it('is none on a site with another provider, for a car without a quote, or with a quote missing a figure', () => {
    expect(carQuoteOf(youxQuote, 'standard', 42_990)).toBeNull()
    expect(carQuoteOf(youxQuote, 'angle', 42_990)).toBeNull()
    expect(carQuoteOf(youxQuote, null, 42_990)).toBeNull()
    expect(carQuoteOf(null, 'youx', 42_990)).toBeNull()
    expect(carQuoteOf(undefined, 'youx', 42_990)).toBeNull()
    expect(carQuoteOf({ ...youxQuote, comparisonRate: null }, 'youx', 42_990)).toBeNull()
    expect(carQuoteOf({ ...youxQuote, advertisedRate: null }, 'youx', 42_990)).toBeNull()
    expect(carQuoteOf({ ...youxQuote, weeklyRepaymentAmount: 0 }, 'youx', 42_990)).toBeNull()
    expect(carQuoteOf({ ...youxQuote, weeklyRepaymentAmount: Number.NaN }, 'youx', 42_990)).toBeNull()
  })
})

describe('knownQuote', () => {
  const carQuote = carQuoteOf(youxQuote, 'youx', 42_990)
  const start = { amount: 42_990, term: 5, selfAssessedCreditScore: 'GREAT' as const }

  it("is the car's figures for the loan it was made for", () => {
    expect(knownQuote(start, carQuote)).toEqual(figures)
  })

  it('is none for another amount, term or credit history, or without a car quote', () => {
    expect(knownQuote({ ...start, amount: 40_000 }, carQuote)).toBeNull()
    expect(knownQuote({ ...start, term: 3 }, carQuote)).toBeNull()
    expect(knownQuote({ ...start, selfAssessedCreditScore: 'POOR' }, carQuote)).toBeNull()
    expect(knownQuote(start, null)).toBeNull()
  })
})

describe('quoteOrAsk', () => {
  const carQuote = carQuoteOf(youxQuote, 'youx', 42_990)
  const start = { amount: 42_990, term: 5, selfAssessedCreditScore: 'GREAT' as const }
  const broker = { weeklyRepaymentAmount: 201.5, advertisedRate: 9.49, comparisonRate: 10.38 }

  it("answers the car's quote without asking the broker", async () => {
    const ask = vi.fn(async () => broker)
    expect(await quoteOrAsk(start, carQuote, ask)).toEqual(figures)
    expect(ask).not.toHaveBeenCalled()
  })

  it('asks the broker for a car without a quote, or a loan the quote is not for', async () => {
    const ask = vi.fn(async () => broker)
    expect(await quoteOrAsk(start, null, ask)).toEqual(broker)
    expect(await quoteOrAsk({ ...start, term: 7 }, carQuote, ask)).toEqual(broker)
    expect(ask).toHaveBeenCalledTimes(2)
  })
})
