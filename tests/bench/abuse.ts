/**
 * Abuse benchmark (issue 19): one client floods one site's /search-api with the largest requests the storefront lets
 * through, while a shopper on another site runs a normal search. Prints the other site's search p50/p95 before and
 * during the flood, the largest answer one flood request got, and how the flood was answered (200, 429, other); first,
 * the requests that once slipped past the proxy's limits, each answered with its status and size, and the second hardening
 * pass's other probes (sign-in codes from one network, made-up queries, sitemaps, the trade-in catalogue, event 39).
 * Run against a running stack (`npm start`): `npm run bench:abuse` (STOREFRONT_URL, default http://localhost:3000;
 * ABUSE_CONCURRENCY, default 64; ABUSE_SECONDS, default 20). Asserts nothing; every request goes to this machine.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { STOCK_RANGE_FACETS, STOCK_REFINEMENT_FACETS, stockIndexName } from '@dealer/stock/index-schema'
import { siteSearchKey } from '../integration/helpers/search-keys'

const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const appId = process.env.ALGOLIA_APP_ID ?? 'local'
const CONCURRENCY = Number(process.env.ABUSE_CONCURRENCY ?? 64)
const SECONDS = Number(process.env.ABUSE_SECONDS ?? 20)
const QUERIES_PATH = '/search-api/1/indexes/*/queries'
const FLOODED = 'bayside-toyota'
const SHOPPER = 'southern-cross'

/** The secured key a site's page hands the browser: the tenant's filter, its index and replicas, an expiry. */
/**
 * The largest request /search-api passes (storefront/app/features/search/search-api-limits.ts): as many queries as the
 * search page ever sends, 100 cars in all, every stock facet at 500 values. Each carries a different price bound, so
 * no answer comes from the service's per-write cache of the landing query's counts.
 */
function floodRequest(round: number): string {
  const facets = [...STOCK_REFINEMENT_FACETS, ...STOCK_RANGE_FACETS]
  const base = { indexName: stockIndexName(FLOODED), facets, maxValuesPerFacet: 500, filters: `price >= ${round % 5000}` }
  const requests = Array.from({ length: 1 + STOCK_REFINEMENT_FACETS.length }, (_, i) =>
    i === 0 ? { ...base, hitsPerPage: 100, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES } : { ...base, hitsPerPage: 0 },
  )
  return JSON.stringify({ requests })
}

/** The search page's own first query (stock-query.ts stockQueries for an empty search): a page of cards and the counts. */
const shopperRequest = JSON.stringify({
  requests: [
    {
      indexName: stockIndexName(SHOPPER),
      query: '',
      filters: '',
      hitsPerPage: 21,
      page: 0,
      facets: STOCK_REFINEMENT_FACETS.filter((facet) => facet !== 'make_model'),
      maxValuesPerFacet: 500,
      attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES,
    },
  ],
})

interface Answer {
  status: number
  bytes: number
  ms: number
}

/**
 * One POST to a site's /search-api, speaking HTTP itself: Node's fetch won't send a Host header of our choosing. Each
 * client names itself in X-Forwarded-For, as the proxy in front of the storefront would.
 */
function postQueries(agent: http.Agent, site: string, apiKey: string, localAddress: string, body: string): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: storefront.port,
        path: QUERIES_PATH,
        method: 'POST',
        agent,
        // Each client connects from a loopback address of its own: the storefront counts a direct client by its address.
        localAddress,
        headers: {
          host: `${site}.localhost:${storefront.port}`,
          'content-type': 'text/plain',
          'content-length': Buffer.byteLength(body),
          'x-algolia-api-key': apiKey,
          'x-algolia-application-id': appId,
        },
      },
      (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }))
        response.on('error', () => resolve({ status: 0, bytes, ms: performance.now() - started }))
      },
    )
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }))
    request.end(body)
  })
}

/** This run's shopper: a loopback address of its own, so an earlier run's counts don't apply. */
const shopperAddress = `127.${10 + crypto.randomInt(240)}.${crypto.randomInt(256)}.${1 + crypto.randomInt(254)}`
/** A brisk shopper: a search every 200 ms (a new filter or a keystroke), well inside one address's allowance. */
const SHOPPER_PACE_MS = 200

/** The shopper's searches, at the shopper's pace, until `until` says stop: their latencies and statuses. */
async function shopperSearches(until: () => boolean): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const key = siteSearchKey(SHOPPER)
  const answers: Answer[] = []
  while (!until()) {
    const answer = await postQueries(agent, SHOPPER, key, shopperAddress, shopperRequest)
    answers.push(answer)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, SHOPPER_PACE_MS - answer.ms)))
  }
  agent.destroy()
  return answers
}

function summary(answers: Answer[]): string {
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const percentile = (p: number) => (latencies.length === 0 ? NaN : latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))])
  const statuses = countStatuses(answers)
  return `p50 ${percentile(50).toFixed(1)} ms   p95 ${percentile(95).toFixed(1)} ms   (${answers.length} searches; ${statuses})`
}

function countStatuses(answers: Answer[]): string {
  const counts = { 200: 0, 429: 0, other: 0 }
  for (const { status } of answers) {
    if (status === 200 || status === 429) counts[status]++
    else counts.other++
  }
  return `200: ${counts[200]}, 429: ${counts[429]}, other: ${counts.other}`
}

const seconds = (n: number) => {
  const end = performance.now() + n * 1000
  return () => performance.now() >= end
}

console.log(`storefront at ${storefront.origin}: flooding ${FLOODED}'s /search-api (${CONCURRENCY} at a time, ${SECONDS} s); shopper on ${SHOPPER}`)
const warmup = await shopperSearches(seconds(2))
if (!warmup.some((answer) => answer.status === 200)) throw new Error(`${SHOPPER}'s /search-api did not answer 200: is the stack up and seeded?`)

// Requests that once slipped past the proxy's limits (issue 44), one each: the answer's status and size.
const SLIPS: Record<string, Record<string, unknown>> = {
  'hitsPerPage null beside params=1000': { hitsPerPage: null, params: 'hitsPerPage=1000', attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES },
  'maxValuesPerFacet null beside params=1000': { hitsPerPage: 0, maxValuesPerFacet: null, params: 'facets=%5B%22*%22%5D&maxValuesPerFacet=1000' },
  'a 60 kB query of words': { query: 'hilux '.repeat(10_000), hitsPerPage: 1, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES },
}
const probeAgent = new http.Agent()
for (const [name, query] of Object.entries(SLIPS)) {
  const body = JSON.stringify({ requests: [{ indexName: stockIndexName(FLOODED), ...query }] })
  const answer = await postQueries(probeAgent, FLOODED, siteSearchKey(FLOODED), shopperAddress, body)
  console.log(`probe, ${name}: ${answer.status}, ${answer.bytes} bytes`)
}

// The second pass's other probes (issue 44), one line each: what an attacker's requests are answered.
interface SiteAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  bytes: number
}
function siteCall(
  site: string,
  path: string,
  {
    method = 'GET',
    body,
    headers = {},
    localAddress = shopperAddress,
  }: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<SiteAnswer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: storefront.port,
        path,
        method,
        localAddress,
        agent: probeAgent,
        headers: { host: `${site}.localhost:${storefront.port}`, ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }))
      },
    )
    request.on('error', () => resolve({ status: 0, headers: {}, bytes: 0 }))
    request.end(body)
  })
}
const aNetwork = () => `127.${10 + crypto.randomInt(240)}.${crypto.randomInt(256)}.${1 + crypto.randomInt(254)}`
const sameOrigin = { 'sec-fetch-site': 'same-origin' }

// Sign-in codes from one network: the spec's 10 an hour, then refusals (each refusal counted for the site's staff).
const signInNetwork = aNetwork()
const sends: number[] = []
for (let send = 0; send < 12; send++) {
  const phone = `04${crypto.randomInt(10_000_000, 100_000_000)}`
  const body = new URLSearchParams({ intent: 'send', phone }).toString()
  const answer = await siteCall(FLOODED, '/sign-in', {
    method: 'POST',
    body,
    localAddress: signInNetwork,
    headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
  })
  sends.push(answer.status)
}
console.log(
  `probe, 12 sign-in codes from one network: ${sends.filter((status) => status === 200).length} sent, ${sends.filter((status) => status === 429).length} refused (429)`,
)
const madeUp = `/?x=${crypto.randomUUID()}`
const pageTwice = [await siteCall(FLOODED, madeUp), await siteCall(FLOODED, madeUp)]
console.log(
  `probe, a page with a made-up query asked twice: ${pageTwice.map((answer) => `${answer.status} ${answer.headers['x-page-cache'] ?? 'rendered'}`).join(', ')}`,
)
const sitemaps = [await siteCall(FLOODED, '/sitemap.xml'), await siteCall(FLOODED, '/sitemap.xml'), await siteCall(FLOODED, '/sitemap.xml')]
console.log(`probe, /sitemap.xml three times: ${sitemaps.map((answer) => `${answer.status} ${answer.headers['x-page-cache'] ?? 'built'}`).join(', ')}`)
const catalogue = await siteCall(FLOODED, `/api/trade-in/catalogue?make=${crypto.randomUUID()}`)
console.log(`probe, the trade-in catalogue for a made-up make: ${catalogue.status}, ${catalogue.bytes} bytes`)
const forged = await siteCall(FLOODED, '/api/events', {
  method: 'POST',
  body: JSON.stringify({ event: 'favourite-added' }),
  headers: { ...sameOrigin, 'content-type': 'application/json' },
})
console.log(`probe, event 39 reported by a browser: ${forged.status}`)

const quiet = await shopperSearches(seconds(SECONDS / 2))
console.log(`${SHOPPER} search, no flood:    ${summary(quiet)}`)

const floodKey = siteSearchKey(FLOODED)
const floodAgent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
const floodAnswers: Answer[] = []
let round = 0
let flooding = true
const floodStarted = performance.now()
const flooders = Array.from({ length: CONCURRENCY }, async () => {
  while (flooding) floodAnswers.push(await postQueries(floodAgent, FLOODED, floodKey, '127.0.0.66', floodRequest(round++)))
})
// Let the flood build up before measuring.
await new Promise((resolve) => setTimeout(resolve, 1000))
const during = await shopperSearches(seconds(SECONDS - 1))
flooding = false
await Promise.all(flooders)
floodAgent.destroy()
const floodSeconds = (performance.now() - floodStarted) / 1000

console.log(`${SHOPPER} search, during flood: ${summary(during)}`)
const largest = floodAnswers.reduce((max, answer) => Math.max(max, answer.bytes), 0)
const floodBytes = floodAnswers.reduce((sum, answer) => sum + answer.bytes, 0)
console.log(
  `flood: ${floodAnswers.length} requests in ${floodSeconds.toFixed(1)} s (${(floodAnswers.length / floodSeconds).toFixed(0)}/s; ${countStatuses(floodAnswers)}); ` +
    `largest answer ${largest} bytes; ${(floodBytes / 1024 / 1024).toFixed(1)} MB in all; ${summary(floodAnswers).replace(/ searches;/, ' requests;')}`,
)
