import type { Endpoint, PayloadRequest, Where } from 'payload'
import { createLocalReq, ValidationError, type RequiredDataFromCollectionSlug } from 'payload'
import type { Lead } from '@dealer/cms-contract'
import { analyticsEventSchema, leadIntakeSchema, type LeadIntakeAnswer, type LeadIntakeLead } from '@dealer/cms-contract/lead-intake'
import { BookingRefused, checkTestDriveBooking, slotTaken } from './bookings'
import { deliveryTargets, type DeliveryTarget } from './destinations'
import { isStorefront, notStorefront } from './storefront-credential'
import { linkLead } from '../finance/applications'
import { readJson, tenantIdOfSlug } from '../lib/endpoint-input'

/** How long a client's idempotency key answers with the lead it first made. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

async function leadWithKey(req: PayloadRequest, key: string): Promise<number | null> {
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS).toISOString()
  const found = await req.payload.find({
    collection: 'leads',
    where: { and: [{ idempotencyKey: { equals: key } }, { createdAt: { greater_than: since } }] },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.id ?? null
}

const created = (leadId: number, replayed: boolean) =>
  Response.json({ lead_id: leadId } satisfies LeadIntakeAnswer, { status: 201, headers: replayed ? { 'idempotent-replayed': 'true' } : {} })

/**
 * POST /api/leads/intake (storefront only): the lead and one outbox row per destination in one transaction, then
 * 201 { lead_id }. A key seen in the last 24 hours answers with its lead instead, also when two submits race. A
 * test-drive booking whose time another booking holds, or whose contact holds its allowance, is refused with 409
 * { code, message } (LeadIntakeRefusal).
 */
export const leadIntakeEndpoint: Endpoint = {
  path: '/intake',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const parsed = leadIntakeSchema.safeParse(await readJson(req))
    if (!parsed.success)
      return Response.json(
        { message: 'The lead is malformed.', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
        { status: 400 },
      )
    const { site, idempotencyKey, lead } = parsed.data
    const tenant = await tenantIdOfSlug(req, site)
    if (tenant === null) return Response.json({ message: `There is no site "${site}".` }, { status: 404 })

    const key = `${tenant}:${idempotencyKey}`
    const earlier = await leadWithKey(req, key)
    if (earlier !== null) return created(earlier, true)
    if (lead.customerId != null && !(await isCustomerOf(req, tenant, lead.customerId)))
      return Response.json({ message: 'The lead is malformed.', issues: [`lead.customerId: no customer ${lead.customerId} on this site`] }, { status: 400 })

    const { dealershipId, targets } = await deliveryTargets(req, tenant, lead)
    const local = await createLocalReq({}, req.payload)
    const save = () => saveWithOutbox(local, tenant, key, { ...lead, dealershipId }, targets)
    let leadId: number
    try {
      leadId = await save()
    } catch (error) {
      if (!(error instanceof ValidationError || error instanceof BookingRefused)) throw error
      // The same key committed by a concurrent submit (the unique index, or the booking it holds, refused this one):
      // answer with that lead.
      const raced = await leadWithKey(req, key)
      if (raced !== null) return created(raced, true)
      if (error instanceof BookingRefused) return Response.json(error.answer, { status: 409 })
      // Another booking of that time that didn't queue behind the booking lock: the unique index refused this one.
      if (await slotTaken(req.payload, tenant, lead)) return Response.json(new BookingRefused('slot-taken').answer, { status: 409 })
      // Or a key older than the window that the worker hasn't cleared yet: it names no lead to replay any more.
      if (await forgetStaleKey(local, key)) leadId = await save()
      else
        return Response.json(
          { message: 'The lead is malformed.', issues: error.data.errors.map((issue) => `${issue.path}: ${issue.message}`) },
          { status: 400 },
        )
    }
    // A finance application sent alongside (POST /api/youx/create-customer) and saved first is linked to its lead now.
    if (lead.form === 'finance') await linkLead(req, tenant, idempotencyKey)
    await recordEvent(local, { tenant, eventId: lead.eventId, name: lead.eventName, path: pathOf(lead.url), carId: lead.car?.id ?? null, lead: leadId })
    return created(leadId, false)
  },
}

/** Whether the customer is one of the site's: a lead is linked only to a shopper of its own site. */
async function isCustomerOf(req: PayloadRequest, tenant: number, customerId: number): Promise<boolean> {
  const found = await req.payload.find({
    collection: 'customers',
    where: { and: [{ id: { equals: customerId } }, { tenant: { equals: tenant } }] },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  return found.docs.length > 0
}

async function forgetStaleKey(local: PayloadRequest, key: string): Promise<boolean> {
  const { docs } = await local.payload.update({
    collection: 'leads',
    where: { idempotencyKey: { equals: key } },
    data: { idempotencyKey: null },
    overrideAccess: true,
    depth: 0,
    req: local,
  })
  return docs.length > 0
}

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname
  } catch {
    return null
  }
}

/** Records an analytics event as the server; a failure only warns (spec 001 §7): the lead is saved either way. */
async function recordEvent(local: PayloadRequest, data: RequiredDataFromCollectionSlug<'analytics-events'>): Promise<number | null> {
  try {
    return (await local.payload.create({ collection: 'analytics-events', data, depth: 0, overrideAccess: true, req: local })).id
  } catch (error) {
    console.warn(`analytics event ${data.eventId} was not recorded: ${error instanceof Error ? error.message : error}`)
    return null
  }
}

/** The car as the lead keeps it: the stock record's id as `stockId`. */
function carFields({ id, ...car }: NonNullable<LeadIntakeLead['car']>) {
  return { ...car, stockId: id }
}

/**
 * Written as the server (`req` is a local request), not as the anonymous REST caller: the multi-tenant plugin only lets
 * server writes name a site without a signed-in user, and the storefront's credential has been checked.
 */
async function saveWithOutbox(req: PayloadRequest, tenant: number, key: string, lead: LeadIntakeLead, targets: DeliveryTarget[]): Promise<number> {
  const { payload } = req
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter offers no transactions: a lead and its outbox must commit together.')
  const inTransaction = await createLocalReq({}, payload)
  inTransaction.transactionID = transactionID
  try {
    await checkTestDriveBooking(payload, transactionID, tenant, lead)
    const id = await insertLeadWithOutbox(inTransaction, tenant, key, lead, targets)
    await payload.db.commitTransaction(transactionID)
    return id
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * The lead and its outbox rows, inside the caller's transaction (`inTransaction` carries it): the intake's, or a paid
 * reservation's (cms/src/reservations), whose lead commits with the payment that made it.
 */
export async function insertLeadWithOutbox(
  inTransaction: PayloadRequest,
  tenant: number,
  key: string,
  lead: LeadIntakeLead,
  targets: DeliveryTarget[],
): Promise<number> {
  const { payload } = inTransaction
  // The event's name goes on the analytics event, not the lead.
  const { dealershipId, locationId, customerId, car, finance, eventName: _eventName, ...fields } = lead
  const deliveryStatus: Lead['deliveryStatus'] = targets.length > 0 ? 'pending' : 'no-destination'
  const data: RequiredDataFromCollectionSlug<'leads'> = {
    ...fields,
    tenant,
    idempotencyKey: key,
    source: 'Website',
    dealership: dealershipId,
    location: locationId,
    customer: customerId ?? undefined,
    car: car ? carFields(car) : undefined,
    finance: finance ?? undefined,
    status: 'new',
    deliveryStatus,
  }
  const doc = await payload.create({
    collection: 'leads',
    data,
    depth: 0,
    overrideAccess: true,
    req: inTransaction,
  })
  const now = new Date().toISOString()
  for (const target of targets) {
    await payload.create({
      collection: 'lead-deliveries',
      data: { tenant, lead: doc.id, destination: target.destination, target: target.target, status: 'pending', attempts: 0, nextAttemptAt: now },
      depth: 0,
      overrideAccess: true,
      req: inTransaction,
    })
  }
  return doc.id
}

/**
 * GET /api/leads/booked-slots?site=&location=&from=&to= (storefront only): the test-drive times already booked at a
 * location, so the storefront offers only free appointments.
 */
export const bookedSlotsEndpoint: Endpoint = {
  path: '/booked-slots',
  method: 'get',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const params = req.searchParams
    const tenant = await tenantIdOfSlug(req, params.get('site') ?? '')
    if (tenant === null) return Response.json({ message: 'Unknown site.' }, { status: 404 })
    const from = new Date(params.get('from') ?? '')
    const to = new Date(params.get('to') ?? '')
    const location = Number(params.get('location'))
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return Response.json({ message: 'Give from and to as ISO dates.' }, { status: 400 })
    const where: Where[] = [
      { tenant: { equals: tenant } },
      { form: { equals: 'test-drive' } },
      { bookingDate: { greater_than_equal: from.toISOString() } },
      { bookingDate: { less_than: to.toISOString() } },
    ]
    if (Number.isInteger(location) && location > 0) where.push({ location: { equals: location } })
    const booked = await req.payload.find({
      collection: 'leads',
      where: { and: where },
      select: { bookingDate: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return Response.json({ slots: booked.docs.flatMap((doc) => (doc.bookingDate ? [new Date(doc.bookingDate).toISOString()] : [])) })
  },
}

/** POST /api/analytics-events/intake (storefront only): records one numbered event that happened in a browser. */
export const analyticsIntakeEndpoint: Endpoint = {
  path: '/intake',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const parsed = analyticsEventSchema.safeParse(await readJson(req))
    if (!parsed.success) return Response.json({ message: 'The event is malformed.' }, { status: 400 })
    const { site, leadId, ...event } = parsed.data
    const tenant = await tenantIdOfSlug(req, site)
    if (tenant === null) return Response.json({ message: `There is no site "${site}".` }, { status: 404 })
    const id = await recordEvent(await createLocalReq({}, req.payload), { ...event, tenant, lead: leadId })
    return Response.json({ id }, { status: id === null ? 503 : 201 })
  },
}
