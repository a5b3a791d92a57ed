import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Lead } from '@dealer/cms-contract'
import { adfDocument, formatDateTime } from './adf'
import { leadDeliveryStatus, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './backoff'
import { IDEMPOTENCY_WINDOW_MS } from './intake'
import type { LeadSenders, OutgoingLead } from './senders'

export interface WorkerOptions {
  senders: LeadSenders
  /** Delay after the first failure; doubles after each (backoff.ts). */
  retryBaseMs: number
  /** How long a claimed row is this worker's; a worker that dies mid-send frees it when the lease runs out. */
  leaseMs: number
  batchSize?: number
  log?: (line: string) => void
}

interface ClaimedRow {
  id: number
  lead_id: number
  destination: 'email' | 'adf-webhook'
  target: string
  attempts: string | number
}

/** The whole email / ADF content of a lead read at depth 1 (its site, dealership and location populated). */
function outgoingLead(lead: Lead): OutgoingLead {
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
  return { subject, text, adf: adfDocument(lead, context), replyTo: lead.email }
}

/**
 * Claims up to `batchSize` due deliveries (pending, next attempt due, no live lease) in one statement, skipping rows
 * another worker holds, and counts the attempt.
 */
async function claimDue(payload: Payload, batchSize: number, leaseMs: number): Promise<ClaimedRow[]> {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE lead_deliveries SET lease_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1, updated_at = now()
    WHERE id IN (
      SELECT id FROM lead_deliveries
      WHERE status = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
      ORDER BY next_attempt_at
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, lead_id, destination, target, attempts`)
  return result.rows as unknown as ClaimedRow[]
}

/** Sends what is due once; returns how many deliveries it attempted. */
async function deliverDueLeads(payload: Payload, options: WorkerOptions): Promise<number> {
  const { senders, retryBaseMs, leaseMs, batchSize = 10, log = console.log } = options
  const rows = await claimDue(payload, batchSize, leaseMs)
  // A lead's email and webhook rows are often claimed together: read and render each lead once per round.
  const outgoing = new Map<number, Promise<OutgoingLead>>()
  const render = (leadId: number) => {
    if (!outgoing.has(leadId)) outgoing.set(leadId, payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: true }).then(outgoingLead))
    return outgoing.get(leadId)!
  }
  for (const row of rows) {
    const attempts = Number(row.attempts)
    try {
      const lead = await render(row.lead_id)
      if (row.destination === 'email') await senders.email(row.target, lead)
      else await senders.adfWebhook(row.target, lead)
      await payload.update({
        collection: 'lead-deliveries',
        id: row.id,
        data: { status: 'delivered', deliveredAt: new Date().toISOString(), leaseUntil: null, lastError: null },
        overrideAccess: true,
        depth: 0,
      })
      log(`lead ${row.lead_id}: delivered to ${row.destination} ${row.target} (attempt ${attempts})`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const givingUp = attempts >= MAX_DELIVERY_ATTEMPTS
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString()
      await payload.update({
        collection: 'lead-deliveries',
        id: row.id,
        data: { status: givingUp ? 'failed' : 'pending', nextAttemptAt, leaseUntil: null, lastError: message.slice(0, 500) },
        overrideAccess: true,
        depth: 0,
      })
      log(
        `lead ${row.lead_id}: ${row.destination} ${row.target} failed (attempt ${attempts}${givingUp ? ', giving up' : `, next at ${nextAttemptAt}`}): ${message}`,
      )
    }
  }
  for (const leadId of outgoing.keys()) await refreshLeadStatus(payload, leadId)
  return rows.length
}

async function refreshLeadStatus(payload: Payload, leadId: number): Promise<void> {
  const deliveries = await payload.find({
    collection: 'lead-deliveries',
    where: { lead: { equals: leadId } },
    select: { status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const deliveryStatus = leadDeliveryStatus(deliveries.docs.map((doc) => doc.status))
  await payload.update({ collection: 'leads', id: leadId, data: { deliveryStatus }, overrideAccess: true, depth: 0 })
}

/** Keys older than the replay window stop naming their lead, so the same key may make a new lead. */
async function forgetOldIdempotencyKeys(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS).toISOString()
  await payload.db.drizzle.execute(sql`UPDATE leads SET idempotency_key = NULL WHERE idempotency_key IS NOT NULL AND created_at < ${before}`)
}

/** Works the outbox every `intervalMs` (from the end of one round to the start of the next) until stopped. */
export function startDeliveryWorker(payload: Payload, options: WorkerOptions & { intervalMs: number }): { stop(): Promise<void> } {
  const log = options.log ?? console.log
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let lastSweep = 0
  const round = async () => {
    try {
      // A full batch means more may be due right away.
      while (!stopped && (await deliverDueLeads(payload, options)) === (options.batchSize ?? 10)) {}
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now()
        await forgetOldIdempotencyKeys(payload)
      }
    } catch (error) {
      // The database being away (a restart) is not fatal: the next round tries again.
      log(`lead delivery round failed: ${error instanceof Error ? error.message : error}`)
    }
  }
  let current = round()
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => (current = round().then(schedule)), options.intervalMs)
  }
  current = current.then(schedule)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
