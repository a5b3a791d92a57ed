/**
 * The vehicle page's finance rules (spec 000 §5, §9; spec 001 §4, §5, §9): the calculator's slider bounds and defaults,
 * and whether the car shows "Finance Available For This Vehicle". The repayment itself is `@dealer/stock/repayment`'s,
 * the one model the repayment calculator block uses too. Pure, so the server's first render and the browser agree.
 */
import { clampToRange, PURCHASE_PRICE_MIN_5000, type NumberRange, type RepaymentRounding } from '@dealer/stock/repayment'

/** The site's calculator settings (site settings → Finance calculator). */
export interface CalculatorSettings {
  amount: NumberRange & { default: number }
  term: NumberRange & { default: number }
  interest: NumberRange & { default: number }
  /** Custom term choices in years; empty means the term slider runs over the term range. */
  yearIncrements: number[]
  /** Cars over $100,000 may borrow up to 1.05 times their price (spec 000 §5, "on certain tenants"). */
  amountFollowsPrice: boolean
  /** Spec 000 §9: the amount starts at the car's price "on one tenant"; elsewhere at `amount.default` (30000). */
  amountStartsAtPrice: boolean
  /** Spec 001 §5: the site lends from $5,000 rather than $1,000 (Site settings → Finance calculator, the blocks' flag too). */
  minPrice5000: boolean
  rounding: RepaymentRounding
}

/** 'angle' is the lender spec 001 §5 names; 'youx' the quote provider of spec 001 §7. */
export type FinanceProvider = 'standard' | 'angle' | 'youx'

/** What the site's lender (CMS finance lenders) says that bears on the calculator; null where it says nothing. */
export interface CalculatorLender {
  advertisedRate: number | null
  comparisonRate: number | null
  minRate: number | null
  maxRate: number | null
  maxBalloonPercent: number | null
  maxTermYears: number | null
  /** The lender lends from $5,000 (its terms' flag, which the repayment calculator block honours too). */
  minPrice5000: boolean
}

export interface CalculatorBounds {
  amount: NumberRange
  /** In years. With `termChoices` the slider runs over their positions instead: see `termSlider`. */
  term: NumberRange
  /** The custom term choices in years, ascending; null when the term is any step of `term`. */
  termChoices: number[] | null
  interest: NumberRange
  defaults: { amount: number; years: number; ratePercent: number }
}

const DEFAULT_AMOUNT_STEP = 500
const DEFAULT_TERM_STEP = 0.5
const DEFAULT_INTEREST_STEP = 0.5
/** Spec 000 §5: the loan amount's minimum is 5000 "for one provider or tenant" (the blocks' PURCHASE_PRICE_MIN_5000). */
const MIN_AMOUNT_5000 = PURCHASE_PRICE_MIN_5000
/** Spec 000 §5: above this price the loan amount may follow the price, to 1.05 times it. */
const AMOUNT_FOLLOWS_PRICE_ABOVE = 100_000
const AMOUNT_FOLLOWS_PRICE_PERCENT = 105

/** The calculator's sliders and starting values for this car (spec 000 §5, spec 001 §4, §5). */
export function calculatorBounds(input: {
  provider: FinanceProvider
  settings: CalculatorSettings
  lender: CalculatorLender | null
  carPrice: number
}): CalculatorBounds {
  const { provider, settings, lender, carPrice } = input

  // The site's step is honoured (staff may set it); spec 000 §5's 500 is the fallback.
  const amountStep = positiveOr(settings.amount.step, DEFAULT_AMOUNT_STEP)
  // One rule with the repayment calculator block: Angle, the site's flag or the lender's each lend from $5,000.
  const from5000 = provider === 'angle' || settings.minPrice5000 || Boolean(lender?.minPrice5000)
  const amountMin = from5000 ? Math.max(settings.amount.min, MIN_AMOUNT_5000) : settings.amount.min
  const amountMax =
    settings.amountFollowsPrice && carPrice > AMOUNT_FOLLOWS_PRICE_ABOVE
      ? // Worked in cents first: 120000 × 1.05 in binary is 126000.00000000001, which would round up a whole step.
        Math.ceil(Math.round(carPrice * AMOUNT_FOLLOWS_PRICE_PERCENT) / 100 / amountStep) * amountStep
      : settings.amount.max
  const amount = { min: amountMin, max: Math.max(amountMin, amountMax), step: amountStep }

  // The lender's longest term caps the site's; should that fall below the site's minimum, the lender still wins.
  const termMax = Math.min(settings.term.max, lender?.maxTermYears ?? Number.POSITIVE_INFINITY)
  const termMin = Math.min(settings.term.min, termMax)
  const termStep = positiveOr(settings.term.step, DEFAULT_TERM_STEP)
  const choices = [...new Set(settings.yearIncrements)].filter((years) => Number.isFinite(years) && years >= termMin && years <= termMax).sort((a, b) => a - b)
  // Choices that all fall outside the range leave the plain term slider.
  const termChoices = choices.length > 0 ? choices : null
  const term = termChoices ? { min: termChoices[0], max: termChoices[termChoices.length - 1], step: termStep } : { min: termMin, max: termMax, step: termStep }

  const lenderRates =
    lender?.minRate != null && lender.maxRate != null && lender.minRate <= lender.maxRate ? { min: lender.minRate, max: lender.maxRate } : null
  const interest = {
    ...(lenderRates ?? { min: settings.interest.min, max: settings.interest.max }),
    step: positiveOr(settings.interest.step, DEFAULT_INTEREST_STEP),
  }

  const defaultYears = clampToRange(settings.term.default, term)
  return {
    amount,
    term,
    termChoices,
    interest,
    defaults: {
      amount: clampToRange(settings.amountStartsAtPrice && carPrice > 0 ? carPrice : settings.amount.default, amount),
      years: termChoices ? nearest(termChoices, defaultYears) : defaultYears,
      ratePercent: clampToRange(lender?.advertisedRate ?? settings.interest.default, interest),
    },
  }
}

/** The term slider's own scale: years, or with custom choices their positions 0 … n − 1. */
export function termSlider(bounds: Pick<CalculatorBounds, 'term' | 'termChoices'>): NumberRange {
  return bounds.termChoices ? { min: 0, max: bounds.termChoices.length - 1, step: 1 } : bounds.term
}

/** The years a term slider position stands for. */
export function termFromSlider(bounds: Pick<CalculatorBounds, 'term' | 'termChoices'>, position: number): number {
  if (!bounds.termChoices) return clampToRange(position, bounds.term)
  return bounds.termChoices[Math.round(clampToRange(position, { min: 0, max: bounds.termChoices.length - 1 }))]
}

/** Where a term in years sits on the term slider (the nearest choice's position with custom choices). */
export function termSliderPosition(bounds: Pick<CalculatorBounds, 'term' | 'termChoices'>, years: number): number {
  if (!bounds.termChoices) return clampToRange(years, bounds.term)
  return bounds.termChoices.indexOf(nearest(bounds.termChoices, years))
}

/** The choice closest to `value`; the smaller on a tie. `choices` ascending and not empty. */
function nearest(choices: readonly number[], value: number): number {
  return choices.reduce((best, choice) => (Math.abs(choice - value) < Math.abs(best - value) ? choice : best))
}

function positiveOr(value: number, fallback: number): number {
  return value > 0 ? value : fallback
}

/** Spec 001 §5: the provider that quotes online only finances cars from the last 12 years. */
const YOUX_MAX_AGE_YEARS = 12
/** Spec 001 §5: "price above 500". */
const FINANCE_OFFER_MIN_PRICE = 500

/** Spec 001 §5 "Finance offer eligibility": whether the car shows "Finance Available For This Vehicle". */
export function financeOfferEligible(input: {
  provider: FinanceProvider
  offersEnabled: boolean
  hiddenMakes: readonly string[]
  lender: { interestRate: number | null; comparisonRate: number | null } | null
  car: { year: number; price: number; make: string }
  weeklyPayment: number | null
  monthlyPayment: number | null
  now: Date
}): boolean {
  const { car, lender } = input
  if (!input.offersEnabled) return false
  const make = car.make.trim().toLowerCase()
  if (input.hiddenMakes.some((hidden) => hidden.trim().toLowerCase() === make)) return false
  if (lender?.interestRate == null || lender.comparisonRate == null) return false
  if (!(Number.isFinite(car.price) && car.price > FINANCE_OFFER_MIN_PRICE)) return false
  if (input.provider === 'youx') return car.year >= input.now.getFullYear() - YOUX_MAX_AGE_YEARS
  return (input.weeklyPayment ?? 0) > 0 || (input.monthlyPayment ?? 0) > 0
}
