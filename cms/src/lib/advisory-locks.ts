import pg from 'pg'

/** Session advisory locks of ours (any fixed numbers: these are the bytes of "jobs" and "migr"). */
const JOB_RUNNER_LOCK = 0x6a6f6273
const MIGRATION_LOCK = 0x6d696772

let connection: pg.Client | null = null
let holding = false
let asking: Promise<boolean> | null = null

/**
 * True in the one CMS instance that runs scheduled jobs (Payload's `jobs.shouldAutoRun`). Payload's runner takes due
 * jobs by reading and then updating them, so two instances could both publish one scheduled change. The instance whose
 * Postgres session holds the lock runs them; when that instance dies, its session and the lock go with it, and another
 * instance takes the lock at its next tick.
 */
export function runsScheduledJobs(): Promise<boolean> {
  if (holding) return Promise.resolve(true)
  asking ??= askForLock().finally(() => (asking = null))
  return asking
}

async function askForLock(): Promise<boolean> {
  try {
    if (!connection) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
      // A lost session has lost the lock too: the next tick asks again on a new connection.
      const lost = () => {
        if (connection === client) {
          connection = null
          holding = false
        }
        void client.end().catch(() => undefined)
      }
      client.on('error', lost)
      client.on('end', lost)
      await client.connect()
      connection = client
    }
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [JOB_RUNNER_LOCK])
    holding = rows[0]?.locked === true
    return holding
  } catch {
    // No database answering: no jobs run from here until it does.
    return false
  }
}

/**
 * Runs `work` (the migrations) while this process holds the migration lock: two machines deploying at once apply them
 * one after the other, the second finding nothing left to do.
 */
export async function whileMigrationLockHeld<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    return await work()
  } finally {
    // Ending the session lets the lock go.
    await client.end()
  }
}
