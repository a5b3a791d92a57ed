import { describe, expect, it } from 'vitest'
import { httpServerDuration, metricsConfigurationProblem, recordHttpRequest } from './metrics'

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
