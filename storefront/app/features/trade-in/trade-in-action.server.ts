// The trade-in form's route action (/trade-in, /sell-my-car, /cars/trade-in): every step posts here, with JavaScript
// (a fetcher) or without (the browser), and gets the next step back (trade-in-steps.ts), or /success once the offer
// is accepted.
import { isStepRefusal } from '../../ui/forms/step-form'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { clientAddressContext } from '../../server/client-address'
import { isRefusal, readFormWrite } from '../../server/request-guard.server'
import { requireTenant } from '../../server/tenant.server'
import { FORM_FAILED } from '../../ui/forms/messages'
import { IDEMPOTENCY_FIELD } from '../../ui/forms/use-action-form'
import { derivedKey, keyOfPlainPost, readRefusalText, sendJourneyLead, visitOf } from '../leads/lead-requests.server'
import { successPath } from '../leads/SuccessPage'
import { prepareTradeInLead } from './trade-in-lead.server'
import { towardsCarId, tradeInPageReaders } from './trade-in-page.server'
import { catalogueOptions, lookUpRego, recordValuation } from './trade-in.server'
import {
  CATALOGUE_LEVELS,
  initialState,
  offerAcceptedLeadRequest,
  stateFromForm,
  TRADE_IN_INTENTS,
  tradeInLeadRequest,
  valuationRequest,
  type TradeInState,
} from './trade-in-form'
import { advanceTradeIn, type TradeInOutcome, type TradeInServices, type TradeInStepAnswer } from './trade-in-steps'

/** The whole trade-in, all steps' answers, is a few kilobytes. */
const MAX_FORM_BYTES = 16 * 1024

/** The CMS didn't answer a read (its 503): the form's failure text on the step, not the error page. */
function unavailable(state: TradeInState) {
  return (error: unknown): TradeInOutcome => {
    if (error instanceof Response && error.status === 503) return { state, error: FORM_FAILED, announcement: '', status: 503 }
    throw error
  }
}

export async function tradeInFormAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const tenant = await requireTenant(context)
  const defaultState = await tradeInPageReaders(tenant).homeState()
  const read = await readFormWrite(request, MAX_FORM_BYTES)
  if (isRefusal(read)) {
    const answer: TradeInStepAnswer = {
      state: initialState(defaultState),
      error: readRefusalText(read.status, read.message),
      announcement: '',
      status: read.status,
    }
    return data(answer, { status: read.status })
  }
  const { fields } = read
  const intent = TRADE_IN_INTENTS.find((known) => known === fields.get('intent')) ?? 'next'
  const state = stateFromForm(fields, defaultState)
  const carId = towardsCarId(new URL(request.url))
  const visit = await visitOf(request, context)
  const clientAddress = context.get(clientAddressContext)
  // One key per form (the browser's), else per address and ten minutes; each record's key is made of it and its content,
  // so a retry or a double press records once, and a changed answer is a new record.
  const formKey = fields.get(IDEMPOTENCY_FIELD) || keyOfPlainPost(tenant, 'trade-in', clientAddress)
  const keyOf = (...content: unknown[]) => derivedKey([formKey, ...content])
  const envelope = { website: fields.get('website') ?? '', visitedPages: fields.getAll('visitedPages').slice(0, 20) }

  const services: TradeInServices = {
    lookUp: (plate, registeredIn) => lookUpRego(tenant, { plate, state: registeredIn }, clientAddress),
    options: (level, above) =>
      catalogueOptions(tenant, Object.fromEntries(CATALOGUE_LEVELS.slice(0, above.length).map((name, index) => [name, above[index]!]))),
    async value(valued) {
      const asked = valuationRequest(valued, carId, '')
      if (!asked) return { status: 400, error: 'Please check your car’s details.' }
      const recorded = await recordValuation(tenant, { ...asked, idempotencyKey: keyOf('valuation', asked, valued.contact) }, clientAddress)
      if (isStepRefusal(recorded)) return recorded
      const leadContent = { valuationId: recorded.valuationId, carId, contact: valued.contact }
      const lead = tradeInLeadRequest(valued, { ...leadContent, ...envelope, idempotencyKey: keyOf('lead', leadContent) })
      const sent = await sendJourneyLead(tenant, lead, visit, prepareTradeInLead)
      if (sent.status !== 201 || !sent.body.lead_id)
        return { status: sent.status, error: sent.body.error ?? FORM_FAILED, errors: sent.body.errors, headers: sent.headers }
      return { ...recorded, leadId: sent.body.lead_id }
    },
    async accept(accepted) {
      const lead = offerAcceptedLeadRequest(accepted, { carId, ...envelope, idempotencyKey: keyOf('accept', accepted.result?.leadId) })
      const sent = lead ? await sendJourneyLead(tenant, lead, visit, prepareTradeInLead) : null
      if (!sent) return { status: 400, error: FORM_FAILED }
      if (sent.status !== 201 || !sent.body.lead_id)
        return { status: sent.status, error: sent.body.error ?? FORM_FAILED, errors: sent.body.errors, headers: sent.headers }
      return { leadId: sent.body.lead_id, category: sent.body.category ?? 'Trade-in' }
    },
  }

  const outcome = await advanceTradeIn(state, intent, services).catch(unavailable(state))
  if ('accepted' in outcome) return redirect(successPath(outcome.accepted))
  return data(outcome, { status: outcome.status, headers: outcome.headers })
}
