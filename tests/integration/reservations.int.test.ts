/**
 * Reserve Car Now, exactly once (issue 22, decision 030), against the running stack: customers racing for one car get
 * one reservation; a forged callback changes nothing; a replayed one changes nothing more; paid marks the car Reserved
 * in the stock index within seconds and makes one reservation lead; a payment confirmed while the CMS can't be reached
 * is applied once it can; staff refund a paid reservation (site admins only) and the car is released; the next stock
 * import keeps a car reserved online reserved.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName } from '@dealer/stock/index-schema'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsLogin } from './helpers/cms'
import { signIn, type SignedIn } from './helpers/customer-accounts'
import { freePort, importFeed, startStorefrontInstance, type Started } from './helpers/processes'
import { siteRequest } from './helpers/site-request'
import { until as waitUntil } from './helpers/until'

const [site, otherSite] = DEMO_TENANTS
const SITE = site.slug
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const run = crypto.randomBytes(3).toString('hex')
const storefrontPort = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port

const search = adminSearchClient().client

let db: pg.Client
let siteId: number
/** Cars this file reserved: released again afterwards, so reruns and other suites find them as they were. */
const usedCars = new Set<string>()
const testTenants: number[] = []

interface Car {
  objectID: string
  slug: string
  name: string
  make: string
  model: string
  price: number
  reserved: boolean
}

/** Available, priced, unreserved cars of the site that no reservation holds, in random order. */
async function freeCars(count: number): Promise<Car[]> {
  const { hits } = await search.searchSingleIndex<Car & { status: string; sold: boolean; car_type: string }>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: 'status:in_stock', hitsPerPage: 500 },
  })
  const { rows } = await db.query<{ car_stock_id: string }>(`SELECT car_stock_id FROM reservations WHERE tenant_id = $1 AND status IN ('held', 'paid')`, [
    siteId,
  ])
  const held = new Set(rows.map((row) => row.car_stock_id))
  const free = hits.filter((car) => !car.reserved && !car.sold && car.price > 1000 && !held.has(car.objectID) && !usedCars.has(car.objectID))
  free.sort(() => Math.random() - 0.5)
  const picked = free.slice(0, count)
  expect(picked.length, 'free demo cars to reserve').toBe(count)
  for (const car of picked) usedCars.add(car.objectID)
  return picked
}

const cookieOf = (shopper: SignedIn) => `shopper_session=${shopper.sessionToken}`
let addresses = 0
const newAddress = () => `198.51.${Math.floor(Math.random() * 200)}.${addresses++ % 250}`

interface StartAnswer {
  ok: boolean
  reservationId?: string
  redirectUrl?: string
  error?: string
  reason?: string
  similar?: Array<{ id: string; slug: string; title: string }>
}

async function startCheckout(shopper: SignedIn | null, carId: string, key: string = crypto.randomUUID(), slug = SITE, from = newAddress()) {
  const response = await siteRequest(slug, '/api/checkout/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(shopper ? { cookie: cookieOf(shopper) } : {}) },
    body: JSON.stringify({ carId, name: 'Jo', lastName: 'Citizen', email: 'jo@example.com', idempotencyKey: key }),
    shopper: from,
  })
  return { status: response.status, body: response.json<StartAnswer>(), retryAfter: response.headers['retry-after'] }
}

interface ReservationRow {
  id: number
  status: string
  payment_id: string | null
  lead_id: number | null
  paid_at: Date | null
  refund_id: string | null
  refund_due: boolean
  events: string[]
  deposit_cents: string
}

async function reservation(id: string | number): Promise<ReservationRow> {
  const { rows } = await db.query<ReservationRow>('SELECT * FROM reservations WHERE id = $1', [Number(id)])
  return rows[0]
}

async function reservedInIndex(carId: string): Promise<boolean> {
  const record = await search.getObject({ indexName: stockIndexName(SITE), objectID: carId, attributesToRetrieve: ['reserved'] })
  return Boolean((record as { reserved?: boolean }).reserved)
}

const until = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000) => waitUntil(what, check, { timeoutMs })

/** The simulator's callback signature (decision 029): HMAC-SHA256 over `t.body`, its key derived from the server secret. */
function simulatorCallback(body: object, secret = process.env.STOREFRONT_API_SECRET ?? '') {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'dealer payment simulator callback v1', 32))
  const created = Math.floor(Date.now() / 1000)
  const rawBody = JSON.stringify({ created, ...body })
  const signature = crypto.createHmac('sha256', key).update(`${created}.${rawBody}`).digest('hex')
  return { rawBody, signature: `t=${created},v1=${signature}` }
}

/** A paid event for a reservation, as the simulator signs it. */
function paidEvent(row: ReservationRow, eventId = `simevt_${run}${crypto.randomBytes(8).toString('hex')}`) {
  return {
    id: eventId,
    type: 'payment.paid',
    data: { paymentId: row.payment_id, siteId, reservationId: String(row.id), amountCents: Number(row.deposit_cents) },
  }
}

async function deliver(callback: { rawBody: string; signature: string }, port?: string) {
  return siteRequest(SITE, '/api/payments/simulator', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payment-simulator-signature': callback.signature },
    body: callback.rawBody,
    port,
  })
}

async function leadsOf(reservationId: string | number): Promise<number> {
  const { rows } = await db.query<{ count: string }>("SELECT count(*) FROM leads WHERE idempotency_key = $1 AND form = 'reservation'", [
    `${siteId}:reservation-${reservationId}`,
  ])
  return Number(rows[0].count)
}

/** Starts a checkout and pays on the simulator's page, as a shopper would: the reservation id. */
async function reserveAndPay(shopper: SignedIn, car: Car): Promise<string> {
  const started = await startCheckout(shopper, car.objectID)
  expect(started.status, JSON.stringify(started.body)).toBe(201)
  const page = await siteRequest(SITE, started.body.redirectUrl!, { headers: { cookie: cookieOf(shopper) } })
  expect(page.status).toBe(200)
  const token = new URL(started.body.redirectUrl!, 'http://x').searchParams.get('checkout')!
  const paid = await siteRequest(SITE, '/checkout/test-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie: cookieOf(shopper) },
    body: new URLSearchParams({ checkout: token, outcome: 'success' }).toString(),
  })
  expect(paid.status, paid.text.slice(0, 500)).toBe(302)
  // Back to the site the shopper is on (a local stack's <slug>.localhost), to the confirmation page.
  expect(paid.headers.location).toBe(`http://${SITE}.localhost:${storefrontPort}/checkout/confirmation?reservation=${started.body.reservationId}`)
  return started.body.reservationId!
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [SITE])
  siteId = rows[0].id
})

afterAll(async () => {
  // Release what this file reserved: the reservations end, the index says the cars are free again.
  if (usedCars.size > 0) {
    const ids = [...usedCars]
    await db.query(
      `UPDATE reservations SET status = 'cancelled', idempotency_key = NULL WHERE tenant_id = $1 AND car_stock_id = ANY($2) AND status IN ('held', 'paid')`,
      [siteId, ids],
    )
    await search.partialUpdateObjects({
      indexName: stockIndexName(SITE),
      objects: ids.map((objectID) => ({ objectID, reserved: false })),
      createIfNotExists: false,
      waitForTasks: true,
    })
  }
  for (const id of testTenants) await db.query('DELETE FROM reservations WHERE tenant_id = $1', [id])
  if (testTenants.length > 0) {
    const superAdmin = await cmsLogin(SUPER_ADMIN)
    for (const id of testTenants)
      await fetch(cms(`/api/tenants/${id}`), { method: 'DELETE', headers: { authorization: `JWT ${superAdmin}` } }).catch(() => undefined)
  }
  await db.end()
})

describe('POST /api/checkout/start', () => {
  it('refuses a shopper who is not signed in (401), a bad body (400), and another site’s page (403)', async () => {
    const [car] = await freeCars(1)
    expect((await startCheckout(null, car.objectID)).status).toBe(401)
    const shopper = await signIn(SITE)
    expect((await startCheckout(shopper, car.objectID, 'short')).status).toBe(400)
    const crossSite = await siteRequest(SITE, '/api/checkout/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', cookie: cookieOf(shopper) },
      body: JSON.stringify({ carId: car.objectID, name: 'Jo', lastName: 'Citizen', email: 'jo@example.com', idempotencyKey: crypto.randomUUID() }),
    })
    expect(crossSite.status).toBe(403)
    // A car this site doesn't have is not reservable here.
    const missing = await startCheckout(shopper, `no-such-car-${run}`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ ok: false, reason: 'not-reservable' })
  })

  it('two or more customers racing for one car: exactly one reservation, the others told it was just reserved, with similar cars', async () => {
    const [car] = await freeCars(1)
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => signIn(SITE)))
    const answers = await Promise.all(shoppers.map((shopper) => startCheckout(shopper, car.objectID)))
    const won = answers.filter((answer) => answer.status === 201)
    const lost = answers.filter((answer) => answer.status === 409)
    expect(won, JSON.stringify(answers.map((answer) => [answer.status, answer.body]))).toHaveLength(1)
    expect(lost).toHaveLength(4)
    for (const answer of lost) {
      expect(answer.body).toMatchObject({
        ok: false,
        reason: 'reserved',
        error: 'Sorry, this car was just reserved by another customer. Here are some similar cars.',
      })
      expect(answer.body.similar!.length).toBeGreaterThan(0)
      expect(answer.body.similar!.map((similar) => similar.id)).not.toContain(car.objectID)
    }
    expect(won[0].body.redirectUrl).toMatch(/^\/checkout\/test-payment\?checkout=/)
    const { rows } = await db.query(`SELECT id FROM reservations WHERE tenant_id = $1 AND car_stock_id = $2 AND status IN ('held', 'paid')`, [
      siteId,
      car.objectID,
    ])
    expect(rows).toHaveLength(1)
    // The winner asking again (a double click, a retry) is the same reservation and the same payment.
    const winner = shoppers[answers.indexOf(won[0])]
    const again = await startCheckout(winner, car.objectID)
    expect(again.status).toBe(200)
    expect(again.body.reservationId).toBe(won[0].body.reservationId)
    expect((await reservation(again.body.reservationId!)).payment_id).toBe((await reservation(won[0].body.reservationId!)).payment_id)
  })
})

describe('holding cars unpaid (issue 44)', () => {
  it('one customer holds one car at a time: reserving another releases the first, which another customer may then hold', async () => {
    const cars = await freeCars(3)
    const shopper = await signIn(SITE)
    const starts = []
    for (const car of cars) starts.push(await startCheckout(shopper, car.objectID))
    expect(starts.map((start) => start.status)).toEqual([201, 201, 201])
    const rows = await Promise.all(starts.map((start) => reservation(start.body.reservationId!)))
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired', 'held'])
    const { rows: notes } = await db.query<{ note: string }>('SELECT note FROM reservations WHERE id = $1', [rows[0].id])
    expect(notes[0].note).toBe('Released: the customer started reserving another car.')
    expect((await startCheckout(await signIn(SITE), cars[0].objectID)).status).toBe(201)
  })

  it('one network holds one car at a time: a second customer there is told why and when to try again, and may once it is paid', async () => {
    const [first, second] = await freeCars(2)
    // Two addresses of one IPv6 /64: one network, however many addresses it has.
    const network = `2001:db8:${crypto.randomInt(0x10000).toString(16)}:${crypto.randomInt(0x10000).toString(16)}`
    const [holder, neighbour] = await Promise.all([signIn(SITE), signIn(SITE)])
    const held = await startCheckout(holder, first.objectID, crypto.randomUUID(), SITE, `${network}::1`)
    expect(held.status).toBe(201)
    const refused = await startCheckout(neighbour, second.objectID, crypto.randomUUID(), SITE, `${network}:0:0:0:2`)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      ok: false,
      reason: 'network-busy',
      error: 'Another reservation from your network is waiting for its payment. Please try again once it is paid, or in up to 30 minutes.',
    })
    expect(Number(refused.retryAfter)).toBeGreaterThan(25 * 60)
    const { rows } = await db.query(`SELECT id FROM reservations WHERE tenant_id = $1 AND car_stock_id = $2 AND status = 'held'`, [siteId, second.objectID])
    expect(rows).toHaveLength(0)
    // The first is paid: the network holds nothing unpaid, and the neighbour's checkout starts.
    const token = new URL(held.body.redirectUrl!, 'http://x').searchParams.get('checkout')!
    const paid = await siteRequest(SITE, '/checkout/test-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie: cookieOf(holder) },
      body: new URLSearchParams({ checkout: token, outcome: 'success' }).toString(),
    })
    expect(paid.status).toBe(302)
    await until('the hold is paid', async () => (await reservation(held.body.reservationId!)).status === 'paid')
    expect((await startCheckout(neighbour, second.objectID, crypto.randomUUID(), SITE, `${network}::3`)).status).toBe(201)
  })
})

describe('payment callbacks', () => {
  it('a callback with a bad or missing signature is 400 and changes nothing', async () => {
    const [car] = await freeCars(1)
    const started = await startCheckout(await signIn(SITE), car.objectID)
    const row = await reservation(started.body.reservationId!)
    const forged = simulatorCallback(paidEvent(row), 'not-the-server-secret')
    expect((await deliver(forged)).status).toBe(400)
    const unsigned = await siteRequest(SITE, '/api/payments/simulator', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged.rawBody,
    })
    expect(unsigned.status).toBe(400)
    const genuine = simulatorCallback(paidEvent(row))
    const tampered = { rawBody: genuine.rawBody.replace('"payment.paid"', '"payment.paid" '), signature: genuine.signature }
    expect((await deliver(tampered)).status).toBe(400)
    const after = await reservation(row.id)
    expect(after).toMatchObject({ status: 'held', paid_at: null, lead_id: null, events: [] })
    expect(await reservedInIndex(car.objectID)).toBe(false)
    const { rows } = await db.query('SELECT 1 FROM payments.inbox WHERE event @> $1', [JSON.stringify({ paymentId: row.payment_id })])
    expect(rows).toHaveLength(0)
  })

  it('paid on the simulator: the car is Reserved in the index within seconds and one lead is made; a replayed event changes nothing', async () => {
    const [car] = await freeCars(1)
    const shopper = await signIn(SITE)
    const reservationId = await reserveAndPay(shopper, car)
    const paid = await until('the reservation to be paid', async () => {
      const row = await reservation(reservationId)
      return row.status === 'paid' ? row : null
    })
    expect(paid.paid_at).not.toBeNull()
    expect(paid.lead_id).not.toBeNull()
    await until('the car to be Reserved in the index', () => reservedInIndex(car.objectID), 5_000)
    expect(await leadsOf(reservationId)).toBe(1)
    const { rows: leads } = await db.query('SELECT form, customer_id, car_stock_id FROM leads WHERE id = $1', [paid.lead_id])
    expect(leads[0]).toMatchObject({ form: 'reservation', customer_id: shopper.customer.id, car_stock_id: car.objectID })
    // Delivered like every lead: its outbox rows were queued with it.
    const { rows: deliveries } = await db.query('SELECT destination FROM lead_deliveries WHERE lead_id = $1', [paid.lead_id])
    expect(deliveries.length).toBeGreaterThan(0)

    // The same event delivered again (a provider's retry, or a replay): 200, and nothing more happens.
    const replay = simulatorCallback(paidEvent(paid, paid.events[0]))
    expect((await deliver(replay)).status).toBe(200)
    expect((await deliver(replay)).status).toBe(200)
    // Another event reporting the same payment: still one lead, still paid, nothing refunded.
    expect((await deliver(simulatorCallback(paidEvent(paid)))).status).toBe(200)
    const after = await reservation(reservationId)
    expect(after).toMatchObject({ status: 'paid', refund_id: null, refund_due: false, lead_id: paid.lead_id })
    expect(await leadsOf(reservationId)).toBe(1)
    const { rows: inbox } = await db.query('SELECT event_id FROM payments.inbox WHERE event_id = $1', [paid.events[0]])
    expect(inbox).toHaveLength(1)

    // The customer's reservations as My garage and the confirmation page read them.
    const mine = await fetch(cms(`/api/reservations/mine?site=${SITE}&customer=${shopper.customer.id}`), {
      headers: { authorization: `Bearer ${process.env.STOREFRONT_API_SECRET}` },
    })
    expect(((await mine.json()) as { reservations: Array<{ id: number; status: string }> }).reservations[0]).toMatchObject({
      id: Number(reservationId),
      status: 'paid',
    })
  })

  it('declined and abandoned payments release the hold: another customer can then reserve the car', async () => {
    const [car] = await freeCars(1)
    const started = await startCheckout(await signIn(SITE), car.objectID)
    const token = new URL(started.body.redirectUrl!, 'http://x').searchParams.get('checkout')!
    const declined = await siteRequest(SITE, '/checkout/test-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ checkout: token, outcome: 'decline' }).toString(),
    })
    expect(declined.status).toBe(302)
    expect(declined.headers.location).toMatch(new RegExp(`^http://${SITE}\\.localhost:${storefrontPort}/cars/${car.slug}/(checkout|buy-online)$`))
    expect((await reservation(started.body.reservationId!)).status).toBe('declined')
    const next = await startCheckout(await signIn(SITE), car.objectID)
    expect(next.status).toBe(201)
  })
})

describe('a payment confirmed while the CMS cannot be reached', () => {
  let second: Started | null = null
  afterAll(() => second?.stop())

  it('is stored, answered 200, and applied when the CMS can be reached (by any instance)', async () => {
    // A second storefront instance on the same database whose CMS address answers nothing: the CMS is down for it.
    const port = String(await freePort())
    const deadCms = `http://127.0.0.1:${await freePort()}`
    second = await startStorefrontInstance(Number(port), { CMS_INTERNAL_URL: deadCms })

    const [car] = await freeCars(1)
    const started = await startCheckout(await signIn(SITE), car.objectID)
    const row = await reservation(started.body.reservationId!)
    const event = paidEvent(row)
    const answer = await deliver(simulatorCallback(event), port)
    expect(answer.status).toBe(200)
    // Stored, not applied: the CMS was not reached.
    const { rows } = await db.query<{ applied_at: Date | null; last_error: string | null }>(
      'SELECT applied_at, last_error FROM payments.inbox WHERE event_id = $1',
      [event.id],
    )
    expect(rows[0]).toMatchObject({ applied_at: null })
    expect((await reservation(row.id)).status).toBe('held')
    // That instance goes away; the stack's own, which reaches the CMS, applies the stored event within its retry delay.
    const stopping = second
    second = null
    await stopping.stop()
    await until('the stored payment to be applied', async () => (await reservation(row.id)).status === 'paid', 30_000)
    await until('the car to be Reserved in the index', () => reservedInIndex(car.objectID), 5_000)
    expect(await leadsOf(row.id)).toBe(1)
  }, 90_000)
})

describe('staff cancel or refund a paid reservation', () => {
  it('a site editor or another site’s admin cannot; the site admin refunds it: refunded, the car released', async () => {
    const [car] = await freeCars(1)
    const reservationId = await reserveAndPay(await signIn(SITE), car)
    await until('the car to be Reserved', () => reservedInIndex(car.objectID))
    const patch = async (login: { email: string; password: string }, body: object) =>
      fetch(cms(`/api/reservations/${reservationId}`), {
        method: 'PATCH',
        headers: { authorization: `JWT ${await cmsLogin(login)}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await patch(site.editor, { status: 'refunded' })).status).toBe(403)
    expect([403, 404]).toContain((await patch(otherSite.staff, { status: 'refunded' })).status)
    // The site's admin may change only the status, and only to cancelled or refunded.
    const locked = await patch(site.staff, { depositCents: 1 })
    expect(locked.status).toBeLessThan(500)
    expect((await reservation(reservationId)).deposit_cents).toBe('20000')
    expect((await patch(site.staff, { status: 'held' })).status).toBe(400)
    expect((await reservation(reservationId)).status).toBe('paid')

    const refunded = await patch(site.staff, { status: 'refunded' })
    expect(refunded.status, await refunded.clone().text()).toBe(200)
    const row = await reservation(reservationId)
    expect(row).toMatchObject({ status: 'refunded' })
    expect(row.refund_id).toMatch(/^simre_/)
    expect(await reservedInIndex(car.objectID)).toBe(false)
    // Released: another customer can reserve it now.
    expect((await startCheckout(await signIn(SITE), car.objectID)).status).toBe(201)
  })

  it('cancelling releases the car without a refund', async () => {
    const [car] = await freeCars(1)
    const reservationId = await reserveAndPay(await signIn(SITE), car)
    await until('the car to be Reserved', () => reservedInIndex(car.objectID))
    const cancelled = await fetch(cms(`/api/reservations/${reservationId}`), {
      method: 'PATCH',
      headers: { authorization: `JWT ${await cmsLogin(site.staff)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    })
    expect(cancelled.status).toBe(200)
    expect(await reservation(reservationId)).toMatchObject({ status: 'cancelled', refund_id: null })
    expect(await reservedInIndex(car.objectID)).toBe(false)
  })
})

describe('a payment for a car someone else reserved after the hold lapsed', () => {
  it('is refunded automatically, and the other customer keeps the car', async () => {
    const [car] = await freeCars(1)
    const late = await startCheckout(await signIn(SITE), car.objectID)
    const lateRow = await reservation(late.body.reservationId!)
    // The hold runs out unpaid, and another customer reserves and pays.
    await db.query("UPDATE reservations SET held_until = now() - interval '1 minute' WHERE id = $1", [lateRow.id])
    const winner = await reserveAndPay(await signIn(SITE), car)
    await until('the winner to be paid', async () => (await reservation(winner)).status === 'paid')
    // Now the first customer's payment arrives.
    expect((await deliver(simulatorCallback(paidEvent(lateRow)))).status).toBe(200)
    const refunded = await until('the late payment to be refunded', async () => {
      const row = await reservation(lateRow.id)
      return row.status === 'refunded' ? row : null
    })
    expect(refunded.refund_id).toMatch(/^simre_/)
    expect(refunded.lead_id).toBeNull()
    expect((await reservation(winner)).status).toBe('paid')
    expect(await reservedInIndex(car.objectID)).toBe(true)
  })
})

describe('the next stock import', () => {
  it('keeps a car reserved online reserved, whatever the feed says', async () => {
    const superAdmin = await cmsLogin(SUPER_ADMIN)
    const slug = `reservations-${run}`
    const created = await fetch(cms('/api/tenants'), {
      method: 'POST',
      headers: { authorization: `JWT ${superAdmin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Reservation Motors', slug, template: 'dealer' }),
    })
    expect(created.status).toBe(201)
    const tenantId = ((await created.json()) as { doc: { id: number } }).doc.id
    testTenants.push(tenantId)
    const shopper = await signIn(slug)
    const carId = String(810_000 + (parseInt(run, 16) % 100_000))
    const reserved = await fetch(cms('/api/reservations'), {
      method: 'POST',
      headers: { authorization: `JWT ${superAdmin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        car: { title: '2021 Toyota HiLux SR5', stockId: carId, slug: `car-${carId}` },
        name: 'Jo',
        lastName: 'Citizen',
        email: 'jo@example.com',
        customer: shopper.customer.id,
        depositCents: 20_000,
        provider: 'simulator',
        status: 'paid',
        tenant: tenantId,
      }),
    })
    expect(reserved.status, await reserved.clone().text()).toBe(201)

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reservations-feed-'))
    const feed = path.join(dir, 'feed.json')
    const feedCar = {
      status: 'in_stock',
      car_type: 'used',
      year: 2021,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      price_type: 'Drive Away',
      km: 52_300,
      created_at: '2026-10-20T09:00:00+10:00',
      simple_body: 'Ute',
      simple_transmission: 'Automatic',
      simple_fuel: 'Diesel',
      location: { id: 11, name: 'Reservation Motors Cleveland', city: 'Cleveland', state: 'QLD', postcode: '4163' },
      dealership_id: 1,
      dealership_name: 'Reservation Motors',
      images: ['/demo-photos/ute/f4f4f4/0.svg'],
    }
    fs.writeFileSync(
      feed,
      JSON.stringify([
        { ...feedCar, id: Number(carId), stocknum: `RM${carId}`, price: 45_990, reserved: false },
        { ...feedCar, id: Number(carId) + 1, stocknum: `RM${Number(carId) + 1}`, price: 41_990 },
      ]),
    )
    try {
      const result = await importFeed('--tenant', slug, feed)
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('kept 1 car reserved online reserved')
      const records = await search.getObjects<{ objectID: string; reserved: boolean }>({
        requests: [carId, String(Number(carId) + 1)].map((objectID) => ({ indexName: stockIndexName(slug), objectID, attributesToRetrieve: ['reserved'] })),
      })
      expect(records.results.map((record) => record?.reserved)).toEqual([true, false])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      await search.deleteIndex({ indexName: stockIndexName(slug) }).catch(() => undefined)
    }
  }, 60_000)
})
