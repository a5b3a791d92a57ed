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

/** Spec 001 §3: a car is new, used or demo. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]
const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' }

/** A VIN: 17 letters and digits, never I, O or Q (ISO 3779). */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/
/** An NVIC (the industry's vehicle code): a handful of letters and digits (6 in practice). */
const NVIC_PATTERN = /^[A-Z0-9]{4,10}$/
/** The oldest build year a finance link may name; the newest is next year's (a new model year on sale early). */
const OLDEST_CAR_YEAR = 1900

/**
 * The finance pages' query (spec 001 §2): car_id, vin, nvic, year, preferredDealership, car_type, vehiclePriceBudget
 * or price, loanTerm, selfAssessedCreditScore or credit_score, whoIsHelping. Anything missing, malformed or unknown
 * is null (or the default), never an error: a finance link someone typed by hand still opens the page. A vin is 17
 * letters and digits without I, O or Q; an nvic 4–10 letters and digits; a year four digits from 1900 to next year;
 * a car_type new, used or demo (letters in either case; read upper-case, car_type lower-case).
 */
export interface FinanceQuery {
  carId: string | null
  vin: string | null
  nvic: string | null
  year: number | null
  preferredDealership: string | null
  carType: CarType | null
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

/** The value upper-cased when it matches `pattern`, else null. */
function code(query: URLSearchParams, name: string, pattern: RegExp): string | null {
  const value = text(query, name)?.toUpperCase() ?? null
  return value !== null && pattern.test(value) ? value : null
}

function carYear(query: URLSearchParams, now: Date): number | null {
  const value = text(query, 'year')
  if (value === null || !/^\d{4}$/.test(value)) return null
  const year = Number(value)
  return year >= OLDEST_CAR_YEAR && year <= now.getFullYear() + 1 ? year : null
}

export function parseFinanceQuery(query: URLSearchParams, now: Date = new Date()): FinanceQuery {
  const carType = text(query, 'car_type')?.toLowerCase() ?? null
  return {
    carId: text(query, 'car_id'),
    vin: code(query, 'vin', VIN_PATTERN),
    nvic: code(query, 'nvic', NVIC_PATTERN),
    year: carYear(query, now),
    preferredDealership: text(query, 'preferredDealership'),
    carType: CAR_TYPES.find((type) => type === carType) ?? null,
    amount: number(query, 'vehiclePriceBudget') ?? number(query, 'price'),
    term: number(query, 'loanTerm'),
    selfAssessedCreditScore: oneOf(CREDIT_SCORES, text(query, 'selfAssessedCreditScore') ?? text(query, 'credit_score')) ?? DEFAULT_CREDIT_SCORE,
    whoIsHelping: oneOf(WHO_IS_HELPING, text(query, 'whoIsHelping')) ?? WHO_IS_HELPING[0],
  }
}

/**
 * The car the query describes (vin, nvic, year, car_type) when the page has none of the site's cars to go by: the
 * quote and the application carry what it says, and the form shows it. Null when it names none of them.
 */
export interface QueryVehicle {
  vin: string | null
  nvic: string | null
  year: number | null
  carType: CarType | null
}

export function queryVehicle(query: Pick<FinanceQuery, 'vin' | 'nvic' | 'year' | 'carType'>): QueryVehicle | null {
  const { vin, nvic, year, carType } = query
  return vin === null && nvic === null && year === null && carType === null ? null : { vin, nvic, year, carType }
}

/** The query's names of the vehicle's parameters, which the form also posts in hidden fields (JavaScript or not). */
const VEHICLE_PARAMETERS = ['vin', 'nvic', 'year', 'car_type'] as const

/** The vehicle as hidden form fields: what it has, under the query's names. */
export function vehicleFields(vehicle: QueryVehicle | null): Array<[string, string]> {
  if (!vehicle) return []
  const values: Record<(typeof VEHICLE_PARAMETERS)[number], string | null> = {
    vin: vehicle.vin,
    nvic: vehicle.nvic,
    year: vehicle.year === null ? null : String(vehicle.year),
    car_type: vehicle.carType,
  }
  return VEHICLE_PARAMETERS.flatMap((name): Array<[string, string]> => (values[name] ? [[name, values[name]]] : []))
}

/** The vehicle as the form lists it: "Condition", "Year", "VIN", "NVIC", each only when known. */
export function vehicleRows(vehicle: QueryVehicle | null): Array<[string, string]> {
  if (!vehicle) return []
  const rows: Array<[string, string | null]> = [
    ['Condition', vehicle.carType ? CAR_TYPE_LABELS[vehicle.carType] : null],
    ['Year', vehicle.year === null ? null : String(vehicle.year)],
    ['VIN', vehicle.vin],
    ['NVIC', vehicle.nvic],
  ]
  return rows.filter((row): row is [string, string] => row[1] !== null)
}

/**
 * The query a step's post describes: the page address's, with the vehicle's parameters the form posted where the
 * address has none (a form posted to an address that lost its query keeps its car).
 */
export function queryWithPostedVehicle(search: URLSearchParams, posted: URLSearchParams): URLSearchParams {
  const merged = new URLSearchParams(search)
  for (const name of VEHICLE_PARAMETERS) {
    const value = posted.get(name)
    if (!merged.get(name)?.trim() && value) merged.set(name, value)
  }
  return merged
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
