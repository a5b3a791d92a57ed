import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { SmsError, type SmsSender } from '../customers/sms'
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../leads/backoff'
import { siteOrigin } from '../lib/preview'
import { recordOutcome, renewLeases, startOutboxLoop, stillClaimed } from '../lib/outbox'
import { alertLinks, alertMessage, stopToken, stopTokenKey } from './message'

export interface PriceAlertWorkerOptions {
  /** The CMS's SMS sender: the one sign-in codes use (capture folder in development, Twilio in production). */
  sms: SmsSender
  intervalMs: number
  /** Delay after the first failure; doubles after each (leads/backoff.ts). */
  retryBaseMs: number
  leaseMs: number
  concurrency?: number
  /** Attempts before an alert is marked failed. */
  maxAttempts?: number
  log?: (line: string) => void
}

interface ClaimedAlert {
  id: number
  attempts: string | number
  tenant_id: number
  car_name: string
  slug: string
  old_price: string | number
  new_price: string | number
  saved_car_id: number | null
  price_alerts: boolean | null
  phone: string | null
}

/** A claimed alert's text may be on its way for this long: no other worker takes it meanwhile (lib/outbox.ts). */
const SEND_WINDOW_MS = 10 * 60_000

// Claims are taken one at a time across all workers; the number is arbitrary (the lead worker's is 7_019_001).
const CLAIM_LOCK = 7_019_002

/** Claims up to `room` due alerts (pending, next attempt due, no live lease) and counts the attempt. */
async function claimDue(payload: Payload, room: number, leaseMs: number): Promise<ClaimedAlert[]> {
  return payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`)
    const result = await tx.execute(sql`
      WITH claimed AS (
        UPDATE price_alerts SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1, updated_at = now()
        WHERE id IN (
          SELECT id FROM price_alerts
          WHERE status = 'pending' AND next_attempt_at <= clock_timestamp() AND (lease_until IS NULL OR lease_until < clock_timestamp())
          ORDER BY next_attempt_at, id LIMIT ${room})
        RETURNING id, attempts, tenant_id, car_name, slug, old_price, new_price, saved_car_id, customer_id
      )
      SELECT claimed.*, s.price_alerts, c.phone FROM claimed
      LEFT JOIN saved_cars s ON s.id = claimed.saved_car_id AND s.tenant_id = claimed.tenant_id
      LEFT JOIN customers c ON c.id = claimed.customer_id AND c.tenant_id = claimed.tenant_id`)
    return result.rows as unknown as ClaimedAlert[]
  })
}

/** The site's name and public address (its first domain; STOREFRONT_SITE_URL_PATTERN locally), read once per send. */
async function siteOf(payload: Payload, tenant: number): Promise<{ name: string; origin: string | null }> {
  const site = await payload.findByID({ collection: 'tenants', id: tenant, depth: 0, overrideAccess: true })
  return { name: site.name, origin: siteOrigin(site) }
}

async function record(payload: Payload, id: number, data: Record<string, unknown>): Promise<void> {
  await payload.update({ collection: 'price-alerts', id, data: { leaseUntil: null, ...data }, overrideAccess: true, depth: 0 })
}

/** Texts one claimed alert and records the outcome: sent; failed after the last attempt; pending with backoff before it. */
async function sendAlert(payload: Payload, row: ClaimedAlert, options: PriceAlertWorkerOptions): Promise<void> {
  const { sms, retryBaseMs, maxAttempts = MAX_DELIVERY_ATTEMPTS, log = console.log } = options
  const attempts = Number(row.attempts)
  // Turned off (the stop link) or removed from the watchlist since it was queued: the customer no longer wants it.
  if (!row.price_alerts || row.saved_car_id === null || !row.phone) {
    await record(payload, row.id, { status: 'cancelled' })
    return log(`price alert ${row.id}: not sent, alerts are off or the car left the watchlist`)
  }
  try {
    const site = await siteOf(payload, row.tenant_id)
    if (!site.origin) throw new SmsError(`the site has no domain to link to (Sites → ${site.name} → Domains)`)
    const { carUrl, stopUrl } = alertLinks(site.origin, row.slug, stopToken(stopTokenKey(payload.secret), row.tenant_id, row.saved_car_id))
    const text = alertMessage({ siteName: site.name, carName: row.car_name, oldPrice: Number(row.old_price), newPrice: Number(row.new_price), carUrl, stopUrl })
    if (!(await stillClaimed(payload, 'price_alerts', row, options.leaseMs, SEND_WINDOW_MS)))
      return log(`price alert ${row.id}: another worker claimed it meanwhile; not sent from here`)
    await sms.send(row.phone, text)
  } catch (error) {
    // Staff read lastError: the provider's own answer ("Twilio answered HTTP 400 21211 Invalid 'To' Phone Number") or our
    // plain words; a network failure's text (addresses, our errors) stays in the log, as the lead deliveries' does.
    const detail = error instanceof SmsError ? error.detail : error instanceof Error ? (error.stack ?? error.message) : String(error)
    const message =
      error instanceof SmsError && (/^Twilio answered HTTP /.test(detail) || !/^Twilio /.test(detail)) ? detail : 'The text message could not be sent.'
    const givingUp = attempts >= maxAttempts
    const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString()
    await record(payload, row.id, { status: givingUp ? 'failed' : 'pending', nextAttemptAt, lastError: message })
    return log(`price alert ${row.id}: failed (attempt ${attempts}${givingUp ? ', giving up' : `, next at ${nextAttemptAt}`}): ${detail}`)
  }
  // Sent: a failure to record it is retried here, never taken for a failed send (which would text the customer again).
  await recordOutcome(() => record(payload, row.id, { status: 'sent', sentAt: new Date().toISOString(), lastError: null }))
  log(`price alert ${row.id}: sent (attempt ${attempts})`)
}

/** Works the price-alert outbox until stopped (lib/outbox.ts), beside the lead worker in its process. */
export function startPriceAlertWorker(payload: Payload, options: PriceAlertWorkerOptions): { stop(): Promise<void> } {
  const { intervalMs, leaseMs, concurrency = 5, log = console.log } = options
  return startOutboxLoop<ClaimedAlert>({
    intervalMs,
    leaseMs,
    concurrency,
    claim: (room) => claimDue(payload, room, leaseMs),
    renew: (ids) => renewLeases(payload, 'price_alerts', ids, leaseMs),
    send: (row) => sendAlert(payload, row, options),
    what: 'price alert',
    sendFailed: (row, error) => `price alert ${row.id}: recording the outcome failed: ${error.message}`,
    log,
  })
}
