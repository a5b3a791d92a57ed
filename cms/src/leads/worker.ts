import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Lead } from '@dealer/cms-contract'
import { tenantIdsOf } from '../access/roles'
import { recordOutcome, renewLeases, startOutboxLoop, stillClaimed } from '../lib/outbox'
import { adfDocument, financeLines, formatDateTime, tradeInLines } from './adf'
import { leadDeliveryStatus, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './backoff'
import { IDEMPOTENCY_WINDOW_MS } from './intake'
import { DeliveryError, type LeadSenders, type OutgoingLead } from './senders'

export interface WorkerOptions {
  senders: LeadSenders
  /** Delay after the first failure; doubles after each (backoff.ts). */
  retryBaseMs: number
  /** How long a claimed row is this worker's; renewed while it is being sent, so only a worker that died loses it. */
  leaseMs: number
  /** Deliveries this worker sends at once. */
  concurrency?: number
  /** Deliveries to one destination (one address or URL) in flight at once, across all workers. */
  perDestination?: number
  /** Attempts before a delivery is marked failed and the site's admins are told. */
  maxAttempts?: number
  /** Where the admin is, for the link in the admins' notice. */
  adminUrl?: string
  log?: (line: string) => void
}

interface ClaimedRow {
  id: number
  lead_id: number
  destination: 'email' | 'adf-webhook' | typeof ADMIN_NOTICE
  target: string
  attempts: string | number
}

/**
 * The notice to a site's admins that a lead could not be delivered is a row of the lead's outbox too, written in the
 * transaction that flags the lead failed: sent after that commit instead, a worker that died in between, or a mail
 * server that refused it once, lost it for good (the lead was already failed, so nothing would tell them again).
 * It is retried as a delivery is, and is no delivery of the lead: the lead's status counts only its destinations.
 */
const ADMIN_NOTICE = 'admin-notice'
const ADMIN_NOTICE_TARGET = 'site admins'

/** The whole email / ADF content of a lead read at depth 1 (its site, dealership and location populated). */
function outgoingLead(lead: Lead, deliveryId: string): OutgoingLead {
  const site = typeof lead.tenant === 'object' ? lead.tenant : null
  const dealership = typeof lead.dealership === 'object' ? lead.dealership : null
  const location = typeof lead.location === 'object' ? lead.location : null
  const siteName = site?.name ?? 'Website'
  const context = { siteName, dealershipName: dealership?.name ?? null, locationName: location?.name ?? lead.car?.locationName ?? null }
  const who = `${lead.name} ${lead.lastName}`
  const subject = `${[lead.category, lead.subcategory].filter(Boolean).join(' – ')}: ${who}${lead.car?.name ? ` – ${lead.car.name}` : ''}`
  const details: Array<[string, string | null | undefined]> = [
    ['Name', who],
    ['Mobile', lead.phone],
    ['Email', lead.email],
    ['Postcode', lead.postcode],
    ['Car', lead.car?.name ? `${lead.car.name} (stock #${lead.car.stocknum})` : null],
    ['Preferred test-drive time', lead.bookingDate ? formatDateTime(lead.bookingDate) : null],
    ['Preferred location', context.locationName],
    ['Registration', lead.rego],
    ...[...financeLines(lead.finance), ...tradeInLines(lead.tradeIn, lead.offerAccepted)].map((line): [string, string] => {
      const at = line.indexOf(': ')
      return [line.slice(0, at), line.slice(at + 2)]
    }),
    ['Marketing opt-in', lead.consent ? 'Yes' : 'No'],
    ['Received', formatDateTime(lead.createdAt)],
    ['Page', lead.url],
  ]
  const text = [
    `New ${lead.category.toLowerCase()} from the ${siteName} website.`,
    '',
    ...details.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
    '',
    'Message:',
    lead.message?.trim() || '(none)',
    '',
    `Lead #${lead.id}. The ADF/XML for your CRM is attached.`,
  ].join('\n')
  return { deliveryId, subject, text, adf: adfDocument(lead, context), replyTo: lead.email }
}

// Claims are taken one at a time across all workers (a transaction-scoped advisory lock), so the count of a
// destination's deliveries in flight that a claim sees is exact. The number is arbitrary: only lead workers take it.
const CLAIM_LOCK = 7_019_001

/**
 * Claims up to `room` due deliveries (pending, next attempt due, no live lease), no more per destination than
 * `perDestination` minus those already in flight there (live leases, any worker), and counts the attempt.
 * A destination that is slow keeps its own rows waiting, never anyone else's.
 */
async function claimDue(payload: Payload, { room, perDestination, leaseMs }: { room: number; perDestination: number; leaseMs: number }): Promise<ClaimedRow[]> {
  return payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`)
    const result = await tx.execute(sql`
      WITH sending AS (
        SELECT target, count(*)::int AS in_flight FROM lead_deliveries
        WHERE status = 'pending' AND lease_until >= clock_timestamp()
        GROUP BY target
      ), due AS (
        SELECT id, target, next_attempt_at FROM lead_deliveries
        WHERE status = 'pending' AND next_attempt_at <= clock_timestamp() AND (lease_until IS NULL OR lease_until < clock_timestamp())
        ORDER BY next_attempt_at, id
        LIMIT 1000
      ), ranked AS (
        SELECT due.id, due.next_attempt_at,
          row_number() OVER (PARTITION BY due.target ORDER BY due.next_attempt_at, due.id) + coalesce(sending.in_flight, 0) AS place
        FROM due LEFT JOIN sending ON sending.target = due.target
      )
      UPDATE lead_deliveries SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1, updated_at = now()
      WHERE id IN (SELECT id FROM ranked WHERE place <= ${perDestination} ORDER BY next_attempt_at, id LIMIT ${room})
      RETURNING id, lead_id, destination, target, attempts`)
    return result.rows as unknown as ClaimedRow[]
  })
}

type DeliveryOutcome = { status: 'delivered' } | { status: 'pending' | 'failed'; nextAttemptAt: string; lastError: string }

/**
 * Records a delivery's outcome and sets its lead's status from all its deliveries, in one transaction under a lock on
 * the lead: a worker killed between the two can't leave a delivered lead shown as pending for ever (nothing would ever
 * look at it again), and two deliveries of one lead finishing at once (in two workers) can't leave a stale status.
 */
async function recordDelivery(payload: Payload, row: ClaimedRow, outcome: DeliveryOutcome): Promise<void> {
  return payload.db.drizzle.transaction(async (tx) => {
    const lead = await tx.execute(sql`SELECT delivery_status FROM leads WHERE id = ${row.lead_id} FOR UPDATE`)
    const before = (lead.rows[0]?.delivery_status as string | undefined) ?? null
    await tx.execute(
      outcome.status === 'delivered'
        ? sql`UPDATE lead_deliveries SET status = 'delivered', delivered_at = now(), lease_until = NULL, last_error = NULL, updated_at = now()
              WHERE id = ${row.id}`
        : sql`UPDATE lead_deliveries SET status = ${outcome.status}, next_attempt_at = ${outcome.nextAttemptAt}, lease_until = NULL,
                last_error = ${outcome.lastError}, updated_at = now()
              WHERE id = ${row.id}`,
    )
    const deliveries = await tx.execute(sql`SELECT status FROM lead_deliveries WHERE lead_id = ${row.lead_id} AND destination <> ${ADMIN_NOTICE}`)
    const after = leadDeliveryStatus(deliveries.rows.map((delivery) => delivery.status as 'pending' | 'delivered' | 'failed'))
    if (after !== before) await tx.execute(sql`UPDATE leads SET delivery_status = ${after}, updated_at = now() WHERE id = ${row.lead_id}`)
    // The moment the lead is flagged failed, its notice to the site's admins is queued with it.
    if (after === 'failed' && before !== 'failed')
      await tx.execute(sql`
        INSERT INTO lead_deliveries (tenant_id, lead_id, destination, target, status, attempts, next_attempt_at, updated_at, created_at)
        SELECT tenant_id, id, ${ADMIN_NOTICE}::enum_lead_deliveries_destination, ${ADMIN_NOTICE_TARGET}, 'pending'::enum_lead_deliveries_status, 0, now(), now(), now()
        FROM leads WHERE id = ${row.lead_id}`)
  })
}

const DESTINATION_LABELS = { email: 'Email to', 'adf-webhook': 'CRM webhook', [ADMIN_NOTICE]: 'Notice to' } as const

/**
 * Tells the site's admins (its tenant-admins) that a lead could not be delivered after its last attempt, by email
 * through the lead mailer: the lead's ADMIN_NOTICE row. The lead is already flagged failed in the admin; this is so
 * someone calls the shopper. A site with no admin (yet) is a failed attempt, retried as a refused email is.
 */
async function notifySiteAdmins(payload: Payload, leadId: number, options: WorkerOptions): Promise<void> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: true })
  const site = typeof lead.tenant === 'object' && lead.tenant ? lead.tenant : null
  if (!site) throw new DeliveryError('The lead has no site whose admins could be told.', `lead ${leadId} has no tenant`)
  const { docs: staff } = await payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { equals: site.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // The query matches anyone on the site; the role must be admin on this site's own row.
  const admins = staff.filter((user) => tenantIdsOf(user, ['tenant-admin']).includes(site.id)).map((user) => user.email)
  if (admins.length === 0) throw new DeliveryError(`${site.name} has no site admin to tell.`, `no tenant-admin on tenant ${site.id}`)
  const { docs: deliveries } = await payload.find({
    collection: 'lead-deliveries',
    where: { and: [{ lead: { equals: leadId } }, { destination: { not_equals: ADMIN_NOTICE } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const line = (delivery: (typeof deliveries)[number]) => `- ${DESTINATION_LABELS[delivery.destination]} ${delivery.target}`
  const failed = deliveries.filter((delivery) => delivery.status === 'failed')
  const delivered = deliveries.filter((delivery) => delivery.status === 'delivered')
  const who = [lead.name, lead.lastName].filter(Boolean).join(' ')
  const text = [
    `A lead from the ${site.name} website could not be delivered, after ${options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS} attempts.`,
    '',
    `Lead #${lead.id}: ${[lead.category, lead.subcategory].filter(Boolean).join(' – ')} from ${who}, received ${formatDateTime(lead.createdAt)}.`,
    '',
    'Not delivered:',
    ...failed.map((delivery) => `${line(delivery)}: ${delivery.lastError ?? 'failed'}`),
    ...(delivered.length ? ['', 'Delivered:', ...delivered.map(line)] : []),
    '',
    "Please contact the shopper from the lead in the CMS, and check the dealership's lead destinations (Dealerships → Where leads go).",
    ...(options.adminUrl ? [`${options.adminUrl.replace(/\/$/, '')}/admin/collections/leads/${lead.id}`] : []),
  ].join('\n')
  await options.senders.staffNotice(admins, { subject: `Lead not delivered: ${who} (${site.name})`, text })
}

/**
 * Sends what the claimed row names: one of the lead's destinations, or its notice to the site's admins. False when
 * another worker claimed the row meanwhile (this one stalled past its lease), so nothing was sent from here.
 */
async function send(payload: Payload, row: ClaimedRow, options: WorkerOptions): Promise<boolean> {
  const stillOurs = () => stillClaimed(payload, 'lead_deliveries', row, options.leaseMs)
  if (row.destination === ADMIN_NOTICE) {
    if (!(await stillOurs())) return false
    await notifySiteAdmins(payload, row.lead_id, options)
    return true
  }
  const lead = outgoingLead(
    await payload.findByID({ collection: 'leads', id: row.lead_id, depth: 1, overrideAccess: true }),
    `lead-${row.lead_id}.delivery-${row.id}`,
  )
  if (!(await stillOurs())) return false
  if (row.destination === 'email') await options.senders.email(row.target, lead)
  else await options.senders.adfWebhook(row.target, lead)
  return true
}

/**
 * Sends one claimed row and records the outcome; after a delivery's last attempt, the lead is flagged failed and its
 * notice to the site's admins queued (recordDelivery).
 */
async function deliver(payload: Payload, row: ClaimedRow, options: WorkerOptions): Promise<void> {
  const { retryBaseMs, maxAttempts = MAX_DELIVERY_ATTEMPTS, log = console.log } = options
  const attempts = Number(row.attempts)
  const what = row.destination === ADMIN_NOTICE ? 'the notice to its site admins' : `${row.destination} ${row.target}`
  try {
    if (!(await send(payload, row, options))) return log(`lead ${row.lead_id}: another worker claimed ${what} meanwhile; not sent from here`)
  } catch (error) {
    // Staff read lastError: only a DeliveryError's message is written for them, never an internal error's text.
    const message = error instanceof DeliveryError ? error.message : 'The lead could not be sent.'
    const detail = error instanceof DeliveryError ? error.detail : error instanceof Error ? (error.stack ?? error.message) : String(error)
    const givingUp = attempts >= maxAttempts
    const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString()
    await recordDelivery(payload, row, { status: givingUp ? 'failed' : 'pending', nextAttemptAt, lastError: message })
    log(`lead ${row.lead_id}: ${what} failed (attempt ${attempts}${givingUp ? ', giving up' : `, next at ${nextAttemptAt}`}): ${detail}`)
    return
  }
  // Sent: a failure to record it is retried, never taken for a failed delivery (which would send the lead again).
  await recordOutcome(() => recordDelivery(payload, row, { status: 'delivered' }))
  log(`lead ${row.lead_id}: ${row.destination === ADMIN_NOTICE ? 'told its site admins it was not delivered' : `delivered to ${what}`} (attempt ${attempts})`)
}

/** Keys older than the replay window stop naming their lead, so the same key may make a new lead. */
async function forgetOldIdempotencyKeys(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS).toISOString()
  await payload.db.drizzle.execute(sql`UPDATE leads SET idempotency_key = NULL WHERE idempotency_key IS NOT NULL AND created_at < ${before}`)
}

/**
 * Works the lead outbox until stopped (lib/outbox.ts): claims what is due whenever it has room, sends the claimed
 * deliveries side by side, and renews their leases while they run.
 */
export function startDeliveryWorker(payload: Payload, options: WorkerOptions & { intervalMs: number }): { stop(): Promise<void> } {
  const { leaseMs, intervalMs, concurrency = 10, perDestination = 2, log = console.log } = options
  return startOutboxLoop<ClaimedRow>({
    intervalMs,
    leaseMs,
    concurrency,
    claim: (room) => claimDue(payload, { room, perDestination, leaseMs }),
    renew: (ids) => renewLeases(payload, 'lead_deliveries', ids, leaseMs),
    send: (row) => deliver(payload, row, options),
    sweep: () => forgetOldIdempotencyKeys(payload),
    what: 'lead delivery',
    sendFailed: (row, error) => `lead ${row.lead_id}: recording the delivery failed: ${error.message}`,
    log,
  })
}
