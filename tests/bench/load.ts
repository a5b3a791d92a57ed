/**
 * Load test (issue 25): 60 s at 200 requests a second against the whole running stack (`npm start`), a realistic mix
 * from 500 simulated shoppers behind the stack's stand-in proxy (a connection per request) (each its own X-Forwarded-For, so the per-shopper
 * limits apply as they would in production): home pages, listings with filters, sort and pages, vehicle pages,
 * the listings' own /search-api queries, and one enquiry a second. Open loop: requests go out on the clock whether or
 * not earlier ones have been answered, so a slow server shows as latency, not as fewer requests. Prints p50/p95/p99 and
 * errors per kind and overall; asserts nothing. `npm run bench:load` (STOREFRONT_URL; LOAD_SECONDS, LOAD_RATE).
 * LOAD_AFTER_CHANGE=1 first says on Postgres that every site changed, as the CMS does after a change all sites share:
 * every storefront instance drops its cached pages and content, and the run starts as it would right after a publish.
 */
import crypto from 'node:crypto'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { STOCK_REFINEMENT_FACETS, STOCK_SORTS, stockIndexName } from '@dealer/stock/index-schema'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { siteSearchKey } from '../integration/helpers/search-keys'
import { siteRequest } from '../integration/helpers/site-request'
import { announceEverySiteChanged } from '../integration/helpers/site-changes'
import { stackDatabaseUri } from './stack-database'
import { AS_A_BROWSER } from './storefront-process'

const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const RATE = Number(process.env.LOAD_RATE ?? 200)
interface Sent {
  status: number
  ms: number
  body: string
  location?: string
}

/** One request from `shopper`, through the stack's stand-in proxy (siteRequest), timed; no answer is status 0. */
async function send(
  site: string,
  path: string,
  shopper: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const started = performance.now()
  try {
    const answer = await siteRequest(site, path, { ...options, shopper, headers: { ...AS_A_BROWSER, ...options.headers } })
    return { status: answer.status, ms: performance.now() - started, body: answer.text, location: answer.headers.location }
  } catch {
    return { status: 0, ms: performance.now() - started, body: '' }
  }
}

/** What each site offers to ask for: its car pages and its listings' filter addresses, read from its own pages. */
async function discover(site: string) {
  const identity = { headers: { 'accept-encoding': 'identity' } }
  let answer = await send(site, '/search/new-used-and-demo-cars', '10.0.0.1', identity)
  // A site with a default city sends the bare listing to its city's.
  if (answer.status === 302 && answer.location)
    answer = await send(site, new URL(answer.location, storefront).pathname + new URL(answer.location, storefront).search, '10.0.0.1', identity)
  const listing = answer.body
  const cars = [...new Set([...listing.matchAll(/href="(\/cars\/[^"?#]+)"/g)].map((match) => match[1]))]
  const filters = [...new Set([...listing.matchAll(/href="(\/search\/[^"#]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&')))]
  if (cars.length === 0 || filters.length === 0) throw new Error(`${site}: no cars or filters on its listing; is the stack seeded?`)
  return { site, cars, filters, key: siteSearchKey(site) }
}

const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)]
const shoppers = Array.from({ length: 500 }, (_, i) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`)
const SORTS = Object.keys(STOCK_SORTS)

type Site = Awaited<ReturnType<typeof discover>>
type Kind = 'home' | 'listing' | 'vehicle' | 'search-api' | 'lead'

/** One request of the mix: 15% home, 25% listing (a filter, a sort or a page), 35% vehicle, 25% /search-api. */
function mixed(site: Site): { kind: Kind; sent: Promise<Sent> } {
  const shopper = pick(shoppers)
  const roll = crypto.randomInt(100)
  if (roll < 15) return { kind: 'home', sent: send(site.site, '/', shopper) }
  if (roll < 40) {
    const filter = pick(site.filters)
    const separator = filter.includes('?') ? '&' : '?'
    const variant = crypto.randomInt(3)
    const path = variant === 0 ? filter : variant === 1 ? `${filter}${separator}sortBy=${pick(SORTS)}` : `${filter}${separator}page=${1 + crypto.randomInt(3)}`
    return { kind: 'listing', sent: send(site.site, path, shopper) }
  }
  if (roll < 75) return { kind: 'vehicle', sent: send(site.site, pick(site.cars), shopper) }
  const body = JSON.stringify({
    requests: [
      {
        indexName: stockIndexName(site.site),
        query: '',
        filters: crypto.randomInt(2) === 0 ? '' : `price <= ${20_000 + crypto.randomInt(60) * 1000}`,
        hitsPerPage: 21,
        page: crypto.randomInt(3),
        facets: STOCK_REFINEMENT_FACETS.filter((facet) => facet !== 'make_model'),
        maxValuesPerFacet: 500,
        attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES,
      },
    ],
  })
  return {
    kind: 'search-api',
    sent: send(site.site, '/search-api/1/indexes/*/queries', shopper, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain', 'x-algolia-api-key': site.key, 'x-algolia-application-id': process.env.ALGOLIA_APP_ID ?? 'local' },
    }),
  }
}

let leadCount = 0
const LEAD_SHOPPERS_FROM = crypto.randomInt(250 * 250)
/** An enquiry about a car, as the vehicle page's form sends it, from a shopper of its own (the hourly lead limit). */
function lead(site: Site): { kind: Kind; sent: Promise<Sent> } {
  leadCount++
  const body = JSON.stringify({
    form: 'enquiry',
    kind: 'enquire',
    car: pick(site.cars).slice('/cars/'.length),
    idempotencyKey: crypto.randomUUID(),
    values: {
      name: 'Load',
      last_name: `Test ${leadCount}`,
      email: `load-${leadCount}@example.com`,
      phone: `04${crypto.randomInt(10_000_000, 100_000_000)}`,
      postcode: '4163',
      message: 'Is it still available?',
    },
  })
  // A run's own addresses: the hourly lead limit lives in Postgres, so a second run within the hour would meet it.
  const address = (LEAD_SHOPPERS_FROM + leadCount) % (250 * 250)
  const shopper = `10.78.${Math.floor(address / 250)}.${(address % 250) + 1}`
  return { kind: 'lead', sent: send(site.site, '/api/leads', shopper, { method: 'POST', body, headers: { 'content-type': 'application/json' } }) }
}

function percentile(sorted: number[], p: number): string {
  if (sorted.length === 0) return '-'
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(0)
}

const sites = await Promise.all(DEMO_TENANTS.map((tenant) => discover(tenant.slug)))
const afterChange = process.env.LOAD_AFTER_CHANGE === '1'
if (afterChange) await announceEverySiteChanged(stackDatabaseUri())
console.log(
  `load: ${SECONDS} s at ${RATE} requests/s (one a second an enquiry) against ${storefront.origin}, ${sites.length} sites, 500 shoppers${afterChange ? ', every cache emptied first' : ''}\n`,
)
const results: Array<{ kind: Kind; status: number; ms: number }> = []
const pending: Array<Promise<void>> = []
const started = performance.now()
let sentCount = 0
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000
    if (elapsed >= SECONDS) {
      clearInterval(tick)
      resolve()
      return
    }
    // Catch up to the schedule: RATE a second, the first of each second's an enquiry.
    while (sentCount < Math.floor(elapsed * RATE) + 1) {
      const site = sites[sentCount % sites.length]
      const { kind, sent } = sentCount % RATE === 0 ? lead(site) : mixed(site)
      sentCount++
      pending.push(sent.then((answer) => void results.push({ kind, status: answer.status, ms: answer.ms })))
    }
  }, 2)
})
await Promise.all(pending)
const wall = (performance.now() - started) / 1000

const expected: Record<Kind, number[]> = { home: [200], listing: [200], vehicle: [200], 'search-api': [200], lead: [201] }
console.log(`${'kind'.padEnd(11)} ${'requests'.padStart(8)}  ${'p50'.padStart(5)}  ${'p95'.padStart(5)}  ${'p99'.padStart(5)} ms  errors`)
for (const kind of [...Object.keys(expected), 'all'] as Array<Kind | 'all'>) {
  const of = results.filter((result) => kind === 'all' || result.kind === kind)
  const latencies = of.map((result) => result.ms).sort((a, b) => a - b)
  const errors = of.filter((result) => !(kind === 'all' ? expected[result.kind] : expected[kind]).includes(result.status))
  const byStatus = [...new Set(errors.map((error) => error.status))].map(
    (status) => `${errors.filter((error) => error.status === status).length}×${status || 'no answer'}`,
  )
  console.log(
    `${kind.padEnd(11)} ${String(of.length).padStart(8)}  ${percentile(latencies, 50).padStart(5)}  ${percentile(latencies, 95).padStart(5)}  ${percentile(latencies, 99).padStart(5)}     ${errors.length}${byStatus.length ? ` (${byStatus.join(', ')})` : ''}`,
  )
}
console.log(`\n${results.length} requests in ${wall.toFixed(1)} s: ${(results.length / wall).toFixed(0)} a second answered`)
