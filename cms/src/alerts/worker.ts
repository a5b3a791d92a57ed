import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { SmsError, type SmsSender } from '../customers/sms'
import { releaseAlertText, reserveAlertText } from '../customers/store'
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../leads/backoff'
import { DeliveryError, type Mailer } from '../leads/senders'
import { siteOrigin } from '../lib/preview'
import { recordOutcome, renewLeases, startOutboxLoop, stillClaimed } from '../lib/outbox'
import { alertLinks, newStockEmail, newStockMessage, priceDropMessage, stopToken, stopTokenKey, type AlertSubject } from './messages'

export interface AlertWorkerOptions {
  /** The CMS's SMS sender: the one sign-in codes use (capture folder in development, Twilio in production). */
  sms: SmsSender
  /** The CMS's mailer (capture folder in development, SMTP in production). */
  mail: Mailer
  /** The address alert emails come from; the name shown is the site's. */
  mailFrom: string
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
  kind: 'price-drop' | 'new-stock'
  title: string
  slug: string | null
  old_price: string | number | null
  new_price: string | number | null
  car_names: string | null
  saved_car_id: number | null
  saved_search_id: number | null
  /** The saved car's opt-in (price drop). */
  price_alerts: boolean | null
  /** The saved search's channel, pause and address as they are now (new stock). */
  search_alerts: 'sms' | 'email' | 'none' | null
  search_paused: boolean | null
  search_path: string | null
  phone: string | null
  email: string | null
}

/** A claimed alert's message may be on its way for this long: no other worker takes it meanwhile (lib/outbox.ts). */
const SEND_WINDOW_MS = 10 * 60_000

// Claims are taken one at a time across all workers; the number is arbitrary (the lead worker's is 7_019_001).
const CLAIM_LOCK = 7_019_002

/** Claims up to `room` due alerts (pending, next attempt due, no live lease) and counts the attempt. */
async function claimDue(payload: Payload, room: number, leaseMs: number): Promise<ClaimedAlert[]> {
  return payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`)
    // RETURNING gives the row as this update left it: car names a new-stock match added while the claim waited are in.
    const result = await tx.execute(sql`
      WITH claimed AS (
        UPDATE shopper_alerts SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1, updated_at = now()
        WHERE id IN (
          SELECT id FROM shopper_alerts
          WHERE status = 'pending' AND next_attempt_at <= clock_timestamp() AND (lease_until IS NULL OR lease_until < clock_timestamp())
          ORDER BY next_attempt_at, id LIMIT ${room})
        RETURNING id, attempts, tenant_id, kind, title, slug, old_price, new_price, car_names, saved_car_id, saved_search_id, customer_id
      )
      SELECT claimed.*, s.price_alerts, q.alerts AS search_alerts, q.paused AS search_paused, q.path AS search_path, c.phone, c.email
      FROM claimed
      LEFT JOIN saved_cars s ON s.id = claimed.saved_car_id AND s.tenant_id = claimed.tenant_id
      LEFT JOIN saved_searches q ON q.id = claimed.saved_search_id AND q.tenant_id = claimed.tenant_id
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
  await payload.update({ collection: 'shopper-alerts', id, data: { leaseUntil: null, ...data }, overrideAccess: true, depth: 0 })
}

/** Why an alert is no longer wanted (turned off since it was queued, or its car or search removed), or null. */
function unwanted(row: ClaimedAlert): string | null {
  if (row.kind === 'price-drop') return !row.price_alerts || row.saved_car_id === null || !row.phone ? 'alerts are off or the car left the watchlist' : null
  if (row.saved_search_id === null || row.search_alerts === null) return 'the saved search was deleted'
  if (row.search_paused || row.search_alerts === 'none') return 'the saved search’s alerts are paused or off'
  if (row.search_alerts === 'email' ? !row.email : !row.phone) return 'the shopper has no address for that channel'
  return null
}

/** The message of one claimed alert, on its channel. */
function messageOf(row: ClaimedAlert, site: { name: string; origin: string }, key: Buffer) {
  const subject: AlertSubject =
    row.kind === 'price-drop' ? { kind: 'price-drop', savedCar: row.saved_car_id! } : { kind: 'new-stock', savedSearch: row.saved_search_id! }
  const token = stopToken(key, row.tenant_id, subject)
  if (row.kind === 'price-drop') {
    const { url, stopUrl } = alertLinks(site.origin, `/cars/${encodeURIComponent(row.slug ?? '')}`, token)
    const text = priceDropMessage({
      siteName: site.name,
      carName: row.title,
      oldPrice: Number(row.old_price),
      newPrice: Number(row.new_price),
      carUrl: url,
      stopUrl,
    })
    return { channel: 'sms' as const, text }
  }
  const { url, stopUrl } = alertLinks(site.origin, row.search_path!, token)
  const fill = { siteName: site.name, searchName: row.title, carNames: (row.car_names ?? '').split('\n').filter(Boolean), searchUrl: url, stopUrl }
  if (row.search_alerts === 'email') return { channel: 'email' as const, email: newStockEmail(fill), stopUrl }
  return { channel: 'sms' as const, text: newStockMessage(fill) }
}

/** What staff read of a failure: the provider's own answer or our plain words; a network failure's text stays in the log. */
function staffReason(error: unknown): { message: string; detail: string } {
  if (error instanceof DeliveryError) return { message: error.message, detail: error.detail }
  const detail = error instanceof SmsError ? error.detail : error instanceof Error ? (error.stack ?? error.message) : String(error)
  const message = error instanceof SmsError && (/^Twilio answered HTTP /.test(detail) || !/^Twilio /.test(detail)) ? detail : 'The message could not be sent.'
  return { message, detail }
}

/**
 * Sends one claimed alert and records the outcome: sent; failed after the last attempt; pending with backoff before it.
 * A text takes its place in the site's monthly allowance first (and gives it back if it doesn't go); none left is a
 * failure staff read, not a retry.
 */
async function sendAlert(payload: Payload, row: ClaimedAlert, options: AlertWorkerOptions): Promise<void> {
  const { sms, mail, retryBaseMs, maxAttempts = MAX_DELIVERY_ATTEMPTS, log = console.log } = options
  const attempts = Number(row.attempts)
  const why = unwanted(row)
  if (why) {
    await record(payload, row.id, { status: 'cancelled' })
    return log(`alert ${row.id}: not sent, ${why}`)
  }
  let counted = false
  let channel: 'sms' | 'email' = 'sms'
  try {
    const site = await siteOf(payload, row.tenant_id)
    if (!site.origin) throw new SmsError(`the site has no domain to link to (Sites → ${site.name} → Domains)`)
    const message = messageOf(row, { name: site.name, origin: site.origin }, stopTokenKey(payload.secret))
    channel = message.channel
    if (!(await stillClaimed(payload, 'shopper_alerts', row, options.leaseMs, SEND_WINDOW_MS)))
      return log(`alert ${row.id}: another worker claimed it meanwhile; not sent from here`)
    if (message.channel === 'email') {
      await mail({
        from: { name: site.name, address: options.mailFrom },
        to: row.email!,
        subject: message.email.subject,
        text: message.email.text,
        // One-click unsubscribe in the mail app (RFC 8058 asks for a POST endpoint; the link's page is one tap).
        list: { unsubscribe: message.stopUrl },
      })
    } else {
      if (!(await reserveAlertText(payload.db.drizzle, row.tenant_id, row.id))) {
        await record(payload, row.id, {
          status: 'failed',
          channel,
          lastError: 'Alerts have used their share of the site’s monthly text messages (Site settings → Text messages).',
        })
        return log(`alert ${row.id}: not sent, alerts have used their share of the site's monthly texts`)
      }
      counted = true
      await sms.send(row.phone!, message.text)
    }
  } catch (error) {
    if (counted) await releaseAlertText(payload.db.drizzle, row.id)
    const { message, detail } = staffReason(error)
    const givingUp = attempts >= maxAttempts
    const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString()
    await record(payload, row.id, { status: givingUp ? 'failed' : 'pending', channel, nextAttemptAt, lastError: message })
    return log(`alert ${row.id}: failed (attempt ${attempts}${givingUp ? ', giving up' : `, next at ${nextAttemptAt}`}): ${detail}`)
  }
  // Sent: a failure to record it is retried here, never taken for a failed send (which would message the shopper again).
  await recordOutcome(() => record(payload, row.id, { status: 'sent', channel, sentAt: new Date().toISOString(), lastError: null }))
  log(`alert ${row.id}: ${row.kind} sent by ${channel} (attempt ${attempts})`)
}

/** Works the alerts' outbox until stopped (lib/outbox.ts), beside the lead worker in its process. */
export function startAlertWorker(payload: Payload, options: AlertWorkerOptions): { stop(): Promise<void> } {
  const { intervalMs, leaseMs, concurrency = 5, log = console.log } = options
  return startOutboxLoop<ClaimedAlert>({
    intervalMs,
    leaseMs,
    concurrency,
    claim: (room) => claimDue(payload, room, leaseMs),
    renew: (ids) => renewLeases(payload, 'shopper_alerts', ids, leaseMs),
    send: (row) => sendAlert(payload, row, options),
    what: 'alert',
    sendFailed: (row, error) => `alert ${row.id}: recording the outcome failed: ${error.message}`,
    log,
  })
}
