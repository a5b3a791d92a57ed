/**
 * The finance pre-approval's contract between the browser and the storefront's server (spec 001 §2, §3, §4, §5, §7,
 * §8, §9): the endpoints, what they take and answer, the spec's numbers and texts. Pure and small: the browser's form
 * imports it, and the server validates the same shapes with its own schemas.
 *
 * The steps: Quick Estimate → Your Details → Instant pre-approval → Apply to lender.
 * - Quick Estimate asks POST /api/youx/quote (debounced) for a weekly repayment and rates.
 * - Instant pre-approval sends a code (POST /api/finance/send-code) once the mobile validates, and checks it
 *   (POST /api/finance/verify-code), which signs the shopper in exactly as /sign-in does (the accounts issue's codes,
 *   limits and texts).
 * - Apply to lender POSTs the lead (POST /api/leads, form 'finance') and the broker's customer
 *   (POST /api/youx/create-customer) in parallel; the broker's customer needs the verified mobile's session. Both
 *   carry an idempotency key, so a double submit makes one lead and one broker customer.
 */

/** Spec 001 §5: credit history options, default GREAT. */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const
export type CreditScore = (typeof CREDIT_SCORES)[number]
export const DEFAULT_CREDIT_SCORE: CreditScore = 'GREAT'
export const CREDIT_SCORE_LABELS: Record<CreditScore, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' }

/** Who is helping the shopper with this car (spec 001 §3 whoIsHelping; the values are ours, the spec names none). */
export const WHO_IS_HELPING = ['nobody', 'salesperson', 'finance-team'] as const
export type WhoIsHelping = (typeof WHO_IS_HELPING)[number]
export const WHO_IS_HELPING_LABELS: Record<WhoIsHelping, string> = {
  nobody: 'No one yet',
  salesperson: 'A salesperson',
  'finance-team': 'Our finance team',
}

/** Spec 001 §5, §9: the pre-approval's purchase amount and term. */
export const PURCHASE_AMOUNT = { min: 10_000, max: 200_000, default: 30_000 } as const
export const LOAN_TERM_YEARS = { min: 1, max: 7, default: 5, step: 1 } as const
/** Spec 001 §4: the quote is asked for 500 ms after the last change. */
export const QUOTE_DEBOUNCE_MS = 500
/** Spec 001 §4: "Monthly repayment equals weekly repayment times 4.33." */
export const WEEKS_PER_MONTH = 4.33
/** Spec 001 §9: the comparison rates a quote falls within (the simulator's range). */
export const COMPARISON_RATE_RANGE = { min: 8.38, max: 19.42 } as const
/** Spec 001 §9: the code call's time-out. */
export const CODE_CALL_TIMEOUT_MS = 15_000

/** Spec 001 §8's texts. */
export const FINANCE_TEXTS = {
  quoteFailed: 'Failed to get YouX quick quote',
  createCustomerRefused: 'Failed to create customer with YouX',
  createCustomerFailed: 'Failed to create YouX customer',
  noRedirect: 'Failed to create customer or no redirect URL received.',
  leadFailed: 'Lead submission failed',
  unknownError: 'An unknown error occurred.',
  invalidCode: 'The verification code is invalid. Please try again.',
  tooManyAttempts: 'Too many verification attempts. Please try again later.',
  codeDigits: 'Code must be 6 digits.',
  required: 'This is a required field.',
  /** Ours: create-customer without a verified mobile (the form never sends one; a script might). */
  verifyFirst: 'Please verify your mobile number first.',
} as const

export const FINANCE_PATHS = {
  quote: '/api/youx/quote',
  createCustomer: '/api/youx/create-customer',
  sendCode: '/api/finance/send-code',
  verifyCode: '/api/finance/verify-code',
  lead: '/api/leads',
} as const

/** POST /api/youx/quote. `purchasePrice` is clamped to PURCHASE_AMOUNT and `loanTerm` to LOAN_TERM_YEARS by the server too. */
export interface QuoteRequest {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  /** Years. */
  loanTerm: number
  year: number | null
  vin: string | null
  nvic: string | null
  whoIsHelping: WhoIsHelping
}

/** 200 answer of the quote; rates are % p.a. */
export interface QuoteResult {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

/** Every 4xx/5xx answer of these endpoints: the text to show (spec 001 §8). `errors` names fields the shopper can fix. */
export interface FinanceError {
  error: string
  errors?: Record<string, string>
}

/** Spec 001 §3 "Finance form values", as the form holds them. */
export interface FinanceFormValues {
  amount: number
  term: number
  selfAssessedCreditScore: CreditScore
  whoIsHelping: WhoIsHelping
  name: string
  last_name: string
  email: string
  phone: string
  code: string
  /** '' where the site does not ask for it (site settings → Finance → postcode required). */
  postcode: string
  subscribe: boolean
}

/** The car the application is for, as the page knows it (all null without one). */
export interface FinanceCarRef {
  /** The stock id (objectID); the server reads the car again, it never trusts these. */
  carId: string | null
  vin: string | null
  nvic: string | null
  year: number | null
}

/**
 * POST /api/leads with form 'finance': the application as a lead (category Finance, with the quote). The contact
 * fields follow the other lead forms' rules; `car` is the car's slug or null.
 */
export interface FinanceLeadSubmission {
  form: 'finance'
  idempotencyKey: string
  /** The honeypot: always ''. */
  website: string
  visitedPages: string[]
  car: string | null
  /** The dealership the shopper chose on the way in (the finance page's preferredDealership), or null. */
  preferredDealership?: string | null
  values: Omit<FinanceFormValues, 'code'>
  quote: QuoteResult | null
}

/** POST /api/youx/create-customer (spec 001 §7): `data` for the broker, `additionalData` the lead sent alongside. */
export interface CreateCustomerRequest {
  idempotencyKey: string
  data: {
    nvic: string | null
    vin: string | null
    selfAssessedCreditScore: CreditScore
    purchasePrice: number
    year: number | null
    loanTerm: number
    phoneNumber: string
    firstName: string
    lastName: string
    email: string
    subscribe: boolean
    postCode: string
  }
  additionalData: FinanceLeadSubmission
}

/** POST /api/finance/send-code: texts a sign-in code to the mobile (the accounts' limits); 200 SendCodeResult. */
export interface SendCodeRequest {
  phone: string
  /** Your Details' name and email, sent with the code as the sign-in's user data (spec 001 §7). */
  firstName?: string
  lastName?: string
  email?: string
}
export interface SendCodeResult {
  /** Seconds until another code may be asked for. */
  resendInSeconds: number
}

/**
 * POST /api/finance/verify-code: a right code signs the shopper in (the session cookie is set); 200 VerifyCodeResult.
 * The details the form has (Your Details) go with it and are saved on the shopper's customer (spec 001 §7); a blank one
 * keeps what the customer has.
 */
export interface VerifyCodeRequest {
  phone: string
  code: string
  firstName?: string
  lastName?: string
  email?: string
}
export interface VerifyCodeResult {
  verified: true
}

/** 201 answer: where the shopper goes next (the lender's page). */
export interface CreateCustomerResult {
  redirectUrl: string
}

/** The pre-approval's starting values from the finance page's query (spec 001 §2). */
export interface PreApprovalStart {
  amount: number
  term: number
  selfAssessedCreditScore: CreditScore
  whoIsHelping: WhoIsHelping
}

/** Clamp to the pre-approval's purchase amount (spec 001 §5: digits only, 10000–200000). */
export function clampPurchaseAmount(value: number): number {
  if (!Number.isFinite(value)) return PURCHASE_AMOUNT.default
  return Math.min(PURCHASE_AMOUNT.max, Math.max(PURCHASE_AMOUNT.min, Math.round(value)))
}

/** Clamp to the pre-approval's loan term in whole years (spec 001 §5: 1–7). */
export function clampLoanTerm(value: number): number {
  if (!Number.isFinite(value)) return LOAN_TERM_YEARS.default
  return Math.min(LOAN_TERM_YEARS.max, Math.max(LOAN_TERM_YEARS.min, Math.round(value)))
}

/** Spec 001 §4: monthly = weekly × 4.33, to the cent. */
export function monthlyFromWeekly(weekly: number): number {
  return Math.round(weekly * WEEKS_PER_MONTH * 100) / 100
}
