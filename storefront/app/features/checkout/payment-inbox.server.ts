import pg from 'pg'
import { config } from '../../server/config.server'
import type { PaymentEvent } from './payments/payment-provider'
import type { ProviderName } from './payments/providers.server'

/**
 * The payment events' inbox: every verified callback is stored here, once per provider and event id, BEFORE the
 * provider is told 200, and applied to its reservation from here (decision 030). Kept by the storefront, which
 * receives the callbacks, in its own Postgres schema as the rate limits are (Payload's migrations never see it), so a
 * payment confirmed while the CMS is down is safe the moment it is answered, and applied when the CMS is back: each
 * storefront instance claims due rows with a lease and retries with backoff. A replayed delivery finds its row and
 * changes nothing.
 */

const SCHEMA = 'payments'
const TABLE = `${SCHEMA}.inbox`

/** A claimed row belongs to one instance this long; a claim whose instance died is taken over after it. */
const LEASE_SECONDS = 60

export interface InboxRow {
  provider: ProviderName
  eventId: string
  event: StoredEvent
  attempts: number
}

/** The event as the inbox keeps it (JSON: its time as ISO text). */
export type StoredEvent = Omit<PaymentEvent, 'occurredAt'> & { occurredAt: string }

let pool: pg.Pool | null = null
let ready: Promise<void> | null = null

function database(): pg.Pool {
  if (!config.databaseUri) throw new Error('DATABASE_URI is not set: the storefront keeps payment events in Postgres.')
  if (!pool) {
    pool = new pg.Pool({ connectionString: config.databaseUri, max: 3, idleTimeoutMillis: 30_000 })
    pool.on('error', (error) => console.warn(`payment inbox: a Postgres connection was lost (${error.message})`))
  }
  return pool
}

/** The schema and table, made on first use (idempotent; two instances racing to make them is fine). */
async function inbox(): Promise<pg.Pool> {
  const db = database()
  ready ??= (async () => {
    for (const statement of [
      `CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`,
      `CREATE TABLE IF NOT EXISTS ${TABLE} (
        provider text NOT NULL,
        event_id text NOT NULL,
        site_id integer,
        event jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        applied_at timestamptz,
        outcome text,
        last_error text,
        PRIMARY KEY (provider, event_id))`,
      `CREATE INDEX IF NOT EXISTS inbox_due ON ${TABLE} (next_attempt_at) WHERE applied_at IS NULL`,
    ]) {
      await db.query(statement).catch((error: { code?: string }) => {
        // Two instances creating it at once: one gets a unique violation on the catalogue, which is fine.
        if (error.code !== '23505' && error.code !== '42P07') throw error
      })
    }
  })().catch((error: unknown) => {
    ready = null
    throw error
  })
  await ready
  return db
}

/** Stores a verified event: true the first time, false for a delivery already stored (a replay). Throws if Postgres can't. */
export async function recordPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<boolean> {
  const db = await inbox()
  const stored: StoredEvent = { ...event, occurredAt: event.occurredAt.toISOString() }
  const result = await db.query(
    `INSERT INTO ${TABLE} (provider, event_id, site_id, event) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [provider, event.eventId, event.siteId, JSON.stringify(stored)],
  )
  return result.rowCount === 1
}

const rowOf = (row: { provider: ProviderName; event_id: string; event: StoredEvent; attempts: number }): InboxRow => ({
  provider: row.provider,
  eventId: row.event_id,
  event: row.event,
  attempts: row.attempts,
})

/** Claims one event to apply now (the callback that stored it), unless it is applied or another instance holds it. */
export async function claimPaymentEvent(provider: ProviderName, eventId: string): Promise<InboxRow | null> {
  const db = await inbox()
  const result = await db.query(
    `UPDATE ${TABLE} SET lease_until = now() + make_interval(secs => $3), attempts = attempts + 1
     WHERE provider = $1 AND event_id = $2 AND applied_at IS NULL AND (lease_until IS NULL OR lease_until < now())
     RETURNING provider, event_id, event, attempts`,
    [provider, eventId, LEASE_SECONDS],
  )
  return result.rows[0] ? rowOf(result.rows[0]) : null
}

/** Claims up to `limit` events that are due, oldest first; rows another instance is claiming are skipped. */
export async function claimDuePaymentEvents(limit: number): Promise<InboxRow[]> {
  const db = await inbox()
  const result = await db.query(
    `UPDATE ${TABLE} SET lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE (provider, event_id) IN (
       SELECT provider, event_id FROM ${TABLE}
       WHERE applied_at IS NULL AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
       ORDER BY received_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING provider, event_id, event, attempts`,
    [limit, LEASE_SECONDS],
  )
  return result.rows.map(rowOf)
}

/** The event is done with: applied, or rejected for good (`outcome` says which). */
export async function finishPaymentEvent(row: Pick<InboxRow, 'provider' | 'eventId'>, outcome: string): Promise<void> {
  await (
    await inbox()
  ).query(`UPDATE ${TABLE} SET applied_at = now(), outcome = $3, lease_until = NULL, last_error = NULL WHERE provider = $1 AND event_id = $2`, [
    row.provider,
    row.eventId,
    outcome.slice(0, 500),
  ])
}

/** Seconds before the next attempt after `attempts` failed ones: 5 s doubling, at most 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempts - 1))
}

/** The attempt failed (the CMS is down, the provider's refund failed): tried again after the backoff. */
export async function deferPaymentEvent(row: InboxRow, error: string): Promise<void> {
  await (
    await inbox()
  ).query(
    `UPDATE ${TABLE} SET lease_until = NULL, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE provider = $1 AND event_id = $2`,
    [row.provider, row.eventId, error.slice(0, 500), retryDelaySeconds(row.attempts)],
  )
}
