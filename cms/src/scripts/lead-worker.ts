// The outbox worker: sends each lead in the outbox to its destinations, and each shopper alert (price drops, new
// stock) by text or email, retrying with backoff, and runs the sites' stock imports. Started by `npm start`; run more than one if you like, they share the work (see lib/outbox.ts).
// WORKER_OUTBOXES picks the outboxes (default all: leads, alerts, stock-imports): a test runs only the one it controls.
// METRICS_PORT opens its metrics, with /healthz and /readyz (lib/operations-metrics.ts: the outboxes' backlog and more).
import './lead-worker-observability'
import path from 'node:path'
import { getPayload } from 'payload'
import { MAX_DELIVERY_ATTEMPTS } from '../leads/backoff'
import { createMailer, leadSenders } from '../leads/senders'
import { startDeliveryWorker } from '../leads/worker'
import { smsSenderFromEnvironment } from '../customers/sms'
import { startAlertWorker } from '../alerts/worker'
import configPromise from '../payload.config'
import { simulatorsInProductionProblem } from '../lib/simulators'
import { startStockImportWorker } from '../stock/import-worker'
import { metricsConfigurationProblem, startMetricsServer } from '@dealer/ops/metrics'
import { registerOperationsMetrics } from '../lib/operations-metrics'
import { postgresCheck } from '../lib/postgres-check'
import { flushTracing } from '@dealer/ops/tracing'

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const refusal = metricsConfigurationProblem() ?? (await simulatorsInProductionProblem('The outbox worker'))
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
const payload = await getPayload({ config: configPromise })
// Its metrics port (METRICS_PORT) is its only HTTP port, so it answers /healthz and /readyz there too.
registerOperationsMetrics(payload)
await startMetricsServer({ service: 'lead-worker', health: [postgresCheck(() => payload)] })
const OUTBOXES = ['leads', 'alerts', 'stock-imports']
// Set but empty, none: a worker then serves only its metrics (a test's, or a machine's that runs no outbox).
const outboxes = new Set(
  (process.env.WORKER_OUTBOXES ?? OUTBOXES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
)
const unknown = [...outboxes].filter((name) => !OUTBOXES.includes(name))
if (unknown.length > 0) throw new Error(`WORKER_OUTBOXES names ${unknown.join(', ')}: the outboxes are ${OUTBOXES.join(', ')}.`)
const workers: Array<{ stop(): Promise<void> }> = []
const captureDir = process.env.MAIL_CAPTURE_DIR ?? path.resolve(process.env.DATA_DIR ?? '.data', 'mail')
if (outboxes.has('leads')) {
  const senders = leadSenders({
    smtpUrl: process.env.SMTP_URL || undefined,
    captureDir,
    from: process.env.LEAD_EMAIL_FROM ?? 'Website leads <leads@dealer-platform.local>',
    webhookTimeoutMs: number('LEAD_WEBHOOK_TIMEOUT_MS', 10_000),
  })
  workers.push(
    startDeliveryWorker(payload, {
      senders,
      intervalMs: number('LEAD_WORKER_INTERVAL_MS', 2000),
      retryBaseMs: number('LEAD_RETRY_BASE_MS', 30_000),
      leaseMs: number('LEAD_LEASE_MS', 120_000),
      concurrency: number('LEAD_WORKER_CONCURRENCY', 10),
      perDestination: number('LEAD_PER_DESTINATION', 2),
      maxAttempts: number('LEAD_MAX_ATTEMPTS', MAX_DELIVERY_ATTEMPTS),
      adminUrl: process.env.CMS_PUBLIC_URL || undefined,
    }),
  )
  console.log(`lead delivery worker running; email ${process.env.SMTP_URL ? 'over SMTP' : `captured to ${captureDir}`}`)
}
if (outboxes.has('alerts')) {
  const alertsFrom = process.env.ALERT_EMAIL_FROM ?? 'alerts@dealer-platform.local'
  // The sign-in codes' sender and settings (SMS_PROVIDER), the leads' mail server; the retry settings are the leads'.
  workers.push(
    startAlertWorker(payload, {
      sms: smsSenderFromEnvironment(),
      mail: createMailer({ smtpUrl: process.env.SMTP_URL || undefined, captureDir, from: alertsFrom }),
      mailFrom: alertsFrom,
      intervalMs: number('LEAD_WORKER_INTERVAL_MS', 2000),
      retryBaseMs: number('LEAD_RETRY_BASE_MS', 30_000),
      leaseMs: number('LEAD_LEASE_MS', 120_000),
      maxAttempts: number('LEAD_MAX_ATTEMPTS', MAX_DELIVERY_ATTEMPTS),
    }),
  )
  console.log(`alert worker running; texts ${process.env.SMS_PROVIDER === 'twilio' ? 'through Twilio' : 'captured'}`)
}

if (outboxes.has('stock-imports')) {
  workers.push(
    startStockImportWorker(payload, {
      intervalMs: number('STOCK_WORKER_INTERVAL_MS', 5000),
      leaseMs: number('STOCK_IMPORT_LEASE_MS', 60_000),
      runSourcesAtStart: process.env.STOCK_FEEDS_RUN_AT_START === '1',
    }),
  )
  console.log('stock import worker running')
}

const shutdown = async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
  await payload.destroy()
  await flushTracing()
  process.exit(0)
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
