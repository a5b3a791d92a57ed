import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchFromCms } from './cms-unavailable.server'

/** Requests the stand-in got, by path. */
const asked = new Map<string, number>()

/** A stand-in CMS whose answer each test picks by path. */
const server = http.createServer((request, response) => {
  const path = request.url ?? ''
  asked.set(path, (asked.get(path) ?? 0) + 1)
  // An instance that dies halfway through its first answer; the balancer's next instance answers the second.
  if (path.startsWith('/dies-once')) {
    if (asked.get(path) === 1) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      response.write('{"docs":[')
      setTimeout(() => request.socket.destroy(), 20)
      return
    }
    return response.writeHead(200, { 'content-type': 'application/json' }).end('{"lead_id":7}')
  }
  if (request.url === '/no-instance') return response.writeHead(502).end('Bad Gateway')
  if (request.url === '/sms-failed') return response.writeHead(502, { 'content-type': 'application/json' }).end('{"code":"sms-failed"}')
  if (request.url === '/missing') return response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not here"}')
  if (request.url === '/empty') return response.writeHead(204).end()
  if (request.url === '/dies-halfway') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
    response.write('{"docs":[')
    setTimeout(() => request.socket.destroy(), 20)
    return
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
})
let base: string
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** What fetchFromCms threw, as the shopper would receive it. */
async function thrown(url: string): Promise<Response> {
  const error = await fetchFromCms(new URL(url), {}).then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(Response)
  return error as Response
}

describe('fetchFromCms', () => {
  it('passes the CMS’s own answers on, bodies readable', async () => {
    expect(await (await fetchFromCms(new URL(`${base}/ok`), {})).json()).toEqual({ ok: true })
    const missing = await fetchFromCms(new URL(`${base}/missing`), {})
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'not here' })
    expect((await fetchFromCms(new URL(`${base}/empty`), {})).status).toBe(204)
    // A 502 of the CMS's own (JSON) is its answer, not a balancer's.
    const smsFailed = await fetchFromCms(new URL(`${base}/sms-failed`), {})
    expect(smsFailed.status).toBe(502)
    expect(await smsFailed.json()).toEqual({ code: 'sms-failed' })
  })

  it('throws a 503 with the form’s text and Retry-After when nothing listens, a balancer has no instance, or an answer breaks off', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const refusedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/tenants`
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    for (const url of [refusedUrl, `${base}/no-instance`, `${base}/dies-halfway`]) {
      const answer = await thrown(url)
      expect(answer.status, url).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.json()).toEqual({ error: 'An error occurred when submitting this form' })
    }
  })

  it('sends a GET, or a POST the caller marks idempotent, once more when the first answer breaks off; any other POST once', async () => {
    expect(await (await fetchFromCms(new URL(`${base}/dies-once/get`), {})).json()).toEqual({ lead_id: 7 })
    expect(asked.get('/dies-once/get')).toBe(2)
    const intake = await fetchFromCms(new URL(`${base}/dies-once/intake`), { method: 'POST', body: '{}' }, { idempotent: true })
    expect(await intake.json()).toEqual({ lead_id: 7 })
    expect(asked.get('/dies-once/intake')).toBe(2)

    const error = await fetchFromCms(new URL(`${base}/dies-once/send-code`), { method: 'POST', body: '{}' }).then(
      () => null,
      (reason: unknown) => reason,
    )
    expect((error as Response).status).toBe(503)
    expect(asked.get('/dies-once/send-code')).toBe(1)
  })

  it('leaves a streamed body to the caller', async () => {
    const response = await fetchFromCms(new URL(`${base}/ok`), {}, { streamed: true })
    expect(response.bodyUsed).toBe(false)
    expect(await response.text()).toBe('{"ok":true}')
  })
})
