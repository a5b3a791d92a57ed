import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * What the CMS's outboxes share (lead deliveries, shopper alerts): rows claimed with a lease that the worker renews while
 * it sends, so a worker that dies mid-send strands nothing and a slow send isn't claimed twice; a loop that claims
 * whenever it has room. Each outbox decides what is due and how one row is sent.
 */

/** Outbox tables (a fixed list: the name goes into SQL as an identifier). */
type OutboxTable = 'lead_deliveries' | 'shopper_alerts'

/**
 * Keeps the rows this worker is sending its own: a send slower than the lease must not be claimed again. A row whose
 * outcome is already written (lease cleared) is left alone, so its retry isn't held back.
 */
export async function renewLeases(payload: Payload, table: OutboxTable, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return
  await payload.db.drizzle.execute(sql`
    UPDATE ${sql.identifier(table)} SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval
    WHERE status = 'pending' AND lease_until IS NOT NULL AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
}

/**
 * Whether this worker still holds a row it claimed, checked (and the lease renewed) just before the send that can't be
 * taken back. Each claim counts an attempt, so `attempts` fences: a worker that stalled past its lease while another
 * claimed the row finds a higher count and stands down, rather than texting or delivering a second time.
 *
 * With `sendWindowMs`, the row is also put out of every worker's reach for that long (its next attempt moved past the
 * send), not only for the lease: a worker that stalls mid-send on a busy machine lets its lease lapse, and another would
 * claim the row and send it again. That suits a text, where a duplicate is worse than a late retry; a worker that dies
 * mid-send leaves the row to be tried once the window has passed. Lead deliveries keep the lease alone: a lead must
 * not wait minutes behind a crashed worker.
 */
export async function stillClaimed(
  payload: Payload,
  table: OutboxTable,
  row: { id: number; attempts: string | number },
  leaseMs: number,
  sendWindowMs?: number,
): Promise<boolean> {
  const nextAttempt = sendWindowMs === undefined ? sql`next_attempt_at` : sql`clock_timestamp() + ${`${sendWindowMs} milliseconds`}::interval`
  const result = await payload.db.drizzle.execute(sql`
    UPDATE ${sql.identifier(table)}
    SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval, next_attempt_at = ${nextAttempt}
    WHERE id = ${row.id} AND status = 'pending' AND attempts = ${Number(row.attempts)} AND lease_until > clock_timestamp()
    RETURNING id`)
  return result.rows.length === 1
}

/** Writes a send's outcome, retrying a failed write: a sent row taken for a failed one would be sent again. */
export async function recordOutcome(write: () => Promise<unknown>, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write()
      return
    } catch (error) {
      if (attempt >= tries) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

export interface OutboxLoopOptions<Row extends { id: number }> {
  /** How often to look for due rows when nothing wakes the loop sooner. */
  intervalMs: number
  /** How long a claimed row is this worker's; renewed every third of it while the row is being sent. */
  leaseMs: number
  /** Rows sent at once. */
  concurrency: number
  /** Claims up to `room` due rows (counting the attempt and setting their lease). */
  claim(room: number): Promise<Row[]>
  /** Renews the leases of the rows being sent. */
  renew(ids: number[]): Promise<void>
  /** Sends one claimed row and records the outcome. A throw is logged with `sendFailed`. */
  send(row: Row): Promise<void>
  /** Housekeeping run about once a minute, between claims. */
  sweep?: () => Promise<void>
  /** The log lines of failures outside a send: what the loop's rows are called, e.g. "lead delivery". */
  what: string
  sendFailed(row: Row, error: Error): string
  log: (line: string) => void
}

/**
 * Works an outbox until stopped: claims what is due whenever it has room (every `intervalMs`, and as soon as a send
 * finishes), sends the claimed rows side by side, and renews their leases while they run.
 */
export function startOutboxLoop<Row extends { id: number }>(options: OutboxLoopOptions<Row>): { stop(): Promise<void> } {
  const { intervalMs, leaseMs, concurrency, claim, renew, send, sweep, what, sendFailed, log } = options
  const sending = new Map<number, Promise<void>>()
  let stopped = false
  let lastSweep = 0
  let wake: () => void = () => {}
  const renewal = setInterval(() => {
    renew([...sending.keys()]).catch((error: Error) => log(`${what} lease renewal failed: ${error.message}`))
  }, leaseMs / 3)

  const loop = async () => {
    while (!stopped) {
      try {
        const room = concurrency - sending.size
        const rows = room > 0 ? await claim(room) : []
        for (const row of rows) {
          const sent = send(row)
            .catch((error: Error) => log(sendFailed(row, error)))
            .finally(() => {
              sending.delete(row.id)
              wake()
            })
          sending.set(row.id, sent)
        }
        if (sweep && Date.now() - lastSweep > 60_000) {
          lastSweep = Date.now()
          await sweep()
        }
        // A full claim means more may be due right away.
        if (rows.length > 0 && rows.length === room) continue
      } catch (error) {
        // The database being away (a restart) is not fatal: the next round tries again.
        log(`${what} round failed: ${error instanceof Error ? error.message : error}`)
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }
  const running = loop()
  return {
    async stop() {
      stopped = true
      wake()
      await running
      await Promise.all(sending.values())
      clearInterval(renewal)
    },
  }
}
