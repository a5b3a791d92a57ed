import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { SCHEDULES, type Schedule } from './feed-options'
import { runImport } from './run-import'
import { saveImportFile } from './store'

/**
 * The stock-import worker (run by the outbox worker's process, `WORKER_OUTBOXES=stock-imports`; any number of them):
 * - queues a run for each feed source that is due, claiming the source's next run time in one UPDATE … SKIP LOCKED, so
 *   two workers never queue one schedule twice;
 * - claims queued runs with a lease it renews while it works, one site at a time: a run starts only while this
 *   worker's Postgres session holds the site's advisory lock, so no two runs of a site ever overlap, on any instance;
 * - fails a run whose worker died (its lease ran out): the site's stock is as it was, since the swap never happened,
 *   and the next run goes ahead.
 */

export interface StockImportWorkerOptions {
  intervalMs: number
  leaseMs: number
  /** Every enabled scheduled source runs once as the worker starts (the local stack: its demo feeds). */
  runSourcesAtStart?: boolean
  log?: (line: string) => void
}

/** The channel a queued run is announced on (queueRun, Apply). */
const STOCK_IMPORT_QUEUED = 'stock_import_queued'

/** Wakes every worker to claim a run just queued. */
export async function announceQueuedRun(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`SELECT pg_notify(${STOCK_IMPORT_QUEUED}, '')`)
}

/** The advisory lock's first key (the bytes of "stck"); the second is the site's id. */
const SITE_LOCK = 0x7374636b

const DIED = 'The import stopped before it finished (the process running it ended); your stock was left as it was. The next run goes ahead as usual.'

export function startStockImportWorker(payload: Payload, options: StockImportWorkerOptions): { stop(): Promise<void> } {
  const { intervalMs, leaseMs, log = console.log } = options
  let stopped = false
  let wake: () => void = () => {}
  // A run queued while the loop was busy: look again at once rather than after the interval.
  let queuedMeanwhile = false
  let lockClient: pg.Client | null = null

  /** This worker's own session: it holds the sites' locks, and hears runs queued (an upload, Apply, Run now) at once. */
  const lockSession = async () => {
    if (lockClient) return lockClient
    const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
    client.on('error', () => {
      if (lockClient === client) lockClient = null
    })
    client.on('notification', () => {
      queuedMeanwhile = true
      wake()
    })
    await client.connect()
    await client.query(`LISTEN ${STOCK_IMPORT_QUEUED}`)
    lockClient = client
    return client
  }

  const loop = async () => {
    if (options.runSourcesAtStart) await payload.db.drizzle.execute(sql`UPDATE stock_feeds SET next_run_at = now() WHERE enabled AND schedule <> 'manual'`)
    while (!stopped) {
      try {
        queuedMeanwhile = false
        await lockSession()
        await queueDueSources(payload)
        await failDeadRuns(payload)
        while (!stopped && (await claimAndRun())) {
          // A run finished: another may be waiting.
        }
      } catch (error) {
        log(`stock import worker: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (queuedMeanwhile) {
        queuedMeanwhile = false
        continue
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

  /** Claims the oldest queued run of a site no one is importing, runs it, and says whether it found one. */
  const claimAndRun = async (): Promise<boolean> => {
    const session = await lockSession()
    const candidates = await payload.db.drizzle.execute(sql`
      SELECT DISTINCT ON (tenant_id) id, tenant_id FROM stock_imports WHERE state = 'queued' ORDER BY tenant_id, id LIMIT 20`)
    for (const candidate of candidates.rows as Array<{ id: number; tenant_id: number }>)
      if ((await claimAndRunOfSite(payload, session, candidate.tenant_id, { leaseMs, log })) === 'ran') return true
    return false
  }

  const running = loop()
  return {
    async stop() {
      stopped = true
      wake()
      await running
      await lockClient?.end().catch(() => undefined)
    },
  }
}

/**
 * Claims a queued run of the site (`importId`, or its oldest) while `session` holds the site's lock, and runs it
 * renewing its lease: `busy` when another session is importing the site, `none` when there was nothing to claim.
 */
async function claimAndRunOfSite(
  payload: Payload,
  session: pg.Client,
  tenantId: number,
  { leaseMs, log }: { leaseMs: number; log: (line: string) => void },
  importId?: number,
): Promise<'ran' | 'busy' | 'none'> {
  const locked = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [SITE_LOCK, tenantId])
  if (!locked.rows[0]?.locked) return 'busy'
  try {
    const claimed = await payload.db.drizzle.execute(sql`
      UPDATE stock_imports SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1,
        started_at = coalesce(started_at, now()), state = 'fetching', updated_at = now()
      WHERE id = (
        SELECT id FROM stock_imports WHERE tenant_id = ${tenantId} AND state = 'queued' ${importId === undefined ? sql`` : sql`AND id = ${importId}`}
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id`)
    const id = (claimed.rows[0] as { id: number } | undefined)?.id
    if (id === undefined) return 'none'
    const renewal = setInterval(() => {
      void payload.db.drizzle
        .execute(sql`UPDATE stock_imports SET lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval WHERE id = ${id}`)
        .catch((error: Error) => log(`stock import ${id}: lease renewal failed: ${error.message}`))
    }, leaseMs / 3)
    try {
      await runImport({ payload, importId: Number(id), log })
    } finally {
      clearInterval(renewal)
      await payload.db.drizzle.execute(sql`UPDATE stock_imports SET lease_until = NULL WHERE id = ${id}`)
    }
    return 'ran'
  } finally {
    await session.query('SELECT pg_advisory_unlock($1, $2)', [SITE_LOCK, tenantId])
  }
}

/** States in which a run is being worked on. */
const WORKING_STATES = new Set(['fetching', 'checking', 'applying'])

/**
 * Runs one queued run in this process (the import-feed command) as a worker would: under the site's lock, with a
 * lease. A worker that claims it first runs it instead; either way this returns once the run has ended or waits for a
 * person (checked, held).
 */
export async function runQueuedImportHere(payload: Payload, importId: number, options: { leaseMs: number; log: (line: string) => void }): Promise<void> {
  const session = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await session.connect()
  try {
    for (;;) {
      const found = await payload.db.drizzle.execute(sql`SELECT state, tenant_id FROM stock_imports WHERE id = ${importId}`)
      const run = found.rows[0] as { state: string; tenant_id: number } | undefined
      if (!run || (run.state !== 'queued' && !WORKING_STATES.has(run.state))) return
      if (run.state === 'queued' && (await claimAndRunOfSite(payload, session, run.tenant_id, options, importId)) === 'ran') return
      // Another session's run of the site, or this one claimed by a worker: its end is a moment away.
      await failDeadRuns(payload)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    await session.end().catch(() => undefined)
  }
}

/** Queues a run for every due source, moving its next run on by its schedule in the same statement. */
async function queueDueSources(payload: Payload): Promise<number> {
  const due = await payload.db.drizzle.execute(sql`
    UPDATE stock_feeds SET next_run_at = now() + (CASE schedule::text ${sql.join(
      Object.entries(SCHEDULES)
        .filter(([, minutes]) => minutes !== null)
        .map(([schedule, minutes]) => sql`WHEN ${schedule} THEN ${`${minutes} minutes`}::interval`),
      sql` `,
    )} END)
    WHERE id IN (
      SELECT id FROM stock_feeds WHERE enabled AND schedule <> 'manual' AND (next_run_at IS NULL OR next_run_at <= now())
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, tenant_id, name, schedule`)
  for (const source of due.rows as Array<{ id: number; tenant_id: number; name: string; schedule: Schedule }>)
    await queueRun(payload, { tenant: source.tenant_id, feed: source.id, origin: 'schedule', title: `${source.name}: scheduled` })
  return due.rows.length
}

/**
 * Queues a run, with an upload's text in the same transaction (a worker must never claim an upload whose file isn't
 * there yet), then wakes the workers.
 */
export async function queueRun(
  payload: Payload,
  run: {
    tenant: number
    feed?: number
    origin: 'schedule' | 'manual' | 'upload' | 'command'
    title: string
    startedBy?: number
    fileName?: string
    format?: string
    approved?: boolean
    soldWindowDays?: number
  },
  file?: string,
  { announce = true }: { announce?: boolean } = {},
): Promise<number> {
  const transactionID = await payload.db.beginTransaction()
  const db = transactionID === null ? undefined : (payload.db.sessions?.[String(transactionID)]?.db as Parameters<typeof saveImportFile>[0] | undefined)
  if (transactionID === null || !db) throw new Error('Queueing an import needs a database transaction.')
  try {
    const req = await createLocalReq({}, payload)
    req.transactionID = transactionID
    const created = await payload.create({ collection: 'stock-imports', data: { ...run, state: 'queued' } as never, overrideAccess: true, depth: 0, req })
    if (file !== undefined) await saveImportFile(db, Number(created.id), file)
    await payload.db.commitTransaction(transactionID)
    // The command runs its run itself; workers find it only if it stops before it claims it.
    if (announce) await announceQueuedRun(payload)
    return Number(created.id)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Runs whose worker stopped renewing its lease: failed, in words staff understand. */
async function failDeadRuns(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`
    UPDATE stock_imports SET state = 'failed', failure = ${DIED}, finished_at = now(), lease_until = NULL, updated_at = now()
    WHERE state IN ('fetching', 'checking', 'applying') AND (lease_until IS NULL OR lease_until < clock_timestamp())`)
}
