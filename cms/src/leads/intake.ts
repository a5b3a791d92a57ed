import type { Endpoint, PayloadRequest, Where } from 'payload'
import { createLocalReq, ValidationError, type RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'
import type { Lead } from '../payload-types'
import type { LeadIntakeAnswer } from './contract'
import { deliveryTargets, type DeliveryTarget } from './destinations'
import { isStorefront, notStorefront } from './storefront-credential'

/** How long a client's idempotency key answers with the lead it first made. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable()

// The CMS's own check of what the storefront sends: the shape and sizes. The shopper-facing rules (and their messages)
// are the storefront's zod schemas; a request that gets here with a bad field is a storefront bug, answered 400.
const intakeSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,100}$/),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
  lead: z.object({
    form: z.enum(['enquiry', 'test-drive', 'contact']),
    category: text(100).min(1),
    subcategory: optionalText(100),
    eventId: z.number().int().positive(),
    name: text(100).min(1),
    lastName: text(100).min(1),
    email: z.email().max(200),
    phone: z.string().regex(/^0\d{9}$/),
    postcode: z.string().regex(/^\d{4}$/),
    message: optionalText(5000),
    rego: optionalText(20),
    bookingDate: z.iso.datetime({ offset: true }).nullable(),
    consent: z.boolean(),
    dealershipId: z.number().int().positive().nullable(),
    locationId: z.number().int().positive().nullable(),
    car: z
      .object({
        id: text(100),
        slug: text(300),
        stocknum: text(100),
        name: text(300),
        carType: text(20),
        year: z.number().int().nullable(),
        make: optionalText(100),
        model: optionalText(100),
        vin: optionalText(40),
        price: z.number().nullable(),
        dealershipSlug: optionalText(200),
        locationName: optionalText(200),
      })
      .nullable(),
    url: text(2000),
    userAgent: text(1000),
    visitedPages: z.array(text(2000)).max(50),
    linkedQueryParams: z.record(z.string().max(100), z.string().max(500)),
  }),
})

const analyticsSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,100}$/),
  eventId: z.number().int().positive(),
  name: text(100).min(1),
  path: optionalText(2000),
  carId: optionalText(100),
  leadId: z.number().int().positive().nullable(),
})

async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined
  } catch {
    return undefined
  }
}

async function siteId(req: PayloadRequest, slug: string): Promise<number | null> {
  const found = await req.payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0]?.id ?? null
}

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
 * 201 { lead_id }. A key seen in the last 24 hours answers with its lead instead, also when two submits race.
 */
export const leadIntakeEndpoint: Endpoint = {
  path: '/intake',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const parsed = intakeSchema.safeParse(await readJson(req))
    if (!parsed.success) return Response.json({ message: 'The lead is malformed.', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }, { status: 400 })
    const { site, idempotencyKey, lead } = parsed.data
    const tenant = await siteId(req, site)
    if (tenant === null) return Response.json({ message: `There is no site "${site}".` }, { status: 404 })

    const key = `${tenant}:${idempotencyKey}`
    const earlier = await leadWithKey(req, key)
    if (earlier !== null) return created(earlier, true)

    const { dealershipId, targets } = await deliveryTargets(req, tenant, lead)
    try {
      const leadId = await saveWithOutbox(req, tenant, key, { ...lead, dealershipId }, targets)
      return created(leadId, false)
    } catch (error) {
      // The same key committed by a concurrent submit: the unique index refused this one; answer with that lead.
      if (error instanceof ValidationError) {
        const raced = await leadWithKey(req, key)
        if (raced !== null) return created(raced, true)
        return Response.json({ message: 'The lead is malformed.', issues: error.data.errors.map((issue) => `${issue.path}: ${issue.message}`) }, { status: 400 })
      }
      throw error
    }
  },
}

/** The car as the lead keeps it: the stock record's id as `stockId`. */
function carFields({ id, ...car }: NonNullable<z.infer<typeof intakeSchema>['lead']['car']>) {
  return { ...car, stockId: id }
}

async function saveWithOutbox(
  req: PayloadRequest,
  tenant: number,
  key: string,
  lead: z.infer<typeof intakeSchema>['lead'],
  targets: DeliveryTarget[],
): Promise<number> {
  const { payload } = req
  // Written as the server, not as the anonymous REST caller: the multi-tenant plugin only lets local (server) writes
  // name a site without a signed-in user, and the storefront's credential has been checked.
  const local = await createLocalReq({}, payload)
  // A key older than the window may not have been swept yet: it no longer names a lead this submit can replay.
  await payload.update({ collection: 'leads', where: { idempotencyKey: { equals: key } }, data: { idempotencyKey: null }, overrideAccess: true, req: local })
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter offers no transactions: a lead and its outbox must commit together.')
  const inTransaction = await createLocalReq({}, payload)
  inTransaction.transactionID = transactionID
  try {
    const { dealershipId, locationId, car, ...fields } = lead
    const deliveryStatus: Lead['deliveryStatus'] = targets.length > 0 ? 'pending' : 'no-destination'
    const data: RequiredDataFromCollectionSlug<'leads'> = {
        ...fields,
        tenant,
        idempotencyKey: key,
        source: 'Website',
        dealership: dealershipId,
        location: locationId,
        car: car ? carFields(car) : undefined,
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
    await payload.db.commitTransaction(transactionID)
    return doc.id
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
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
    const tenant = await siteId(req, params.get('site') ?? '')
    if (tenant === null) return Response.json({ message: 'Unknown site.' }, { status: 404 })
    const from = new Date(params.get('from') ?? '')
    const to = new Date(params.get('to') ?? '')
    const location = Number(params.get('location'))
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return Response.json({ message: 'Give from and to as ISO dates.' }, { status: 400 })
    const where: Where[] = [{ tenant: { equals: tenant } }, { form: { equals: 'test-drive' } }, { bookingDate: { greater_than_equal: from.toISOString() } }, { bookingDate: { less_than: to.toISOString() } }]
    if (Number.isInteger(location) && location > 0) where.push({ location: { equals: location } })
    const booked = await req.payload.find({ collection: 'leads', where: { and: where }, select: { bookingDate: true }, pagination: false, depth: 0, overrideAccess: true, req })
    return Response.json({ slots: booked.docs.flatMap((doc) => (doc.bookingDate ? [new Date(doc.bookingDate).toISOString()] : [])) })
  },
}

/** POST /api/analytics-events/intake (storefront only): records one numbered event. */
export const analyticsIntakeEndpoint: Endpoint = {
  path: '/intake',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const parsed = analyticsSchema.safeParse(await readJson(req))
    if (!parsed.success) return Response.json({ message: 'The event is malformed.' }, { status: 400 })
    const { site, leadId, ...event } = parsed.data
    const tenant = await siteId(req, site)
    if (tenant === null) return Response.json({ message: `There is no site "${site}".` }, { status: 404 })
    const doc = await req.payload.create({ collection: 'analytics-events', data: { ...event, tenant, lead: leadId }, depth: 0, overrideAccess: true, req: await createLocalReq({}, req.payload) })
    return Response.json({ id: doc.id }, { status: 201 })
  },
}
