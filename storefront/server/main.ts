// The storefront's production server (index.ts loads it once source maps are on). Production without its secrets, or
// with a site on a simulator, stops here, naming them; then it serves from this process (app.ts), or from a worker process per core that all share the
// port (STOREFRONT_WORKERS), each restarted if it dies. Workers share nothing in memory that must agree: their caches
// hear the same site changes from Postgres, and rate limits and payment retries live there too (decision 041).
import cluster from 'node:cluster'
import { logger, routeConsoleTo } from '@dealer/ops/log'
import { metricsConfigurationProblem, startMetricsServer } from '@dealer/ops/metrics'
import { startTracing } from '@dealer/ops/tracing'
import { config, missingSecretsMessage } from '../app/server/config.server'
import { simulatorsAtStartProblem } from './simulators-at-start'

/** Serves the storefront: `clientDirectory` holds the browser's built files. */
export async function startStorefront({ clientDirectory }: { clientDirectory: string }): Promise<void> {
  // Every line this process writes is a JSON line of the one logger, a library's console output included.
  routeConsoleTo(logger('storefront'))
  // Only the primary asks the CMS; its workers start once it has.
  const refusal = missingSecretsMessage() ?? metricsConfigurationProblem() ?? (cluster.isPrimary ? await simulatorsAtStartProblem() : null)
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
  if (cluster.isPrimary && config.serverWorkers > 1) superviseWorkers(config.serverWorkers)
  else {
    // The app is a chunk of its own, so a primary that only supervises never loads it; tracing (when on) starts first,
    // so the app's Postgres client is instrumented as it loads.
    await startTracing('storefront')
    const { startServer } = await import('./app')
    startServer({ clientDirectory })
  }
  // One metrics port per instance, the primary's: with workers it gathers theirs at each scrape.
  if (cluster.isPrimary) await startMetricsServer({ service: 'storefront' })
}

/**
 * Starts `count` workers and keeps that many running until the process is told to stop. A worker that dies before it
 * ever served (a broken build, a port taken) would die again: then the whole server stops with its exit code.
 */
function superviseWorkers(count: number): void {
  let stopping = false
  const served = new Set<number>()
  for (let i = 0; i < count; i++) cluster.fork()
  cluster.on('listening', (worker) => served.add(worker.id))
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // Worker ids are never reused: forget this one, so the set holds only live workers.
    if (!served.delete(worker.id)) {
      console.error(`storefront worker ${worker.process.pid} stopped before it served (${signal ?? `exit ${code}`}); stopping`)
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exit(code || 1)
    }
    console.error(`storefront worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`)
    setTimeout(() => cluster.fork(), 1_000)
  })
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
      setTimeout(() => process.exit(0), 10_000).unref()
    })
}
