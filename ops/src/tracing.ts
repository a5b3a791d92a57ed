import { createRequire, register } from 'node:module'
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api'

/** Where traces go: set, the process exports them over OTLP/HTTP; unset, tracing is off and nothing of its SDK loads. */
const OTLP_ENDPOINT = 'OTEL_EXPORTER_OTLP_ENDPOINT'

let stopTracing: (() => Promise<void>) | null = null

/**
 * Starts the process's tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 073): spans of its requests (by
 * observeRequest), of its `fetch` calls and of its Postgres queries, sent to the collector in batches, and the W3C
 * trace context read from each request and sent on with each call, so one trace follows a shopper's request from the
 * storefront through the CMS and the search service to Postgres. Call it before the modules that use Postgres load:
 * their imports are instrumented as they load. Unset, it loads nothing, and every span made through the API is a no-op.
 *
 * `underNext`: the process is Next's server (the CMS), which imports pg under a hashed alias and exits on SIGTERM
 * without waiting for flushTracing; every other process imports pg by name, or not at all, and flushes as it stops.
 */
export async function startTracing(service: string, { underNext = false }: { underNext?: boolean } = {}): Promise<boolean> {
  if (!process.env[OTLP_ENDPOINT] || stopTracing) return Boolean(stopTracing)
  // ES modules loaded from here on (pg among them) can be instrumented: OpenTelemetry's loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url)
  const [
    { BatchSpanProcessor, TracerProvider },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { registerInstrumentations },
    { UndiciInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and OTEL_EXPORTER_OTLP_HEADERS) itself.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  })
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(provider)
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new UndiciInstrumentation(), new PgInstrumentation()] })
  stopTracing = () => provider.shutdown()
  if (underNext) {
    // pg, required here by its own name, is patched now; Next imports it later under a hashed alias that the
    // instrumentation would not recognise, and gets this same, patched, module.
    createRequire(import.meta.url)('pg')
    // Next's shutdown doesn't wait for flushTracing: the last batch goes if it can.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stopTracing?.())
  }
  return true
}

/** Sends the spans still batched, once: each process's shutdown awaits it before it exits. Nothing while tracing is off. */
export async function flushTracing(): Promise<void> {
  await stopTracing?.()
}

const tracer = () => trace.getTracer('dealer-platform')

/** A request's server span, its parent read from the request's `traceparent`: a no-op span while tracing is off. */
export function startServerSpan(method: string, header: (name: string) => string | null | undefined): { span: Span; context: Context } {
  const carrier = { traceparent: header('traceparent') ?? undefined, tracestate: header('tracestate') ?? undefined }
  const parent = propagation.extract(ROOT_CONTEXT, carrier)
  const span = tracer().startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent)
  return { span, context: trace.setSpan(parent, span) }
}

/** Ends a request's server span, named by its route as OpenTelemetry's HTTP conventions name it. */
export function endServerSpan(span: Span, method: string, route: string, status: number): void {
  span.updateName(`${method} ${route}`)
  span.setAttributes({ 'http.route': route, 'http.response.status_code': status })
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
  span.end()
}

/** Runs `work` with `spanContext` as the active trace context. */
export function withSpanContext<T>(spanContext: Context, work: () => T): T {
  return context.with(spanContext, work)
}

/** The W3C trace context of the active span, for a call made with a client that isn't instrumented (Node's http). */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {}
  propagation.inject(context.active(), carrier)
  return carrier
}

/** The active trace's id, for log lines: none while tracing is off. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext()
  return spanContext && spanContext.traceFlags !== 0 ? spanContext.traceId : undefined
}
