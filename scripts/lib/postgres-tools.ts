import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/** What a backup or a restore refused, said to the operator; no stack. */
export class OperatorError extends Error {}

/** The major version of the server at `databaseUri` (18 for 18.4). */
export async function serverMajorVersion(databaseUri: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUri })
  try {
    await client.connect()
  } catch (error) {
    throw new OperatorError(`cannot connect to the database: ${error instanceof Error ? error.message : String(error)}`)
  }
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000)
  } finally {
    await client.end()
  }
}

async function toolMajorVersion(command: string): Promise<number | null> {
  try {
    const { stdout } = await run(command, ['--version'])
    const major = /\b(\d+)(?:\.\d+)?/.exec(stdout)?.[1]
    return major ? Number(major) : null
  } catch {
    return null
  }
}

/**
 * `pg_dump` or `pg_restore` for a server of major version `serverMajor`: `PG_DUMP` or `PG_RESTORE` when set, else
 * the newest Debian-installed one (`/usr/lib/postgresql/<major>/bin`), else the one on PATH. pg_dump refuses a server
 * newer than itself, and a dump is read only by a pg_restore as new as the pg_dump that wrote it, so each must be at
 * least the server's version.
 */
export async function postgresTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const setting = tool === 'pg_dump' ? process.env.PG_DUMP : process.env.PG_RESTORE
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .filter((major) => /^\d+$/.test(major))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => `/usr/lib/postgresql/${major}/bin/${tool}`)
        .filter((file) => fs.existsSync(file))
    : []
  const candidates = setting ? [setting] : [...debian, tool]
  const found: string[] = []
  for (const candidate of candidates) {
    const major = await toolMajorVersion(candidate)
    if (major === null) continue
    if (major >= serverMajor) return candidate
    found.push(`${candidate} (${major})`)
  }
  throw new OperatorError(
    `the database is PostgreSQL ${serverMajor}, and ${tool} must be ${serverMajor} or newer: ` +
      `${found.length > 0 ? `found only ${found.join(', ')}` : `none found`}. ` +
      `Install PostgreSQL ${serverMajor}'s client tools (Debian: postgresql-client-${serverMajor}) or set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'} to one.`,
  )
}

/**
 * The arguments and environment that connect a PostgreSQL tool to `databaseUri` with its password in the environment
 * (PGPASSWORD), never on the command line, where any user of the machine could read it: from the address's user part
 * or its `password` parameter.
 */
export function connection(databaseUri: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = URL.canParse(databaseUri) ? new URL(databaseUri) : null
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol))
    throw new OperatorError('DATABASE_URI is not a postgres:// address (postgres://user:password@host:5432/database)')
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || ''
  url.password = ''
  url.searchParams.delete('password')
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Runs a PostgreSQL tool to its end; its error output becomes the refusal's reason. */
export async function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(command, args, { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new OperatorError(`${command.split('/').pop()} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`)
  }
}
