import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkUrl, isPublicAddress, parseAllowList, type OutboundPolicy } from './destination'
import { createGuardedFetch, OutboundRequestError, type Resolver } from './guarded-fetch'

/** A local server that counts connections (not only requests), so a refusal can be shown to have sent nothing. */
async function localServer(handler: http.RequestListener) {
  const server = http.createServer(handler)
  const seen = { connections: 0, requests: [] as Array<{ url: string; host: string; body: string }> }
  server.on('connection', () => seen.connections++)
  server.on('request', (request: http.IncomingMessage) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => seen.requests.push({ url: request.url ?? '', host: request.headers.host ?? '', body: Buffer.concat(chunks).toString('utf8') }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, seen, port: (server.address() as AddressInfo).port }
}

const servers: http.Server[] = []
let ok: Awaited<ReturnType<typeof localServer>>
let redirecting: Awaited<ReturnType<typeof localServer>>
let hanging: Awaited<ReturnType<typeof localServer>>
let huge: Awaited<ReturnType<typeof localServer>>

beforeAll(async () => {
  ok = await localServer((request, response) => request.on('end', () => response.end('accepted')).resume())
  redirecting = await localServer((_request, response) => {
    response.writeHead(302, { location: `http://127.0.0.1:${ok.port}/stolen` })
    response.end()
  })
  hanging = await localServer(() => {})
  // Chunked, no Content-Length: the limit must hold while reading.
  huge = await localServer((_request, response) => {
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    const more = () => {
      let flowing = true
      while (sent < 40 && flowing) {
        sent++
        flowing = response.write(chunk)
      }
      if (sent >= 40) response.end()
      else response.once('drain', more)
    }
    more()
  })
  servers.push(ok.server, redirecting.server, hanging.server, huge.server)
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const policy = (overrides: Partial<OutboundPolicy> = {}): OutboundPolicy => ({ requireHttps: false, allow: new Set(), ...overrides })
const lines: string[] = []
const log = (line: string) => lines.push(line)
/** A resolver that answers from a table, and counts what it was asked. */
function resolverOf(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = []
  return Object.assign(
    async (hostname: string) => {
      calls.push(hostname)
      return table[hostname] ?? []
    },
    { calls },
  )
}

async function failureOf(promise: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(OutboundRequestError)
  return error as OutboundRequestError
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false))

  it.each(['8.8.8.8', '1.1.1.1', '203.2.218.214', '2606:4700:4700::1111', '2404:6800:4006:80a::200e'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  )
})

describe('checkUrl', () => {
  const production = policy({ requireHttps: true })
  it('refuses plain http in production, and anything but http(s)', () => {
    expect(checkUrl('http://crm.example.com.au/leads', production)).toMatchObject({ ok: false, reason: 'insecure-scheme' })
    expect(checkUrl('https://crm.example.com.au/leads', production)).toMatchObject({ ok: true, allowed: false })
    expect(checkUrl('ftp://crm.example.com.au/', policy())).toMatchObject({ ok: false, reason: 'invalid-url' })
    expect(checkUrl('file:///etc/passwd', policy())).toMatchObject({ ok: false, reason: 'invalid-url' })
    expect(checkUrl('crm.example.com.au', policy())).toMatchObject({ ok: false, reason: 'invalid-url' })
  })

  it('refuses private literals however they are spelt', () => {
    for (const url of [
      'https://127.0.0.1:5433/internal',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'https://0.0.0.0/',
    ])
      expect(checkUrl(url, production), url).toMatchObject({ ok: false, reason: 'not-public-address' })
  })

  it("lets the operator's exact host:port exceptions through, over http too, and nothing next to them", () => {
    const allowing = policy({ requireHttps: true, allow: parseAllowList('127.0.0.1:4199, [::1]:4199') })
    expect(checkUrl('http://127.0.0.1:4199/adf', allowing)).toMatchObject({ ok: true, allowed: true })
    expect(checkUrl('http://[::1]:4199/adf', allowing)).toMatchObject({ ok: true, allowed: true })
    expect(checkUrl('http://127.0.0.1:4198/adf', allowing)).toMatchObject({ ok: false })
    expect(checkUrl('https://127.0.0.1/adf', allowing)).toMatchObject({ ok: false, reason: 'not-public-address' })
    expect(checkUrl('http://localhost:4199/adf', allowing)).toMatchObject({ ok: false, reason: 'insecure-scheme' })
  })

  it('stops on a malformed allow list rather than guessing', () => {
    expect(() => parseAllowList('127.0.0.1')).toThrow(/OUTBOUND_ALLOW: "127.0.0.1" is not a host:port destination/)
    expect(() => parseAllowList('http://127.0.0.1:4199')).toThrow(/OUTBOUND_ALLOW/)
    expect(() => parseAllowList('127.0.0.1:99999')).toThrow(/OUTBOUND_ALLOW/)
    expect([...parseAllowList('')]).toEqual([])
  })
})

describe('guardedFetch', () => {
  it('refuses a name that resolves to loopback, without opening a connection, with a message that names no address', async () => {
    const resolve = resolverOf({ 'crm.example.test': ['127.0.0.1'] })
    const guardedFetch = createGuardedFetch({ policy: policy(), resolve, log })
    const error = await failureOf(guardedFetch(`http://crm.example.test:${ok.port}/adf`, { method: 'POST', body: '<adf/>' }))
    expect(error.failure).toBe('not-public-address')
    expect(error.message).toBe('The address was refused: it is not a public address.')
    expect(error.message).not.toMatch(/127|crm/)
    expect(lines.at(-1)).toBe(`outbound POST http://crm.example.test:${ok.port} failed (not-public-address): crm.example.test resolves to 127.0.0.1`)
    expect(ok.seen.connections).toBe(0)
  })

  it('refuses a name when any one of its addresses is private (no picking the public one and hoping)', async () => {
    const resolve = resolverOf({ 'mixed.example.test': ['203.2.218.214', '::ffff:169.254.169.254'] })
    const error = await failureOf(createGuardedFetch({ policy: policy(), resolve, log })(`http://mixed.example.test:${ok.port}/`))
    expect(error.failure).toBe('not-public-address')
    expect(ok.seen.connections).toBe(0)
  })

  it('connects to the address it resolved and checked: one lookup, and the socket goes exactly there', async () => {
    // The allow list skips the address check, not the lookup: the name is unknown to the system resolver, so the
    // request can only reach the server through the answer the guard got.
    const resolve = resolverOf({ 'crm.example.test': ['127.0.0.1'] })
    const guardedFetch = createGuardedFetch({ policy: policy({ allow: new Set([`crm.example.test:${ok.port}`]) }), resolve, log })
    const answer = await guardedFetch(`http://crm.example.test:${ok.port}/adf`, { method: 'POST', body: '<adf/>' })
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe('accepted')
    expect(resolve.calls).toEqual(['crm.example.test'])
    expect(ok.seen.requests.at(-1)).toEqual({ url: '/adf', host: `crm.example.test:${ok.port}`, body: '<adf/>' })
  })

  it('refuses an address literal outright, and plain http in production', async () => {
    const before = ok.seen.connections
    const production = createGuardedFetch({ policy: policy({ requireHttps: true }), resolve: resolverOf({}), log })
    expect((await failureOf(production(`https://127.0.0.1:${ok.port}/`))).failure).toBe('not-public-address')
    expect((await failureOf(production('http://crm.example.com.au/'))).failure).toBe('insecure-scheme')
    expect((await failureOf(production('gopher://crm.example.com.au/'))).failure).toBe('invalid-url')
    expect(ok.seen.connections).toBe(before)
  })

  it('answers a redirect as it is, without following it', async () => {
    const before = ok.seen.requests.length
    const guardedFetch = createGuardedFetch({ policy: policy({ allow: new Set([`127.0.0.1:${redirecting.port}`]) }), log })
    const answer = await guardedFetch(`http://127.0.0.1:${redirecting.port}/adf`, { method: 'POST', body: '<adf/>' })
    expect(answer.status).toBe(302)
    expect(ok.seen.requests.length).toBe(before)
  })

  it('gives up after its time limit', async () => {
    const guardedFetch = createGuardedFetch({ policy: policy({ allow: new Set([`127.0.0.1:${hanging.port}`]) }), log })
    const started = Date.now()
    const error = await failureOf(guardedFetch(`http://127.0.0.1:${hanging.port}/`, { timeoutMs: 300 }))
    expect(error.failure).toBe('timeout')
    expect(error.message).toBe('The address did not answer in time.')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('stops reading an answer past its size limit, streamed or not', async () => {
    const guardedFetch = createGuardedFetch({ policy: policy({ allow: new Set([`127.0.0.1:${huge.port}`]) }), log })
    const error = await failureOf(guardedFetch(`http://127.0.0.1:${huge.port}/`, { maxResponseBytes: 256 * 1024 }))
    expect(error.failure).toBe('response-too-large')
    expect((await guardedFetch(`http://127.0.0.1:${huge.port}/`, { maxResponseBytes: 4 * 1024 * 1024 })).body.length).toBe(40 * 64 * 1024)
  })

  it('says a closed port could not be reached, and a name without addresses could not be found', async () => {
    const closed = await localServer(() => {})
    closed.server.close()
    const guardedFetch = createGuardedFetch({ policy: policy({ allow: new Set([`127.0.0.1:${closed.port}`]) }), resolve: resolverOf({}), log })
    const unreachable = await failureOf(guardedFetch(`http://127.0.0.1:${closed.port}/`))
    expect(unreachable.failure).toBe('unreachable')
    expect(unreachable.message).toBe('The address could not be reached.')
    expect(lines.at(-1)).toMatch(/ECONNREFUSED/)
    expect((await failureOf(guardedFetch('http://nowhere.example.test/'))).failure).toBe('not-found')
  })
})
