import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerHealth, checkReadiness, readinessStatus, type ReadinessCheck } from './readiness'

describe('checkReadiness', () => {
  it('is ready when every dependency answers, and names each with its time', async () => {
    const readiness = await checkReadiness([
      { name: 'postgres', check: async () => 1 },
      { name: 'search', check: async () => 'alive' },
    ])
    expect(readiness.ready).toBe(true)
    expect(readiness.checks.map(({ name, ok }) => [name, ok])).toEqual([
      ['postgres', true],
      ['search', true],
    ])
    for (const check of readiness.checks) expect(check.ms).toBeGreaterThanOrEqual(0)
    expect(readinessStatus(readiness)).toBe(200)
  })

  it('is not ready when one fails, saying why in a line without the credentials in its address', async () => {
    const readiness = await checkReadiness([
      { name: 'postgres', check: () => Promise.reject(new Error('connect ECONNREFUSED postgres://dealer:s3cret@10.0.0.5:5432/dealer\n    at stack')) },
      { name: 'search', check: async () => 'alive' },
    ])
    expect(readinessStatus(readiness)).toBe(503)
    expect(readiness.checks[0]).toMatchObject({ name: 'postgres', ok: false, error: 'connect ECONNREFUSED postgres://10.0.0.5:5432/dealer' })
    expect(readiness.checks[1]).toMatchObject({ name: 'search', ok: true })
  })

  it('counts a dependency that does not answer in time as down, and aborts its request', async () => {
    let aborted = false
    const hanging: ReadinessCheck = {
      name: 'cms',
      check: (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true))
        }),
    }
    const readiness = await checkReadiness([hanging], 50)
    expect(readiness.checks[0]).toMatchObject({ name: 'cms', ok: false, error: 'no answer within 50 ms' })
    expect(aborted).toBe(true)
  })
})

describe('answerHealth', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function serve(checks: ReadinessCheck[]): Promise<string> {
    server = http.createServer((request, response) => {
      if (!answerHealth(request, response, checks)) response.writeHead(404).end('the app')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  }

  it('answers liveness at once whatever the dependencies, readiness by them, and leaves other requests to the app', async () => {
    const base = await serve([{ name: 'store', check: () => Promise.reject(new Error('disk full')) }])
    const alive = await fetch(`${base}/healthz`)
    expect([alive.status, await alive.json()]).toEqual([200, { ok: true }])
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(503)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toMatchObject({ ready: false, checks: [{ name: 'store', ok: false, error: 'disk full' }] })
    expect(await (await fetch(`${base}/healthzz`)).text()).toBe('the app')
    expect((await fetch(`${base}/readyz`, { method: 'POST' })).status).toBe(404)
  })
})
