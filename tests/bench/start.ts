/**
 * Start-up and memory of `npm start` (issue 42): how long a checkout takes from `npm start` to "Ready", warm (builds,
 * database and index kept) and, with BENCH_COLD=1, cold (builds, data and tsx's cache deleted first: build, migrate and
 * seed), and the resident memory of each process it runs, summed over the process and whatever it started (a wrapper
 * and its node, a cluster primary and its workers), once idle. `npm run bench:start`; with BENCH_BASELINE=<checkout> the
 * baseline is measured first in the same run, on the Node named by BENCH_BASELINE_NODE (default: the one on PATH).
 * Each stack runs on ports 3030–3032 (Postgres 5463) and a data folder of its own, so `npm start` may keep running.
 * Asserts nothing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from '../../scripts/lib/paths'

const PORTS = { STOREFRONT_PORT: '3030', CMS_PORT: '3031', SEARCH_PORT: '3032', POSTGRES_PORT: '5463' }
/** What a cold start rebuilds: every build output of this layout and of the one before it (decision 049). */
const BUILD_OUTPUTS = ['cms/.next', 'storefront/build', 'search/dist', 'cms/dist', 'seed/dist', 'scripts/dist']
const IDLE_MS = 5_000
const LAUNCHER = 'npm start itself'
/** Each process `npm start` starts, known by what its command line names (this layout's or the tsx one's). */
const SERVICES: Array<[name: string, args: RegExp]> = [
  ['CMS (next start)', /next-server|next\/dist\/bin\/next|\.bin\/next/],
  ['storefront', /storefront\/build\/server\/index\.js|server\.ts$/],
  ['search service', /search\/dist\/main\.js|src\/main\.ts$/],
  ['outbox worker', /lead-worker\.(js|ts)$/],
  ['Postgres', /postgres/],
]

interface Row {
  pid: number
  ppid: number
  rssKb: number
  args: string
}

interface Measured {
  readySeconds: number
  /** Per service (and the launcher): resident memory in MB and how many processes it is. */
  memory: Map<string, { mb: number; processes: number }>
}

function processTable(): Row[] {
  return execFileSync('ps', ['-ww', '-e', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/)!)
    .map(([, pid, ppid, rss, args]) => ({ pid: Number(pid), ppid: Number(ppid), rssKb: Number(rss), args }))
}

function descendants(rows: Row[], pid: number): Row[] {
  const children = rows.filter((row) => row.ppid === pid)
  return children.flatMap((child) => [child, ...descendants(rows, child.pid)])
}

/** Starts `npm start` in `checkout`, waits for "Ready in", measures once idle, then stops it with Ctrl-C's signal. */
async function measureStart(checkout: string, dataDir: string, env: NodeJS.ProcessEnv): Promise<Measured> {
  const started = performance.now()
  const child = spawn('npm', ['start'], { cwd: checkout, env: { ...env, ...PORTS, DATA_DIR: dataDir }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (/^Ready in [\d.]+ s\./m.test(output)) resolve((performance.now() - started) / 1000)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`npm start in ${checkout} exited (${code}) before it was ready:\n${output.slice(-3000)}`)))
  })
  try {
    const readySeconds = await ready
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    return { readySeconds, ...memoryOf(child) }
  } finally {
    await stop(child)
  }
}

function memoryOf(npm: ChildProcess): Omit<Measured, 'readySeconds'> {
  const rows = processTable()
  // The launcher is the node process that starts the stack (scripts/start.ts under tsx, or scripts/dist/start.js).
  const launcher = descendants(rows, npm.pid!).find((row) => /^\S*node .*scripts\/(dist\/)?start\.(js|ts)/.test(row.args))
  if (!launcher) throw new Error('no npm start launcher among the processes')
  const memory = new Map<string, { mb: number; processes: number }>()
  const add = (name: string, family: Row[]) => {
    const sum = memory.get(name) ?? { mb: 0, processes: 0 }
    memory.set(name, { mb: sum.mb + family.reduce((total, row) => total + row.rssKb, 0) / 1024, processes: sum.processes + family.length })
  }
  add(LAUNCHER, [launcher])
  for (const child of rows.filter((row) => row.ppid === launcher.pid)) {
    const family = [child, ...descendants(rows, child.pid)]
    // What matches no service (tsx's esbuild helper) is the launcher's own.
    add(SERVICES.find(([, args]) => family.some((row) => args.test(row.args)))?.[0] ?? LAUNCHER, family)
  }
  return { memory }
}

async function stop(npm: ChildProcess): Promise<void> {
  if (npm.exitCode !== null || npm.signalCode !== null) return
  const exited = once(npm, 'exit')
  process.kill(-npm.pid!, 'SIGINT')
  const killer = setTimeout(() => process.kill(-npm.pid!, 'SIGKILL'), 30_000)
  await exited
  clearTimeout(killer)
}

function forgetBuildsAndData(checkout: string, dataDir: string): void {
  for (const output of BUILD_OUTPUTS) fs.rmSync(path.join(checkout, output), { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
  for (const entry of fs.readdirSync(os.tmpdir())) if (entry.startsWith('tsx-')) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true })
}

interface CheckoutFigures {
  label: string
  node: string
  cold?: Measured
  warm: Measured
}

async function measureCheckout(label: string, checkout: string, node: string | undefined): Promise<CheckoutFigures> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (node) env.PATH = `${path.dirname(node)}${path.delimiter}${env.PATH}`
  const version = execFileSync(node ?? 'node', ['--version'], { encoding: 'utf8' }).trim()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-start-${label}-`))
  try {
    let cold: Measured | undefined
    if (process.env.BENCH_COLD === '1') {
      forgetBuildsAndData(checkout, dataDir)
      cold = await measureStart(checkout, dataDir, env)
    }
    const warm = await measureStart(checkout, dataDir, env)
    return { label, node: version, cold, warm }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const runs: CheckoutFigures[] = []
const baseline = process.env.BENCH_BASELINE
if (baseline) runs.push(await measureCheckout('baseline', path.resolve(baseline), process.env.BENCH_BASELINE_NODE))
runs.push(await measureCheckout('this', repoRoot, undefined))

const services = [...new Set(runs.flatMap((run) => [...run.warm.memory.keys()]))]
const cell = (value: { mb: number; processes: number } | undefined) => (value ? `${value.mb.toFixed(0)} MB (${value.processes})` : '–')
console.log(`\nnpm start on this machine (${os.cpus().length} cores); memory: resident MB once idle (processes)\n`)
console.log(`| | ${runs.map((run) => `${run.label} (Node ${run.node})`).join(' | ')} |`)
console.log(`|---|${runs.map(() => '---').join('|')}|`)
if (runs.some((run) => run.cold))
  console.log(`| cold: build, migrate, seed | ${runs.map((run) => (run.cold ? `${run.cold.readySeconds.toFixed(1)} s` : '–')).join(' | ')} |`)
console.log(`| warm | ${runs.map((run) => `${run.warm.readySeconds.toFixed(1)} s`).join(' | ')} |`)
for (const service of services) console.log(`| ${service} | ${runs.map((run) => cell(run.warm.memory.get(service))).join(' | ')} |`)
