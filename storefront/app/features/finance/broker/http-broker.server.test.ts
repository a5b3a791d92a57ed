import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGuardedFetch } from '@dealer/outbound/guarded-fetch'
import { BrokerFailure } from './broker'
import { allowedRedirect, httpBroker, httpBrokerFromEnvironment } from './http-broker.server'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

/** A stand-in broker API on loopback: answers with `answer` (null: never answers), records every request. */
async function brokerStandIn(answer: (request: Seen) => { status: number; body: unknown } | null) {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const record = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      }
      seen.push(record)
      const reply = answer(record)
      if (!reply) return
      response.writeHead(reply.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, seen, port: (server.address() as AddressInfo).port }
}

type StandIn = Awaited<ReturnType<typeof brokerStandIn>>
let healthy: StandIn
let refusing: StandIn
let silent: StandIn
let hanging: StandIn
let elsewhere: StandIn

const quote = { weeklyRepaymentAmount: 142.5, advertisedRate: 9.99, comparisonRate: 10.87 }
const application = {
  selfAssessedCreditScore: 'DECENT' as const,
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2021,
  vin: 'JTDBR32E720123456',
  nvic: null,
  phoneNumber: '0412345678',
  firstName: 'Jo',
  lastName: 'Citizen',
  email: 'jo@example.com',
  subscribe: true,
  postCode: '4000',
  reference: 'ref-abcdefghijklmnop',
}

/** The broker as the storefront makes it, with the stand-ins' exact host:port allowed (as OUTBOUND_ALLOW does). */
function brokerAt(standIn: StandIn, redirectHosts = ['lender.example.com'], timeoutMs = 2_000) {
  return httpBroker({
    baseUrl: `http://127.0.0.1:${standIn.port}/v1/`,
    apiKey: 'broker-key',
    redirectHosts,
    timeoutMs,
    guardedFetch: createGuardedFetch({ policy: { requireHttps: true, allow: new Set([`127.0.0.1:${standIn.port}`]) }, log: () => {} }),
  })
}

const signal = () => new AbortController().signal

beforeAll(async () => {
  healthy = await brokerStandIn((request) =>
    request.url.endsWith('/quotes') ? { status: 200, body: quote } : { status: 201, body: { redirectUrl: 'https://lender.example.com/apply/123' } },
  )
  refusing = await brokerStandIn(() => ({ status: 422, body: { message: 'The applicant is under 18.' } }))
  silent = await brokerStandIn(() => ({ status: 500, body: 'oops' }))
  hanging = await brokerStandIn(() => null)
  elsewhere = await brokerStandIn(() => ({ status: 201, body: { redirectUrl: 'https://evil.example.net/phish' } }))
})

afterAll(async () => {
  for (const { server } of [healthy, refusing, silent, hanging, elsewhere]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('the HTTP broker', () => {
  it('asks for a quote: POST {base}/quotes with the bearer key and the quote request, and answers the broker’s quote', async () => {
    const { reference: _reference, phoneNumber: _phone, firstName: _first, lastName: _last, email: _email, subscribe: _s, postCode: _p, ...asked } = application
    await expect(brokerAt(healthy).quote(asked, signal())).resolves.toEqual(quote)
    const request = healthy.seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/v1/quotes')
    expect(request.headers.authorization).toBe('Bearer broker-key')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.body).toEqual({ selfAssessedCreditScore: 'DECENT', purchasePrice: 30_000, loanTerm: 5, year: 2021, vin: 'JTDBR32E720123456', nvic: null })
  })

  it('creates the customer: POST {base}/customers with our reference and the application, and follows an allowed redirect', async () => {
    await expect(brokerAt(healthy).createCustomer(application, signal())).resolves.toEqual({ redirectUrl: 'https://lender.example.com/apply/123' })
    const request = healthy.seen.at(-1)!
    expect(request.url).toBe('/v1/customers')
    const { reference, ...data } = application
    expect(request.body).toEqual({ reference, data })
  })

  it('treats a redirect to a host not on FINANCE_BROKER_REDIRECT_HOSTS as no redirect (no open redirect)', async () => {
    await expect(brokerAt(elsewhere).createCustomer(application, signal())).resolves.toEqual({ redirectUrl: null })
  })

  it('passes the broker’s error message on, and fails without one when it gave none', async () => {
    const refused = await brokerAt(refusing)
      .createCustomer(application, signal())
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BrokerFailure)
    expect(refused).toMatchObject({ kind: 'error', brokerMessage: 'The applicant is under 18.' })
    const failed = await brokerAt(silent)
      .quote(application, signal())
      .catch((error: unknown) => error)
    expect(failed).toMatchObject({ kind: 'error', brokerMessage: null })
  })

  it('gives up after its time-out: a time-out failure', async () => {
    const failure = await brokerAt(hanging, [], 200)
      .quote(application, signal())
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ kind: 'timeout' })
  })

  it('refuses a loopback broker address that the policy doesn’t allow (the guarded client)', async () => {
    const broker = httpBroker({
      baseUrl: `http://127.0.0.1:${healthy.port}`,
      apiKey: 'k',
      redirectHosts: [],
      guardedFetch: createGuardedFetch({ policy: { requireHttps: false, allow: new Set() }, log: () => {} }),
    })
    await expect(broker.quote(application, signal())).rejects.toMatchObject({ kind: 'timeout' })
    expect(healthy.seen.every((request) => request.headers.authorization === 'Bearer broker-key')).toBe(true)
  })
})

describe('allowedRedirect', () => {
  const hosts = ['lender.example.com', 'apply.example.org:8443']
  it('accepts https to a listed host (by name, or name and port)', () => {
    expect(allowedRedirect('https://lender.example.com/x?y=1', hosts, true)).toBe('https://lender.example.com/x?y=1')
    expect(allowedRedirect('https://apply.example.org:8443/x', hosts, true)).toBe('https://apply.example.org:8443/x')
    expect(allowedRedirect('https://LENDER.example.com/', hosts, true)).toBe('https://lender.example.com/')
  })
  it('refuses other hosts, look-alikes, credentials, other schemes, http in production, and non-URLs', () => {
    for (const url of [
      'https://evil.example.net/',
      'https://lender.example.com.evil.net/',
      'https://lender.example.com@evil.net/',
      'https://user:pass@lender.example.com/',
      'javascript:alert(1)',
      '//lender.example.com/',
      '/finance/lender',
      '',
      null,
    ])
      expect(allowedRedirect(url, hosts, true)).toBeNull()
    expect(allowedRedirect('http://lender.example.com/', hosts, true)).toBeNull()
    expect(allowedRedirect('http://lender.example.com/', hosts, false)).toBe('http://lender.example.com/')
  })
})

describe('httpBrokerFromEnvironment', () => {
  it('has no defaults: it names what is missing', () => {
    expect(httpBrokerFromEnvironment({})).toEqual({
      problem: expect.stringContaining('FINANCE_BROKER_URL, FINANCE_BROKER_API_KEY, FINANCE_BROKER_REDIRECT_HOSTS'),
    })
    expect(httpBrokerFromEnvironment({ FINANCE_BROKER_URL: 'https://broker.example.com', FINANCE_BROKER_API_KEY: 'k' })).toEqual({
      problem: expect.stringContaining('FINANCE_BROKER_REDIRECT_HOSTS'),
    })
    expect(
      'quote' in
        httpBrokerFromEnvironment({ FINANCE_BROKER_URL: 'https://b.example.com', FINANCE_BROKER_API_KEY: 'k', FINANCE_BROKER_REDIRECT_HOSTS: 'l.example.com' }),
    ).toBe(true)
  })
})
