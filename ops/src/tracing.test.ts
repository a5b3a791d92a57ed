import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loggerTo } from './log'
import { observeRequest } from './requests'
import { activeTraceId, startTracing, traceHeaders } from './tracing'

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const CALLER_SPAN = '00f067aa0ba902b7'
const caller = (name: string) => ({ traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` })[name]

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('loads nothing and makes no span worth sending', async () => {
    expect(await startTracing('test')).toBe(false)
    const { run, answered } = observeRequest('GET', caller, { callerNamesSite: true })
    run(() => {
      expect(activeTraceId()).toBeUndefined()
      expect(traceHeaders()).toEqual({})
    })
    answered({ route: '/cars/:slug', status: 200 })
  })
})

describe('tracing on', () => {
  const exporter = new InMemorySpanExporter()
  beforeAll(() => {
    // What startTracing sets up, with the spans kept here instead of sent.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    propagation.setGlobalPropagator(new W3CTraceContextPropagator())
    trace.setGlobalTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }))
  })
  afterEach(() => exporter.reset())
  afterAll(() => {
    trace.disable()
    propagation.disable()
    context.disable()
  })

  it('makes each request a server span in the caller’s trace, named by its route', () => {
    const { answered } = observeRequest('GET', caller, { callerNamesSite: true })
    answered({ route: '/cars/:slug', status: 503 })
    const [span] = exporter.getFinishedSpans()
    expect(span?.name).toBe('GET /cars/:slug')
    expect(span?.spanContext().traceId).toBe(CALLER_TRACE)
    expect(span?.parentSpanContext?.spanId).toBe(CALLER_SPAN)
    expect(span?.attributes).toMatchObject({ 'http.route': '/cars/:slug', 'http.response.status_code': 503 })
    expect(span?.status.code).toBe(2)
  })

  it('sends the trace on with the calls made while answering, and names it in each log line', async () => {
    const lines: string[] = []
    const log = loggerTo({ write: (line: string) => void lines.push(line) })
    const { run, answered } = observeRequest('POST', caller, { callerNamesSite: true })
    const sent = await run(async () => {
      await Promise.resolve()
      log.info('inside')
      return traceHeaders()
    })
    answered({ route: '/api/leads', status: 201 })
    const server = exporter.getFinishedSpans()[0]!
    // The call's parent is the request's own span.
    expect(sent.traceparent).toBe(`00-${CALLER_TRACE}-${server.spanContext().spanId}-01`)
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'inside', traceId: CALLER_TRACE })
  })
})
