import type { AnalyticsEventRequest } from '@dealer/cms-contract/lead-intake'
import type { StockCar } from '@dealer/stock/car'
import { storefrontCall } from '../../server/cms-storefront.server'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { findCarById } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { BROWSER_EVENTS, isBrowserEvent } from './browser-events'

/** An event is a few hundred bytes. */
const MAX_EVENT_BYTES = 4 * 1024
/** A shopper causes a handful of events a minute; more from one address is someone filling the reports. */
export const EVENTS_RATE_LIMIT: RateLimit = { name: 'events', points: 120, durationSeconds: 60 }

/**
 * POST /api/events { event, path, carId? }: the analytics events that happen in the browser (a dialog opening, the
 * finance calculator's first use, a call click). Lead events are recorded by the server when the lead is saved, so a
 * browser can't invent them. A call click is recorded with the car's dealership as the index has it (spec 000 §7's
 * car_id, dealership_id, website_id), not as the browser says. Always 204 for a known event: analytics never fails a
 * shopper's action.
 */
export async function recordBrowserEvent(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, Response.json({ error: 'Events are POSTed.' }, { status: 405 }))
  const allowance = await consumeRateLimit(EVENTS_RATE_LIMIT, clientAddress)
  if (!allowance.allowed) {
    const tooMany = Response.json(
      { error: 'Too many events from your address.' },
      { status: 429, headers: { 'retry-after': String(allowance.retryAfterSeconds) } },
    )
    return refuseUnread(request, tooMany)
  }
  const read = await readJsonWrite(request, MAX_EVENT_BYTES)
  if (isRefusal(read)) return Response.json({ error: read.status === 400 ? 'Send the event as JSON.' : read.message }, { status: read.status })
  const body = (typeof read.body === 'object' && read.body !== null ? read.body : {}) as { event?: unknown; path?: unknown; carId?: unknown }
  if (!isBrowserEvent(body?.event)) return Response.json({ error: 'Unknown event.' }, { status: 400 })
  const { id, name } = BROWSER_EVENTS[body.event]
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value.slice(0, 300) : null)
  const carId = text(body.carId)
  const car = carId && body.event === 'call-clicked' ? await findCarById<Pick<StockCar, 'dealership_id'>>(tenant, carId, ['dealership_id']) : null
  await recordEvent(tenant, { eventId: id, name, path: text(body.path), carId, dealershipId: car?.dealership_id ?? null, leadId: null })
  return new Response(null, { status: 204 })
}

/**
 * The numbered events the server itself sees happen (spec 001 §7), so no browser can report them: a sign-in code sent
 * (36), a phone verified (37), a car saved to the watchlist (39, the spec's "favourite"), a car's history report opened
 * (60) and a car printed (61: its printable page opened or its PDF downloaded). A favourite kept in the browser is 39
 * too, counted by the server once per network, car and day (saved-cars/favourite.server.ts).
 */
export const SERVER_EVENTS = {
  'sign-in-code-sent': { id: 36, name: 'Sign-in code sent' },
  'phone-verified': { id: 37, name: 'Phone verified' },
  'car-saved': { id: 39, name: 'Car saved to watchlist' },
  'car-favourited': { id: 39, name: 'Car favourited' },
  'history-report-opened': { id: 60, name: 'History report opened' },
  'car-printed': { id: 61, name: 'Car printed' },
} as const satisfies Record<string, { id: number; name: string }>

export type ServerEvent = keyof typeof SERVER_EVENTS

/**
 * Whether a request the server records as an event came from a press on one of the site's own pages
 * (`Sec-Fetch-Site: same-origin`): another site's link or embed, or a crawler (no such header), fills no report.
 */
export function pressedOnOwnPage(request: Request): boolean {
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/** Records one of SERVER_EVENTS; a failure only warns. */
export function recordServerEvent(
  tenant: Tenant,
  event: ServerEvent,
  { path = null, carId = null, userData = null }: { path?: string | null; carId?: string | null; userData?: SignInUserData | null } = {},
) {
  const { id, name } = SERVER_EVENTS[event]
  return recordEvent(tenant, { eventId: id, name, path, carId, dealershipId: null, leadId: null, userData })
}

/** Spec 001 §7's user data of a sign-in (event 36): the site, and the name and email where the form asked for them. */
export type SignInUserData = NonNullable<AnalyticsEventRequest['userData']>

/** The user data a sign-in code is sent with: blanks left out, so an event says only what the shopper gave. */
export function signInUserData(tenant: Tenant, given: { firstName?: string | null; lastName?: string | null; email?: string | null } = {}): SignInUserData {
  const kept = (value: string | null | undefined) => value?.trim() || null
  return { website: tenant.slug, firstName: kept(given.firstName), lastName: kept(given.lastName), email: kept(given.email) }
}

/** Records an analytics event (one the browser reported, or one of the server's own); a failure only warns (spec 001 §7). */
async function recordEvent(tenant: Tenant, event: Omit<AnalyticsEventRequest, 'site'>): Promise<void> {
  try {
    const response = await storefrontCall('/api/analytics-events/intake', {
      method: 'POST',
      body: JSON.stringify({ site: tenant.slug, ...event } satisfies AnalyticsEventRequest),
    })
    if (!response.ok) console.warn(`analytics event ${event.eventId} was not recorded: the CMS answered ${response.status}`)
  } catch (error) {
    console.warn(`analytics event ${event.eventId} was not recorded: ${error instanceof Error ? error.message : error}`)
  }
}
