/**
 * Where a full render's CPU goes (issue 25: "profile it"). For the home, search and vehicle pages in turn, this build's
 * storefront runs as one process under `node --cpu-prof` beside the running stack, renders the page at a new address per
 * request (as `npm run bench`'s full render) for a warm-up and then BENCH_SECONDS, and stops; its profile is then read
 * and the CPU each page cost is printed by kind of work (scripts/lib/cpu-profile.ts). `npm run bench:profile`, with the
 * stack running. Prints figures; asserts nothing. A profile holds the main thread only (not V8's helper threads nor
 * the thread pool), so its total is a little below `npm run bench`'s one-process CPU from /proc; the shares are what it
 * is for. The profiles stay in PROFILE_DIR (default: a new temporary folder) for Chrome's DevTools.
 */
import type { Profiler } from 'node:inspector'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cpuByCategory, OTHER, type CpuCategory } from '../../scripts/lib/cpu-profile'
import { repoRoot } from '../../scripts/lib/paths'
import { BENCH_SECONDS, benchPages, benchStorefront, fullRenderPaths, load, oneProcessStorefront, WARM_UP_SECONDS, type Figures } from './storefront-process'

const CONNECTIONS = 4
/** Beside `npm run bench`'s baseline (+20) and this build alone (+21). */
const PORT = Number(benchStorefront.port) + 22
const profileRoot = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'storefront-profile-'))

const WARM_UP = 'code loading (warm-up, left out)'
/** Kinds of work, each named by the outermost frame that does it (the render's own calls into our components count as the render). */
const categories: CpuCategory[] = [
  { name: 'React: the page rendered to HTML', pattern: /^(performWork|startFlowing|flushCompletedQueues|completeAll) .*react-dom/ },
  { name: 'compression (brotli 5, compression.server.ts)', pattern: /^compressOnce / },
  { name: "React Router: loaders' data as turbo-stream", pattern: /^encodeViaTurboStream .*react-router/ },
  { name: 'garbage collection', pattern: /^\(garbage collector\)/ },
  { name: WARM_UP, pattern: /node:internal\/modules\// },
]
const REST = 'the rest: HTTP, Express, routing, loaders'

/** The main thread's profile in `dir`: the largest file (a loader's worker thread writes a small one beside it). */
function mainThreadProfile(dir: string): Profiler.Profile {
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)
  if (!largest) throw new Error(`no profile was written to ${dir}`)
  return JSON.parse(readFileSync(largest, 'utf8')) as Profiler.Profile
}

/** The page rendered at new addresses by a profiled process: the warm-up's figures and the measured run's. */
async function renderProfiled(path: string, dir: string): Promise<{ warmUp: Figures; measured: Figures }> {
  const server = await oneProcessStorefront(repoRoot, PORT, ['--cpu-prof', `--cpu-prof-dir=${dir}`])
  const paths = fullRenderPaths(path)
  // Stopped whatever happens: its profile is written as it exits, and no server is left behind.
  try {
    const warmUp = await load(server.port, CONNECTIONS, paths, WARM_UP_SECONDS)
    return { warmUp, measured: await load(server.port, CONNECTIONS, paths) }
  } finally {
    await server.stop()
  }
}

const pages = await benchPages()
const columns: Array<{ page: string; pages: number; perSecond: number; byCategory: Map<string, number> }> = []
for (const [page, path] of pages) {
  const dir = join(profileRoot, page)
  rmSync(dir, { recursive: true, force: true })
  const { warmUp, measured } = await renderProfiled(path, dir)
  if (warmUp.errors + measured.errors > 0) throw new Error(`${path}: ${warmUp.errors + measured.errors} requests failed`)
  columns.push({ page, pages: warmUp.total + measured.total, perSecond: measured.perSecond, byCategory: cpuByCategory(mainThreadProfile(dir), categories) })
}

const LABEL_WIDTH = 52
const cell = (text: string) => text.padStart(18)
console.log(
  `this build as one process under the profiler, ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up + ${BENCH_SECONDS} s a page; CPU per page (share)\n`,
)
console.log(`${'kind of work'.padEnd(LABEL_WIDTH)}${columns.map(({ page }) => cell(page)).join('')}`)
const rows = [...categories.map(({ name }) => name).filter((name) => name !== WARM_UP), REST]
const counted = columns.map(({ byCategory }) => [...byCategory].filter(([name]) => name !== WARM_UP).reduce((sum, [, ms]) => sum + ms, 0))
for (const row of rows) {
  const cells = columns.map(({ byCategory, pages }, i) => {
    const ms = byCategory.get(row === REST ? OTHER : row) ?? 0
    return cell(`${(ms / pages).toFixed(2)} ms ${`(${((100 * ms) / counted[i]).toFixed(0)}%)`.padStart(5)}`)
  })
  console.log(`${row.padEnd(LABEL_WIDTH)}${cells.join('')}`)
}
console.log(
  `${'all (warm-up code loading left out)'.padEnd(LABEL_WIDTH)}${columns.map(({ pages }, i) => cell(`${(counted[i] / pages).toFixed(2)} ms      `)).join('')}`,
)
console.log(
  `${'full renders a second, under the profiler'.padEnd(LABEL_WIDTH)}${columns.map(({ perSecond }) => cell(`${perSecond.toFixed(0)}/s      `)).join('')}`,
)
console.log(`\nprofiles: ${profileRoot}`)
