/**
 * Search service benchmark over realistic stock (seed's generateStock): bulk import through the
 * official client, restart time, query latency in-process (engine time) and over HTTP with the
 * official client, and the resident memory of the service in a process of its own.
 *
 * Run: `npm run bench:search -- [--cars 100000] [--iterations 500]`. Prints figures next to
 * the targets; asserts nothing, so it exits 0 when a target is missed. It works in a temporary data
 * directory (removed at the end) and on 127.0.0.1 ports the OS picks.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { CATALOGUE } from '@dealer/seed/stock/catalogue'
import { generateStock, type FeedDealership } from '@dealer/seed/stock/generate'
import { photoPath } from '@dealer/stock/demo-photos'
import { SeededRandom } from '@dealer/seed/stock/random'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { createSearchServer, localHosts } from '@dealer/search/index'
import { searchIndex } from '@dealer/search/protocol/search-index'
import { stockIndexName, stockIndexSettings, stockReplicas, stockSortIndexName } from '@dealer/stock/index-schema'
import { IndexStore } from '@dealer/search/store/index-store'
import { programPath } from '../../scripts/lib/entries'

const { values: options } = parseArgs({
  options: {
    cars: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '500' },
  },
})
const CAR_COUNT = positiveInteger(options.cars, '--cars')
const ITERATIONS = positiveInteger(options.iterations, '--iterations')
const WARMUP_ITERATIONS = Math.min(100, ITERATIONS)
/** The targets are stated for this many cars; smaller runs are for trying the script out. */
const TARGET_CAR_COUNT = 100_000
const BATCH_SIZE = 1000
/** Cars made and sent at a time (each chunk in batches of BATCH_SIZE). */
const GENERATED_CHUNK = 10_000
const HITS_PER_PAGE = 21
const SERVICE_START_TIMEOUT_MS = 180_000

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SERVICE_MAIN = programPath('searchService')
const credentials = { appId: 'bench-app', adminApiKey: 'bench-admin-key', searchApiKey: 'bench-search-key' }

// One dealer group's index holding every car is the worst case: each query runs over all of them.
const TENANT = 'bench-group'
const INDEX = stockIndexName(TENANT, 'stock_')
const PRICE_ASC_INDEX = stockSortIndexName(INDEX, 'price_asc')
/** A fixed "today", so every run generates the same cars. */
const REFERENCE_DATE = new Date('2026-11-01T00:00:00+10:00')

/** Facets a search page counts but doesn't show as a list, or shows in another form. */
const FACETS_NOT_ON_PAGE = new Set(['status', 'make_model', 'badge', 'weekly_price', 'location_name'])
/** The facets a search page counts: the stock index's facets, less filter-only ones and those above. */
const PAGE_FACETS = stockIndexSettings(INDEX)
  .attributesForFaceting.filter((entry) => !entry.startsWith('filterOnly('))
  .map((entry) => /^searchable\((.+)\)$/.exec(entry)?.[1] ?? entry)
  .filter((attribute) => !FACETS_NOT_ON_PAGE.has(attribute))

const MAKES = [...new Set(CATALOGUE.map((model) => model.make))]
const CAR_TYPES = ['new', 'demo', 'used']
const PRICE_FLOORS = [0, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000]
const PRICE_SPANS = [10_000, 15_000, 20_000, 30_000, 50_000]
/** Misspelt makes and models as shoppers type them: one typo each (a transposition counts as one). */
const TYPO_QUERIES = [
  'toyta',
  'hilx',
  'mazad',
  'hyundia',
  'tuscon',
  'rangr',
  'corola',
  'outlnader',
  'sportgae',
  'klugr',
  'navra',
  'everst',
  'forrester',
  'camery',
  'subrau',
  'volkswagn',
  'toyta hilux',
  'hyundia tucson',
  'ford rangr',
  'subrau outback',
]

/** Dealerships of the group: [name, makes sold new, city, state, postcode]. */
const DEALERSHIP_SITES: Array<[string, string[], string, string, string]> = [
  ['Harbour Toyota', ['Toyota'], 'Parramatta', 'NSW', '2150'],
  ['Harbour Mazda', ['Mazda'], 'Penrith', 'NSW', '2750'],
  ['Harbour Hyundai & Kia', ['Hyundai', 'Kia'], 'Liverpool', 'NSW', '2170'],
  ['Bayside Ford', ['Ford'], 'Geelong', 'VIC', '3220'],
  ['Bayside Volkswagen', ['Volkswagen'], 'Dandenong', 'VIC', '3175'],
  ['Northern Mitsubishi', ['Mitsubishi'], 'Ipswich', 'QLD', '4305'],
  ['Northern Nissan & Isuzu', ['Nissan', 'Isuzu'], 'Townsville', 'QLD', '4810'],
  ['Coastal Subaru', ['Subaru'], 'Southport', 'QLD', '4215'],
  ['Western Honda & MG', ['Honda', 'MG'], 'Osborne Park', 'WA', '6017'],
  ['Southern BYD', ['BYD'], 'Adelaide', 'SA', '5000'],
  ['Capital Kia', ['Kia'], 'Phillip', 'ACT', '2606'],
  ['Island Toyota', ['Toyota'], 'Hobart', 'TAS', '7000'],
]

/** The search parameters the benchmark sends; a plain object type, so the engine and the client both take it. */
type QueryParams = {
  query?: string
  facetFilters?: Array<string | string[]>
  numericFilters?: string[]
  facets?: string[]
  hitsPerPage?: number
  page?: number
  attributesToRetrieve?: string[]
  attributesToHighlight?: string[]
  analytics?: boolean
  clickAnalytics?: boolean
}

interface Query {
  indexName: string
  params: QueryParams
}

interface Target {
  p50?: number
  p99?: number
}

/** A kind of search: each iteration sends one request, a single query or a multi-query. */
interface QueryKind {
  name: string
  target: Target
  request(random: SeededRandom): Query[]
}

interface Latency {
  p50: number
  p95: number
  p99: number
  max: number
  /** Mean nbHits of the request's first query, to show the queries find what a shopper would see. */
  meanHits: number
  /** Mean size of the response as JSON: what HTTP adds to the engine's time grows with it. */
  meanBytes: number
}

interface Figure {
  label: string
  value: string
  target?: string
  met?: boolean
}

/** What a search page asks for per hit: the car card's attributes, as the storefront sends them. */
const CARD = { attributesToRetrieve: [...CAR_SUMMARY_ATTRIBUTES] }

const QUERY_KINDS: QueryKind[] = [
  {
    name: 'faceted: 2 makes + type + price, by price',
    target: { p50: 3, p99: 15 },
    request: (random) => [
      { indexName: PRICE_ASC_INDEX, params: { ...makeTypePriceFilters(random), facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE, ...CARD } },
    ],
  },
  {
    name: 'landing: no filters',
    target: { p50: 5 },
    request: () => [{ indexName: INDEX, params: { facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE, ...CARD } }],
  },
  {
    name: 'text with a typo',
    target: { p50: 10 },
    request: (random) => [{ indexName: INDEX, params: { query: random.pick(TYPO_QUERIES), facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE, ...CARD } }],
  },
  {
    // The same faceted query retrieving whole records (~3.4 kB each): what serialising them costs.
    name: 'faceted, whole records',
    target: {},
    request: (random) => [{ indexName: PRICE_ASC_INDEX, params: { ...makeTypePriceFilters(random), facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE } }],
  },
  {
    // The storefront filters every query on its tenant; here that filter matches every car.
    name: 'landing, tenant-filtered (storefront)',
    target: {},
    request: () => [{ indexName: INDEX, params: { facetFilters: [`tenant:${TENANT}`], facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE } }],
  },
  {
    // The fixed cost of a request, to tell transport and serialisation apart from search work.
    name: 'round trip: no hits, no facets',
    target: {},
    request: () => [{ indexName: INDEX, params: { hitsPerPage: 0 } }],
  },
  {
    name: 'faceted as helper multi-query (4)',
    target: {},
    request: (random) => disjunctiveQueries(PRICE_ASC_INDEX, makeTypePriceFilters(random)),
  },
]

/** The faceted query's filters: two makes OR-ed, a car type and a price range, drawn from the catalogue. */
function makeTypePriceFilters(random: SeededRandom): { facetFilters: Array<string | string[]>; numericFilters: string[] } {
  const floor = random.pick(PRICE_FLOORS)
  return {
    facetFilters: [random.sample(MAKES, 2).map((make) => `make:${make}`), `car_type:${random.pick(CAR_TYPES)}`],
    numericFilters: [`price>=${floor}`, `price<=${floor + random.pick(PRICE_SPANS)}`],
  }
}

/**
 * What algoliasearch-helper sends for a search page with make, car type and price as disjunctive
 * refinements: the main query with every filter, then per refined facet a query without its own
 * filter that counts only that facet (so the page can show the other values and the price range).
 */
function disjunctiveQueries(indexName: string, filters: { facetFilters: Array<string | string[]>; numericFilters: string[] }): Query[] {
  const countOnly = { hitsPerPage: 0, page: 0, attributesToRetrieve: [], attributesToHighlight: [], analytics: false, clickAnalytics: false }
  const without = (attribute: string) =>
    filters.facetFilters.filter((filter) => !(Array.isArray(filter) ? filter : [filter]).some((value) => value.startsWith(`${attribute}:`)))
  return [
    { indexName, params: { ...filters, facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE, ...CARD } },
    { indexName, params: { ...countOnly, facetFilters: without('make'), numericFilters: filters.numericFilters, facets: ['make'] } },
    { indexName, params: { ...countOnly, facetFilters: without('car_type'), numericFilters: filters.numericFilters, facets: ['car_type'] } },
    { indexName, params: { ...countOnly, facetFilters: filters.facetFilters, facets: ['price'] } },
  ]
}

/**
 * Cars `first`..`first + count - 1` of the group's stock, deterministic and spread over the
 * dealerships' two sites each. Made a chunk at a time, so the benchmark never holds all of them.
 */
function generateCars(first: number, count: number): Array<Record<string, unknown>> {
  const dealerships: FeedDealership[] = DEALERSHIP_SITES.map(([name, makes, city, state, postcode], index) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const site = (suffix: string, offset: number) => ({
      id: 9000 + index * 10 + offset,
      name: `${name}${suffix}`,
      slug: `${slug}${suffix ? '-used' : ''}`,
      phone: `02 9${String(index).padStart(3, '0')} 0${offset}00`,
      city,
      state,
      address: `${10 + index} Main Road`,
      postcode,
    })
    return { id: 900 + index, slug, name, makes, locations: [site('', 1), site(' Used Car Centre', 2)] }
  })
  // A spread makes each car a plain object type, which the client's record type accepts.
  return generateStock({ tenant: TENANT, seed: 2026 + first, count, firstId: first, referenceDate: REFERENCE_DATE, dealerships, photoUrl: photoPath }).map(
    (car) => ({ ...car }),
  )
}

async function applySettings(
  client: Algoliasearch,
  indexName: string,
  indexSettings: Parameters<Algoliasearch['setSettings']>[0]['indexSettings'],
): Promise<void> {
  const { taskID } = await client.setSettings({ indexName, indexSettings })
  await client.waitForTask({ indexName, taskID })
}

/** Phase 1: settings and replicas as the seed sets them, then every car in batches, all over HTTP. */
async function importStock(dataDir: string): Promise<Figure[]> {
  const service = createSearchServer({ dataDir, ...credentials })
  const url = `http://127.0.0.1:${await service.listen(0)}`
  // Client and server share this process's event loop, so while the server applies a batch (or
  // compacts its log) the client can't even connect: the default 2 s connect timeout would give up.
  const admin = algoliasearch(credentials.appId, credentials.adminApiKey, {
    hosts: localHosts(url),
    timeouts: { connect: 60_000, read: 120_000, write: 120_000 },
  })
  await applySettings(admin, INDEX, stockIndexSettings(INDEX))
  for (const replica of stockReplicas(INDEX)) await applySettings(admin, replica.name, { customRanking: replica.customRanking })

  // Only saveObjects is timed, not making the cars.
  let importMs = 0
  let peakRss = 0
  for (let first = 1; first <= CAR_COUNT; first += GENERATED_CHUNK) {
    const cars = generateCars(first, Math.min(GENERATED_CHUNK, CAR_COUNT - first + 1))
    const started = performance.now()
    await admin.saveObjects({ indexName: INDEX, objects: cars, batchSize: BATCH_SIZE, waitForTasks: true })
    importMs += performance.now() - started
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }
  const importSeconds = importMs / 1000
  const { nbHits } = await admin.searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 0 } })
  if (nbHits !== CAR_COUNT) throw new Error(`imported ${CAR_COUNT} cars but the index holds ${nbHits}`)
  const memory = process.memoryUsage()
  const diskBeforeClose = directorySize(dataDir)

  const started = performance.now()
  await service.close()
  const closeMs = performance.now() - started
  console.log(`imported ${CAR_COUNT} cars in ${importSeconds.toFixed(1)} s`)
  return [
    { label: `bulk import (batches of ${BATCH_SIZE}, HTTP)`, value: `${Math.round(CAR_COUNT / importSeconds).toLocaleString('en-AU')} records/s` },
    { label: 'data on disk after import', value: megabytes(diskBeforeClose) },
    { label: 'close (compacts the log)', value: milliseconds(closeMs) },
    { label: 'data on disk after close', value: megabytes(directorySize(dataDir)) },
    { label: 'bench process (service + generator) during import: peak RSS', value: megabytes(peakRss) },
    { label: 'bench process (service + generator) after import: RSS', value: megabytes(memory.rss) },
    { label: 'bench process (service + generator) after import: heap used', value: megabytes(memory.heapUsed) },
  ]
}

/** Phase 2: the service opened again in this process (its modules already loaded), up to its first answered query. */
async function restartInProcess(dataDir: string): Promise<Figure[]> {
  const started = performance.now()
  const service = createSearchServer({ dataDir, ...credentials })
  const loadedMs = performance.now() - started
  try {
    const url = `http://127.0.0.1:${await service.listen(0)}`
    await searchClient(url).searchSingleIndex({ indexName: INDEX, searchParams: { facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE } })
    const answeredMs = performance.now() - started
    return [
      { label: 'restart in-process: indices loaded', value: milliseconds(loadedMs) },
      { label: 'restart in-process: first query answered', value: milliseconds(answeredMs) },
    ]
  } finally {
    await service.close()
  }
}

/** Runs each kind's warm-up and timed requests through `send`, one at a time; only `send` is timed. */
async function measure(workload: Map<QueryKind, Query[][]>, send: (queries: Query[]) => Promise<unknown[]> | unknown[]): Promise<Map<QueryKind, Latency>> {
  const latencies = new Map<QueryKind, Latency>()
  for (const [kind, requests] of workload) {
    const timings: number[] = []
    let hits = 0
    let bytes = 0
    for (const [iteration, queries] of requests.entries()) {
      const started = performance.now()
      const results = await send(queries)
      const elapsed = performance.now() - started
      if (iteration < WARMUP_ITERATIONS) continue
      timings.push(elapsed)
      hits += nbHitsOf(results[0])
      bytes += Buffer.byteLength(JSON.stringify({ results }))
    }
    latencies.set(kind, { ...percentiles(timings), meanHits: hits / timings.length, meanBytes: bytes / timings.length })
  }
  return latencies
}

function nbHitsOf(result: unknown): number {
  return typeof result === 'object' && result !== null && 'nbHits' in result && typeof result.nbHits === 'number' ? result.nbHits : 0
}

/** The requests through the official client, sequentially, each as one call to the multi-query endpoint. */
function queryOverHttp(client: Algoliasearch, workload: Map<QueryKind, Query[][]>): Promise<Map<QueryKind, Latency>> {
  return measure(workload, async (queries) => (await client.search({ requests: queries.map(({ indexName, params }) => ({ indexName, ...params })) })).results)
}

/**
 * Phase 3, the service as deployed: its compiled `search/dist/main.js` (`npm run build`) in a process of its own on the
 * benchmark's data, timed from spawn to its first answer (Node's start-up included); then every request
 * through the official client, so the server doesn't share this process's event loop with the client;
 * and its resident memory after loading and after the queries.
 */
async function serviceProcess(dataDir: string, workload: Map<QueryKind, Query[][]>): Promise<{ latencies: Map<QueryKind, Latency>; figures: Figure[] }> {
  const started = performance.now()
  const child = spawn(process.execPath, [SERVICE_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SEARCH_DATA_DIR: dataDir,
      SEARCH_HOST: '127.0.0.1',
      SEARCH_PORT: '0',
      ALGOLIA_APP_ID: credentials.appId,
      ALGOLIA_ADMIN_KEY: credentials.adminApiKey,
      ALGOLIA_SEARCH_KEY: credentials.searchApiKey,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const url = await listeningUrl(child)
    const listeningMs = performance.now() - started
    const client = searchClient(url)
    await client.searchSingleIndex({ indexName: INDEX, searchParams: { facets: PAGE_FACETS, hitsPerPage: HITS_PER_PAGE } })
    const answeredMs = performance.now() - started
    const loaded = residentMemory(child)
    const latencies = await queryOverHttp(client, workload)
    const queried = residentMemory(child)
    const memoryTarget = CAR_COUNT === TARGET_CAR_COUNT ? '≤ 400 MB' : '≤ 400 MB @100k'
    return {
      latencies,
      figures: [
        { label: 'restart as a new process: listening', value: milliseconds(listeningMs) },
        { label: 'restart as a new process: first query answered', value: milliseconds(answeredMs) },
        { label: 'service process RSS after load', value: megabytes(loaded.rss) },
        { label: 'service process RSS after queries', value: megabytes(queried.rss), target: memoryTarget, met: queried.rss <= 400 * 2 ** 20 },
        { label: 'service process peak RSS (VmHWM)', value: megabytes(queried.peak), target: memoryTarget, met: queried.peak <= 400 * 2 ** 20 },
      ],
    }
  } finally {
    await stop(child)
  }
}

/** Phase 4: the engine alone, through the store and searchIndex as the HTTP route calls them. */
async function queryInProcess(
  dataDir: string,
  workload: Map<QueryKind, Query[][]>,
): Promise<{ latencies: Map<QueryKind, Latency>; figures: Figure[]; typoMisses: string[] }> {
  const started = performance.now()
  const store = IndexStore.open(dataDir)
  const openMs = performance.now() - started
  try {
    const latencies = await measure(workload, (queries) =>
      queries.map(({ indexName, params }) => {
        const target = store.queryTarget(indexName)
        if (!target) throw new Error(`no index ${indexName}`)
        return searchIndex(target, params)
      }),
    )
    const memory = process.memoryUsage()
    const primary = store.queryTarget(INDEX)
    // A typo query that finds nothing would flatter the text figures.
    const typoMisses = TYPO_QUERIES.filter((query) => !primary || searchIndex(primary, { query, hitsPerPage: 0 }).nbHits === 0)
    return {
      latencies,
      typoMisses,
      figures: [
        { label: 'IndexStore.open (engine load alone)', value: milliseconds(openMs) },
        { label: 'bench process (engine + client) after queries: RSS', value: megabytes(memory.rss) },
        { label: 'bench process (engine + client) after queries: heap used', value: megabytes(memory.heapUsed) },
      ],
    }
  } finally {
    store.close()
  }
}

/** Resolves with the URL the service prints once it listens; rejects if it exits or takes too long. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`the service did not listen within ${SERVICE_START_TIMEOUT_MS} ms`)), SERVICE_START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) finish(() => resolve(url))
    }
    const onExit = (code: number | null) => fail(new Error(`the service exited (code ${code}) before listening`))
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
      settle()
    }
    const fail = (error: Error) => finish(() => reject(error))
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

/** Asks the service to close (as on a deploy) and waits; kills it if it hangs. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}

/** Resident and peak resident memory of a process, in bytes, from /proc (Linux). */
function residentMemory(child: ChildProcess): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 }
}

function searchClient(url: string): Algoliasearch {
  return algoliasearch(credentials.appId, credentials.searchApiKey, { hosts: localHosts(url, 'read') })
}

function percentiles(timings: number[]): Omit<Latency, 'meanHits' | 'meanBytes'> {
  const sorted = [...timings].sort((a, b) => a - b)
  // Nearest rank: the smallest timing that at least p% of the timings don't exceed.
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] }
}

const TARGETED_PERCENTILES: Array<keyof Target> = ['p50', 'p99']

/** The latencies that have a target; the tables above show the rest. */
function latencyFigures(layer: string, latencies: Map<QueryKind, Latency>): Figure[] {
  return [...latencies].flatMap(([kind, latency]) =>
    TARGETED_PERCENTILES.flatMap((name) => {
      const limit = kind.target[name]
      return limit === undefined
        ? []
        : [{ label: `${layer} ${kind.name}: ${name}`, value: milliseconds(latency[name]), target: `≤ ${limit} ms`, met: latency[name] <= limit }]
    }),
  )
}

function latencyTable(title: string, latencies: Map<QueryKind, Latency>): string {
  const rows = [...latencies].map(([kind, { p50, p95, p99, max, meanHits, meanBytes }]) =>
    [
      kind.name.padEnd(40),
      ...[p50, p95, p99, max].map((value) => value.toFixed(2).padStart(8)),
      Math.round(meanHits).toLocaleString('en-AU').padStart(11),
      `${(meanBytes / 1024).toFixed(1)} kB`.padStart(13),
    ].join(' '),
  )
  const header = [
    'query'.padEnd(40),
    ...['p50', 'p95', 'p99', 'max'].map((name) => name.padStart(8)),
    'mean nbHits'.padStart(11),
    'mean response'.padStart(13),
  ].join(' ')
  return [`${title} (ms, ${ITERATIONS} requests each after ${WARMUP_ITERATIONS} warm-up)`, header, ...rows].join('\n')
}

function summaryTable(figures: Figure[]): string {
  const width = Math.max(...figures.map((figure) => figure.label.length))
  return figures
    .map(({ label, value, target, met }) => {
      const verdict = met === undefined ? '' : met ? 'met' : 'MISSED'
      return `${label.padEnd(width)}  ${value.padStart(16)}  ${(target ?? '').padEnd(20)} ${verdict}`.trimEnd()
    })
    .join('\n')
}

function directorySize(directory: string): number {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .reduce((total, entry) => total + (entry.isFile() ? fs.statSync(path.join(directory, entry.name)).size : 0), 0)
}

function megabytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`
}

function milliseconds(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`
}

function positiveInteger(text: string | undefined, name: string): number {
  const value = Number(text)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not ${text}`)
  return value
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'))
  try {
    console.log(
      `search benchmark: ${CAR_COUNT} cars in ${INDEX}, ${PAGE_FACETS.length} facets (${PAGE_FACETS.join(', ')}), ${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)}), Node ${process.version}`,
    )
    if (CAR_COUNT !== TARGET_CAR_COUNT) console.log(`note: the targets are for ${TARGET_CAR_COUNT} cars`)
    const figures = await importStock(dataDir)

    // The same requests, drawn once, for every layer.
    const random = new SeededRandom(7)
    const workload = new Map(QUERY_KINDS.map((kind) => [kind, Array.from({ length: WARMUP_ITERATIONS + ITERATIONS }, () => kind.request(random))]))

    figures.push(...(await restartInProcess(dataDir)))

    console.log('starting the service as its own process and querying it over HTTP…')
    const service = await serviceProcess(dataDir, workload)
    figures.push(...service.figures)

    console.log('querying in-process…')
    const inProcess = await queryInProcess(dataDir, workload)
    figures.push(...inProcess.figures)

    if (inProcess.typoMisses.length > 0) console.log(`note: typo queries that found nothing: ${inProcess.typoMisses.join(', ')}`)

    console.log()
    console.log(latencyTable('in-process (engine)', inProcess.latencies))
    console.log()
    console.log(latencyTable('over HTTP to the service process (official client, sequential)', service.latencies))
    console.log()
    console.log(summaryTable([...figures, ...latencyFigures('engine', inProcess.latencies), ...latencyFigures('HTTP', service.latencies)]))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
