// What each post of the trade-in form does (spec 001 §2, §7): the page's action reads the whole trade-in from the post
// (trade-in-form.ts: stateFromForm), does what the pressed button asks, and answers the step to show next. The calls to
// the registration lookup, the manufacturer list, the valuer and the CMS are the action's services (trade-in-action.server.ts),
// so the steps are tested without them.
import { formatDollars } from '@dealer/stock/format'
import { isStepRefusal, type StepRefusal } from '../../ui/forms/step-form'
import { normalisePlate, type RegistrationState } from './rego/rego-lookup'
import { TRADE_IN_TEXTS, type TradeInValuation } from './trade-in-api'
import {
  CATALOGUE_LEVELS,
  choicesAbove,
  formatRange,
  foundVehicle,
  regoProblems,
  shownFields,
  stepProblems,
  tradeInReducer,
  vehicleName,
  type CatalogueLevel,
  type FoundVehicle,
  type StepIndex,
  type TradeInIntent,
  type TradeInState,
} from './trade-in-form'

export interface TradeInServices {
  lookUp(plate: string, state: RegistrationState): Promise<{ vehicle: FoundVehicle } | StepRefusal>
  /** One level of the manufacturer list, for the choices above it. */
  options(level: CatalogueLevel, above: string[]): Promise<{ options: string[] } | StepRefusal>
  /** Records the valuation of the car and answers (spec 001 §7), then the trade-in lead joined to it. */
  value(state: TradeInState): Promise<{ valuationId: string; valuation: TradeInValuation; leadId: number } | StepRefusal>
  /** The offer-accepted lead for the valuation on screen. */
  accept(state: TradeInState): Promise<{ leadId: number; category: string } | StepRefusal>
}

/** The step to show: the trade-in (its errors in it), the form's message, what the live region says, and the status. */
export interface TradeInStepAnswer {
  state: TradeInState
  error: string | null
  announcement: string
  status: number
  headers?: Record<string, string>
}

export type TradeInOutcome = TradeInStepAnswer | { accepted: { leadId: number; category: string } }

const show = (state: TradeInState, announcement = ''): TradeInStepAnswer => ({
  state,
  error: null,
  announcement,
  status: Object.keys(state.errors).length > 0 ? 400 : 200,
})

/** A refusal on the step on screen: its messages under the step's own fields, anything else as the form's message. */
function refused(state: TradeInState, refusal: StepRefusal): TradeInStepAnswer {
  const shown = shownFields(state)
  const errors = Object.fromEntries(Object.entries(refusal.errors ?? {}).filter(([field]) => shown.has(field)))
  const named = Object.keys(errors).length > 0
  return { state: { ...state, errors }, error: named ? null : refusal.error, announcement: '', status: refusal.status, headers: refusal.headers }
}

/**
 * The manufacturer list's options for each level the choices reach, asked again on every post (they are not carried): a
 * choice the list no longer offers is cleared with the levels below it.
 */
async function withOptions(state: TradeInState, services: TradeInServices): Promise<TradeInState | StepRefusal> {
  let next: TradeInState = { ...state, options: { make: null, model: null, year: null, badge: null } }
  for (const level of CATALOGUE_LEVELS) {
    const above = choicesAbove(next.choice, level)
    const answer = await services.options(level, above)
    if (isStepRefusal(answer)) return answer
    next = tradeInReducer(next, { type: 'options', level, above, options: answer.options })
    if (next.choice[level] && !answer.options.includes(next.choice[level])) next = tradeInReducer(next, { type: 'choose', level, value: '' })
    if (!next.choice[level]) break
  }
  return next
}

function valuedAnnouncement(valuation: TradeInValuation): string {
  return valuation.kind === 'estimate'
    ? `${TRADE_IN_TEXTS.estimateLead}: ${formatDollars(valuation.estimate)}, between ${formatRange(valuation.low, valuation.high)}.`
    : TRADE_IN_TEXTS.inspect
}

/** Does what `intent` asks of the posted trade-in and answers the step to show, or the accepted offer. */
export async function advanceTradeIn(posted: TradeInState, intent: TradeInIntent, services: TradeInServices): Promise<TradeInOutcome> {
  let state = posted
  if (intent === 'rego' || intent === 'catalogue') state = tradeInReducer(state, { type: 'mode', mode: intent })
  if (state.step === 0 && state.mode === 'catalogue') {
    const filled = await withOptions(state, services)
    if (isStepRefusal(filled)) return refused(state, filled)
    state = filled
  }
  switch (intent) {
    case 'rego':
    case 'catalogue':
    case 'choose':
      return show(state)
    case 'back':
      return show(tradeInReducer(state, { type: 'back' }))
    case 'next':
      if (state.step === 0 && state.mode === 'rego' && !foundVehicle(state)) return lookUp(state, services)
      return show(tradeInReducer(state, { type: 'next' }))
    case 'value':
      return value(state, services)
    case 'accept': {
      if (state.step !== 3 || !state.result) return show(state)
      const accepted = await services.accept(state)
      return isStepRefusal(accepted) ? refused(state, accepted) : { accepted }
    }
  }
}

/** Finds the car by its plate and state, and shows it for the shopper to confirm (Next again moves on). */
async function lookUp(state: TradeInState, services: TradeInServices): Promise<TradeInStepAnswer> {
  const problems = regoProblems(state)
  const plate = normalisePlate(state.plate)
  if (Object.keys(problems).length > 0 || plate === null || state.state === '') return show({ ...state, errors: problems })
  const answer = await services.lookUp(plate, state.state)
  if (isStepRefusal(answer)) return refused(state, answer)
  const found = tradeInReducer(state, { type: 'found', plate, state: state.state, vehicle: answer.vehicle })
  return show(found, `We found your car: ${vehicleName(answer.vehicle)}.`)
}

/** Checks every step (hidden answers could have been changed), then values the car and sends the trade-in lead. */
async function value(state: TradeInState, services: TradeInServices): Promise<TradeInStepAnswer> {
  if (state.step !== 2) return show(state)
  for (const step of [0, 1, 2] as StepIndex[]) {
    const errors = stepProblems(state, step)
    if (Object.keys(errors).length > 0) return show({ ...state, step, errors })
  }
  const valued = await services.value(state)
  if (isStepRefusal(valued)) return refused(state, valued)
  return show(tradeInReducer(state, { type: 'valued', ...valued }), valuedAnnouncement(valued.valuation))
}
