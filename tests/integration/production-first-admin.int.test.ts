/**
 * Demo users and the first super-admin of a real deployment (issue 19, item 4), on a database of its own on the stack's
 * Postgres, as production would start: the seed creates no login there, Payload's first-user sign-up is refused to
 * whoever reaches it first, and the first super-admin comes from `npm run create-admin -w cms` on the server. Nor does
 * its CMS start while a site is on a simulator (issue 44).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeCommand } from '../../scripts/lib/entries'
import { bin, environment, freePort, logMessages, repoRoot, run, start, type Started } from './helpers/processes'

const stackDatabase = process.env.DATABASE_URI
const database = `dealer_first_admin_${process.pid}`
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-'))
let productionEnv: NodeJS.ProcessEnv
let cmsUrl: string
const servers: Started[] = []

function serverUri(): URL {
  if (!stackDatabase || !process.env.PAYLOAD_SECRET) throw new Error('needs the stack environment: DATABASE_URI and PAYLOAD_SECRET')
  return new URL(stackDatabase)
}

async function onServer<T>(databaseName: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const uri = serverUri()
  uri.pathname = `/${databaseName}`
  const client = new pg.Client({ connectionString: uri.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const userCount = () => onServer(database, async (client) => Number((await client.query('SELECT count(*) AS n FROM users')).rows[0].n))

async function waitFor(url: string, server: Started, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`)
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer:\n${server.output()}`)
}

beforeAll(async () => {
  const uri = serverUri()
  await onServer('postgres', (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`))
  uri.pathname = `/${database}`
  const [searchPort, cmsPort] = [await freePort(), await freePort()]
  cmsUrl = `http://127.0.0.1:${cmsPort}`
  productionEnv = environment({
    NODE_ENV: 'production',
    // Production is any deployment not marked development (the test stack's is).
    DEALER_ENV: undefined,
    // A real SMS provider's settings (nothing here texts anyone): production refuses the capture folder.
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'not-a-real-token',
    TWILIO_FROM: '+61400000000',
    DATABASE_URI: uri.toString(),
    SEARCH_URL: `http://127.0.0.1:${searchPort}`,
    SEARCH_PORT: String(searchPort),
    SEARCH_DATA_DIR: path.join(scratch, 'search'),
    MEDIA_DIR: path.join(scratch, 'media'),
    CMS_PUBLIC_URL: cmsUrl,
    // Nothing of this deployment tells the test stack's storefront to drop its cache.
    STOREFRONT_INTERNAL_URL: undefined,
    SEED_DEMO_LOGINS: undefined,
    ADMIN_PASSWORD: undefined,
  })
  const migrate = await run(...nodeCommand('migrate'), { cwd: path.join(repoRoot, 'cms'), env: productionEnv, timeoutMs: 120_000 })
  expect(migrate.code, migrate.output).toBe(0)
  const search = start(...nodeCommand('searchService'), { cwd: path.join(repoRoot, 'search'), env: productionEnv })
  servers.push(search)
  await waitFor(`${productionEnv.SEARCH_URL}/healthz`, search)
}, 180_000)

afterAll(async () => {
  for (const server of servers) await server.stop()
  await onServer('postgres', (client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`)).catch(() => {})
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('a production deployment', () => {
  it('seeded without --demo-logins has its sites and no login at all, and the seed says how to make the first one', async () => {
    const seed = await run(...nodeCommand('seed'), { cwd: repoRoot, env: productionEnv, timeoutMs: 240_000 })
    expect(seed.code, seed.output).toBe(0)
    expect(seed.output).toContain('no logins created')
    expect(seed.output).toContain('npm run create-admin -w cms -- --email')
    expect(await userCount()).toBe(0)
    const tenants = await onServer(database, async (client) => Number((await client.query('SELECT count(*) AS n FROM tenants')).rows[0].n))
    expect(tenants).toBeGreaterThan(0)
  }, 250_000)

  it('does not start the CMS or the outbox worker while a site is on a simulator, naming each; starts once staff chose real providers', async () => {
    // The demo seed's sites are on the simulators (their settings' defaults).
    const started = await run(bin('next'), ['start', '-p', new URL(cmsUrl).port, '-H', '127.0.0.1'], {
      cwd: path.join(repoRoot, 'cms'),
      env: productionEnv,
      timeoutMs: 60_000,
    })
    const refused = { code: started.code, output: logMessages(started.output) }
    expect(refused.code, refused.output).toBe(1)
    expect(refused.output).toContain('The CMS does not start in production while a site uses a simulator:')
    expect(refused.output).toContain('  bayside-toyota: Finance pre-approval → Broker is the simulator')
    expect(refused.output).toContain('  bayside-toyota: Reserve online → Payments is the simulator')
    // Bayside's Google reviews come through the review import's simulator; Southern Cross has no import to refuse.
    expect(refused.output).toContain('  bayside-toyota: Review imports → Provider is the simulator')
    expect(refused.output).not.toContain('southern-cross: Review imports')
    expect(refused.output).toContain('choose a real provider; see the README, "Configuration".')
    const worker = await run(...nodeCommand('outboxWorker'), { cwd: path.join(repoRoot, 'cms'), env: productionEnv, timeoutMs: 60_000 })
    expect(worker.code, worker.output).toBe(1)
    expect(logMessages(worker.output)).toContain('The outbox worker does not start in production while a site uses a simulator:')
    // What staff choose in Site settings, as the database keeps it.
    await onServer(database, (client) =>
      client.query(`
        UPDATE site_settings SET finance_broker = 'http', trade_in_rego_lookup = 'http', reserve_payments = 'stripe', maps_tiles = 'url';
        UPDATE review_sources SET provider = 'google';`),
    )
    const withoutSettings = await onServer(database, async (client) =>
      Number((await client.query('SELECT count(*) AS n FROM tenants t WHERE NOT EXISTS (SELECT 1 FROM site_settings s WHERE s.tenant_id = t.id)')).rows[0].n),
    )
    expect(withoutSettings, 'every seeded site has its settings').toBe(0)
  }, 150_000)

  it("refuses Payload's first-user sign-up on its empty users table: whoever got there first would be super-admin", async () => {
    const cms = start(bin('next'), ['start', '-p', new URL(cmsUrl).port, '-H', '127.0.0.1'], { cwd: path.join(repoRoot, 'cms'), env: productionEnv })
    servers.push(cms)
    await waitFor(`${cmsUrl}/api/tenants?limit=1`, cms)
    expect(await userCount()).toBe(0)

    const attempt = await fetch(`${cmsUrl}/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'attacker@example.com', password: 'attacker-password-1', roles: ['super-admin'] }),
    })
    expect(attempt.status).toBe(403)
    const { errors } = (await attempt.json()) as { errors: Array<{ message: string }> }
    expect(errors[0].message).toContain('npm run create-admin -w cms -- --email')
    // Nor by the ordinary create.
    const create = await fetch(`${cmsUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'attacker@example.com', password: 'attacker-password-1', roles: ['super-admin'] }),
    })
    expect(create.status).toBe(403)
    expect(await userCount()).toBe(0)
  }, 120_000)

  it('gets its first super-admin from the create-admin command, the password from the environment or stdin, never argv', async () => {
    const cms = path.join(repoRoot, 'cms')
    const refused = await run(...nodeCommand('createAdmin', '--email', 'ops@example.com', '--password', 'in-the-shell-history'), {
      cwd: cms,
      env: productionEnv,
    })
    expect(refused.code).toBe(2)
    expect(refused.output).toContain("Unknown option '--password'")
    const short = await run(...nodeCommand('createAdmin', '--email', 'ops@example.com'), { cwd: cms, env: productionEnv, input: 'short\n' })
    expect(short.code).toBe(2)
    expect(short.output).toContain('at least 12 characters')
    expect(await userCount()).toBe(0)

    const password = 'a-long-operator-password'
    const created = await run(...nodeCommand('createAdmin', '--email', 'Ops@Example.com', '--name', 'Platform Ops'), {
      cwd: cms,
      env: { ...productionEnv, ADMIN_PASSWORD: password },
      timeoutMs: 60_000,
    })
    expect(created.code, created.output).toBe(0)
    expect(created.output).toContain('Created super-admin ops@example.com')
    const piped = await run(...nodeCommand('createAdmin', '--email', 'second@example.com'), {
      cwd: cms,
      env: productionEnv,
      input: `${password}\n`,
    })
    expect(piped.code, piped.output).toBe(0)
    const again = await run(...nodeCommand('createAdmin', '--email', 'ops@example.com'), {
      cwd: cms,
      env: { ...productionEnv, ADMIN_PASSWORD: password },
    })
    expect(again.code).toBe(1)
    expect(again.output).toContain('already has an account')

    const login = await fetch(`${cmsUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.com', password }),
    })
    expect(login.status).toBe(200)
    // The staff session's cookie goes over https only, and never to scripts (issue 44).
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))
    expect(session).toMatch(/; Secure/i)
    expect(session).toMatch(/; HttpOnly/i)
    expect(((await login.json()) as { user: { roles: string[] } }).user.roles).toEqual(['super-admin'])
    expect(await userCount()).toBe(2)
  }, 240_000)
})
