/**
 * Storefront benchmark: for each page type, side by side in one run,
 *   - a full render (every request a new address, so the page cache never answers: React Router, loaders, React),
 *   - the page cache (the same address again, brotli, as a browser asks),
 *   - the ceiling: a bare Node `http` server on this machine sending the very same bytes and headers,
 * and the JavaScript each page loads. Run against a running stack (`npm start`): `npm run bench` (STOREFRONT_URL,
 * default http://localhost:3000; BENCH_SECONDS per measurement, default 10). Prints figures; asserts nothing. The load
 * comes from autocannon in this process and goes to this machine only.
 *
 * BENCH_BASELINE names a checkout of an earlier commit whose storefront is built (docs/benchmarks.md): its storefront is
 * started beside the stack with the stack's own settings, and its full render measured in the same run, so the ratio
 * compares two builds on one machine at one moment rather than a figure from another day. This build is then also run
 * as one process beside it, so both the pages a second and the CPU each page costs compare on the same model.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { siteRequest } from '../integration/helpers/site-request'
import { firstLoadSize, kB } from '../../scripts/lib/first-load-js'
import { repoRoot } from '../../scripts/lib/paths'
import { announceEverySiteChanged } from '../integration/helpers/site-changes'
import { stackDatabaseUri } from './stack-database'
import {
  AS_A_BROWSER,
  BENCH_HOST,
  BENCH_SECONDS,
  BENCH_SITE,
  benchPages,
  benchStorefront,
  fullRenderPaths,
  load,
  oneProcessStorefront,
  WARM_UP_SECONDS,
  type Figures,
  type OneProcess,
} from './storefront-process'

/** Connections at a time: enough to keep a 2-core machine busy without queueing for its own sake. */
const RENDER_CONNECTIONS = 8
const CACHED_CONNECTIONS = 32

type Answer = Awaited<ReturnType<typeof siteRequest>>

/** A page from the stack's storefront, asked for as a browser asks. */
const get = (path: string) => siteRequest(BENCH_SITE, path, { headers: AS_A_BROWSER })

/** A bare Node server, in a process of its own as the storefront is, answering every request with these bytes. */
async function bareServer(answer: Answer): Promise<{ port: string; stop: () => void }> {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)))
  const source = `
    const http = require('node:http')
    const body = Buffer.from(process.env.BODY, 'base64')
    const headers = JSON.parse(process.env.HEADERS)
    const server = http.createServer((request, response) => { response.writeHead(200, headers); response.end(body) })
    server.listen(0, '127.0.0.1', () => process.send(server.address().port))`
  const child: ChildProcess = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: answer.bytes.toString('base64'), HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const [port] = (await once(child, 'message')) as [number]
  return { port: String(port), stop: () => child.kill() }
}

/** A full render on one process: its rate, and the server's CPU per page, after a warm-up. */
async function oneProcessRender(server: OneProcess, renderPath: (n: number) => string): Promise<{ figures: Figures; cpuPerPage: number | null }> {
  await load(server.port, RENDER_CONNECTIONS, renderPath, WARM_UP_SECONDS)
  const cpuBefore = server.cpuMs()
  const figures = await load(server.port, RENDER_CONNECTIONS, renderPath)
  const cpuAfter = server.cpuMs()
  const pages = figures.total
  return { figures, cpuPerPage: cpuBefore === null || cpuAfter === null || pages === 0 ? null : (cpuAfter - cpuBefore) / pages }
}

const cpuText = (ms: number | null) => (ms === null ? '-' : `${ms.toFixed(1)} ms`)

/** Shoppers asking for one page at the same moment, right after a site change emptied every cache. */
const AT_ONCE = 60

/**
 * A page asked for by AT_ONCE shoppers at once right after every cache was emptied (a publish, a stock import): how
 * many of them a render answered (the rest waited for it, app/server/page-cache.server.ts) and how long the slowest
 * waited. The median of 3 rounds.
 */
async function afterChange(path: string): Promise<string> {
  const rounds: Array<{ rendered: number; slowest: number }> = []
  for (let round = 0; round < 3; round++) {
    await announceEverySiteChanged(stackDatabaseUri())
    // Each instance hears the message on its own connection: a moment for it to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => get(path).then((answer) => ({ answer, ms: performance.now() - started }))))
    if (answers.some(({ answer }) => answer.status !== 200)) throw new Error(`${path}: not every answer after the change was a 200`)
    rounds.push({
      rendered: answers.filter(({ answer }) => answer.headers['x-page-cache'] !== 'hit').length,
      slowest: Math.max(...answers.map(({ ms }) => ms)),
    })
  }
  const median = rounds.sort((a, b) => a.slowest - b.slowest)[1]
  return `${String(median.rendered).padStart(2)} of ${AT_ONCE} rendered, slowest ${median.slowest.toFixed(0).padStart(4)} ms`
}

/** The page as the page cache sends it: asked until it answers (each worker process keeps its own copy). */
async function cachedCopy(path: string): Promise<Answer> {
  for (let ask = 0; ask < 8; ask++) {
    const answer = await get(path)
    if (answer.headers['x-page-cache'] === 'hit') return answer
  }
  throw new Error(`${path} was never answered from the page cache`)
}

/**
 * The gzipped size of the scripts the page loads first, from the build the stack serves (its manifest names them: the
 * page itself names only its boot module, decision 042), as the budget test counts them.
 */
function javascriptWeight(routeId: string): string {
  return `${kB(firstLoadSize(join(repoRoot, 'storefront/build/client'), routeId).total)} gz`
}

const rate = (figures: Figures) =>
  `${figures.perSecond.toFixed(0).padStart(6)}/s  p50 ${String(figures.p50).padStart(3)} ms  p97.5 ${String(figures.p97_5).padStart(4)} ms`

const pages = await benchPages()

const baselineCheckout = process.env.BENCH_BASELINE
const baseline = baselineCheckout ? await oneProcessStorefront(baselineCheckout, Number(benchStorefront.port) + 20) : null
// This build as one process too: the same model as the baseline, so the CPU a page costs compares directly.
const thisBuildAlone = baselineCheckout ? await oneProcessStorefront(repoRoot, Number(benchStorefront.port) + 21) : null
process.once('exit', () => {
  void baseline?.stop()
  void thisBuildAlone?.stop()
})

console.log(`storefront at ${benchStorefront.origin} (Host ${BENCH_HOST}); ${BENCH_SECONDS} s per figure, one run\n`)
console.log(`${'page'.padEnd(8)} ${'full render'.padEnd(38)} ${'page cache'.padEnd(38)} ${'bare Node, same bytes'.padEnd(38)} cached/bare  page br   JS`)
const baselineLines: string[] = []
const oneProcessLines: string[] = []
const afterChangeLines: string[] = []
for (const [name, path, routeId] of pages) {
  const renderPath = fullRenderPaths(path)
  // A process compiles a page's code as its first requests come: each server is warmed up on the page first.
  await load(benchStorefront.port, RENDER_CONNECTIONS, renderPath, WARM_UP_SECONDS)
  const rendered = await load(benchStorefront.port, RENDER_CONNECTIONS, renderPath)
  if (baseline && thisBuildAlone) {
    const before = await oneProcessRender(baseline, renderPath)
    const alone = await oneProcessRender(thisBuildAlone, renderPath)
    baselineLines.push(
      `${name.padEnd(8)} ${rate(before.figures).padEnd(38)} ${rate(rendered).padEnd(38)} ${`${(rendered.perSecond / before.figures.perSecond).toFixed(2)}×`.padStart(6)}${before.figures.errors ? `  (${before.figures.errors} errors)` : ''}`,
    )
    oneProcessLines.push(
      `${name.padEnd(8)} ${`${before.figures.perSecond.toFixed(0)}/s`.padStart(6)} ${cpuText(before.cpuPerPage).padStart(9)}      ${`${alone.figures.perSecond.toFixed(0)}/s`.padStart(6)} ${cpuText(alone.cpuPerPage).padStart(9)}      ${`${(alone.figures.perSecond / before.figures.perSecond).toFixed(2)}×`.padStart(6)}`,
    )
  }
  const cachedAnswer = await cachedCopy(path)
  const cached = await load(benchStorefront.port, CACHED_CONNECTIONS, () => path)
  const bare = await bareServer(cachedAnswer)
  const ceiling = await load(bare.port, CACHED_CONNECTIONS, () => path)
  bare.stop()
  afterChangeLines.push(`${name.padEnd(8)} ${await afterChange(path)}`)
  const errors = rendered.errors + cached.errors + ceiling.errors
  console.log(
    `${name.padEnd(8)} ${rate(rendered).padEnd(38)} ${rate(cached).padEnd(38)} ${rate(ceiling).padEnd(38)} ${`${((100 * cached.perSecond) / ceiling.perSecond).toFixed(0)}%`.padStart(11)}  ${kB(cachedAnswer.bytes.length).padStart(7)}  ${javascriptWeight(routeId)}${errors ? `  (${errors} errors)` : ''}`,
  )
}
console.log(`\n${AT_ONCE} shoppers asking at once right after a site change emptied every cache (median of 3):`)
for (const line of afterChangeLines) console.log(line)
if (baseline) {
  console.log(`\nfull render beside the baseline (${baselineCheckout}, one process as it was then), measured one after the other:`)
  console.log(`${'page'.padEnd(8)} ${'baseline'.padEnd(38)} ${'this build'.padEnd(38)} ratio`)
  for (const line of baselineLines) console.log(line)
  console.log(`\none process each (the baseline's model): full renders a second and the server's CPU per page`)
  console.log(`${'page'.padEnd(8)} ${'baseline'.padEnd(21)} ${'this build'.padEnd(21)} ratio`)
  for (const line of oneProcessLines) console.log(line)
}
await baseline?.stop()
await thisBuildAlone?.stop()
