import { logger, routeConsoleTo } from '@dealer/ops/log'
import { metricsConfigurationProblem, startMetricsServer } from '@dealer/ops/metrics'
import { startTracing } from '@dealer/ops/tracing'
import { smsConfigurationProblem } from './customers/sms'
import { CMS_SERVER_SECRETS, missingSecretsMessage } from './lib/secrets'
import { simulatorsInProductionProblem } from './lib/simulators'

/**
 * Runs once as `next start` boots, before it serves anything: in production, a missing secret or SMS provider, a
 * metrics port open beyond the machine without its token, or a site on a simulator, stops the server here, with a
 * message naming it, rather than at the first request (Payload reads its config lazily). Then the metrics port opens
 * (METRICS_PORT, if set).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Next's own lines (its start, a route's uncaught error) become the process's JSON lines too.
  routeConsoleTo(logger('cms'))
  // Before Payload loads, so its Postgres client is instrumented (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
  await startTracing('cms', { underNext: true })
  const configured = [missingSecretsMessage(CMS_SERVER_SECRETS), smsConfigurationProblem(), metricsConfigurationProblem()].filter((message) => message !== null)
  const messages = configured.length > 0 ? configured : [await simulatorsInProductionProblem('The CMS')].filter((message) => message !== null)
  if (messages.length === 0) {
    // Loaded only now: its checks reach Payload's config, which this file must not load before the refusals above.
    const { CMS_CHECKS } = await import('./lib/readiness')
    await startMetricsServer({ service: 'cms', health: CMS_CHECKS })
    return
  }
  console.error(messages.join('\n'))
  process.exit(1)
}
