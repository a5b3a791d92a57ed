/**
 * A storefront as one process beside the running stack, and autocannon against it: what `npm run bench` compares builds
 * with and `npm run bench:profile` profiles.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { siteRequest } from '../integration/helpers/site-request'
import { DEFAULT_DATA_DIR, DEVELOPMENT_PORTS, portsFromEnv, stackEnvironment } from '../../scripts/lib/stack'
import { stackDatabaseUri } from './stack-database'

/** The site the benches ask as. */
export const BENCH_SITE = 'bayside-toyota'
/** The running stack's storefront (STOREFRONT_URL), and the Host the benches name to it. */
export const benchStorefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
export const BENCH_HOST = `${BENCH_SITE}.localhost:${benchStorefront.port}`
/** Seconds per measurement (BENCH_SECONDS). */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** A process compiles a page's code as its first requests come: each server is warmed up on a page first. */
export const WARM_UP_SECONDS = 3
/** What a browser takes: every bench asks for pages as one does. */
export const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/** The pages the benches measure, with their route ids: home, a search page, and the first car that search lists. */
export async function benchPages(): Promise<ReadonlyArray<readonly [name: string, path: string, routeId: string]>> {
  const searchPage = (await siteRequest(BENCH_SITE, '/search/new-used-and-demo-cars')).text
  const carPath = /href="(\/cars\/[^"?]+)"/.exec(searchPage)?.[1]
  if (!carPath) throw new Error('no car link on the search page: is the stack seeded?')
  return [
    ['home', '/', 'routes/home'],
    ['search', '/search/new-used-and-demo-cars?page=2', 'routes/search'],
    ['vehicle', carPath, 'routes/car'],
  ]
}

/** The addresses of a full render of `path`: each request a new one, so the page cache never answers. */
export function fullRenderPaths(path: string): (n: number) => string {
  const separator = path.includes('?') ? '&' : '?'
  return (n) => `${path}${separator}bench-render=${Date.now()}-${n}`
}

export interface Figures {
  perSecond: number
  /** Every request answered in the run. */
  total: number
  p50: number
  p97_5: number
  errors: number
}

/** autocannon against `port`, as a browser on the bench's site, for `seconds`; `pathOf` gives each request's address. */
export async function load(port: string, connections: number, pathOf: (n: number) => string, seconds = BENCH_SECONDS): Promise<Figures> {
  let n = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { host: BENCH_HOST, ...AS_A_BROWSER },
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
  })
  return {
    perSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

export interface OneProcess {
  port: string
  /** CPU time the process has used so far, in ms; null where /proc can't say (not Linux). */
  cpuMs: () => number | null
  /** Stops it and waits for it to exit (a `--cpu-prof` profile is written as it exits). */
  stop: () => Promise<void>
}

/** Linux's clock ticks a second (`getconf CLK_TCK`), in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100

function processCpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime: the 14th and 15th fields, counted from the one after the command's name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}

/** How long a stopped storefront may take to close its connections and exit before it is killed. */
const STOP_GRACE_MS = 10_000

/**
 * A checkout's storefront as one process on `port` (how the baseline ran), with the settings `npm start` gives its own,
 * and `nodeArgs` for node. Builds from before decision 041 also asked for the secret of the HTTP invalidation endpoint
 * it removed.
 */
export async function oneProcessStorefront(checkout: string, port: number, nodeArgs: readonly string[] = []): Promise<OneProcess> {
  const ports = portsFromEnv(DEVELOPMENT_PORTS)
  const { env } = stackEnvironment({ ports, dataDir: process.env.DATA_DIR ?? DEFAULT_DATA_DIR }, stackDatabaseUri())
  // node itself, not a wrapper, so the process measured is the server: the build's own (storefront/server/), or for a
  // checkout from before it was compiled (decision 049), its server.ts under tsx.
  const compiled = existsSync(join(checkout, 'storefront/server/index.ts'))
  const server = compiled ? ['build/server/index.js'] : ['--import', 'tsx', 'server.ts']
  const child = spawn(process.execPath, [...nodeArgs, ...server], {
    cwd: join(checkout, 'storefront'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_WORKERS: '1', CONTENT_INVALIDATE_SECRET: 'bench-baseline' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit')
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    // SIGINT: the server closes and exits on its own, as it does under `npm start`.
    child.kill('SIGINT')
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(killer)
  }
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('storefront on http') && resolve())
    child.once('exit', (code) => reject(new Error(`the storefront in ${checkout} stopped (exit ${code}) before it listened`)))
  })
  return { port: String(port), cpuMs: () => processCpuMs(child.pid), stop }
}
