import { submitLead } from '../features/leads/leads.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.leads'

/** POST /api/leads: every lead form of the site (features/leads/leads.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'Leads are POSTed.' }, { status: 405 })
}
