// The two ways a lead arrives: the lead forms' HTML posts to their pages' route actions, and the JSON of the journeys
// that still post to POST /api/leads (trade-in, pre-approval). Both end in sendLead.
import { createHash } from 'node:crypto'
import { data, redirect } from 'react-router'
import { signedInShopper } from '../account/session.server'
import { clientAddressContext } from '../../server/client-address'
import { isRefusal, readFormWrite, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { requireTenant } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { IDEMPOTENCY_FIELD, type FormRefusal } from '../../ui/forms/use-action-form'
import type { RouterContextProvider } from 'react-router'
import { fieldErrors, leadEnvelope } from './lead-forms'
import { FORM_FAILED } from '../../ui/forms/messages'
import { successPath } from './SuccessPage'
import { RETRY_SOON_HEADERS } from '../../server/cms-unavailable.server'
import { sendLead, type LeadOutcome, type LeadPreparer, type LeadVisit } from './send-lead.server'
import { arrivalFrom } from './arrival'
import { CAPTCHA_FIELD } from '../../server/captcha.server'

/** A lead form is a few kilobytes; anything much larger is not one of ours. */
const MAX_LEAD_BYTES = 32 * 1024
const UNREADABLE = 'The form could not be read. Please reload the page and try again.'

/** Which form a page's lead form is, as its route knows it (the car from the address, never from the body). */
export type LeadFormEnvelope =
  { form: 'enquiry'; kind: string; car: string } | { form: 'test-drive'; car: string | null } | { form: 'contact' } | { form: 'service' } | { form: 'parts' }

/** Where a lead is sent from, as its request says. */
export async function visitOf(request: Request, context: Readonly<RouterContextProvider>): Promise<LeadVisit> {
  return {
    pageUrl: request.headers.get('referer') ?? new URL(request.url).origin,
    userAgent: request.headers.get('user-agent') ?? '',
    arrival: arrivalFrom(request.headers.get('cookie')),
    clientAddress: context.get(clientAddressContext),
    // A lead sent while signed in belongs to that customer; signed out (or the CMS can't say), it is anonymous.
    customerId: (await signedInShopper(context))?.customer.id ?? null,
  }
}

export const readRefusalText = (status: number, message: string) => (status === 400 ? UNREADABLE : status === 413 ? 'That form is too large to send.' : message)

/** POST /api/leads: the JSON of the trade-in and pre-approval journeys. 201 { lead_id }; else { error, errors }. */
export async function submitLead(request: Request, context: Readonly<RouterContextProvider>, prepare: LeadPreparer): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, Response.json({ error: 'Leads are POSTed.' }, { status: 405 }))
  const tenant = await requireTenant(context)
  const read = await readJsonWrite(request, MAX_LEAD_BYTES)
  if (isRefusal(read)) return Response.json({ error: readRefusalText(read.status, read.message) }, { status: read.status })
  const envelope = leadEnvelope.safeParse(read.body)
  if (!envelope.success) return Response.json({ error: UNREADABLE, errors: fieldErrors(envelope.error.issues) }, { status: 400 })
  const sent = await sendLead(tenant, envelope.data, await visitOf(request, context), prepare)
  return Response.json(sent.body, { status: sent.status, headers: sent.headers })
}

/**
 * A journey's lead as its page's action makes it (the trade-in's steps): the envelope checked as POST /api/leads checks
 * it, then sent with the journey's preparer. A CMS that can't answer is the form's failure text, not an error page.
 */
export async function sendJourneyLead(tenant: Tenant, body: unknown, visit: LeadVisit, prepare: LeadPreparer): Promise<LeadOutcome> {
  const envelope = leadEnvelope.safeParse(body)
  if (!envelope.success) return { status: 400, body: { error: UNREADABLE, errors: fieldErrors(envelope.error.issues) } }
  return sendLead(tenant, envelope.data, visit, prepare).catch(cmsUnavailable)
}

/**
 * The CMS didn't answer (a read of the site's settings or cars threw its 503): the form's failure text on the form,
 * with what was typed, rather than the error page an enhanced post would otherwise replace the page with.
 */
function cmsUnavailable(error: unknown): LeadOutcome {
  if (error instanceof Response && error.status === 503) return { status: 503, body: { error: FORM_FAILED }, headers: RETRY_SOON_HEADERS }
  throw error
}

/** The fields a lead form posts that are not the shopper's values. */
const NOT_VALUES = new Set([IDEMPOTENCY_FIELD, 'website', 'visitedPages', 'kind', CAPTCHA_FIELD])

/** An idempotency key made of `parts`: the same parts make the same key. */
export function derivedKey(parts: unknown): string {
  return `form-${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40)}`
}

/**
 * A form posted without JavaScript carries no idempotency key: one is made of what was sent, from where, within ten
 * minutes, so a double press (or a resend of the same page) does it once, as the browser's key would.
 */
export function keyOfPlainPost(tenant: Tenant, sent: unknown, clientAddress: string, now = Date.now()): string {
  return derivedKey([tenant.slug, sent, clientAddress, Math.floor(now / 600_000)])
}

/**
 * A lead form's route action, for its HTML post and its enhanced one alike: a redirect to /success when the lead went
 * through, else the page again with the errors and what was typed (its action data, with the status).
 */
export async function leadFormAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  envelopeOf: (fields: URLSearchParams) => LeadFormEnvelope,
  /** A post that asks the page for something else (book-test-drive's "Show free times"): what to add to the form's values. */
  answerInstead?: (fields: URLSearchParams, tenant: Tenant) => Promise<Record<string, unknown> | null>,
) {
  const tenant = await requireTenant(context)
  const read = await readFormWrite(request, MAX_LEAD_BYTES)
  if (isRefusal(read)) return data<FormRefusal>({ ok: false, error: readRefusalText(read.status, read.message) }, { status: read.status })
  const { fields } = read
  const values: Record<string, unknown> = Object.fromEntries([...fields].filter(([name]) => !NOT_VALUES.has(name)))
  const echoed = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const instead = await answerInstead?.(fields, tenant)
  if (instead) return { ok: false as const, values: echoed, ...instead }
  const envelope = envelopeOf(fields)
  const visit = await visitOf(request, context)
  const submission = leadEnvelope.safeParse({
    ...envelope,
    idempotencyKey: fields.get(IDEMPOTENCY_FIELD) || keyOfPlainPost(tenant, [envelope, [...fields]], visit.clientAddress),
    // A checkbox posts nothing when it is not ticked.
    values: { ...values, subscribe: fields.has('subscribe') },
    website: fields.get('website') ?? '',
    visitedPages: fields.getAll('visitedPages'),
    altcha: fields.get(CAPTCHA_FIELD) ?? '',
  })
  const sent: LeadOutcome = submission.success
    ? await sendLead(tenant, submission.data, visit).catch(cmsUnavailable)
    : { status: 400, body: { error: UNREADABLE, errors: fieldErrors(submission.error.issues) } }
  if (sent.status === 201 && sent.body.lead_id) return redirect(successPath({ leadId: sent.body.lead_id, category: sent.body.category ?? '' }))
  return data<FormRefusal>(
    { ok: false, error: sent.body.error ?? null, errors: sent.body.errors, values: echoed },
    { status: sent.status, headers: sent.headers },
  )
}
