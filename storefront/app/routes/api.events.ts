import { MODAL_EVENT_NAMES } from '../lib/leads/lead-events'
import { recordEvent } from '../lib/leads/leads.server'
import { requireTenant } from '../lib/site.server'
import type { Route } from './+types/api.events'

/**
 * POST /api/events { eventId, path, carId? }: the analytics events that happen in the browser (a dialog opening).
 * Lead events are recorded by the server when the lead is saved, so a browser can't invent them. Always 204 for a
 * known event: analytics never fails a shopper's action.
 */
export async function action({ request }: Route.ActionArgs) {
  const tenant = await requireTenant(request)
  let body: { eventId?: unknown; path?: unknown; carId?: unknown }
  try {
    body = (await request.json()) as typeof body
  } catch {
    return Response.json({ error: 'Send the event as JSON.' }, { status: 400 })
  }
  const eventId = Number(body?.eventId)
  const name = MODAL_EVENT_NAMES[eventId]
  if (!name) return Response.json({ error: 'Unknown event.' }, { status: 400 })
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value.slice(0, 300) : null)
  await recordEvent(tenant, { eventId, name, path: text(body.path), carId: text(body.carId), leadId: null })
  return new Response(null, { status: 204 })
}
