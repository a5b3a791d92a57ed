import cluster from 'node:cluster'
import { timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import { isIP } from 'node:net'
import client from 'prom-client'
import { answerHealth, checkReadiness, type ReadinessCheck } from './readiness'

/**
 * The process's metrics, in prom-client's default registry: a storefront's worker processes answer its primary from
 * there (prom-client's cluster aggregation), so one scrape sees them all. Names follow OpenTelemetry's semantic
 * conventions where one exists (`http.server.request.duration` is `http_server_request_duration_seconds`), our own
 * otherwise, each prefixed `dealer_`.
 */
export const metrics = client

/**
 * The metric of that name already in the process's registry, else a new one: a module may be evaluated more than once
 * in a process (Next bundles the CMS's route handlers apart from its instrumentation hook; a development server reloads
 * an edited module), its metrics not. Every metric is made through this.
 */
export function once<T extends client.Metric>(name: string, make: (name: string) => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? make(name)
}

/** How long each answer took, by route template and status class: the latency and 5xx-rate alerts read it. */
export const httpServerDuration = once(
  'http_server_request_duration_seconds',
  (name) =>
    new client.Histogram({
      name,
      help: 'Duration of HTTP server requests, by method, route template and status class (2xx, 4xx, 5xx).',
      labelNames: ['http_request_method', 'http_route', 'http_response_status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
)

/** Records one answered request: `route` is its template (`/cars/:slug`), never the address, so label values stay few. */
export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpServerDuration.observe({ http_request_method: method, http_route: route, http_response_status_class: `${Math.floor(status / 100)}xx` }, seconds)
}

/**
 * Labels every series with what the process is (`storefront`, `cms`, `search`, `lead-worker`) and collects Node's own
 * figures: event-loop lag, heap, GC, handles, CPU. Once per process; a storefront's workers each call it.
 */
let instrumented = false
export function instrumentProcess(service: string): void {
  if (instrumented) return
  instrumented = true
  client.register.setDefaultLabels({ service })
  client.collectDefaultMetrics()
  // A cluster worker answers its primary's scrapes: prom-client listens for them once an aggregator exists here.
  if (cluster.isWorker) new client.AggregatorRegistry()
}

/**
 * `dealer_ready`: 1 when every one of `checks` answered at this scrape, else 0 (its /readyz says which failed), so an
 * alert sees a process that is up but can't work. Across a storefront's workers, the lowest.
 */
export function exportReadiness(checks: readonly ReadinessCheck[]): void {
  once(
    'dealer_ready',
    (name) =>
      new client.Gauge({
        name,
        help: '1 when every dependency answered the readiness checks at this scrape, else 0 (GET /readyz names them).',
        aggregator: 'min',
        async collect() {
          this.set((await checkReadiness(checks)).ready ? 1 : 0)
        },
      }),
  )
}

export interface MetricsServerOptions {
  /** What the process is, as a label on every series: `storefront`, `cms`, `search`, `lead-worker`. */
  service: string
  /** Readiness checks the metrics port answers too, with its liveness: for a worker, which has no other HTTP port. */
  health?: readonly ReadinessCheck[]
  env?: NodeJS.ProcessEnv
}

/** Why the metrics port can't start as configured, or null. */
export function metricsConfigurationProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!env.METRICS_PORT) return null
  const port = Number(env.METRICS_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) return `METRICS_PORT must be a port number (1–65535), not "${env.METRICS_PORT}".`
  const host = env.METRICS_HOST ?? '127.0.0.1'
  if (!isLoopback(host) && !env.METRICS_TOKEN)
    return `METRICS_HOST is ${host}, beyond this machine: set METRICS_TOKEN (a long random value) so only Prometheus, sending it as a bearer token, reads the metrics.`
  return null
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'))

/**
 * Serves `GET /metrics` (Prometheus' text format) on METRICS_PORT, bound to METRICS_HOST (127.0.0.1 unless set); beyond
 * loopback only with METRICS_TOKEN, which every scrape must then send as `Authorization: Bearer …`. With `health`, also
 * `/healthz` and `/readyz`. Nothing when METRICS_PORT is unset. In a storefront's cluster the primary calls this
 * and answers for every worker. A configuration it can't serve (see metricsConfigurationProblem) throws.
 */
export async function startMetricsServer({ service, health, env = process.env }: MetricsServerOptions): Promise<http.Server | null> {
  instrumentProcess(service)
  if (health) exportReadiness(health)
  const problem = metricsConfigurationProblem(env)
  if (problem) throw new Error(problem)
  if (!env.METRICS_PORT) return null
  const aggregator = cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0 ? new client.AggregatorRegistry() : null
  const token = env.METRICS_TOKEN ? Buffer.from(`Bearer ${env.METRICS_TOKEN}`) : null
  const server = http.createServer((request, response) => {
    // With a token, nothing here answers without it: not the metrics, not which dependencies fail and why.
    const sent = Buffer.from(request.headers.authorization ?? '')
    if (token && (sent.length !== token.length || !timingSafeEqual(sent, token))) {
      return void response.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
    }
    if (health && answerHealth(request, response, health)) return
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || request.method !== 'GET') return void response.writeHead(404).end()
    const scrape = aggregator ? aggregator.clusterMetrics() : client.register.metrics()
    scrape.then(
      (text) => response.writeHead(200, { 'content-type': client.register.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : 'metrics failed'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(env.METRICS_PORT), env.METRICS_HOST ?? '127.0.0.1', () => resolve())
  })
  return server
}
