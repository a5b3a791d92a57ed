// The trade-in form's logic without React or the DOM (spec 001 §2, §5, §7): its four steps as a reducer, each step's
// checks, what the form sends and what it makes of the answers, and how the valuation reads. No zod: the lead forms'
// schemas would cost the page their bundle, so the contact rules are the shared ones in leads/contact-fields.ts.
import { contactProblems, normaliseAuMobile, type ContactValues } from '../../ui/forms/contact-fields'
import { isRegistrationState, normalisePlate } from './rego/rego-lookup'
import {
  type ConditionAnswers,
  type OfferAcceptedLeadFields,
  type RegistrationState,
  type RegoLookupAnswer,
  type TradeInCondition,
  type TradeInLeadFields,
  type TradeInValuation,
  type ValuationRecordAnswer,
  type ValuationRecordRequest,
} from './trade-in-api'
import { formatDollars } from '@dealer/stock/format'

/** The steps, in order; the third sends the valuation and the lead, the fourth shows the valuation. */
export const STEPS = ['Identify your car', 'Condition', 'Your details', 'Your valuation'] as const
export type StepIndex = 0 | 1 | 2 | 3

/** An odometer's digits: the most kilometres a shopper can enter is 999,999. */
const ODOMETER_DIGITS = 6

/** The condition questions (spec 001 §7's adjustment answers): each a radio group, in the order shown. */
export const CONDITION_QUESTIONS = {
  serviceHistory: {
    legend: 'Service history',
    options: [
      ['full', 'Full service history'],
      ['partial', 'Partial service history'],
      ['none', 'No service history'],
    ],
  },
  damage: {
    legend: 'Damage',
    options: [
      ['none', 'No damage'],
      ['minor', 'Minor: scratches, small dents or chips'],
      ['major', 'Major: panel, glass or mechanical damage'],
    ],
  },
  tyres: {
    legend: 'Tyres',
    options: [
      ['good', 'Good: plenty of tread'],
      ['fair', 'Fair: some wear'],
      ['worn', 'Worn: due for replacement'],
    ],
  },
  accessories: {
    legend: 'Fitted accessories (tow bar, canopy, roof racks…)',
    options: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
  financeOwing: {
    legend: 'Money owing on the car',
    options: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
} as const satisfies Record<keyof ConditionAnswers, { legend: string; options: ReadonlyArray<readonly [string, string]> }>

export type ConditionQuestion = keyof typeof CONDITION_QUESTIONS
type ConditionChoice<Question extends ConditionQuestion> = (typeof CONDITION_QUESTIONS)[Question]['options'][number][0]

/** The manufacturer list's levels, one per call (GET /api/trade-in/catalogue). */
export const CATALOGUE_LEVELS = ['make', 'model', 'year', 'badge'] as const
export type CatalogueLevel = (typeof CATALOGUE_LEVELS)[number]
/** What the catalogue knows for each level, for the choices above it; null until it answered. */
type CatalogueOptions = Record<CatalogueLevel, string[] | null>

export type FoundVehicle = RegoLookupAnswer['vehicle']

export interface TradeInState {
  step: StepIndex
  /** Identify by registration (plate and state) or from the manufacturer list. */
  mode: 'rego' | 'catalogue'
  plate: string
  state: RegistrationState | ''
  /** The registration lookup's answer and what it was asked; the car counts only while the plate and state still match. */
  found: { plate: string; state: RegistrationState; vehicle: FoundVehicle } | null
  choice: Record<CatalogueLevel, string>
  options: CatalogueOptions
  km: string
  condition: { [Question in ConditionQuestion]: ConditionChoice<Question> | '' }
  contact: ContactValues & { subscribe: boolean }
  /** Field name → what is wrong with it, for the step on screen. */
  errors: Record<string, string>
  /** The recorded valuation and the trade-in lead it went with, once both are made. */
  result: { valuationId: string; valuation: TradeInValuation; leadId: number } | null
}

export type ContactField = keyof ContactValues

export type TradeInAction =
  | { type: 'mode'; mode: TradeInState['mode'] }
  | { type: 'plate'; value: string }
  | { type: 'state'; value: RegistrationState | '' }
  | { type: 'found'; plate: string; state: RegistrationState; vehicle: FoundVehicle }
  /** A choice from the manufacturer list: the levels below it start again. */
  | { type: 'choose'; level: CatalogueLevel; value: string }
  /** The catalogue's options for `level`, asked for the choices in `above`; ignored when those have changed since. */
  | { type: 'options'; level: CatalogueLevel; above: string[]; options: string[] }
  | { type: 'km'; text: string }
  | { type: 'condition'; question: ConditionQuestion; value: string }
  | { type: 'text'; field: ContactField; value: string }
  | { type: 'subscribe'; value: boolean }
  /** What this browser remembered: fills only the fields still empty. */
  | { type: 'remembered'; contact: Partial<Record<ContactField, string>> }
  | { type: 'next' }
  | { type: 'back' }
  /** Problems the server found (or a lookup that found nothing), shown under the step's fields. */
  | { type: 'problems'; errors: Record<string, string> }
  | { type: 'valued'; valuationId: string; valuation: TradeInValuation; leadId: number }

const EMPTY_CHOICE: Record<CatalogueLevel, string> = { make: '', model: '', year: '', badge: '' }
const NO_OPTIONS: CatalogueOptions = { make: null, model: null, year: null, badge: null }

export function initialState(defaultState: RegistrationState | null = null): TradeInState {
  return {
    step: 0,
    mode: 'rego',
    plate: '',
    state: defaultState ?? '',
    found: null,
    choice: EMPTY_CHOICE,
    options: NO_OPTIONS,
    km: '',
    condition: { serviceHistory: '', damage: '', tyres: '', accessories: '', financeOwing: '' },
    contact: { name: '', last_name: '', email: '', phone: '', postcode: '', subscribe: true },
    errors: {},
    result: null,
  }
}

/** The choices above `level`, which its options depend on. */
export function choicesAbove(choice: Record<CatalogueLevel, string>, level: CatalogueLevel): string[] {
  return CATALOGUE_LEVELS.slice(0, CATALOGUE_LEVELS.indexOf(level)).map((above) => choice[above])
}

/** The registration lookup's car, while the plate and state are still the ones it was asked about. */
export function foundVehicle(state: Pick<TradeInState, 'found' | 'plate' | 'state'>): FoundVehicle | null {
  const { found } = state
  return found && found.plate === normalisePlate(state.plate) && found.state === state.state ? found.vehicle : null
}

/** The car the shopper identified, or null while they haven't. */
export function identifiedVehicle(state: TradeInState): { make: string; model: string; year: number; badge: string | null; plate: string | null } | null {
  if (state.mode === 'rego') {
    const vehicle = foundVehicle(state)
    return vehicle ? { make: vehicle.make, model: vehicle.model, year: vehicle.year, badge: vehicle.badge, plate: state.found!.plate } : null
  }
  const { make, model, year, badge } = state.choice
  if (!make || !model || !/^\d{4}$/.test(year)) return null
  return { make, model, year: Number(year), badge: badge || null, plate: null }
}

/** Spec 001 §5-style checks of the plate and state, before asking the lookup. */
export function regoProblems(state: Pick<TradeInState, 'plate' | 'state'>): Record<string, string> {
  const problems: Record<string, string> = {}
  if (state.plate.trim() === '') problems.plate = 'Please enter your registration plate.'
  else if (normalisePlate(state.plate) === null) problems.plate = 'Please enter the plate as it is on the car: up to 9 letters and digits.'
  if (state.state === '') problems.state = 'Please choose the state the car is registered in.'
  return problems
}

/** What is wrong with the fields of `step`, by field name; empty when the step may be left. */
export function stepProblems(state: TradeInState, step: StepIndex = state.step): Record<string, string> {
  const problems: Record<string, string> = {}
  if (step === 0) {
    if (state.mode === 'rego') {
      Object.assign(problems, regoProblems(state))
      if (Object.keys(problems).length === 0 && foundVehicle(state) === null) problems.plate = 'Please find your car first.'
    } else {
      if (!state.choice.make) problems.make = 'Please choose the make.'
      if (!state.choice.model) problems.model = 'Please choose the model.'
      if (!state.choice.year) problems.year = 'Please choose the year.'
      // Spec: the badge is optional when the manufacturer list has none for that year.
      if (!state.choice.badge && (state.options.badge?.length ?? 0) > 0) problems.badge = 'Please choose the badge.'
      if (state.state === '') problems.state = 'Please choose the state the car is registered in.'
    }
  }
  if (step === 1) {
    const km = kmProblem(state.km)
    if (km) problems.km = km
    for (const question of Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]) {
      if (state.condition[question] === '') problems[question] = 'Please choose an answer.'
    }
  }
  if (step === 2) Object.assign(problems, contactProblems(state.contact, { postcodeRequired: true }))
  return problems
}

/** Digits only (spec 001 §5's number inputs), at most the odometer's six. */
export function kmDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, ODOMETER_DIGITS)
}

function kmProblem(text: string): string | null {
  return text === '' ? 'Please enter the kilometres on the odometer.' : null
}

/** Re-checks only the fields already shown as wrong, so a fix clears its message as the shopper types. */
function recheck(state: TradeInState): Record<string, string> {
  if (Object.keys(state.errors).length === 0) return state.errors
  const now = stepProblems(state)
  return Object.fromEntries(Object.keys(state.errors).flatMap((field) => (now[field] ? [[field, now[field]]] : [])))
}

function isCondition<Question extends ConditionQuestion>(question: Question, value: string): value is ConditionChoice<Question> {
  return CONDITION_QUESTIONS[question].options.some(([option]) => option === value)
}

/** The trade-in's steps: Next checks the step on screen and moves on only when nothing is wrong. */
export function tradeInReducer(state: TradeInState, action: TradeInAction): TradeInState {
  switch (action.type) {
    case 'mode':
      return { ...state, mode: action.mode, errors: {} }
    case 'plate':
      return withRecheck({ ...state, plate: action.value })
    case 'state':
      return withRecheck({ ...state, state: action.value })
    case 'found':
      return { ...state, found: { plate: action.plate, state: action.state, vehicle: action.vehicle }, errors: {} }
    case 'choose': {
      const at = CATALOGUE_LEVELS.indexOf(action.level)
      const below = CATALOGUE_LEVELS.slice(at + 1)
      const choice = { ...state.choice, [action.level]: action.value }
      const options = { ...state.options }
      for (const level of below) {
        choice[level] = ''
        options[level] = null
      }
      return withRecheck({ ...state, choice, options })
    }
    case 'options': {
      const current = choicesAbove(state.choice, action.level)
      if (current.length !== action.above.length || current.some((value, index) => value !== action.above[index])) return state
      return { ...state, options: { ...state.options, [action.level]: action.options } }
    }
    case 'km':
      return withRecheck({ ...state, km: kmDigits(action.text) })
    case 'condition':
      if (!isCondition(action.question, action.value)) return state
      return withRecheck({ ...state, condition: { ...state.condition, [action.question]: action.value } })
    case 'text':
      return withRecheck({ ...state, contact: { ...state.contact, [action.field]: action.value } })
    case 'subscribe':
      return { ...state, contact: { ...state.contact, subscribe: action.value } }
    case 'remembered': {
      const filled = Object.fromEntries(Object.entries(action.contact).filter(([field, value]) => value && !state.contact[field as ContactField]))
      return { ...state, contact: { ...state.contact, ...filled } }
    }
    case 'next': {
      // The third step is left by the valuation's answer ('valued'), not by Next.
      if (state.step >= 2) return state
      const errors = stepProblems(state)
      if (Object.keys(errors).length > 0) return { ...state, errors }
      return { ...state, errors: {}, step: (state.step + 1) as StepIndex }
    }
    case 'back':
      // Once valued, the answers are the lead's: the shopper starts a new valuation rather than changing this one.
      if (state.step === 3 || state.step === 0) return state
      return { ...state, errors: {}, step: (state.step - 1) as StepIndex }
    case 'problems':
      return { ...state, errors: action.errors }
    case 'valued':
      return { ...state, errors: {}, step: 3, result: { valuationId: action.valuationId, valuation: action.valuation, leadId: action.leadId } }
  }
}

function withRecheck(state: TradeInState): TradeInState {
  return { ...state, errors: recheck(state) }
}

/** The condition answers as the valuation takes them, or null while a question is unanswered. */
function conditionOf(state: TradeInState): TradeInCondition | null {
  const { serviceHistory, damage, tyres, accessories, financeOwing } = state.condition
  if (kmProblem(state.km) || !serviceHistory || !damage || !tyres || !accessories || !financeOwing) return null
  return { km: Number(state.km), serviceHistory, damage, tyres, accessories: accessories === 'yes', financeOwing: financeOwing === 'yes' }
}

/** POST /api/miscellaneous's body (spec 001 §7's valuation record), or null while the car or its condition is incomplete. */
export function valuationRequest(state: TradeInState, carId: string | null, idempotencyKey: string): ValuationRecordRequest | null {
  const vehicle = identifiedVehicle(state)
  const condition = conditionOf(state)
  if (!vehicle || !condition || state.state === '') return null
  return {
    column_name: 'valuation',
    vehicle: { make: vehicle.make, model: vehicle.model, year: vehicle.year, badge: vehicle.badge, km: condition.km, state: state.state, plate: vehicle.plate },
    condition,
    carId,
    idempotencyKey,
  }
}

/** The contact fields as a lead sends them: trimmed, the mobile in local form. */
function contactOf(state: TradeInState) {
  const { contact } = state
  return {
    name: contact.name.trim(),
    last_name: contact.last_name.trim(),
    email: contact.email.trim(),
    phone: normaliseAuMobile(contact.phone) ?? contact.phone.trim(),
    postcode: contact.postcode.trim(),
    subscribe: contact.subscribe,
  }
}

/** What every lead form sends besides its own fields (use-lead-form's envelope). */
interface LeadEnvelope {
  idempotencyKey: string
  values: ReturnType<typeof contactOf>
  website: string
  visitedPages: string[]
}

export type TradeInLeadRequest = TradeInLeadFields & LeadEnvelope
export type OfferAcceptedLeadRequest = OfferAcceptedLeadFields & LeadEnvelope

export function tradeInLeadRequest(
  state: TradeInState,
  input: { valuationId: string; carId: string | null; idempotencyKey: string; website: string; visitedPages: string[] },
): TradeInLeadRequest {
  return {
    form: 'trade-in',
    valuationId: input.valuationId,
    carId: input.carId,
    idempotencyKey: input.idempotencyKey,
    values: contactOf(state),
    website: input.website,
    visitedPages: input.visitedPages,
  }
}

export function offerAcceptedLeadRequest(
  state: TradeInState,
  input: { carId: string | null; idempotencyKey: string; website: string; visitedPages: string[] },
): OfferAcceptedLeadRequest | null {
  if (!state.result) return null
  return {
    form: 'offer-accepted',
    leadId: state.result.leadId,
    valuationId: state.result.valuationId,
    carId: input.carId,
    idempotencyKey: input.idempotencyKey,
    values: contactOf(state),
    website: input.website,
    visitedPages: input.visitedPages,
  }
}

/** The recorded valuation, or null when the answer isn't one. */
export function readValuation(answer: { status: number; body: unknown } | null): ValuationRecordAnswer | null {
  if (!answer || answer.status >= 300 || typeof answer.body !== 'object' || answer.body === null) return null
  const { valuationId, valuation } = answer.body as Partial<ValuationRecordAnswer>
  if (typeof valuationId !== 'string' || !valuationId || typeof valuation !== 'object' || valuation === null) return null
  if (valuation.kind === 'inspect') return { valuationId, valuation }
  const numbers = [valuation.estimate, valuation.low, valuation.high, valuation.confidence]
  if (valuation.kind !== 'estimate' || !numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return null
  return { valuationId, valuation }
}

/** "$12,300 – $14,100": the range, low to high. */
export function formatRange(low: number, high: number): string {
  return `${formatDollars(low)} – ${formatDollars(high)}`
}

/** The confidence (0 … 1) in words: how sure the estimate is, from how many comparables and how close their prices. */
export function confidenceWords(confidence: number): 'High confidence' | 'Medium confidence' | 'Low confidence' {
  if (confidence >= 0.6) return 'High confidence'
  if (confidence >= 0.35) return 'Medium confidence'
  return 'Low confidence'
}

/** "2022 Toyota HiLux SR5". */
export function vehicleName(vehicle: { year: number; make: string; model: string; badge?: string | null }): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ')
}

/** What a trade-in step's buttons ask of the page's action (trade-in-steps.ts). */
export const TRADE_IN_INTENTS = ['next', 'back', 'rego', 'catalogue', 'choose', 'value', 'accept'] as const
export type TradeInIntent = (typeof TRADE_IN_INTENTS)[number]

const CONTACT_FIELDS: ContactField[] = ['name', 'last_name', 'email', 'phone', 'postcode']
const CONDITION_FIELDS = Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]

/**
 * The trade-in as the fields of an HTML form: each step posts its own inputs and carries the other steps' answers in
 * hidden ones, so the page's action sees the whole trade-in in every post (stateFromForm reads it back). The manufacturer
 * list's options are not carried: the action asks for them again.
 */
export function formFieldsOf(state: TradeInState): Array<[string, string]> {
  return [
    ['step', String(state.step)],
    ['mode', state.mode],
    ['plate', state.plate],
    ['state', state.state],
    ...(state.found ? [['found', JSON.stringify(state.found)] as [string, string]] : []),
    ...CATALOGUE_LEVELS.map((level): [string, string] => [level, state.choice[level]]),
    ['km', state.km],
    ...CONDITION_FIELDS.map((question): [string, string] => [question, state.condition[question]]),
    ...CONTACT_FIELDS.map((field): [string, string] => [field, state.contact[field]]),
    ['subscribe', state.contact.subscribe ? 'on' : 'off'],
    ...(state.result ? [['result', JSON.stringify(state.result)] as [string, string]] : []),
  ]
}

/** The fields the step on screen shows as inputs (the rest it carries hidden). */
export function shownFields(state: Pick<TradeInState, 'step' | 'mode'>): ReadonlySet<string> {
  if (state.step === 0) return new Set(state.mode === 'rego' ? ['plate', 'state'] : [...CATALOGUE_LEVELS, 'state'])
  if (state.step === 1) return new Set(['km', ...CONDITION_FIELDS])
  if (state.step === 2) return new Set([...CONTACT_FIELDS, 'subscribe'])
  return new Set()
}

/** The answers the step on screen carries in hidden inputs. */
export function carriedFields(state: TradeInState): Array<[string, string]> {
  const shown = shownFields(state)
  return formFieldsOf(state).filter(([name]) => !shown.has(name))
}

function readJson(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string'

/** A carried registration lookup's car, when it has the shape the lookup gives (a shopper could change hidden fields). */
function foundOf(text: string | null): TradeInState['found'] {
  const found = readJson(text) as { plate?: unknown; state?: unknown; vehicle?: Partial<Record<keyof FoundVehicle, unknown>> } | null
  const vehicle = found?.vehicle
  if (!found || !isText(found.plate) || !isRegistrationState(found.state) || !vehicle) return null
  const { make, model, year, badge, colour, vin } = vehicle
  if (!isText(make) || !isText(model) || typeof year !== 'number' || !Number.isInteger(year)) return null
  if (!isTextOrNull(badge) || !isTextOrNull(colour ?? null) || !isTextOrNull(vin ?? null)) return null
  return {
    plate: found.plate,
    state: found.state,
    vehicle: { make, model, year, badge, colour: (colour ?? null) as string | null, vin: (vin ?? null) as string | null },
  }
}

/** A carried valuation and its lead: shown again if accepting fails (the lead the offer joins is checked by the CMS). */
function resultOf(text: string | null): TradeInState['result'] {
  const result = readJson(text) as { valuationId?: unknown; valuation?: unknown; leadId?: unknown } | null
  if (!result || typeof result.leadId !== 'number' || !Number.isInteger(result.leadId) || result.leadId < 1) return null
  const recorded = readValuation({ status: 200, body: { valuationId: result.valuationId, valuation: result.valuation } })
  return recorded ? { ...recorded, leadId: result.leadId } : null
}

/** A field as posted, at most `max` characters (the action's body limit bounds the whole). */
const posted = (fields: URLSearchParams, name: string, max = 200) => (fields.get(name) ?? '').slice(0, max)

/** The trade-in a form post describes (formFieldsOf's inverse), its fields read through the reducer's own rules. */
export function stateFromForm(fields: URLSearchParams, defaultState: RegistrationState | null): TradeInState {
  const step = Number(fields.get('step'))
  const at: StepIndex = step === 1 || step === 2 || step === 3 ? step : 0
  const registeredIn = posted(fields, 'state')
  const actions: TradeInAction[] = [
    { type: 'mode', mode: fields.get('mode') === 'catalogue' ? 'catalogue' : 'rego' },
    { type: 'plate', value: posted(fields, 'plate', 20) },
    { type: 'state', value: isRegistrationState(registeredIn) ? registeredIn : fields.has('state') ? '' : (defaultState ?? '') },
    { type: 'km', text: posted(fields, 'km', 20) },
    ...CONDITION_FIELDS.map((question): TradeInAction => ({ type: 'condition', question, value: posted(fields, question) })),
    ...CONTACT_FIELDS.map((field): TradeInAction => ({ type: 'text', field, value: posted(fields, field) })),
    // A checkbox posts nothing when unticked; the other steps carry it as on or off, and it starts ticked.
    { type: 'subscribe', value: fields.has('subscribe') ? fields.get('subscribe') === 'on' : at !== 2 },
  ]
  let state = actions.reduce(tradeInReducer, initialState(defaultState))
  // The levels in order: a choice starts the levels below it again, so they are chosen after it.
  for (const level of CATALOGUE_LEVELS) state = tradeInReducer(state, { type: 'choose', level, value: posted(fields, level, 60) })
  const found = foundOf(fields.get('found'))
  if (found) state = tradeInReducer(state, { type: 'found', ...found })
  const result = at === 3 ? resultOf(fields.get('result')) : null
  // Without its valuation, the last step is the one that asks for it.
  return { ...state, step: at === 3 && !result ? 2 : at, result }
}
