/**
 * Price-drop alerts (issue 20, "Beyond the specs") on the running stack: a customer signs in with a texted code and
 * saves cars through the CMS's account endpoints; the stock import's report of new prices (POST
 * /api/saved-cars/stock-prices, and the import-feed command itself for a site made here) queues alerts; a price-alert
 * worker this file starts (`npm test` starts none) texts them to the stack's capture folder; the text's stop link is
 * opened and pressed on the storefront.
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockIndexName } from '@dealer/stock/index-schema'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { cmsLogin } from './helpers/cms'
import { accountCall, signIn, textsTo, type SignedIn } from './helpers/customer-accounts'
import { importFeed, startOutboxWorker, stopOutboxWorkers, WORKER_READY_MS } from './helpers/processes'
import { siteRequest } from './helpers/site-request'
import { until as waitUntil } from './helpers/until'

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [siteA, siteB] = DEMO_TENANTS
const run = crypto.randomBytes(3).toString('hex')
/** A test that starts a worker: loading Payload in a new process takes a while on a busy machine. */
const WORKER_TEST_MS = 3 * WORKER_READY_MS + 90_000
/** The number the stack's capture sender refuses (scripts/lib/stack.ts SMS_FAILING_PHONE). */
const FAILING_PHONE = '0491570159'
const BAD_LINK = 'This link to stop alerts is not valid. Please use the link in your message.'

/** One listed used car as a feed row (stock-import/src/schema.ts). */
const FEED_CAR = {
  status: 'in_stock',
  car_type: 'used',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  colour: 'Glacier White',
  price_type: 'Drive Away',
  km: 52_300,
  created_at: '2026-10-20T09:00:00+10:00',
  simple_body: 'Ute',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_drive: '4WD',
  location: { id: 11, name: 'Price Alert Motors Cleveland', city: 'Cleveland', state: 'QLD', postcode: '4163' },
  dealership_id: 1,
  dealership_name: 'Price Alert Motors',
  images: ['/demo-photos/hatch/1a1a1a/0.svg'],
}

let db: pg.Client
let superAdmin: string
const workers = new Set<ChildProcess>()
const workerOutput: string[] = []
const testTenants: number[] = []

function secret(): string {
  const value = process.env.STOREFRONT_API_SECRET
  if (!value) throw new Error('needs the stack environment: STOREFRONT_API_SECRET')
  return value
}

async function stockPrices(body: unknown, credential: string | null = secret()): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(cms('/api/saved-cars/stock-prices'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(credential === null ? {} : { authorization: `Bearer ${credential}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function saveCar(site: string, session: SignedIn, carId: string, price: number, priceAlerts: boolean): Promise<void> {
  const saved = await accountCall('watchlist/save', {
    site,
    sessionToken: session.sessionToken,
    car: { id: carId, slug: `price-alert-car-${carId}`, name: `2020 Test Corolla ${carId}`, price, primaryImageUrl: null },
    priceAlerts,
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

async function alertsOf(carId: string) {
  const { rows } = await db.query<{ id: number; status: string; old_price: string; new_price: string; customer_id: number | null; attempts: string }>(
    `SELECT a.id, a.status, a.old_price, a.new_price, a.customer_id, a.attempts FROM shopper_alerts a JOIN saved_cars s ON s.id = a.saved_car_id
     WHERE s.car_id = $1 ORDER BY a.id`,
    [carId],
  )
  return rows
}

async function savedCarOf(carId: string) {
  const { rows } = await db.query<{ price_alerts: boolean; last_known_price: string | null }>(
    'SELECT price_alerts, last_known_price FROM saved_cars WHERE car_id = $1',
    [carId],
  )
  return rows[0]
}

/** The price-alert texts captured for a phone (the sign-in code's text is the other kind). */
const alertTexts = (phone: string) => textsTo(phone).filter((text) => text.includes('you saved'))

const until = <T>(what: string, check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 80_000) =>
  waitUntil(what, check, { timeoutMs, detail: () => `worker output:\n${workerOutput.slice(-30).join('\n')}` })

/** The lead worker's process, working the price-alert outbox only (the lead pipeline's test owns the other). */
const startWorker = () =>
  startOutboxWorker(
    { WORKER_OUTBOXES: 'alerts', LEAD_WORKER_INTERVAL_MS: '300', LEAD_RETRY_BASE_MS: '400', LEAD_LEASE_MS: '4000', LEAD_MAX_ATTEMPTS: '2' },
    workerOutput,
    workers,
  )

const stopWorkers = () => stopOutboxWorkers(workers)

/** The stop link's token from an alert text. */
function stopTokenIn(text: string): string {
  const token = /\/alerts\/stop\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no stop link in: ${text}`)
  return token
}

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('needs the stack environment: DATABASE_URI')
  db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  superAdmin = await cmsLogin(SUPER_ADMIN)
})

afterEach(stopWorkers)

afterAll(async () => {
  await stopWorkers()
  for (const tenant of testTenants) {
    for (const table of ['shopper_alerts', 'saved_cars', 'customer_sessions', 'customer_sign_in_codes', 'verifications', 'customers'])
      await db.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [tenant])
    await fetch(cms(`/api/tenants/${tenant}`), { method: 'DELETE', headers: { authorization: `JWT ${superAdmin}` } })
  }
  await db?.end()
})

describe('POST /api/saved-cars/stock-prices', () => {
  it('answers only the platform credential, and refuses a malformed body or an unknown site with a 4xx', async () => {
    const body = { site: siteA.slug, prices: [{ carId: '1', price: 1000 }] }
    expect((await stockPrices(body, null)).status).toBe(401)
    expect((await stockPrices(body, 'not-the-secret')).status).toBe(401)
    for (const bad of [
      'not json',
      {},
      { site: siteA.slug },
      { site: siteA.slug, prices: [{ carId: '1', price: -5 }] },
      { site: siteA.slug, prices: [{ carId: '', price: 5 }] },
    ]) {
      const answer = await stockPrices(bad)
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect(answer.body.message).toBe('The request is malformed.')
    }
    expect((await stockPrices({ site: `no-such-site-${run}`, prices: [] })).status).toBe(404)
  })
})

describe('a price drop', () => {
  let shopper: SignedIn
  const optedIn = `pa-${run}-in`
  const notOptedIn = `pa-${run}-out`

  beforeAll(async () => {
    shopper = await signIn(siteA.slug)
    await saveCar(siteA.slug, shopper, optedIn, 25_990, true)
    await saveCar(siteA.slug, shopper, notOptedIn, 31_990, false)
  })

  it(
    'of an opted-in saved car is alerted exactly once, however often and concurrently it is reported, and texted once',
    async () => {
      const drop = {
        site: siteA.slug,
        prices: [
          { carId: optedIn, price: 23_990 },
          { carId: notOptedIn, price: 29_990 },
          { carId: `not-saved-${run}`, price: 1 },
        ],
      }
      const answers = [await stockPrices(drop), ...(await Promise.all([stockPrices(drop), stockPrices(drop), stockPrices(drop)])), await stockPrices(drop)]
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
      expect(answers.reduce((sum, answer) => sum + Number(answer.body.alerted), 0)).toBe(1)
      const queued = await alertsOf(optedIn)
      expect(queued).toMatchObject([{ status: 'pending', old_price: '25990', new_price: '23990', customer_id: shopper.customer.id }])
      // Not opted in: no alert, but the price is followed, so turning alerts on later compares with today's price.
      expect(await alertsOf(notOptedIn)).toEqual([])
      expect((await savedCarOf(notOptedIn)).last_known_price).toBe('29990')

      await startWorker()
      await until('the alert to be sent', async () => (await alertsOf(optedIn))[0]?.status === 'sent')
      await startWorker()
      // A second worker, and time for either to send it again if it would.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const texts = alertTexts(shopper.customer.phone)
      expect(texts).toHaveLength(1)
      expect(texts[0]).toContain(
        `${siteA.name}: the 2020 Test Corolla ${optedIn} you saved is now $23,990 (was $25,990). See it: http://${siteA.slug}.localhost:`,
      )
      expect(texts[0]).toContain(`/cars/price-alert-car-${optedIn} Stop price alerts: http://${siteA.slug}.localhost:`)
      expect(texts[0]).toContain('/alerts/stop?token=')
      expect((await alertsOf(optedIn))[0]).toMatchObject({ status: 'sent', attempts: '1' })
    },
    WORKER_TEST_MS,
  )

  it("is not another site's to report, and another site's page can't use the stop link", async () => {
    expect((await stockPrices({ site: siteB.slug, prices: [{ carId: optedIn, price: 9_990 }] })).body).toEqual({ alerted: 0 })
    expect(await alertsOf(optedIn)).toHaveLength(1)
    expect((await savedCarOf(optedIn)).last_known_price).toBe('23990')

    const token = stopTokenIn(alertTexts(shopper.customer.phone)[0])
    const elsewhere = await siteRequest(siteB.slug, `/price-alerts/stop?token=${token}`)
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.text).toContain(BAD_LINK)
    const stopElsewhere = await siteRequest(siteB.slug, '/price-alerts/stop', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: `token=${token}`,
    })
    expect(stopElsewhere.status).toBe(400)
    expect((await savedCarOf(optedIn)).price_alerts).toBe(true)
  })

  it(
    'raised and dropped again is alerted again, from the raised price',
    async () => {
      expect((await stockPrices({ site: siteA.slug, prices: [{ carId: optedIn, price: 24_990 }] })).body).toEqual({ alerted: 0 })
      expect((await stockPrices({ site: siteA.slug, prices: [{ carId: optedIn, price: 22_990 }] })).body).toEqual({ alerted: 1 })
      expect((await alertsOf(optedIn)).map((alert) => [alert.old_price, alert.new_price])).toEqual([
        ['25990', '23990'],
        ['24990', '22990'],
      ])
      await startWorker()
      await until('the second alert to be sent', async () => (await alertsOf(optedIn))[1]?.status === 'sent')
      expect(alertTexts(shopper.customer.phone)).toHaveLength(2)
    },
    WORKER_TEST_MS,
  )

  it("the stop link: opening it changes nothing, its button stops the alerts (from the site's own page only), and a further drop texts nobody", async () => {
    const token = stopTokenIn(alertTexts(shopper.customer.phone)[0])
    const page = await siteRequest(siteA.slug, `/price-alerts/stop?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`Stop price alerts for 2020 Test Corolla ${optedIn}`)
    expect((await savedCarOf(optedIn)).price_alerts).toBe(true)

    const post = (headers: Record<string, string>, body = `token=${token}`) =>
      siteRequest(siteA.slug, '/price-alerts/stop', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    // A browser without Sec-Fetch-Site names its origin; React Router refuses a cross-origin action itself (400), before ours would (403).
    expect([400, 403]).toContain((await post({ origin: 'https://elsewhere.example' })).status)
    expect((await savedCarOf(optedIn)).price_alerts).toBe(true)

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const refused = await post({ 'sec-fetch-site': 'same-origin' }, `token=${tampered}`)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(BAD_LINK)
    expect((await siteRequest(siteA.slug, '/price-alerts/stop?token=nonsense')).status).toBe(400)

    const stopped = await post({ 'sec-fetch-site': 'same-origin' })
    expect(stopped.status).toBe(200)
    expect(stopped.text).toContain('Price alerts stopped.')
    expect((await savedCarOf(optedIn)).price_alerts).toBe(false)
    // Pressed again (a second tab), it is the same success; the link opened again says they are off.
    const again = await post({ 'sec-fetch-site': 'same-origin' })
    expect(again.status).toBe(200)
    expect(again.text).toContain('Price alerts stopped.')
    const reopened = await siteRequest(siteA.slug, `/price-alerts/stop?token=${token}`)
    expect(reopened.status).toBe(200)
    expect(reopened.text).toContain('Price alerts are already off.')

    expect((await stockPrices({ site: siteA.slug, prices: [{ carId: optedIn, price: 19_990 }] })).body).toEqual({ alerted: 0 })
    expect(alertTexts(shopper.customer.phone)).toHaveLength(2)
  })

  it(
    'queued before the stop, is not sent after it',
    async () => {
      const car = `pa-${run}-late`
      await saveCar(siteA.slug, shopper, car, 15_000, true)
      // Holding the workers' claim lock (alerts/worker.ts), so a worker already running (npm start's) can't send it first.
      await db.query('SELECT pg_advisory_lock(7019002)')
      try {
        expect((await stockPrices({ site: siteA.slug, prices: [{ carId: car, price: 14_000 }] })).body).toEqual({ alerted: 1 })
        await db.query('UPDATE saved_cars SET price_alerts = false WHERE car_id = $1', [car])
      } finally {
        await db.query('SELECT pg_advisory_unlock(7019002)')
      }
      await startWorker()
      await until('the alert to be cancelled', async () => (await alertsOf(car))[0]?.status === 'cancelled')
      expect(alertTexts(shopper.customer.phone).filter((text) => text.includes(car))).toEqual([])
    },
    WORKER_TEST_MS,
  )
})

describe('a text the provider refuses', () => {
  it(
    'is retried with backoff, then marked failed with the reason staff read',
    async () => {
      const shopper = await signIn(siteA.slug)
      const car = `pa-${run}-refused`
      await saveCar(siteA.slug, shopper, car, 20_000, true)
      // The stack's capture sender refuses this number (scripts/lib/stack.ts); nobody can sign in with it, so the shopper borrows it.
      await db.query('UPDATE customers SET phone = $1 WHERE id = $2', [FAILING_PHONE, shopper.customer.id])
      try {
        expect((await stockPrices({ site: siteA.slug, prices: [{ carId: car, price: 19_000 }] })).body).toEqual({ alerted: 1 })
        await startWorker()
        const [failed] = await until('the alert to fail', async () => ((await alertsOf(car))[0]?.status === 'failed' ? alertsOf(car) : null))
        expect(failed).toMatchObject({ status: 'failed', attempts: '2' })
        const { rows } = await db.query<{ last_error: string }>('SELECT last_error FROM shopper_alerts WHERE id = $1', [failed.id])
        expect(rows[0].last_error).toBe(`SMS_CAPTURE_FAIL refuses messages to ${FAILING_PHONE}`)
      } finally {
        await db.query('UPDATE customers SET phone = $1 WHERE id = $2', [shopper.customer.phone, shopper.customer.id])
      }
    },
    WORKER_TEST_MS,
  )
})

describe('the import-feed command', () => {
  it("tells the CMS the site's new prices after it swaps the stock in", async () => {
    // A site of its own, so the demo sites' stock is left as it is.
    const slug = `price-alerts-${run}`
    const created = await fetch(cms('/api/tenants'), {
      method: 'POST',
      headers: { authorization: `JWT ${superAdmin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Price Alert Motors', slug, template: 'dealer' }),
    })
    expect(created.status).toBe(201)
    testTenants.push(((await created.json()) as { doc: { id: number } }).doc.id)
    const shopper = await signIn(slug)
    const carId = String(800_000 + (parseInt(run, 16) % 100_000))
    await saveCar(slug, shopper, carId, 48_990, true)

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-alerts-feed-'))
    const feed = path.join(dir, 'feed.json')
    fs.writeFileSync(feed, JSON.stringify([{ ...FEED_CAR, id: Number(carId), stocknum: `PA${carId}`, price: 45_990 }]))
    try {
      const first = await importFeed('--tenant', slug, feed)
      expect(first.stderr).toBe('')
      expect(first.stdout).toContain('recorded the new prices: 1 price-drop alert queued')
      const second = await importFeed('--tenant', slug, feed)
      expect(second.stdout).toContain('recorded the new prices: 0 price-drop alerts queued')
      // Queued once (a worker already running, npm start's, may have sent it by now).
      expect(await alertsOf(carId)).toMatchObject([{ old_price: '48990', new_price: '45990', customer_id: shopper.customer.id }])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      await adminSearchClient()
        .client.deleteIndex({ indexName: stockIndexName(slug) })
        .catch(() => undefined)
    }
  }, 60_000)
})
