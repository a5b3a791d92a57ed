/**
 * Saved searches and new-stock alerts (issue 47) on the running stack, on a site of its own: a shopper signs in with a
 * texted code, saves a search from the storefront's own form, the import-feed command adds cars, and alert workers this
 * file starts (`npm test` starts none) text the shopper once; the text's stop link works without signing in.
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockIndexName } from '@dealer/stock/index-schema'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { cmsLogin } from './helpers/cms'
import { accountCall, signIn, textsTo, type SignedIn } from './helpers/customer-accounts'
import { importFeed, startOutboxWorker, stopOutboxWorkers, WORKER_READY_MS } from './helpers/processes'
import { siteRequest } from './helpers/site-request'
import { until as waitUntil } from './helpers/until'

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const run = crypto.randomBytes(3).toString('hex')
const slug = `saved-searches-${run}`
const WORKER_TEST_MS = 3 * WORKER_READY_MS + 120_000

/** A listed used car as a feed row (stock-import/src/schema.ts); each test car varies the model, year and price. */
function feedCar(id: number, make: string, model: string, price: number) {
  return {
    id,
    stocknum: `SS${id}`,
    status: 'in_stock',
    car_type: 'used',
    year: 2022,
    make,
    model,
    badge: 'SR5',
    colour: 'White',
    price,
    price_type: 'Drive Away',
    km: 40_000 + id,
    created_at: '2026-11-01T09:00:00+10:00',
    simple_body: 'Ute',
    simple_transmission: 'Automatic',
    simple_fuel: 'Diesel',
    simple_drive: '4WD',
    location: { id: 12, name: 'Saved Search Motors Cleveland', city: 'Cleveland', state: 'QLD', postcode: '4163' },
    dealership_id: 1,
    dealership_name: 'Saved Search Motors',
    images: ['/demo-photos/hatch/1a1a1a/0.svg'],
  }
}

const base = 900_000 + (parseInt(run, 16) % 50_000) * 10
const FIRST_STOCK = [feedCar(base, 'Toyota', 'HiLux', 48_000)]
/** Two HiLux under $60,000 (matching) and a Corolla (not). */
const NEW_STOCK = [
  ...FIRST_STOCK,
  feedCar(base + 1, 'Toyota', 'HiLux', 45_990),
  feedCar(base + 2, 'Toyota', 'HiLux', 52_500),
  feedCar(base + 3, 'Toyota', 'Corolla', 25_000),
]
const SEARCH_PATH = '/search/toyota/hilux?price=-60000'

let db: pg.Client
let superAdmin: string
let tenantId: number
let shopper: SignedIn
let feedDir: string
const workers = new Set<ChildProcess>()
const workerOutput: string[] = []

const until = <T>(what: string, check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 90_000) =>
  waitUntil(what, check, { timeoutMs, detail: () => `worker output:\n${workerOutput.slice(-30).join('\n')}` })

async function importStock(cars: unknown[]): Promise<string> {
  const feed = path.join(feedDir, `feed-${crypto.randomBytes(3).toString('hex')}.json`)
  fs.writeFileSync(feed, JSON.stringify(cars))
  const outcome = await importFeed('--tenant', slug, feed)
  expect(outcome.stderr).toBe('')
  expect(outcome.code).toBe(0)
  return outcome.stdout
}

const asShopper = (token: string) => ({ cookie: `shopper_session=${token}` })
const formPost = (path: string, body: Record<string, string>, token: string | null) =>
  siteRequest(slug, path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...(token ? asShopper(token) : {}) },
    body: new URLSearchParams(body).toString(),
  })

async function cmsCall(route: string, body: Record<string, unknown>) {
  const response = await fetch(cms(`/api/saved-searches/${route}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.STOREFRONT_API_SECRET}` },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

async function searchesOf(customer: number) {
  const { rows } = await db.query<{ id: number; name: string; alerts: string; filters: string; path: string }>(
    'SELECT id, name, alerts, filters, path FROM saved_searches WHERE customer_id = $1 ORDER BY id',
    [customer],
  )
  return rows
}

async function newStockAlerts(search: number) {
  const { rows } = await db.query<{ id: number; status: string; car_count: string; car_names: string; next_attempt_at: Date; counted_at: Date | null }>(
    `SELECT id, status, car_count, car_names, next_attempt_at, counted_at FROM shopper_alerts WHERE saved_search_id = $1 AND kind = 'new-stock' ORDER BY id`,
    [search],
  )
  return rows
}

const mailDir = process.env.MAIL_CAPTURE_DIR ?? path.resolve(import.meta.dirname, '../../.data/mail')

/** The captured emails to an address (the worker's mailer writes each as an .eml file in development). */
function emailsTo(address: string): string[] {
  if (!fs.existsSync(mailDir)) return []
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
    .filter((text) => text.includes(`To: ${address}`))
}

const alertTexts = (phone: string) => textsTo(phone).filter((text) => text.includes('your saved search'))

const startWorker = () =>
  startOutboxWorker(
    { WORKER_OUTBOXES: 'alerts', LEAD_WORKER_INTERVAL_MS: '300', LEAD_RETRY_BASE_MS: '400', LEAD_LEASE_MS: '4000', LEAD_MAX_ATTEMPTS: '2' },
    workerOutput,
    workers,
  )

const stopWorkers = () => stopOutboxWorkers(workers)

beforeAll(async () => {
  if (!process.env.DATABASE_URI || !process.env.STOREFRONT_API_SECRET) throw new Error('needs the stack environment: DATABASE_URI, STOREFRONT_API_SECRET')
  db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  superAdmin = await cmsLogin(SUPER_ADMIN)
  const created = await fetch(cms('/api/tenants'), {
    method: 'POST',
    headers: { authorization: `JWT ${superAdmin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Saved Search Motors', slug, template: 'dealer' }),
  })
  expect(created.status).toBe(201)
  tenantId = ((await created.json()) as { doc: { id: number } }).doc.id
  feedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saved-searches-feed-'))
  await importStock(FIRST_STOCK)
  shopper = await signIn(slug)
}, 120_000)

afterEach(stopWorkers)

afterAll(async () => {
  await stopWorkers()
  fs.rmSync(feedDir, { recursive: true, force: true })
  for (const table of [
    'site_settings',
    'shopper_alerts',
    'saved_search_matches',
    'saved_searches',
    'customer_sessions',
    'customer_sign_in_codes',
    'verifications',
    'customers',
  ])
    await db.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [tenantId])
  await fetch(cms(`/api/tenants/${tenantId}`), { method: 'DELETE', headers: { authorization: `JWT ${superAdmin}` } })
  await adminSearchClient()
    .client.deleteIndex({ indexName: stockIndexName(slug) })
    .catch(() => undefined)
  await db?.end()
})

describe('saving a search', () => {
  it('asks a signed-out shopper to sign in first, and comes back to the form', async () => {
    const page = await siteRequest(slug, `/my-garage/searches/new?search=${encodeURIComponent(SEARCH_PATH)}`)
    expect(page.status).toBe(302)
    const location = new URL(page.headers.location!, 'http://x')
    expect(location.pathname).toBe('/sign-in')
    expect(location.searchParams.get('redirect')).toBe(`/my-garage/searches/new?search=${encodeURIComponent(SEARCH_PATH)}`)
  })

  it('from the search page’s link: names it, chooses texts, and lists it in My garage with the cars that match now', async () => {
    const search = await siteRequest(slug, SEARCH_PATH)
    expect(search.status).toBe(200)
    const link = /href="(\/my-garage\/searches\/new\?search=[^"]+)"/.exec(search.text)?.[1]?.replaceAll('&amp;', '&')
    expect(link).toBe(`/my-garage/searches/new?search=${encodeURIComponent(SEARCH_PATH)}`)

    const form = await siteRequest(slug, link!, { headers: asShopper(shopper.sessionToken) })
    expect(form.status).toBe(200)
    expect(form.text).toContain('Save this search')
    expect(form.text).toContain('value="Toyota HiLux cars"')

    const refused = await formPost('/my-garage/searches/new', { search: SEARCH_PATH, name: ' ', alerts: 'email', frequency: 'instant' }, shopper.sessionToken)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Give the search a name.')
    expect(refused.text).toContain('Add your email address in My garage before choosing alerts by email.')
    expect(await searchesOf(shopper.customer.id)).toEqual([])

    const crossSite = await siteRequest(slug, '/my-garage/searches/new', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', ...asShopper(shopper.sessionToken) },
      body: new URLSearchParams({ search: SEARCH_PATH, name: 'Sneaky', alerts: 'sms', frequency: 'instant' }).toString(),
    })
    expect(crossSite.status).toBe(403)

    const saved = await formPost(
      '/my-garage/searches/new',
      { search: SEARCH_PATH, name: 'HiLux under 60k', alerts: 'sms', frequency: 'instant' },
      shopper.sessionToken,
    )
    expect(saved.status).toBe(302)
    expect(saved.headers.location).toBe('/my-garage/searches?saved=1')
    const [row] = await searchesOf(shopper.customer.id)
    expect(row).toMatchObject({ name: 'HiLux under 60k', alerts: 'sms', path: SEARCH_PATH })
    expect(row.filters).toContain('make:"Toyota"')
    expect(row.filters).toContain('selling_price <= 60000')

    const list = await siteRequest(slug, '/my-garage/searches?saved=1', { headers: asShopper(shopper.sessionToken) })
    expect(list.status).toBe(200)
    expect(list.text).toContain('Your search is saved.')
    expect(list.text).toContain('HiLux under 60k')
    expect(list.text).toContain('1 car match now')
    expect(list.text).toContain('Text message, as new cars arrive')
  })
})

describe('new stock', () => {
  it(
    'an import adding 2 matching cars and 1 other texts the shopper once, naming the 2; the same import again texts nobody; two workers send it once',
    async () => {
      const [search] = await searchesOf(shopper.customer.id)
      // A second shopper, who gave an email and chose alerts by email, saved the same search.
      const reader = await signIn(slug)
      const email = `saved-search-${run}@example.com`
      const details = { firstName: 'Erin', lastName: '', email, postcode: '' }
      expect((await accountCall('me', { site: slug, sessionToken: reader.sessionToken, details }, { method: 'PATCH' })).status).toBe(200)
      const byEmail = await cmsCall('save', {
        site: slug,
        sessionToken: reader.sessionToken,
        search: {
          path: search.path,
          query: '',
          filters: search.filters,
          summary: 'Toyota HiLux',
          name: 'HiLux by email',
          alerts: 'email',
          frequency: 'instant',
        },
      })
      expect(byEmail.status).toBe(201)

      const stdout = await importStock(NEW_STOCK)
      expect(stdout).toContain('matched the new cars: 2 saved searches with new cars to tell of')
      const [queued] = await newStockAlerts(search.id)
      expect(queued).toMatchObject({ car_count: '2' })
      expect(queued.car_names.split('\n').sort()).toEqual(['2022 Toyota HiLux SR5', '2022 Toyota HiLux SR5'])

      await Promise.all([startWorker(), startWorker()])
      await until('the alert to be sent', async () => (await newStockAlerts(search.id))[0]?.status === 'sent')
      // Time for either worker to send it again, if it would.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const texts = alertTexts(shopper.customer.phone)
      expect(texts).toHaveLength(1)
      expect(texts[0]).toContain('Saved Search Motors: 2 new cars match your saved search “HiLux under 60k”: 2022 Toyota HiLux SR5, 2022 Toyota HiLux SR5.')
      expect(texts[0]).toContain(`See them: http://${slug}.localhost:`)
      expect(texts[0]).toContain(`${SEARCH_PATH} Stop these alerts: http://${slug}.localhost:`)
      // The text took its place in the site's monthly allowance.
      expect((await newStockAlerts(search.id))[0].counted_at).not.toBeNull()
      const readerSearch = (byEmail.body.search as { id: number }).id
      await until('the email to be sent', async () => (await newStockAlerts(readerSearch))[0]?.status === 'sent')
      const [mail] = emailsTo(email)
      expect(mail).toContain('Subject: =?UTF-8?Q?2_new_cars_match')
      expect(mail).toContain('2022 Toyota HiLux SR5')
      expect(mail).toContain('From: Saved Search Motors <alerts@dealer-platform.local>')
      expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/saved-searches-[0-9a-f]+\.localhost:\d+\/alerts\/stop\?token=s\d+-/)
      expect((await newStockAlerts(readerSearch))[0].counted_at).toBeNull()
      expect(emailsTo(email)).toHaveLength(1)

      const again = await importStock(NEW_STOCK)
      expect(again).toContain('matched the new cars: 0 saved searches with new cars to tell of')
      expect(await newStockAlerts(search.id)).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(alertTexts(shopper.customer.phone)).toHaveLength(1)

      const list = await siteRequest(slug, '/my-garage/searches', { headers: asShopper(shopper.sessionToken) })
      expect(list.text).toContain('3 cars match now')
    },
    WORKER_TEST_MS,
  )

  it('a daily digest waits for 8 am the site’s time, and a paused search is not matched', async () => {
    const digest = await cmsCall('save', {
      site: slug,
      sessionToken: shopper.sessionToken,
      search: { path: '/search/toyota', query: '', filters: 'make:"Toyota"', summary: 'Make: Toyota', name: 'Any Toyota', alerts: 'sms', frequency: 'daily' },
    })
    expect(digest.status).toBe(201)
    const paused = await cmsCall('save', {
      site: slug,
      sessionToken: shopper.sessionToken,
      search: {
        path: '/search/toyota',
        query: '',
        filters: 'make:"Toyota"',
        summary: 'Make: Toyota',
        name: 'Paused Toyota',
        alerts: 'sms',
        frequency: 'instant',
      },
    })
    const pausedId = (paused.body.search as { id: number }).id
    expect((await cmsCall('update', { site: slug, sessionToken: shopper.sessionToken, id: pausedId, changes: { paused: true } })).status).toBe(200)

    await importStock([...NEW_STOCK, feedCar(base + 4, 'Toyota', 'Camry', 31_000)])
    const [alert] = await newStockAlerts((digest.body.search as { id: number }).id)
    expect(alert).toMatchObject({ status: 'pending', car_count: '1', car_names: '2022 Toyota Camry SR5' })
    const brisbane = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', hour: 'numeric', minute: 'numeric', hour12: false }).format(
      alert.next_attempt_at,
    )
    expect(brisbane).toBe('08:00')
    expect(alert.next_attempt_at.getTime()).toBeGreaterThan(Date.now())
    expect(alert.next_attempt_at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000)
    expect(await newStockAlerts(pausedId)).toEqual([])
  }, 120_000)
})

describe('the stop link', () => {
  it('works signed out: opening it changes nothing, its one button stops the alerts, and a later import texts nobody', async () => {
    const [search] = await searchesOf(shopper.customer.id)
    const token = /\/alerts\/stop\?token=([A-Za-z0-9_-]+)/.exec(alertTexts(shopper.customer.phone)[0])?.[1]
    expect(token).toMatch(/^s\d+-/)
    const page = await siteRequest(slug, `/alerts/stop?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Stop alerts for “HiLux under 60k”')
    expect((await searchesOf(shopper.customer.id))[0].alerts).toBe('sms')

    const stopped = await formPost('/alerts/stop', { token: token! }, null)
    expect(stopped.status).toBe(200)
    expect(stopped.text).toContain('New car alerts stopped.')
    expect((await searchesOf(shopper.customer.id))[0].alerts).toBe('none')

    await importStock([...NEW_STOCK, feedCar(base + 5, 'Toyota', 'HiLux', 39_990)])
    expect(await newStockAlerts(search.id)).toHaveLength(1)
  }, 120_000)
})

describe('the site’s monthly texts', () => {
  it(
    'an alert over the alerts’ share (80%) of them is not texted, and staff read why',
    async () => {
      const capped = await signIn(slug)
      const saved = await cmsCall('save', {
        site: slug,
        sessionToken: capped.sessionToken,
        search: {
          path: '/search/toyota',
          query: '',
          filters: 'make:"Toyota"',
          summary: 'Make: Toyota',
          name: 'Capped Toyota',
          alerts: 'sms',
          frequency: 'instant',
        },
      })
      const searchId = (saved.body.search as { id: number }).id
      // An allowance of 1: its 80% is no text at all for alerts, while a sign-in code could still go.
      const settings = await fetch(cms('/api/site-settings'), {
        method: 'POST',
        headers: { authorization: `JWT ${superAdmin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tenant: tenantId, sms: { monthlyAllowance: 1 } }),
      })
      expect(settings.status, await settings.clone().text()).toBe(201)
      try {
        const stdout = await importStock([...NEW_STOCK, feedCar(base + 6, 'Toyota', 'LandCruiser', 89_000)])
        expect(stdout).toContain('matched the new cars: 2 saved searches with new cars to tell of')
        // The daily digest still waiting for 8 am: the new car joined it, after the Camry and the $39,990 HiLux.
        const { rows: digest } = await db.query<{ id: number }>(`SELECT id FROM saved_searches WHERE tenant_id = $1 AND name = 'Any Toyota'`, [tenantId])
        expect(await newStockAlerts(digest[0].id)).toMatchObject([
          { status: 'pending', car_count: '3', car_names: '2022 Toyota Camry SR5\n2022 Toyota HiLux SR5\n2022 Toyota LandCruiser SR5' },
        ])
        await startWorker()
        const [alert] = await until('the alert to be refused', async () => {
          const alerts = await newStockAlerts(searchId)
          return alerts[0]?.status === 'failed' ? alerts : null
        })
        expect(alert.counted_at).toBeNull()
        const { rows } = await db.query<{ last_error: string }>('SELECT last_error FROM shopper_alerts WHERE id = $1', [alert.id])
        expect(rows[0].last_error).toBe('Alerts have used their share of the site’s monthly text messages (Site settings → Text messages).')
        expect(alertTexts(capped.customer.phone)).toEqual([])
      } finally {
        // The site's texts back to the default, for the tests after this one.
        await db.query('DELETE FROM site_settings WHERE tenant_id = $1', [tenantId])
      }
    },
    WORKER_TEST_MS,
  )
})

describe('the saved-search endpoints', () => {
  it('keep 10 searches a shopper, and reach only the session’s own', async () => {
    const other = await signIn(slug)
    const save = (session: SignedIn, name: string) =>
      cmsCall('save', {
        site: slug,
        sessionToken: session.sessionToken,
        search: { path: '/search', query: '', filters: '', summary: 'All cars', name, alerts: 'none', frequency: 'instant' },
      })
    const answers = []
    for (let index = 0; index < 11; index++) answers.push(await save(other, `Search ${index + 1}`))
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(201))
    expect(answers[10]).toEqual({ status: 409, body: { message: 'You can save up to 10 searches. Delete one in My garage to save another.' } })

    const [mine] = await searchesOf(shopper.customer.id)
    expect((await cmsCall('delete', { site: slug, sessionToken: other.sessionToken, id: mine.id })).status).toBe(404)
    expect((await cmsCall('update', { site: slug, sessionToken: other.sessionToken, id: mine.id, changes: { name: 'Mine now' } })).status).toBe(404)
    expect((await searchesOf(shopper.customer.id))[0].name).toBe('HiLux under 60k')

    // From My garage: delete one of the other shopper's, and the limit makes room.
    const theirs = await searchesOf(other.customer.id)
    const deleted = await formPost('/my-garage/searches', { intent: 'delete', id: String(theirs[0].id) }, other.sessionToken)
    expect(deleted.status).toBe(200)
    expect(deleted.text).toContain('Saved search deleted.')
    expect(await searchesOf(other.customer.id)).toHaveLength(9)
  }, 60_000)
})
