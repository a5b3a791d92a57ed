import { submitLead } from '../features/leads/lead-requests.server'
import type { Route } from './+types/api.leads'

/** POST /api/leads: the trade-in and pre-approval journeys' leads (features/leads/lead-requests.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context)
}

export function loader() {
  return Response.json({ error: 'Leads are POSTed.' }, { status: 405 })
}
