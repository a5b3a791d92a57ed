import { financeApplication } from '../features/finance/finance-lead.server'
import { submitLead } from '../features/leads/lead-requests.server'
import { prepareLeadFormLead, type LeadPreparer } from '../features/leads/send-lead.server'
import { tradeInJourney } from '../features/trade-in/trade-in-lead.server'
import type { Route } from './+types/api.leads'

/** Each form kind's lead: the lead forms' own, and the finance and trade-in journeys' (their features'). */
const prepareLead: LeadPreparer = (tenant, submission, settings) => {
  if (submission.form === 'finance') return financeApplication(tenant, submission, settings)
  if (submission.form === 'trade-in' || submission.form === 'offer-accepted') return tradeInJourney(tenant, submission)
  return prepareLeadFormLead(tenant, submission, settings)
}

/** POST /api/leads: the trade-in and pre-approval journeys' leads (features/leads/lead-requests.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context, prepareLead)
}

export function loader() {
  return Response.json({ error: 'Leads are POSTed.' }, { status: 405 })
}
