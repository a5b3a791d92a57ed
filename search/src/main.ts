/** Runs the search service: compiled to search/dist/main.js, which `npm start -w search` and the root `npm start` run. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logger, routeConsoleTo } from '@dealer/ops/log'
import { metricsConfigurationProblem, startMetricsServer } from '@dealer/ops/metrics'
import { flushTracing, startTracing } from '@dealer/ops/tracing'
import { createSearchServer } from './index'

// src/ and dist/ sit at the same depth, so the repository's root is two folders up from either.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const host = process.env.SEARCH_HOST ?? '127.0.0.1'
routeConsoleTo(logger('search'))

// Development keys are the local ones everyone knows; production has its own or doesn't start. As everywhere
// (cms-contract/deployment.ts, which this package doesn't depend on), only DEALER_ENV=development is development.
const missingKeys = ['ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY'].filter((name) => !process.env[name])
const metricsProblem = metricsConfigurationProblem()
if (metricsProblem) {
  console.error(`The search service does not start: ${metricsProblem}`)
  process.exit(1)
}
if (process.env.DEALER_ENV !== 'development' && missingKeys.length > 0) {
  console.error(`The search service does not start in production without ${missingKeys.join(' and ')}: set each to a long random value.`)
  process.exit(1)
}
await startTracing('search')
const service = createSearchServer({
  dataDir: process.env.SEARCH_DATA_DIR ?? path.join(repoRoot, '.data/search'),
  appId: process.env.ALGOLIA_APP_ID ?? 'local',
  adminApiKey: process.env.ALGOLIA_ADMIN_KEY || 'local-admin-key',
  searchApiKey: process.env.ALGOLIA_SEARCH_KEY || 'local-search-key',
})
const port = await service.listen(Number(process.env.SEARCH_PORT ?? 3002), host)
console.log(`search service listening on http://${host}:${port}`)
await startMetricsServer({ service: 'search', health: service.readiness })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Writes are on disk before they're acknowledged; closing compacts the logs so the next start is quick.
  process.once(signal, () => {
    service.close().then(
      () => flushTracing().finally(() => process.exit(0)),
      (error: unknown) => {
        console.error('search service: failed to close cleanly', error)
        process.exit(1)
      },
    )
  })
}
