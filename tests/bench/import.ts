/**
 * Stock import benchmark (issue 45): a generated 10,000-car JSON feed imported for one site through the CMS's own path
 * (a feed source, "Run now", the stock-import worker), printing rows checked per second, the time from Run now to the
 * atomic swap, the run's fetch, check and apply times, and the peak resident memory of the worker that ran it, of the
 * CMS server and of the search service (sampled every 100 ms); then one car's price changed in the feed and the time
 * until its page on the storefront shows the new price. With BENCH_IMPORT_GROUP=1, also a group: 20 sites of 5,000
 * cars (100,000 cars) imported at once, with the same peaks.
 *
 * Run against a running stack (`npm start`, whose OUTBOUND_ALLOW lets the worker read this script's feed host on the
 * storefront's port + 92): `npm run bench:import` (CMS_URL, STOREFRONT_URL; BENCH_IMPORT_CARS, default 10000).
 * Creates its own sites (bench-import-*), never a demo site's stock. Asserts nothing.
 */
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { generateStock } from '@dealer/seed/stock/generate'
import { feedRowOf } from '@dealer/seed/stock/feed-rows'
import { photoPath } from '@dealer/stock/demo-photos'
import { formatDollars } from '@dealer/stock/format'
import type { StockCar } from '@dealer/stock/car'
import { superAdminApi, type CmsApi } from './cms-api'

const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const CARS = Number(process.env.BENCH_IMPORT_CARS ?? 10_000)
const GROUP = process.env.BENCH_IMPORT_GROUP === '1'
const FEED_PORT = Number(storefront.port || 3000) + 92
/** The cars are Bayside's kinds at Bayside's dealerships, on sites of the bench's own. */
const DEALERSHIPS = DEMO_TENANTS[0]!.dealerships

/** The feeds this script serves, by path. */
const feeds = new Map<string, string>()

let api: CmsApi

function generatedCars(slug: string, count: number, seed: number): StockCar[] {
  return generateStock({
    tenant: slug,
    seed,
    count,
    firstId: 5_000_000 + seed * 200_000,
    referenceDate: new Date(),
    dealerships: DEALERSHIPS,
    photoUrl: photoPath,
  })
}

/** Resident memory (MB) of the processes whose command line matches, summed. */
function rssMb(pattern: RegExp): number {
  const table = execFileSync('ps', ['-ww', '-e', '-o', 'rss=,args='], { encoding: 'utf8' }).trim().split('\n')
  return (
    table
      .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null && pattern.test(match[2]!))
      .reduce((sum, match) => sum + Number(match[1]), 0) / 1024
  )
}

const PROCESSES: Array<[string, RegExp]> = [
  ['stock-import worker', /lead-worker\.js/],
  ['CMS server (next start)', /next-server|next\/dist\/bin\/next/],
  ['search service', /search\/dist\/main\.js/],
]

/** Samples every process's memory until stopped; answers the peaks. */
function samplePeaks(): () => Map<string, number> {
  const peaks = new Map(PROCESSES.map(([name]) => [name, 0]))
  const timer = setInterval(() => {
    for (const [name, pattern] of PROCESSES) peaks.set(name, Math.max(peaks.get(name)!, rssMb(pattern)))
  }, 100)
  return () => {
    clearInterval(timer)
    return peaks
  }
}

interface Run {
  id: number
  state: string
  rowsTotal: number
  listed: number
  failure: string | null
  heldReason: string | null
  timings: { fetchMs?: number; checkMs?: number; applyMs?: number } | null
}

async function finished(id: number): Promise<Run> {
  for (;;) {
    const run = await api<Run>('GET', `/api/stock-imports/${id}?depth=0`)
    if (['done', 'failed', 'held', 'checked', 'cancelled'].includes(run.state)) return run
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function benchSite(slug: string): Promise<{ site: number; feed: number }> {
  const existing = await api<{ docs: Array<{ id: number }> }>('GET', `/api/tenants?where[slug][equals]=${slug}&depth=0`)
  const site = existing.docs[0]?.id ?? (await api<{ doc: { id: number } }>('POST', '/api/tenants', { name: `Bench ${slug}`, slug, template: 'dealer' })).doc.id
  const sources = await api<{ docs: Array<{ id: number }> }>('GET', `/api/stock-feeds?where[tenant][equals]=${site}&depth=0`)
  const feed =
    sources.docs[0]?.id ??
    (
      await api<{ doc: { id: number } }>('POST', '/api/stock-feeds', {
        name: 'Bench feed',
        url: `http://127.0.0.1:${FEED_PORT}/${slug}.json`,
        format: 'json',
        schedule: 'manual',
        // The bench's feeds change every car's listing date: no rail holds them.
        maxRemovedPercent: 100,
        tenant: site,
      })
    ).doc.id
  return { site, feed }
}

/** A storefront page of a site: fetch can't set Host, and Node can't resolve <slug>.localhost, so ask 127.0.0.1 by Host. */
function pageOf(host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: storefront.port || 80, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    })
    request.on('error', reject)
  })
}

const runNow = async (feed: number) => (await api<{ id: number }>('POST', `/api/stock-feeds/${feed}/run`)).id

async function main() {
  const server = http.createServer((request, response) => {
    const body = feeds.get(request.url ?? '')
    if (body === undefined) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(FEED_PORT, '127.0.0.1', resolve))
  api = await superAdminApi()

  const slug = `bench-import-${CARS}`
  const cars = generatedCars(slug, CARS, 1)
  feeds.set(`/${slug}.json`, JSON.stringify(cars.map(feedRowOf)))
  const { feed } = await benchSite(slug)
  console.log(`feed: ${CARS.toLocaleString('en-AU')} cars, ${(Buffer.byteLength(feeds.get(`/${slug}.json`)!) / 1024 / 1024).toFixed(1)} MB of JSON\n`)

  const stopSampling = samplePeaks()
  const started = performance.now()
  const run = await finished(await runNow(feed))
  const toSwap = (performance.now() - started) / 1000
  const peaks = stopSampling()
  if (run.state !== 'done') throw new Error(`the import ended ${run.state}: ${run.failure ?? run.heldReason}`)
  const timings = run.timings ?? {}
  console.log(`one site, ${run.rowsTotal.toLocaleString('en-AU')} rows, ${run.listed.toLocaleString('en-AU')} listed`)
  console.log(`  rows checked per second:     ${Math.round(run.rowsTotal / ((timings.checkMs ?? 1) / 1000)).toLocaleString('en-AU')}`)
  console.log(`  fetch / check / apply:       ${timings.fetchMs} ms / ${timings.checkMs} ms / ${timings.applyMs} ms`)
  console.log(`  Run now to the atomic swap:  ${toSwap.toFixed(1)} s`)
  for (const [name, mb] of peaks) console.log(`  peak RSS, ${name.padEnd(24)} ${Math.round(mb)} MB`)

  // One car's price changes at the DMS: how long until its page shows it?
  const changed = cars.find((car) => car.status === 'in_stock' && car.price > 10_000 && car.offer_price === null && car.before_price === null)!
  const newPrice = changed.price - 1_234
  feeds.set(`/${slug}.json`, JSON.stringify(cars.map((car) => feedRowOf(car === changed ? { ...car, price: newPrice } : car))))
  const priceStarted = performance.now()
  await runNow(feed)
  const shown = formatDollars(newPrice)
  while (!(await pageOf(`${slug}.localhost:${storefront.port}`, changed.path)).includes(shown)) await new Promise((resolve) => setTimeout(resolve, 100))
  console.log(`  DMS price change to the car's page showing it: ${((performance.now() - priceStarted) / 1000).toFixed(1)} s (${shown})\n`)

  if (GROUP) {
    const sites = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const groupSlug = `bench-import-group-${index + 1}`
        feeds.set(`/${groupSlug}.json`, JSON.stringify(generatedCars(groupSlug, 5_000, index + 2).map(feedRowOf)))
        return benchSite(groupSlug)
      }),
    )
    const stopGroup = samplePeaks()
    const groupStarted = performance.now()
    const runs = await Promise.all(sites.map(async ({ feed: groupFeed }) => runNow(groupFeed)))
    const ended = await Promise.all(runs.map(finished))
    const groupPeaks = stopGroup()
    console.log(`a group: 20 sites of 5,000 cars (${ended.reduce((sum, groupRun) => sum + groupRun.rowsTotal, 0).toLocaleString('en-AU')} rows)`)
    console.log(
      `  all done in ${((performance.now() - groupStarted) / 1000).toFixed(1)} s; ${ended.filter((groupRun) => groupRun.state === 'done').length} of 20 done`,
    )
    for (const [name, mb] of groupPeaks) console.log(`  peak RSS, ${name.padEnd(24)} ${Math.round(mb)} MB`)
  }
  server.close()
}

await main()
