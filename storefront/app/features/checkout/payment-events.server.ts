import crypto from 'node:crypto'
import { storefrontRefundSchema, type StorefrontRefundAnswer } from '@dealer/cms-contract/reservations'
import { getTenants } from '../../server/cms.server'
import { config } from '../../server/config.server'
import { isRefusal, readBodyWithin, refuseUnread } from '../../server/request-guard.server'
import { claimDuePaymentEvents, claimPaymentEvent, deferPaymentEvent, finishPaymentEvent, recordPaymentEvent, type InboxRow } from './payment-inbox.server'
import { PaymentFailure, paymentFailureStatus } from './payments/payment-provider'
import { paymentProvider, type ProviderName } from './payments/providers.server'
import { applyPaymentEventInCms, recordRefund } from './reservations.server'

/**
 * The providers' callbacks (POST /api/payments/stripe, /api/payments/simulator) and what becomes of them: verified
 * against the raw body (a forged, tampered or stale one is 400 and changes nothing), stored once in the inbox, and only
 * then answered 200; applied to the reservation through the CMS at once when it can be, else by the retry loop on
 * any storefront instance (decision 030).
 */

/** A provider's event is a few kB; Stripe's largest are well under this. */
const MAX_CALLBACK_BYTES = 256 * 1024

const plain = (status: number, message: string) => Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } })

export async function paymentCallbackResponse(providerName: ProviderName, request: Request): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, plain(405, 'Callbacks are POSTed.'))
  const provider = paymentProvider(providerName)
  if ('problem' in provider) {
    console.error(`payment callback (${providerName}): ${provider.problem}`)
    // Not configured here, so no payment of ours went through it; a provider that sends anyway retries (any non-2xx).
    return refuseUnread(request, plain(404, `${providerName === 'stripe' ? 'Stripe' : 'Simulator'} payments are not configured here.`))
  }
  const bytes = await readBodyWithin(request, MAX_CALLBACK_BYTES)
  if (isRefusal(bytes)) return plain(bytes.status, bytes.message)
  const verdict = provider.verifyCallback({ rawBody: Buffer.from(bytes), headers: request.headers })
  if (verdict.verdict === 'refused') {
    console.warn(`payment callback (${providerName}) refused: ${verdict.reason}`)
    return plain(400, verdict.message)
  }
  if (verdict.verdict === 'ignored') return plain(200, `Nothing to do: ${verdict.reason}.`)
  const { event } = verdict
  try {
    await recordPaymentEvent(providerName, event)
  } catch (error) {
    // Not stored, so not acknowledged: the provider delivers it again.
    console.error(`payment callback (${providerName}): the event could not be stored: ${error instanceof Error ? error.message : error}`)
    return plain(503, 'The event could not be stored; send it again.')
  }
  // Stored: the payment is safe. Apply it now if this instance can (the shopper's confirmation page then shows it at
  // once); if not, the retry loop does.
  try {
    const row = await claimPaymentEvent(providerName, event.eventId)
    if (row) await applyStoredEvent(row)
  } catch (error) {
    console.error(`payment callback (${providerName}): ${error instanceof Error ? error.message : error}`)
  }
  return plain(200, 'Received.')
}

/**
 * Applies one claimed inbox event: the CMS applies it to the reservation (once); a deposit paid for a car another
 * customer got is refunded here, where the providers are, and recorded. Any failure leaves the event due again later.
 */
async function applyStoredEvent(row: InboxRow): Promise<void> {
  const { event, provider: providerName } = row
  try {
    if (event.siteId === null) return await finishPaymentEvent(row, 'rejected: the event names no site')
    const tenant = (await getTenants()).find((candidate) => candidate.id === event.siteId)
    // A site this instance doesn't know yet (its list of sites is cached): tried again later, never dropped.
    if (!tenant) throw new Error(`no site ${event.siteId} is known here yet`)
    const applied = await applyPaymentEventInCms({
      site: tenant.slug,
      provider: providerName,
      event: {
        eventId: event.eventId,
        kind: event.kind,
        paymentId: event.paymentId,
        reservationId: event.reservationId,
        amountCents: event.amountCents,
        occurredAt: event.occurredAt,
      },
    })
    if ('rejected' in applied) {
      console.warn(`payment event ${event.eventId} rejected: ${applied.rejected}`)
      return await finishPaymentEvent(row, `rejected: ${applied.rejected}`)
    }
    if (applied.outcome === 'refund') {
      const provider = paymentProvider(applied.provider)
      if ('problem' in provider) throw new Error(provider.problem)
      const refund = await provider.refund(applied.paymentId)
      await recordRefund({ site: tenant.slug, reservationId: applied.reservationId, refundId: refund.refundId })
      console.warn(`payment ${applied.paymentId} was for a car another customer reserved: refunded (${refund.refundId})`)
      return await finishPaymentEvent(row, `refunded ${refund.refundId}`)
    }
    await finishPaymentEvent(row, `${applied.outcome}: ${applied.status}`)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.warn(`payment event ${event.eventId} not applied yet (attempt ${row.attempts}): ${message}`)
    await deferPaymentEvent(row, message)
  }
}

/** How often each instance looks for events still to apply, and how many it takes at a time. */
const RETRY_EVERY_MS = 5_000
const RETRY_BATCH = 10

let retrying: NodeJS.Timeout | null = null

/** One pass of the retry loop: applies the due events this instance could claim; returns how many it tried. */
async function applyDuePaymentEvents(): Promise<number> {
  const rows = await claimDuePaymentEvents(RETRY_BATCH)
  for (const row of rows) await applyStoredEvent(row)
  return rows.length
}

/**
 * Starts this instance's retry loop (server/app.ts, once): every few seconds it applies events the callbacks stored but
 * could not apply (the CMS was down, the refund failed). Leases keep two instances off one event.
 */
export function startPaymentEventRetries(): void {
  if (retrying || !config.databaseUri) return
  let busy = false
  retrying = setInterval(() => {
    if (busy) return
    busy = true
    applyDuePaymentEvents()
      .catch((error: unknown) => console.warn(`payment events: the retry pass failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => (busy = false))
  }, RETRY_EVERY_MS)
  retrying.unref()
}

function isCms(request: Request): boolean {
  const header = request.headers.get('authorization') ?? ''
  const expected = Buffer.from(`Bearer ${config.storefrontApiSecret}`)
  const given = Buffer.from(header)
  return config.storefrontApiSecret !== '' && given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * POST /api/payments/refund (the CMS, with STOREFRONT_API_SECRET, when staff refund a paid reservation): the provider
 * that took the payment refunds it (the same payment refunded twice is one refund) → 200 { refundId }.
 */
export async function paymentRefundResponse(request: Request): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, plain(405, 'POST the refund as JSON.'))
  if (!isCms(request)) return refuseUnread(request, plain(401, 'Only the CMS may ask for a refund.'))
  const bytes = await readBodyWithin(request, 4 * 1024)
  if (isRefusal(bytes)) return plain(bytes.status, bytes.message)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return plain(400, 'The body is not valid JSON.')
  }
  const parsed = storefrontRefundSchema.safeParse(body)
  if (!parsed.success) return plain(400, 'The refund request is malformed.')
  const provider = paymentProvider(parsed.data.provider)
  if ('problem' in provider) return plain(503, provider.problem)
  try {
    const refund = await provider.refund(parsed.data.paymentId)
    return Response.json({ refundId: refund.refundId } satisfies StorefrontRefundAnswer)
  } catch (error) {
    if (!(error instanceof PaymentFailure)) throw error
    return plain(paymentFailureStatus(error), error.message)
  }
}
