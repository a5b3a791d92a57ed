// The pre-approval form's logic without React or the DOM (spec 001 §2, §4, §5, §8): its steps as a reducer, each
// step's checks, and what the form sends and makes of the answers. No zod: the lead forms' schemas would cost this
// bundle 26 kB gz, so the same rules are read here from the shared patterns and texts.
import { contactProblems, normaliseAuMobile } from '../../ui/forms/contact-fields'
import {
  clampLoanTerm,
  clampPurchaseAmount,
  CREDIT_SCORES,
  FINANCE_TEXTS,
  WHO_IS_HELPING,
  type CreateCustomerRequest,
  type CreditScore,
  type FinanceCarRef,
  type FinanceError,
  type FinanceFormValues,
  type FinanceLeadSubmission,
  type PreApprovalStart,
  type QuoteRequest,
  type QuoteResult,
  type WhoIsHelping,
} from './finance-api'

/** Spec 001 §2: the popup's steps, in order; the last one submits. */
export const STEPS = ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'] as const
export type StepIndex = 0 | 1 | 2 | 3
const LAST_STEP: StepIndex = 3

/** What the form holds. `amountText` is what the shopper typed (digits only); `values.amount` is it clamped. */
export interface PreApprovalState {
  step: StepIndex
  values: Omit<FinanceFormValues, 'code'> & { code: string }
  amountText: string
  /** Field name → what is wrong with it, for the step on screen. */
  errors: Record<string, string>
  /** The mobile (local form) a code was last sent to, or null. */
  codeSentTo: string | null
  /** The mobile (local form) a code was verified for, or null; a changed mobile needs a new code. */
  verifiedPhone: string | null
}

export type ContactField = 'name' | 'last_name' | 'email' | 'phone' | 'postcode'
type TextField = ContactField | 'code'

export type PreApprovalAction =
  | { type: 'amount-typed'; text: string }
  | { type: 'amount-committed' }
  | { type: 'term'; years: number }
  | { type: 'credit-score'; value: CreditScore }
  | { type: 'who-is-helping'; value: WhoIsHelping }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'subscribe'; value: boolean }
  /** What this browser remembered: fills only the fields still empty. */
  | { type: 'remembered'; contact: Partial<Record<ContactField, string>> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'code-sent'; phone: string }
  | { type: 'verified'; phone: string }
  /** Problems the server found (or a wrong code), shown under the step's fields. */
  | { type: 'problems'; errors: Record<string, string> }

export function initialState(start: PreApprovalStart): PreApprovalState {
  const amount = clampPurchaseAmount(start.amount)
  return {
    step: 0,
    values: {
      amount,
      term: clampLoanTerm(start.term),
      selfAssessedCreditScore: start.selfAssessedCreditScore,
      whoIsHelping: start.whoIsHelping,
      name: '',
      last_name: '',
      email: '',
      phone: '',
      code: '',
      postcode: '',
      subscribe: true,
    },
    amountText: String(amount),
    errors: {},
    codeSentTo: null,
    verifiedPhone: null,
  }
}

/** Spec 001 §5: the purchase amount takes digits only. */
export function digitsOnly(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9)
}

/** The amount a digits-only text stands for, clamped; an empty field is the default amount. */
export function amountFromText(text: string): number {
  return clampPurchaseAmount(text === '' ? Number.NaN : Number(text))
}

/** The rules each step checks before Next (spec 001 §5), given whether this site asks for a postcode. */
export interface StepRules {
  postcodeRequired: boolean
}

/** What is wrong with the fields of `step`, by field name; empty when the step may be left. */
export function stepProblems(state: PreApprovalState, rules: StepRules, step: StepIndex = state.step): Record<string, string> {
  const { values } = state
  const problems: Record<string, string> = {}
  if (step === 1) Object.assign(problems, contactProblems(values, rules))
  if (step === 2 && !isVerified(state)) {
    problems.code = codeProblem(values.code) ?? (state.codeSentTo === null ? 'Please send a code to your mobile first.' : 'Please verify the code first.')
  }
  return problems
}

/** Spec 001 §5: the code is required and exactly 6 digits (spaces between digits ignored). */
export function codeProblem(text: string): string | null {
  const code = text.replace(/\s+/g, '')
  if (code === '') return FINANCE_TEXTS.required
  return /^\d{6}$/.test(code) ? null : FINANCE_TEXTS.codeDigits
}

/** The mobile in local form, or null when it isn't one. */
export function mobileOf(state: PreApprovalState): string | null {
  return normaliseAuMobile(state.values.phone)
}

/** Verified for the mobile now in the form (a changed number needs a new code). */
export function isVerified(state: PreApprovalState): boolean {
  return state.verifiedPhone !== null && state.verifiedPhone === mobileOf(state)
}

/** Re-checks only the fields already shown as wrong, so a fix clears its message as the shopper types. */
function recheck(state: PreApprovalState, rules: StepRules): Record<string, string> {
  if (Object.keys(state.errors).length === 0) return state.errors
  const now = stepProblems(state, rules)
  return Object.fromEntries(Object.keys(state.errors).flatMap((field) => (now[field] ? [[field, now[field]]] : [])))
}

/** The pre-approval's steps: Next checks the step on screen and moves on only when nothing is wrong. */
export function preApprovalReducer(rules: StepRules) {
  return function reduce(state: PreApprovalState, action: PreApprovalAction): PreApprovalState {
    switch (action.type) {
      case 'amount-typed': {
        const amountText = digitsOnly(action.text)
        return { ...state, amountText, values: { ...state.values, amount: amountFromText(amountText) } }
      }
      case 'amount-committed':
        return { ...state, amountText: String(state.values.amount) }
      case 'term':
        return { ...state, values: { ...state.values, term: clampLoanTerm(action.years) } }
      case 'credit-score':
        return { ...state, values: { ...state.values, selfAssessedCreditScore: action.value } }
      case 'who-is-helping':
        return { ...state, values: { ...state.values, whoIsHelping: action.value } }
      case 'text': {
        const next = { ...state, values: { ...state.values, [action.field]: action.value } }
        return { ...next, errors: recheck(next, rules) }
      }
      case 'subscribe':
        return { ...state, values: { ...state.values, subscribe: action.value } }
      case 'remembered': {
        const filled = Object.fromEntries(Object.entries(action.contact).filter(([field, value]) => value && !state.values[field as ContactField])) as Partial<
          Record<ContactField, string>
        >
        return { ...state, values: { ...state.values, ...filled } }
      }
      case 'next': {
        const errors = stepProblems(state, rules)
        if (Object.keys(errors).length > 0) return { ...state, errors }
        return { ...state, errors: {}, step: Math.min(LAST_STEP, state.step + 1) as StepIndex }
      }
      case 'back':
        return { ...state, errors: {}, step: Math.max(0, state.step - 1) as StepIndex }
      case 'code-sent':
        return { ...state, errors: {}, codeSentTo: action.phone, values: { ...state.values, code: '' } }
      case 'verified':
        // Spec 001 §4: "correct code proceeds".
        return { ...state, errors: {}, verifiedPhone: action.phone, step: state.step === 2 ? 3 : state.step }
      case 'problems':
        return { ...state, errors: action.errors }
    }
  }
}

/** POST /api/youx/quote's body for these values and car. */
export function quoteRequest(
  values: Pick<PreApprovalState['values'], 'selfAssessedCreditScore' | 'amount' | 'term' | 'whoIsHelping'>,
  car: (Pick<FinanceCarRef, 'year' | 'vin' | 'nvic'> & Partial<FinanceCarRef>) | null,
): QuoteRequest {
  return {
    selfAssessedCreditScore: values.selfAssessedCreditScore,
    purchasePrice: values.amount,
    loanTerm: values.term,
    year: car?.year ?? null,
    vin: car?.vin ?? null,
    nvic: car?.nvic ?? null,
    whoIsHelping: values.whoIsHelping,
  }
}

/** A quote answer the form can show: all three numbers, finite. */
export function readQuote(answer: unknown): QuoteResult | null {
  if (typeof answer !== 'object' || answer === null) return null
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = answer as Record<string, unknown>
  const numbers = [weeklyRepaymentAmount, advertisedRate, comparisonRate]
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return null
  return { weeklyRepaymentAmount, advertisedRate, comparisonRate } as QuoteResult
}

/** The text of a failed answer: its `error` when it has one, else the spec's text for that call. */
export function errorText(answer: unknown, fallback: string): string {
  const error = typeof answer === 'object' && answer !== null ? (answer as Partial<FinanceError>).error : undefined
  return typeof error === 'string' && error.trim() !== '' ? error : fallback
}

/** The application as it is sent: the lead (POST /api/leads) and the broker's customer, which carries the lead. */
export function applicationRequests(input: {
  values: PreApprovalState['values']
  /** The site's car (its slug names it on the lead), or the car the page's address describes (no slug). */
  car: (Pick<FinanceCarRef, 'vin' | 'nvic' | 'year'> & { slug?: string | null }) | null
  quote: QuoteResult | null
  idempotencyKey: string
  website: string
  visitedPages: string[]
  preferredDealership: string | null
}): { lead: FinanceLeadSubmission; customer: CreateCustomerRequest } {
  const { values, car } = input
  const phone = normaliseAuMobile(values.phone) ?? values.phone.trim()
  const contact = {
    amount: values.amount,
    term: values.term,
    selfAssessedCreditScore: values.selfAssessedCreditScore,
    whoIsHelping: values.whoIsHelping,
    name: values.name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone,
    postcode: values.postcode.trim(),
    subscribe: values.subscribe,
  }
  const lead: FinanceLeadSubmission = {
    form: 'finance',
    idempotencyKey: input.idempotencyKey,
    website: input.website,
    visitedPages: input.visitedPages,
    car: car?.slug ?? null,
    preferredDealership: input.preferredDealership,
    values: contact,
    quote: input.quote,
  }
  const customer: CreateCustomerRequest = {
    idempotencyKey: input.idempotencyKey,
    data: {
      nvic: car?.nvic ?? null,
      vin: car?.vin ?? null,
      selfAssessedCreditScore: contact.selfAssessedCreditScore,
      purchasePrice: contact.amount,
      year: car?.year ?? null,
      loanTerm: contact.term,
      phoneNumber: phone,
      firstName: contact.name,
      lastName: contact.last_name,
      email: contact.email,
      subscribe: contact.subscribe,
      postCode: contact.postcode,
    },
    additionalData: lead,
  }
  return { lead, customer }
}

/** "8.38% p.a." */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`
}

/** "5 years", "1 year": the term slider's value text. */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`
}

/** What a pre-approval step's buttons ask of the page's action (pre-approval-steps.ts). */
export const PRE_APPROVAL_INTENTS = ['next', 'back', 'quote', 'send-code', 'verify', 'apply'] as const
export type PreApprovalIntent = (typeof PRE_APPROVAL_INTENTS)[number]

const CONTACT_FIELDS: ContactField[] = ['name', 'last_name', 'email', 'phone', 'postcode']

/**
 * The pre-approval as the fields of an HTML form: each step posts its own inputs and carries the other steps' answers
 * in hidden ones (stateFromForm reads them back). The code is never carried, and neither is whether the mobile is
 * verified: the action reads that from the shopper's session.
 */
export function formFieldsOf(state: PreApprovalState): Array<[string, string]> {
  const { values } = state
  return [
    ['step', String(state.step)],
    ['amount', state.amountText],
    ['term', String(values.term)],
    ['selfAssessedCreditScore', values.selfAssessedCreditScore],
    ['whoIsHelping', values.whoIsHelping],
    ...CONTACT_FIELDS.map((field): [string, string] => [field, values[field]]),
    ['subscribe', values.subscribe ? 'on' : 'off'],
    ...(state.codeSentTo ? [['codeSentTo', state.codeSentTo] as [string, string]] : []),
  ]
}

/** The fields the step on screen shows as inputs (the rest it carries hidden). */
function shownFields(step: StepIndex): ReadonlySet<string> {
  if (step === 0) return new Set(['amount', 'term', 'selfAssessedCreditScore', 'whoIsHelping'])
  if (step === 1) return new Set([...CONTACT_FIELDS, 'subscribe'])
  if (step === 2) return new Set(['code'])
  return new Set()
}

/** The answers the step on screen carries in hidden inputs. */
export function carriedFields(state: PreApprovalState): Array<[string, string]> {
  const shown = shownFields(state.step)
  return formFieldsOf(state).filter(([name]) => !shown.has(name))
}

const isOneOf = <Value extends string>(options: readonly Value[], value: string | null): value is Value =>
  value !== null && (options as readonly string[]).includes(value)

/**
 * The pre-approval a form post describes (formFieldsOf's inverse), read through the reducer's own rules. `verifiedPhone`
 * is the mobile the shopper's session proved, if any.
 */
export function stateFromForm(fields: URLSearchParams, start: PreApprovalStart, rules: StepRules, verifiedPhone: string | null): PreApprovalState {
  const posted = (name: string, max = 200) => (fields.get(name) ?? '').slice(0, max)
  const step = Number(fields.get('step'))
  const at: StepIndex = step === 1 || step === 2 || step === 3 ? step : 0
  const credit = fields.get('selfAssessedCreditScore')
  const helping = fields.get('whoIsHelping')
  const actions: PreApprovalAction[] = [
    ...(fields.has('amount') ? [{ type: 'amount-typed', text: posted('amount', 20) } as const, { type: 'amount-committed' } as const] : []),
    ...(fields.has('term') ? [{ type: 'term', years: Number(fields.get('term')) } as const] : []),
    ...(isOneOf(CREDIT_SCORES, credit) ? [{ type: 'credit-score', value: credit } as const] : []),
    ...(isOneOf(WHO_IS_HELPING, helping) ? [{ type: 'who-is-helping', value: helping } as const] : []),
    ...CONTACT_FIELDS.map((field): PreApprovalAction => ({ type: 'text', field, value: posted(field) })),
    { type: 'text', field: 'code', value: posted('code', 20) },
    // A checkbox posts nothing when unticked; the other steps carry it as on or off, and it starts ticked.
    { type: 'subscribe', value: fields.has('subscribe') ? fields.get('subscribe') === 'on' : at !== 1 },
  ]
  const state = actions.reduce(preApprovalReducer(rules), initialState(start))
  const mobile = mobileOf(state)
  const codeSentTo = fields.get('codeSentTo')
  return {
    ...state,
    step: at,
    codeSentTo: codeSentTo && codeSentTo === mobile ? codeSentTo : null,
    verifiedPhone: verifiedPhone && verifiedPhone === mobile ? verifiedPhone : null,
  }
}
