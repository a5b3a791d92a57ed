import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Endpoint, type PayloadRequest } from 'payload'
import type { LeadIntakeLead } from '@dealer/cms-contract/lead-intake'
import {
  applyPaymentEventSchema,
  attachPaymentSchema,
  holdReservationSchema,
  refundRecordedSchema,
  releaseReservationSchema,
  type ApplyPaymentEventAnswer,
  type CustomerReservationRow,
  type CustomerReservationsAnswer,
  type HoldReservationAnswer,
} from '@dealer/cms-contract/reservations'
import { deliveryTargets } from '../leads/destinations'
import { insertLeadWithOutbox } from '../leads/intake'
import { isStorefront, notStorefront } from '../leads/storefront-credential'
import { parse, tenantIdOfSlug, unknownSite } from '../lib/endpoint-input'
import { announceSiteChange } from '../lib/site-changes'
import { applyPaymentEvent, type ReservationStatus } from './reservation-state'
import { setReservedFlag } from './stock-flag'

/**
 * The reservations' endpoints (cms-contract/reservations.ts), under /api/reservations, for the storefront's server
 * (and the stock import) only. Every change to a car's reservations runs in one transaction holding that car's lock
 * (a transaction-scoped advisory lock per site and car), so a hold, an expiry and a payment of one car queue behind one
 * another on any number of CMS instances; the partial unique index (one held or paid per site and car) is the backstop
 * the database keeps whatever path writes (decision 030).
 */

type Sql = Pick<PayloadRequest['payload']['db']['drizzle'], 'execute'>

/** Runs `work` in one Payload transaction (its own connection, and a request that carries it for Payload's writes). */
async function inTransaction<T>(req: PayloadRequest, work: (db: Sql, local: PayloadRequest) => Promise<T>): Promise<T> {
  const { payload } = req
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('Reservations need database transactions.')
  const local = await createLocalReq({}, payload)
  local.transactionID = transactionID
  const db = payload.db.sessions?.[String(transactionID)]?.db as Sql | undefined
  try {
    if (!db) throw new Error('The transaction has no connection.')
    const result = await work(db, local)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** This car's lock, until the transaction ends: every change to its reservations queues here. */
async function lockCar(db: Sql, tenant: number, carId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('reservations'), hashtext(${`${tenant}:${carId}`}))`)
}

/** A customer's or a network's lock, until the transaction ends: their holds of different cars queue here. */
async function lockHolder(db: Sql, tenant: number, holder: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('reservation-holders'), hashtext(${`${tenant}:${holder}`}))`)
}

/** What a reservation keeps of the shopper's network: a keyed hash, enough to tell two holds from one network apart. */
function networkKey(secret: string, tenant: number, network: string): string {
  return crypto.createHmac('sha256', secret).update(`reservation network\n${tenant}\n${network}`).digest('base64url')
}

/** Holds of this car whose time ran out unpaid end now (status expired), before anything else looks at the car. */
async function expireStaleHolds(db: Sql, tenant: number, carId: string): Promise<void> {
  await db.execute(sql`
    UPDATE reservations SET status = 'expired', idempotency_key = NULL, note = 'The hold lapsed unpaid.', updated_at = now()
    WHERE tenant_id = ${tenant} AND car_stock_id = ${carId} AND status = 'held' AND held_until < now()`)
}

interface ReservationRow {
  id: number
  status: ReservationStatus
  customer_id: number
  idempotency_key: string | null
  payment_id: string | null
  deposit_cents: string | number
}

/**
 * POST /api/reservations/hold → HoldReservationAnswer (201 a new hold, 200 the customer's own, 409 taken by another).
 * The client's key is scoped to the customer, so two customers can never meet on one key.
 */
const holdEndpoint: Endpoint = {
  path: '/hold',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, holdReservationSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const customer = await req.payload.db.drizzle.execute(sql`SELECT id FROM customers WHERE id = ${body.customerId} AND tenant_id = ${tenant}`)
    if (customer.rows.length === 0) return Response.json({ message: `There is no customer ${body.customerId} on this site.` }, { status: 404 })
    const key = `${body.customerId}:${body.idempotencyKey}`
    const car = body.car

    const network = networkKey(req.payload.secret, tenant, body.network)

    const answer = await inTransaction(req, async (db): Promise<{ answer: HoldReservationAnswer; status: number }> => {
      // The customer's and the network's holds queue here, before the car's lock: every hold takes them in this order.
      await lockHolder(db, tenant, `customer:${body.customerId}`)
      await lockHolder(db, tenant, `network:${network}`)
      await lockCar(db, tenant, car.id)
      await expireStaleHolds(db, tenant, car.id)
      const columns = sql`id, status, customer_id, idempotency_key, payment_id, deposit_cents`
      const same = (await db.execute(sql`SELECT ${columns} FROM reservations WHERE tenant_id = ${tenant} AND idempotency_key = ${key}`)).rows[0] as unknown as
        ReservationRow | undefined
      const active = (
        await db.execute(sql`
          SELECT ${columns} FROM reservations WHERE tenant_id = ${tenant} AND car_stock_id = ${car.id} AND status IN ('held', 'paid')`)
      ).rows[0] as unknown as ReservationRow | undefined
      // The same customer's hold (a retry, a double click, a second tab, the page opened again) is the same answer.
      const own = [same, active].find((row) => row && row.customer_id === body.customerId && (row.status === 'held' || row.status === 'paid'))
      if (own?.status === 'paid') return { answer: { state: 'paid', reservationId: own.id }, status: 200 }
      if (own) {
        const answer: HoldReservationAnswer = {
          state: 'held',
          reservationId: own.id,
          idempotencyKey: own.idempotency_key ?? key,
          paymentId: own.payment_id,
          depositCents: Number(own.deposit_cents),
        }
        return { answer, status: 200 }
      }
      if (active) return { answer: { state: 'taken' }, status: 409 }
      // One unpaid hold per network at a time: another customer's live hold from this network refuses this one.
      const neighbour = (
        await db.execute(sql`
          SELECT ceil(extract(epoch FROM held_until - now()))::int AS wait FROM reservations
          WHERE tenant_id = ${tenant} AND status = 'held' AND held_until >= now() AND holder_network = ${network} AND customer_id <> ${body.customerId}
          ORDER BY held_until LIMIT 1`)
      ).rows[0] as { wait: number } | undefined
      if (neighbour) return { answer: { state: 'network-busy', retryAfterSeconds: Math.max(1, neighbour.wait) }, status: 429 }
      // One unpaid hold per customer: reserving another car releases the one they held (its checkout, if paid later,
      // is a payment after the hold ended, which revives the hold or is refunded: applyPaymentEvent).
      await db.execute(sql`
        UPDATE reservations SET status = 'expired', idempotency_key = NULL, note = 'Released: the customer started reserving another car.', updated_at = now()
        WHERE tenant_id = ${tenant} AND customer_id = ${body.customerId} AND status = 'held' AND car_stock_id <> ${car.id}`)
      // A key whose hold ended (declined, lapsed) is free again.
      if (same) await db.execute(sql`UPDATE reservations SET idempotency_key = NULL WHERE id = ${same.id}`)
      const inserted = await db.execute(sql`
        INSERT INTO reservations (
          tenant_id, title, status, car_title, car_stock_id, car_slug, car_stocknum, car_vin, car_dealership_slug, car_price, car_image,
          name, last_name, email, customer_id, deposit_cents, provider, held_until, idempotency_key, holder_network, events, refund_due,
          updated_at, created_at)
        VALUES (
          ${tenant}, ${`${body.name} ${body.lastName} – ${car.title}`}, 'held', ${car.title}, ${car.id}, ${car.slug}, ${car.stocknum},
          ${car.vin}, ${car.dealershipSlug}, ${car.price}, ${car.image},
          ${body.name}, ${body.lastName}, ${body.email}, ${body.customerId}, ${body.depositCents}, ${body.provider},
          now() + make_interval(mins => ${body.holdMinutes}), ${key}, ${network}, '[]'::jsonb, false, now(), now())
        RETURNING id`)
      const id = (inserted.rows[0] as { id: number }).id
      return { answer: { state: 'held', reservationId: id, idempotencyKey: key, paymentId: null, depositCents: body.depositCents }, status: 201 }
    }).catch((error: unknown) => {
      // The partial unique index refused a second active reservation that got past the lock (it can't, but the
      // database has the last word): someone else has the car.
      if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505')
        return { answer: { state: 'taken' } satisfies HoldReservationAnswer, status: 409 }
      throw error
    })
    return Response.json(answer.answer, { status: answer.status })
  },
}

/** POST /api/reservations/payment: the checkout's payment id on its held reservation (204; 409 when it is no longer held). */
const paymentEndpoint: Endpoint = {
  path: '/payment',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, attachPaymentSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const updated = await req.payload.db.drizzle.execute(sql`
      UPDATE reservations SET payment_id = ${body.paymentId}, updated_at = now()
      WHERE id = ${body.reservationId} AND tenant_id = ${tenant} AND status = 'held' AND (payment_id IS NULL OR payment_id = ${body.paymentId})
      RETURNING id`)
    if (updated.rows.length === 0) return Response.json({ message: 'That reservation is not held for a payment.' }, { status: 409 })
    return new Response(null, { status: 204 })
  },
}

/** POST /api/reservations/release: a hold whose checkout could not start ends now (204; 409 when it is no longer held). */
const releaseEndpoint: Endpoint = {
  path: '/release',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, releaseReservationSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const updated = await req.payload.db.drizzle.execute(sql`
      UPDATE reservations SET status = 'expired', idempotency_key = NULL, note = ${body.reason}, updated_at = now()
      WHERE id = ${body.reservationId} AND tenant_id = ${tenant} AND status = 'held'
      RETURNING id`)
    if (updated.rows.length === 0) return Response.json({ message: 'That reservation is not held.' }, { status: 409 })
    return new Response(null, { status: 204 })
  },
}

interface FullRow extends ReservationRow {
  car_stock_id: string
  car_slug: string
  car_title: string
  car_stocknum: string | null
  car_vin: string | null
  car_dealership_slug: string | null
  car_price: string | number | null
  name: string
  last_name: string
  email: string
  events: string[] | null
  refund_due: boolean
  provider: 'simulator' | 'stripe'
  paid_at: string | null
}

/** The reservation lead (form 'reservation'): the customer, the car, the deposit; delivered like every lead. */
async function reservationLead(db: Sql, tenant: number, row: FullRow): Promise<LeadIntakeLead> {
  const customer = (await db.execute(sql`SELECT phone, postcode FROM customers WHERE id = ${row.customer_id} AND tenant_id = ${tenant}`)).rows[0] as
    { phone: string; postcode: string | null } | undefined
  const deposit = (Number(row.deposit_cents) / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' })
  return {
    form: 'reservation',
    category: 'Reservation',
    subcategory: 'Reserve Car Now',
    // The spec numbers no reservation event: it goes out as the car enquiry's (spec 000 §7's 14), the strongest enquiry.
    eventId: 14,
    eventName: 'Car reserved online',
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    phone: customer?.phone ?? '',
    postcode: customer?.postcode ?? null,
    message: `Reserved online with a ${deposit} deposit (payment ${row.payment_id ?? 'unknown'}, reservation ${row.id}).`,
    rego: null,
    bookingDate: null,
    consent: false,
    dealershipId: null,
    locationId: null,
    customerId: row.customer_id,
    car: {
      id: row.car_stock_id,
      slug: row.car_slug,
      stocknum: row.car_stocknum ?? '',
      name: row.car_title,
      carType: '',
      year: null,
      make: null,
      model: null,
      vin: row.car_vin,
      price: row.car_price === null ? null : Number(row.car_price),
      dealershipSlug: row.car_dealership_slug,
      locationName: null,
    },
    finance: null,
    url: '',
    userAgent: '',
    visitedPages: [],
    linkedQueryParams: {},
  }
}

/** Makes the index say what the reservations say: the car is Reserved while a paid reservation of it exists. */
async function syncStockFlag(req: PayloadRequest, tenant: number, site: string, carId: string): Promise<void> {
  const paid = await req.payload.db.drizzle.execute(sql`
    SELECT 1 FROM reservations WHERE tenant_id = ${tenant} AND car_stock_id = ${carId} AND status = 'paid' LIMIT 1`)
  await setReservedFlag(site, carId, paid.rows.length > 0)
  await announceSiteChange(req, tenant)
}

/**
 * POST /api/reservations/apply → ApplyPaymentEventAnswer. The reservation is the site's one with the event's payment
 * id (and its reservation id, when the provider echoed it); the change, the event's id and a paid reservation's lead
 * commit together under the car's lock. Then the car's flag in the stock index is made to match (every call, a replay
 * too, so a failed index write is mended by the storefront's retry: 503 until it succeeds).
 */
const applyEndpoint: Endpoint = {
  path: '/apply',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, applyPaymentEventSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const { event } = body
    const found = (
      await req.payload.db.drizzle.execute(sql`
        SELECT id, car_stock_id FROM reservations WHERE tenant_id = ${tenant} AND payment_id = ${event.paymentId} AND provider = ${body.provider}`)
    ).rows[0] as { id: number; car_stock_id: string } | undefined
    if (!found || (event.reservationId !== null && event.reservationId !== String(found.id)))
      return Response.json({ message: 'No reservation of this site has that payment.' }, { status: 404 })

    const outcome = await inTransaction(req, async (db, local): Promise<ApplyPaymentEventAnswer | { refused: string }> => {
      await lockCar(db, tenant, found.car_stock_id)
      const row = (await db.execute(sql`SELECT * FROM reservations WHERE id = ${found.id} FOR UPDATE`)).rows[0] as unknown as FullRow
      const others = await db.execute(sql`
        SELECT 1 FROM reservations
        WHERE tenant_id = ${tenant} AND car_stock_id = ${row.car_stock_id} AND id <> ${row.id} AND status IN ('held', 'paid')
          AND NOT (status = 'held' AND held_until < now())
        LIMIT 1`)
      const events = row.events ?? []
      const transition = applyPaymentEvent(
        { status: row.status, depositCents: Number(row.deposit_cents), events, refundDue: row.refund_due },
        { eventId: event.eventId, kind: event.kind, amountCents: event.amountCents, carTakenByAnother: others.rows.length > 0 },
      )
      if (transition.change === 'refused') return { refused: transition.reason }
      const recorded = events.includes(event.eventId) ? events : [...events, event.eventId]
      if (transition.change === 'none') {
        if (recorded !== events) await db.execute(sql`UPDATE reservations SET events = ${JSON.stringify(recorded)}::jsonb WHERE id = ${row.id}`)
        return transition.refund
          ? { outcome: 'refund', reservationId: row.id, paymentId: event.paymentId, provider: row.provider }
          : { outcome: 'unchanged', reservationId: row.id, status: row.status }
      }
      // Another hold of this car that lapsed unpaid gives way to the payment that revives this one.
      if (transition.status === 'paid') await expireStaleHolds(db, tenant, row.car_stock_id)
      await db.execute(sql`
        UPDATE reservations SET
          status = ${transition.status},
          paid_at = CASE WHEN ${transition.paid} THEN coalesce(paid_at, ${event.occurredAt}::timestamptz) ELSE paid_at END,
          refund_due = ${transition.refundDue},
          note = coalesce(${transition.note}, note),
          idempotency_key = CASE WHEN ${transition.status} IN ('held', 'paid') THEN idempotency_key ELSE NULL END,
          events = ${JSON.stringify(recorded)}::jsonb,
          updated_at = now()
        WHERE id = ${row.id}`)
      if (transition.createLead) {
        const lead = await reservationLead(db, tenant, row)
        const { dealershipId, targets } = await deliveryTargets(local, tenant, lead)
        const leadId = await insertLeadWithOutbox(local, tenant, `${tenant}:reservation-${row.id}`, { ...lead, dealershipId }, targets)
        await db.execute(sql`UPDATE reservations SET lead_id = ${leadId} WHERE id = ${row.id}`)
      }
      return transition.refund
        ? { outcome: 'refund', reservationId: row.id, paymentId: event.paymentId, provider: row.provider }
        : { outcome: 'applied', reservationId: row.id, status: transition.status }
    })
    if ('refused' in outcome) return Response.json({ message: `The event does not match the reservation: ${outcome.refused}.` }, { status: 422 })
    try {
      await syncStockFlag(req, tenant, body.site, found.car_stock_id)
    } catch (error) {
      console.error(`reservations: the stock index was not updated: ${error instanceof Error ? error.message : error}`)
      return Response.json({ message: 'The payment is recorded, but the stock index could not be updated: try again.' }, { status: 503 })
    }
    return Response.json(outcome)
  },
}

/** POST /api/reservations/refunded: a deposit due back was refunded by the storefront (204; 409 when none was due). */
const refundedEndpoint: Endpoint = {
  path: '/refunded',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, refundRecordedSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const updated = await req.payload.db.drizzle.execute(sql`
      UPDATE reservations SET status = 'refunded', refund_id = ${body.refundId}, refund_due = false, updated_at = now(),
        note = 'Paid after the hold had lapsed and another customer reserved the car: the deposit was refunded automatically.'
      WHERE id = ${body.reservationId} AND tenant_id = ${tenant} AND refund_due
      RETURNING id`)
    if (updated.rows.length === 0) return Response.json({ message: 'No refund was due on that reservation.' }, { status: 409 })
    return new Response(null, { status: 204 })
  },
}

/** GET /api/reservations/mine?site=&customer=[&id=]: the customer's reservations on the site, newest first. */
const mineEndpoint: Endpoint = {
  path: '/mine',
  method: 'get',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const site = req.searchParams.get('site') ?? ''
    const customer = Number(req.searchParams.get('customer'))
    const id = req.searchParams.get('id')
    if (!Number.isInteger(customer) || customer <= 0 || (id !== null && !/^\d{1,12}$/.test(id)))
      return Response.json({ message: 'Give the customer (and optionally the reservation) as numbers.' }, { status: 400 })
    const tenant = await tenantIdOfSlug(req, site)
    if (tenant === null) return unknownSite(site)
    const rows = await req.payload.db.drizzle.execute(sql`
      SELECT id, status, car_stock_id, car_slug, car_title, car_image, deposit_cents, created_at, paid_at FROM reservations
      WHERE tenant_id = ${tenant} AND customer_id = ${customer} ${id === null ? sql`` : sql`AND id = ${Number(id)}`}
      ORDER BY created_at DESC LIMIT 50`)
    const reservations = rows.rows.map((value): CustomerReservationRow => {
      const row = value as Record<string, unknown>
      const time = (at: unknown) => (at ? new Date(at as string).toISOString() : null)
      return {
        id: Number(row.id),
        status: row.status as ReservationStatus,
        car: { id: String(row.car_stock_id), slug: String(row.car_slug), title: String(row.car_title), image: (row.car_image as string | null) ?? null },
        depositCents: Number(row.deposit_cents),
        createdAt: time(row.created_at) ?? '',
        paidAt: time(row.paid_at),
      }
    })
    return Response.json({ reservations } satisfies CustomerReservationsAnswer)
  },
}

export const reservationEndpoints: Endpoint[] = [holdEndpoint, paymentEndpoint, releaseEndpoint, applyEndpoint, refundedEndpoint, mineEndpoint]
