// The pre-approval form's route action (/finance and its other addresses, ?car_id= for a car): every step posts here,
// from the finance page or a vehicle page's popup, with JavaScript (a fetcher) or without (the browser), and gets the
// next step back (pre-approval-steps.ts), or the lender's page once applied.
import { isStepRefusal } from '../../ui/forms/step-form'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { currentSession } from '../account/session.server'
import { gateRoute } from '../account/gate.server'
import { clientAddressContext } from '../../server/client-address'
import { getSiteSettings } from '../../server/cms.server'
import { isRefusal, readFormWrite } from '../../server/request-guard.server'
import { requireTenant } from '../../server/tenant.server'
import { FORM_FAILED } from '../../ui/forms/messages'
import { IDEMPOTENCY_FIELD } from '../../ui/forms/use-action-form'
import { derivedKey, keyOfPlainPost, readRefusalText, sendJourneyLead, visitOf } from '../leads/lead-requests.server'
import { FINANCE_TEXTS } from './finance-api'
import { financeLeadPreparer } from './finance-lead.server'
import { financePageReaders, preApprovalFormOf } from './finance-page.server'
import { quoteOrAsk } from './car-quote'
import { parseFinanceQuery, queryWithPostedVehicle } from './finance-query'
import { applicationRequests, initialState, PRE_APPROVAL_INTENTS, quoteRequest, stateFromForm } from './pre-approval'
import { createCustomer, quoteFor, sendCode, verifyCode } from './pre-approval.server'
import { advancePreApproval, type PreApprovalServices, type PreApprovalStepAnswer } from './pre-approval-steps'

/** The whole application, all steps' answers, is a couple of kilobytes. */
const MAX_FORM_BYTES = 8 * 1024

export async function preApprovalFormAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const tenant = await requireTenant(context)
  await gateRoute(request, context)
  const url = new URL(request.url)
  const read = await readFormWrite(request, MAX_FORM_BYTES)
  // The address's query, with the car the form carried in hidden fields where the address has none (finance-query.ts).
  const query = parseFinanceQuery(isRefusal(read) ? url.searchParams : queryWithPostedVehicle(url.searchParams, read.fields))
  const readers = financePageReaders(tenant)
  const [settings, found] = await Promise.all([getSiteSettings(tenant), query.carId ? readers.carById(query.carId) : null])
  const form = preApprovalFormOf(query, found, settings)
  const rules = { postcodeRequired: form.postcodeRequired }
  // What the quote and the application say of the car: the site's car, else the one the address describes.
  const carRef = form.car ?? form.vehicle
  if (isRefusal(read)) {
    const answer: PreApprovalStepAnswer = {
      state: initialState(form.start),
      error: readRefusalText(read.status, read.message),
      announcement: '',
      status: read.status,
      quote: null,
    }
    return data(answer, { status: read.status })
  }
  const { fields } = read
  const intent = PRE_APPROVAL_INTENTS.find((known) => known === fields.get('intent')) ?? 'next'
  // Whether the mobile is verified is the session's to say: the shopper signed in with that number.
  const session = await currentSession(context).catch(() => null)
  const state = stateFromForm(fields, form.start, rules, session?.customer.phone ?? null)
  const clientAddress = context.get(clientAddressContext)
  const visit = await visitOf(request, context)
  // One key per form (the browser's), else per address and ten minutes; the application's key is made of it and the
  // application, so a retry or a double press applies once.
  const formKey = fields.get(IDEMPOTENCY_FIELD) || keyOfPlainPost(tenant, 'pre-approval', clientAddress)

  const services: PreApprovalServices = {
    // The car's own quote for the loan it was made for (car-quote.ts), so the car shows one weekly figure; else the broker's.
    quote: (current) => quoteOrAsk(current.values, form.car?.quote, () => quoteFor(tenant, quoteRequest(current.values, carRef), clientAddress)),
    sendCode: (mobile, given) => sendCode(tenant, mobile, clientAddress, given),
    async verify(mobile, code) {
      // Spec 001 §7: the sign-in carries the name and email of Your Details, for the shopper's customer.
      const { name, last_name, email } = state.values
      const verified = await verifyCode(tenant, { phone: mobile, code, firstName: name, lastName: last_name, email }, request, context)
      return isStepRefusal(verified) ? verified : { headers: { 'set-cookie': verified.cookie } }
    },
    async apply(current, quote) {
      const { lead, customer } = applicationRequests({
        values: current.values,
        car: form.car ?? form.vehicle,
        quote,
        idempotencyKey: derivedKey([formKey, 'apply', { ...current.values, code: '' }]),
        website: fields.get('website') ?? '',
        visitedPages: fields.getAll('visitedPages').slice(0, 20),
        preferredDealership: form.preferredDealership,
      })
      // Spec 001 §7: the lead and the broker's customer in parallel.
      const [sent, created] = await Promise.all([
        sendJourneyLead(tenant, lead, visit, financeLeadPreparer(form.car ? null : form.vehicle)),
        createCustomer(tenant, customer, context, clientAddress),
      ])
      const failures: string[] = []
      if (sent.status !== 201 || !sent.body.lead_id) failures.push(sent.body.error || FINANCE_TEXTS.leadFailed)
      if (isStepRefusal(created)) failures.push(created.error || FINANCE_TEXTS.createCustomerFailed)
      if (failures.length > 0 || isStepRefusal(created)) return { status: isStepRefusal(created) ? created.status : sent.status, errors: failures }
      return { redirectUrl: created.redirectUrl }
    },
  }

  const outcome = await advancePreApproval(state, intent, rules, services).catch((error: unknown): PreApprovalStepAnswer => {
    // The CMS didn't answer a read (its 503): the form's failure text on the step, not the error page.
    if (error instanceof Response && error.status === 503) return { state, error: FORM_FAILED, announcement: '', status: 503, quote: null }
    throw error
  })
  if ('redirectUrl' in outcome) return redirect(outcome.redirectUrl)
  return data(outcome, { status: outcome.status, headers: outcome.headers })
}
