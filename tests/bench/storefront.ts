/**
 * Storefront benchmark: server throughput per page type and the JavaScript each page ships.
 * Run against a running stack (`npm start`): `npm run bench` (STOREFRONT_URL, default
 * http://localhost:3000). Prints figures; asserts nothing. Requests are bounded in count and time and
 * go to this machine only.
 */
import http from 'node:http'
import { gzipSync } from 'node:zlib'

const base = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const host = `bayside-toyota.localhost:${base.port}`
const agent = new http.Agent({ keepAlive: true })
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const TIME_LIMIT_MS = 30_000

/** GET one page of the site. Node's fetch drops a Host header of our choosing, so this speaks HTTP itself. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: base.port, path, headers: { host }, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
  })
}

async function throughput(path: string): Promise<string> {
  const latencies: number[] = []
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < REQUESTS && performance.now() - started < TIME_LIMIT_MS) {
      next++
      const t0 = performance.now()
      const { status } = await get(path)
      if (status !== 200) throw new Error(`${path} answered ${status}`)
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1)
  return `${(latencies.length / seconds).toFixed(0).padStart(5)} pages/s   p50 ${percentile(50)} ms   p95 ${percentile(95)} ms   (${latencies.length} requests, ${CONCURRENCY} at a time)`
}

/** Sum of the gzipped sizes of every script the page loads (module scripts and preloads). */
async function javascriptWeight(path: string): Promise<string> {
  const { body } = await get(path)
  const sources = new Set([...body.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]))
  let total = 0
  for (const source of sources) total += gzipSync((await get(source)).body, { level: 9 }).length
  return `${(total / 1024).toFixed(1)} kB gz in ${sources.size} files`
}

const { body: searchPage } = await get('/search/new-used-and-demo-cars')
const carPath = /href="(\/cars\/[^"]+)"/.exec(searchPage)?.[1]
if (!carPath) throw new Error('no car link on the search page: is the stack seeded?')
const pages = [
  ['home', '/'],
  ['search', '/search/new-used-and-demo-cars?page=2'],
  ['vehicle', carPath],
] as const

console.log(`storefront at ${base.origin} (Host ${host})`)
for (const [name, path] of pages) {
  await throughput(path) // warm caches and JIT
  console.log(`${name.padEnd(8)} ${await throughput(path)}   JS ${await javascriptWeight(path)}`)
}
