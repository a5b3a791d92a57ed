import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bin, environment, freePort, repoRoot, start, startStorefrontInstance, type Started } from './helpers/processes'
import { siteRequest } from './helpers/site-request'
import { until } from './helpers/until'

/**
 * Traces over OTLP (docs/operations.md, "Traces"): a storefront and a CMS started here with OTEL_EXPORTER_OTLP_ENDPOINT
 * pointing at a collector run here, on the stack's database. One shopper's request, sent with a W3C trace context, is one
 * trace: the storefront's server span, its calls to the CMS, the CMS's server span under those calls, and the CMS's
 * Postgres queries.
 */

interface ExportedSpan {
  service: string
  scope: string
  name: string
  kind: number
  traceId: string
  spanId: string
  parentSpanId?: string
}

const SERVER = 2
const CLIENT = 3
const spans: ExportedSpan[] = []
let collector: http.Server
let collectorUrl: string
let cms: Started | undefined
let storefront: Started | undefined
let storefrontPort: number

/** An OTLP/HTTP collector taking JSON (the exporter's encoding), keeping every span it is sent. */
async function startCollector(): Promise<void> {
  collector = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }
            scopeSpans: Array<{ scope: { name: string }; spans: Array<Omit<ExportedSpan, 'service' | 'scope'>> }>
          }>
        }
        for (const resource of body.resourceSpans) {
          const service = resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? ''
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, service, scope: scope.scope.name })
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`
}

beforeAll(async () => {
  await startCollector()
  const cmsPort = await freePort()
  cms = start(bin('next'), ['start', '-p', String(cmsPort), '-H', '127.0.0.1'], {
    cwd: path.join(repoRoot, 'cms'),
    env: environment({ NODE_ENV: 'production', OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, METRICS_PORT: undefined }),
  })
  await until(
    'the traced CMS to answer',
    async () => {
      if (cms!.child.exitCode !== null) throw new Error(`the CMS exited: ${cms!.output().slice(-2000)}`)
      return fetch(`http://127.0.0.1:${cmsPort}/api/tenants?limit=1`).then(
        (answer) => answer.ok,
        () => false,
      )
    },
    { timeoutMs: 120_000 },
  )
  storefrontPort = await freePort()
  storefront = await startStorefrontInstance(storefrontPort, {
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
    CMS_INTERNAL_URL: `http://127.0.0.1:${cmsPort}`,
    METRICS_PORT: undefined,
    STOREFRONT_WORKERS: '1',
  })
}, 180_000)

afterAll(async () => {
  await storefront?.stop()
  await cms?.stop()
  collector?.closeAllConnections()
  await new Promise((resolve) => collector?.close(resolve))
})

describe('traces', () => {
  it('follows one request from the storefront through the CMS to Postgres, in the trace it came with', { timeout: 60_000 }, async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    const callerSpan = '00f067aa0ba902b7'
    const page = await siteRequest('bayside-toyota', '/search/new-used-and-demo-cars?query=trace', {
      port: String(storefrontPort),
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    })
    expect(page.status).toBe(200)

    const inTrace = () => spans.filter((span) => span.traceId === traceId)
    const storefrontServer = await until(
      'the storefront’s and the CMS’s spans of the request',
      () => {
        const server = inTrace().find((span) => span.service === 'storefront' && span.kind === SERVER)
        return server && inTrace().some((span) => span.service === 'cms' && span.scope.includes('pg')) ? server : null
      },
      { timeoutMs: 30_000, detail: () => JSON.stringify(inTrace().map(({ service, scope, name }) => `${service} ${scope} ${name}`)) },
    )
    // The storefront's span is the caller's child, named by its route.
    expect(storefrontServer).toMatchObject({ name: 'GET /search/*', parentSpanId: callerSpan })
    // Its calls to the CMS are its children, and the CMS's answer to one of them is that call's child.
    const calls = inTrace().filter((span) => span.service === 'storefront' && span.kind === CLIENT && span.parentSpanId === storefrontServer.spanId)
    expect(calls.length).toBeGreaterThan(0)
    const cmsServer = inTrace().filter((span) => span.service === 'cms' && span.kind === SERVER)
    expect(cmsServer.some((span) => calls.some((call) => call.spanId === span.parentSpanId))).toBe(true)
    // The CMS's queries are in the same trace.
    expect(inTrace().filter((span) => span.service === 'cms' && span.name.startsWith('pg.query')).length).toBeGreaterThan(0)
  })
})
