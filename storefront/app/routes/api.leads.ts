import { submitLead } from '../lib/leads/leads.server'
import { requireTenant } from '../lib/site.server'
import type { Route } from './+types/api.leads'

const MAX_BODY_BYTES = 32 * 1024

/** POST /api/leads: every lead form of the site (see lib/leads/leads.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return Response.json({ error: 'Leads are POSTed.' }, { status: 405 })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return Response.json({ error: 'That form is too large to send.' }, { status: 413 })
  const tenant = await requireTenant(request)
  return submitLead(tenant, request, context.clientAddress)
}

export function loader() {
  return Response.json({ error: 'Leads are POSTed.' }, { status: 405 })
}
