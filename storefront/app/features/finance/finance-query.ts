import { sellingPrice } from '@dealer/stock/display'
import {
  clampLoanTerm,
  clampPurchaseAmount,
  CREDIT_SCORES,
  DEFAULT_CREDIT_SCORE,
  LOAN_TERM_YEARS,
  PURCHASE_AMOUNT,
  WHO_IS_HELPING,
  type CreditScore,
  type PreApprovalStart,
  type WhoIsHelping,
} from './finance-api'

/**
 * The finance pages' query (spec 001 §2): car_id, vin, nvic, year, preferredDealership, car_type, vehiclePriceBudget
 * or price, loanTerm, selfAssessedCreditScore or credit_score, whoIsHelping. Anything missing, malformed or unknown
 * is null (or the default), never an error: a finance link someone typed by hand still opens the page.
 */
export interface FinanceQuery {
  carId: string | null
  vin: string | null
  nvic: string | null
  year: number | null
  preferredDealership: string | null
  carType: string | null
  /** vehiclePriceBudget, else price, as whole dollars (unclamped); null when neither is a number. */
  amount: number | null
  /** loanTerm in years (unclamped); null when it isn't a number. */
  term: number | null
  selfAssessedCreditScore: CreditScore
  whoIsHelping: WhoIsHelping
}

/** Query values are short identifiers: longer ones are not ours and are dropped. */
const MAX_VALUE_LENGTH = 100

function text(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim() ?? ''
  return value !== '' && value.length <= MAX_VALUE_LENGTH ? value : null
}

/** A money or term value as the links and hand-typed addresses write it: "25990", "25,990", "$25,990.00", "5". */
function number(query: URLSearchParams, name: string): number | null {
  const value = text(query, name)?.replace(/^\$/, '').replace(/,/g, '')
  if (!value || !/^\d+(?:\.\d+)?$/.test(value)) return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  const upper = value?.toUpperCase()
  return options.find((option) => option === value || option === upper) ?? null
}

export function parseFinanceQuery(query: URLSearchParams): FinanceQuery {
  const year = number(query, 'year')
  return {
    carId: text(query, 'car_id'),
    vin: text(query, 'vin'),
    nvic: text(query, 'nvic'),
    year: year !== null && Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null,
    preferredDealership: text(query, 'preferredDealership'),
    carType: text(query, 'car_type'),
    amount: number(query, 'vehiclePriceBudget') ?? number(query, 'price'),
    term: number(query, 'loanTerm'),
    selfAssessedCreditScore: oneOf(CREDIT_SCORES, text(query, 'selfAssessedCreditScore') ?? text(query, 'credit_score')) ?? DEFAULT_CREDIT_SCORE,
    whoIsHelping: oneOf(WHO_IS_HELPING, text(query, 'whoIsHelping')) ?? WHO_IS_HELPING[0],
  }
}

/**
 * Where the pre-approval starts (spec 001 §5): the query's amount, else the car's price, else 30000, clamped to
 * 10000–200000; the query's term, else 5, clamped to 1–7 years.
 */
export function preApprovalStart(query: FinanceQuery, carPrice: number | null): PreApprovalStart {
  const amount = query.amount ?? (carPrice !== null && carPrice > 0 ? carPrice : PURCHASE_AMOUNT.default)
  return {
    amount: clampPurchaseAmount(amount),
    term: clampLoanTerm(query.term ?? LOAN_TERM_YEARS.default),
    selfAssessedCreditScore: query.selfAssessedCreditScore,
    whoIsHelping: query.whoIsHelping,
  }
}

/** What a "Get Finance Now" link knows of the car (spec 001 §2). */
export interface FinanceLinkCar {
  objectID: string
  price: number
  /** A reduced or trade-in price: what the car sells for when it has one (sellingPrice). */
  offer_price?: number | null
  car_type: string
  dealership_slug: string
  vin: string | null
  nvic?: string | null
}

/**
 * The finance page for a car (spec 001 §2): /finance with preferredDealership, vehiclePriceBudget, car_id, car_type
 * and vin, at #finance-form; or, for a car with an NVIC on a site that prices by it, /personalised/finance?car_id={id}.
 */
export function financePageHref(car: FinanceLinkCar, options: { personalisedByNvic: boolean }): string {
  if (options.personalisedByNvic && car.nvic?.trim()) return `/personalised/finance?${new URLSearchParams({ car_id: car.objectID })}`
  const query = new URLSearchParams({
    car_id: car.objectID,
    vehiclePriceBudget: String(sellingPrice(car) ?? car.price),
    car_type: car.car_type,
    preferredDealership: car.dealership_slug,
    ...(car.vin ? { vin: car.vin } : {}),
  })
  return `/finance?${query}#finance-form`
}
