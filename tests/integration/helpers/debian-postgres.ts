import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './processes'

/**
 * A PostgreSQL server of the machine's own packages (Debian's `postgresql`, which .ci/run installs), in a folder of its
 * own, for a test that needs the client tools of the same version: the backup drill's pg_dump and pg_restore. (The
 * stack's embedded Postgres ships its server only.)
 */
export interface DebianPostgres {
  major: number
  uri(database: string): string
  createDatabase(database: string): Promise<void>
  query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]>
  stop(): Promise<void>
}

function installedBinDir(): { major: number; bin: string } {
  const root = '/usr/lib/postgresql'
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin/initdb'))) : []
  const major = majors.map(Number).sort((a, b) => b - a)[0]
  if (major === undefined) throw new Error('needs PostgreSQL from Debian’s packages (apt-get install postgresql; .ci/run installs it)')
  return { major, bin: path.join(root, String(major), 'bin') }
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const { major, bin } = installedBinDir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-postgres-'))
  const dataDir = path.join(dir, 'data')
  // Postgres refuses to run as root: then it runs as the packages' postgres user.
  const asRoot = process.getuid?.() === 0
  const asServer = (command: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args])
  if (asRoot) execFileSync('chown', ['postgres', dir])
  execFileSync(...asServer(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']), { stdio: 'ignore' })
  const port = await freePort()
  const server = spawn(
    ...asServer(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']),
    {
      stdio: 'ignore',
    },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const uri = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  const query = async <T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: uri(database) })
    await client.connect()
    try {
      return (await client.query<T>(text)).rows
    } finally {
      await client.end()
    }
  }
  const stop = async () => {
    // pg_ctl as the server's user: runuser passes no signal on to the server it started.
    if (server.exitCode === null) {
      try {
        execFileSync(...asServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast']), { stdio: 'ignore' })
        await exited
      } catch {
        server.kill('SIGKILL')
      }
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      await query('postgres', 'SELECT 1')
      break
    } catch (error) {
      if (Date.now() > deadline || server.exitCode !== null) {
        await stop()
        throw new Error(`Debian's PostgreSQL ${major} did not start: ${String(error)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    major,
    uri,
    query,
    createDatabase: async (database) => void (await query('postgres', `CREATE DATABASE "${database}"`)),
    stop,
  }
}
