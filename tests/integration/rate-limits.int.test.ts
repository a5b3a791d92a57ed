import crypto from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { startStorefrontInstance, type Started } from './helpers/processes'
import { siteRequest } from './helpers/site-request'

// The storefront's rate limits (issue 19, item 5), probed as a client would: a direct client can't choose the address it
// is counted by, and the counts live in Postgres, so a second instance, or the same one restarted, goes on counting.
// Each probe connects from a loopback address of its own (127.0.0.x), so no other test's allowance is touched.
const SITE = 'bayside-toyota'
const SEARCH_PER_MINUTE = 600
const QUERIES_PATH = '/search-api/1/indexes/*/queries'
/** A loopback address no other test or earlier run has used: 127.10-250.x.y. */
const freshAddress = () => `127.${10 + crypto.randomInt(240)}.${crypto.randomInt(256)}.${1 + crypto.randomInt(254)}`

/** A cheap search request (a key that isn't the site's: 403), which still counts against the address's allowance. */
const search = (options: { localAddress: string; headers?: Record<string, string>; port?: string }) =>
  siteRequest(SITE, QUERIES_PATH, {
    method: 'POST',
    localAddress: options.localAddress,
    port: options.port,
    headers: { 'content-type': 'text/plain', 'x-algolia-api-key': 'not-this-sites-key', 'x-algolia-application-id': 'local', ...options.headers },
    body: '{"requests":[]}',
  })

async function statuses(count: number, send: (index: number) => Promise<{ status: number }>, concurrency = 16): Promise<number[]> {
  const answers: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        answers[index] = (await send(index)).status
      }
    }),
  )
  return answers
}

/** A second storefront instance on the same database, as a load balancer's second backend. */
let second: Started | null = null
const SECOND_PORT = String(Number(new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port) + 10)

async function startSecondInstance(): Promise<void> {
  second = await startStorefrontInstance(Number(SECOND_PORT))
}

async function stopSecondInstance(): Promise<void> {
  const stopping = second
  second = null
  await stopping?.stop()
}

afterAll(stopSecondInstance)

describe('the address a request is counted by', () => {
  const direct = freshAddress()

  it('is the connection’s own for a direct client, whatever X-Forwarded-For it sends', async () => {
    const answers = await statuses(SEARCH_PER_MINUTE + 5, (index) =>
      search({ localAddress: direct, headers: { 'x-forwarded-for': `203.0.113.${index % 250}` } }),
    )
    // Concurrent requests reach the counter in any order: exactly the allowance passes, the rest are refused.
    const count = (status: number) => answers.filter((answer) => answer === status).length
    expect({ passed: count(403), refused: count(429), other: answers.length - count(403) - count(429) }).toEqual({
      passed: SEARCH_PER_MINUTE,
      refused: 5,
      other: 0,
    })
    // Another address is counted on its own.
    expect((await search({ localAddress: freshAddress() })).status).toBe(403)
  })

  it('tells the shopper how long to wait', async () => {
    const refused = await search({ localAddress: direct })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many searches from your address\. Please wait \d+ seconds and try again\.$/)
  })
})

describe('an IPv6 network', () => {
  it('is one client: the addresses of one /64 share one allowance, another /64 has its own (issue 44)', async () => {
    // A /64 of this run's own, named through the stand-in proxy (X-Forwarded-For from a trusted address).
    const network = `2001:db8:${crypto.randomInt(0x10000).toString(16)}:${crypto.randomInt(0x10000).toString(16)}`
    const searchAs = (shopper: string) =>
      siteRequest(SITE, QUERIES_PATH, {
        method: 'POST',
        shopper,
        headers: { 'content-type': 'text/plain', 'x-algolia-api-key': 'not-this-sites-key', 'x-algolia-application-id': 'local' },
        body: '{"requests":[]}',
      })
    // Each request from an address of its own, as one home or phone can take 2^64 of them.
    const answers = await statuses(SEARCH_PER_MINUTE + 5, (index) => searchAs(`${network}::${(index + 1).toString(16)}`))
    const count = (status: number) => answers.filter((answer) => answer === status).length
    expect({ passed: count(403), refused: count(429) }).toEqual({ passed: SEARCH_PER_MINUTE, refused: 5 })
    const [, , third, fourth] = network.split(':')
    const neighbour = `2001:db8:${third}:${(parseInt(fourth!, 16) ^ 1).toString(16)}::1`
    const apart = await searchAs(neighbour)
    expect(apart.status).toBe(403)
  })
})

describe('the counts', () => {
  it('are shared by every instance and survive a restart', { timeout: 120_000 }, async () => {
    await startSecondInstance()
    const address = freshAddress()
    // Half of the allowance through each instance: neither has seen more than half of it itself.
    const answers = await statuses(SEARCH_PER_MINUTE, (index) => search({ localAddress: address, port: index % 2 === 0 ? undefined : SECOND_PORT }))
    expect(new Set(answers)).toEqual(new Set([403]))
    expect((await search({ localAddress: address })).status).toBe(429)
    expect((await search({ localAddress: address, port: SECOND_PORT })).status).toBe(429)

    await stopSecondInstance()
    await startSecondInstance()
    expect((await search({ localAddress: address, port: SECOND_PORT })).status).toBe(429)
  })
})
