// Imported first by lead-worker.ts: its lines are named `lead-worker` before Payload's config asks for the process's
// logger (the first name given is the one kept), and its tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) has patched
// pg before the worker's first query.
import { logger, routeConsoleTo } from '@dealer/ops/log'
import { startTracing } from '@dealer/ops/tracing'

routeConsoleTo(logger('lead-worker'))
await startTracing('lead-worker')
