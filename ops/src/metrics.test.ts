import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { httpServerDuration, metricsConfigurationProblem, recordHttpRequest, startMetricsServer } from './metrics'

describe('metricsConfigurationProblem', () => {
  it('has none without a port, or on loopback', () => {
    expect(metricsConfigurationProblem({})).toBeNull()
    expect(metricsConfigurationProblem({ METRICS_PORT: '9464' })).toBeNull()
    expect(metricsConfigurationProblem({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.2' })).toBeNull()
    expect(metricsConfigurationProblem({ METRICS_PORT: '9464', METRICS_HOST: '::1' })).toBeNull()
  })

  it('refuses a port open beyond the machine without its token, and a port that is no port', () => {
    expect(metricsConfigurationProblem({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatch(/set METRICS_TOKEN/)
    expect(metricsConfigurationProblem({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatch(/METRICS_HOST is 10\.0\.0\.5/)
    expect(metricsConfigurationProblem({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'x'.repeat(32) })).toBeNull()
    expect(metricsConfigurationProblem({ METRICS_PORT: 'ninety' })).toMatch(/must be a port number/)
  })
})

describe('recordHttpRequest', () => {
  it('counts a request under its route and its status class, not its status', async () => {
    recordHttpRequest('GET', '/test/:id', 404, 0.012)
    recordHttpRequest('GET', '/test/:id', 410, 0.02)
    const { values } = await httpServerDuration.get()
    const count = values.find(
      (value) =>
        value.metricName === 'http_server_request_duration_seconds_count' &&
        value.labels.http_route === '/test/:id' &&
        value.labels.http_response_status_class === '4xx',
    )
    expect(count?.value).toBe(2)
  })
})

describe('startMetricsServer', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })

  it('with a token, answers nothing without it: not the metrics, not its health', async () => {
    const port = await freePort()
    const token = 'a-long-random-metrics-token-for-a-unit-test'
    const server = await startMetricsServer({
      service: 'unit-test',
      health: [{ name: 'postgres', check: () => Promise.reject(new Error('refused')) }],
      env: { METRICS_PORT: String(port), METRICS_TOKEN: token },
    })
    try {
      const base = `http://127.0.0.1:${port}`
      for (const path of ['/metrics', '/healthz', '/readyz']) expect((await fetch(base + path)).status, path).toBe(401)
      const bearer = { authorization: `Bearer ${token}` }
      expect((await fetch(`${base}/healthz`, { headers: bearer })).status).toBe(200)
      expect((await fetch(`${base}/readyz`, { headers: bearer })).status).toBe(503)
      const scrape = await (await fetch(`${base}/metrics`, { headers: bearer })).text()
      expect(scrape).toMatch(/^dealer_ready\{service="unit-test"\} 0$/m)
    } finally {
      await new Promise((resolve) => server?.close(resolve))
    }
  })

  it('opens nothing without a port', async () => {
    expect(await startMetricsServer({ service: 'unit-test', env: {} })).toBeNull()
  })
})
