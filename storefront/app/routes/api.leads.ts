import { signedInShopper } from '../features/account/session.server'
import { submitLead } from '../features/leads/leads.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.leads'

/** POST /api/leads: every lead form of the site (features/leads/leads.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const tenant = await requireTenant(context)
  // A lead sent while signed in belongs to that customer; signed out (or the CMS can't say), it is anonymous as before.
  const customerId = (await signedInShopper(context))?.customer.id ?? null
  return submitLead(tenant, request, context.get(clientAddressContext), customerId)
}

export function loader() {
  return Response.json({ error: 'Leads are POSTed.' }, { status: 405 })
}
