import type { TradeInLeadRefusal } from '@dealer/cms-contract/trade-in-valuations'
import {
  leadContextSchema,
  MAX_UPCOMING_TEST_DRIVES_PER_CONTACT,
  type LeadIntakeCar,
  type LeadIntakeLead,
  type LeadIntakeRefusal,
  type LeadIntakeRequest,
} from '@dealer/cms-contract/lead-intake'
import type { CarSummary } from '@dealer/stock/car-summary'
import type { Location, SiteSetting } from '@dealer/cms-contract'
import { getDealerships, getLocations, getSiteSettings } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { RETRY_SOON_HEADERS } from '../../server/cms-unavailable.server'
import { consumeRateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { findCarById, findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { appointmentSlots, stateTimeZone, type AppointmentSlot } from './appointments'
import { carEnquiryLead, contactFormLead, financeLead, offerAcceptedLead, testDriveLead, tradeInLead, type LeadClassification } from './lead-events'
import {
  contactFormSchema,
  DISTRIBUTION_LOCATION_MESSAGE,
  enquirySchema,
  fieldErrors,
  financeLeadSchema,
  generalTestDriveSchema,
  leadEnvelope,
  partsEnquirySchema,
  serviceEnquirySchema,
  testDriveSchema,
  tradeInContactSchema,
  type ContactFormRules,
  type DepartmentFormRules,
} from './lead-forms'
import { enquiryMessage } from './enquiry-message'
import { monthlyFromWeekly } from '../finance/finance-api'
import type { TradeInLeadAnswer } from '../trade-in/trade-in-api'
import { FIX_ERRORS, FORM_FAILED, type LeadAnswer } from './lead-answer'

/** The stock fields a lead records about its car: a card's, and where the car is. */
type LeadCar = Pick<CarSummary, 'objectID' | 'slug' | 'stocknum' | 'name' | 'car_type' | 'year' | 'make' | 'model' | 'price' | 'location_name'> & {
  vin: string | null
  dealership_slug: string | null
  location: { slug: string; state: string; distribution_locations?: Array<{ id: number; name: string; city: string | null }> } | null
}

/** The stock record's fields a lead's car is made of (findCarById reads only these). */
const LEAD_CAR_ATTRIBUTES = [
  'objectID',
  'slug',
  'stocknum',
  'name',
  'car_type',
  'year',
  'make',
  'model',
  'price',
  'location_name',
  'vin',
  'dealership_slug',
  'location',
]

const answer = (status: number, body: LeadAnswer, headers: Record<string, string> = {}) => Response.json(body, { status, headers })

/** The contact form's rules for a site, from its settings, visible locations and dealerships (spec 001 §3). */
export async function contactFormRules(
  tenant: Tenant,
): Promise<{ rules: ContactFormRules; locations: Location[]; dealerships: Array<{ id: number; name: string }> }> {
  const [settings, locations, dealerships] = await Promise.all([getSiteSettings(tenant), getLocations(tenant), getDealerships(tenant)])
  const forms = settings?.forms
  const showDealership = dealerships.length > 1 && !forms?.hidePreferredDealership
  return {
    rules: {
      commentsRequired: forms?.commentsRequired ?? true,
      showCategory: forms?.showCategory ?? true,
      locationIds: forms?.showLocation === false ? [] : locations.map((location) => location.id),
      dealershipIds: showDealership ? dealerships.map((dealership) => dealership.id) : [],
    },
    locations,
    dealerships: dealerships.map(({ id, name }) => ({ id, name })),
  }
}

/** A location's department (spec 001 §3: no type means sales). */
export type Department = Location['locationType']

/** The site's locations of a department, or every location when it has none of that department. */
function departmentLocations(locations: readonly Location[], department: Department): Location[] {
  const of = locations.filter((location) => (location.locationType ?? 'sales') === department)
  return of.length > 0 ? of : [...locations]
}

/**
 * The service, parts and book-a-test-drive forms' rules (issue 23): the department's locations to choose from, unless
 * the site turns the location field off (Site settings → Forms, as for the contact form).
 */
export async function departmentFormRules(tenant: Tenant, department: Department): Promise<{ rules: DepartmentFormRules; locations: Location[] }> {
  const [settings, locations] = await Promise.all([getSiteSettings(tenant), getLocations(tenant)])
  const offered = settings?.forms?.showLocation === false ? [] : departmentLocations(locations, department)
  return { rules: { locationIds: offered.map((location) => location.id) }, locations: offered }
}

/** Where a car is test-driven: its own location, else the site's primary one (the stock feed may name none we know). */
async function testDriveLocation(tenant: Tenant, car: LeadCar): Promise<Location | null> {
  const locations = await getLocations(tenant)
  return locations.find((candidate) => candidate.slug === car.location?.slug) ?? locations.find((candidate) => candidate.primary) ?? locations[0] ?? null
}

/** A location's free test-drive times: its hours, less the times already booked there. */
async function freeTimesAt(tenant: Tenant, location: Location, now = new Date()): Promise<AppointmentSlot[]> {
  const days = (await getSiteSettings(tenant))?.forms?.testDriveDays ?? 14
  return offeredTimesAt(tenant, location, await bookedSlots(tenant, location.id, now, new Date(now.getTime() + (days + 1) * 86_400_000)), now)
}

/**
 * A location's test-drive times from its hours, less `booked`. A submitted time is checked against these with nothing
 * booked: whether it is still free is the CMS's to decide, atomically, after it has recognised a retried submit.
 */
async function offeredTimesAt(tenant: Tenant, location: Location, booked: string[], now = new Date()): Promise<AppointmentSlot[]> {
  const settings = await getSiteSettings(tenant)
  return appointmentSlots({
    openingHours: location.openingHours ?? [],
    specialHours: location.specialHours,
    now,
    timeZone: stateTimeZone(location.address.state),
    days: settings?.forms?.testDriveDays ?? 14,
    minutes: settings?.forms?.appointmentMinutes ?? 30,
    booked,
  })
}

/** The free test-drive times at one of the site's sales locations, or null when it has no such location. */
async function locationTestDriveSlots(tenant: Tenant, locationId: number): Promise<AppointmentSlot[] | null> {
  const { locations } = await departmentFormRules(tenant, 'sales')
  const location = locations.find((candidate) => candidate.id === locationId)
  return location ? freeTimesAt(tenant, location) : null
}

/** The free test-drive times for a car, or null when the site has no such car. */
async function testDriveSlots(tenant: Tenant, carSlug: string): Promise<AppointmentSlot[] | null> {
  const car = await findCarBySlug<LeadCar>(tenant, carSlug)
  if (!car) return null
  const location = await testDriveLocation(tenant, car)
  return location ? freeTimesAt(tenant, location) : []
}

async function bookedSlots(tenant: Tenant, locationId: number, from: Date, to: Date): Promise<string[]> {
  const query = new URLSearchParams({ site: tenant.slug, location: String(locationId), from: from.toISOString(), to: to.toISOString() })
  const response = await storefrontCall(`/api/leads/booked-slots?${query}`, { method: 'GET' })
  if (!response.ok) throw new Error(`CMS booked slots answered ${response.status}`)
  return ((await response.json()) as { slots: string[] }).slots
}

/** Seconds until the address may send again, or null when it may send now: the site's allowance per address and hour. */
async function rateLimited(tenant: Tenant, settings: SiteSetting | null, clientAddress: string): Promise<number | null> {
  const decision = await consumeRateLimit(
    { name: 'leads', points: settings?.forms?.rateLimitPerHour ?? 10, durationSeconds: 3600 },
    `${tenant.id}:${clientAddress}`,
  )
  return decision.allowed ? null : decision.retryAfterSeconds
}

function intakeCar(car: LeadCar): LeadIntakeCar {
  return {
    id: car.objectID,
    slug: car.slug,
    stocknum: car.stocknum,
    name: car.name,
    carType: car.car_type,
    year: car.year,
    make: car.make,
    model: car.model,
    vin: car.vin,
    price: car.price,
    dealershipSlug: car.dealership_slug,
    locationName: car.location_name ?? null,
  }
}

const pageUrl = (request: Request) => request.headers.get('referer') ?? new URL(request.url).origin

/** The campaign parameters (utm_*, gclid, fbclid) of the page the form was sent from. */
function linkedQueryParams(url: string): Record<string, string> {
  try {
    return Object.fromEntries([...new URL(url).searchParams].filter(([key]) => /^(utm_|gclid|fbclid)/.test(key)))
  } catch {
    return {}
  }
}

/** What a test-drive booking the CMS refused means to the shopper. */
const SLOT_TAKEN = 'That time is no longer available. Please choose another.'
const bookingRefusals: Record<LeadIntakeRefusal['code'], string> = {
  'slot-taken': SLOT_TAKEN,
  'contact-limit': `You already have ${MAX_UPCOMING_TEST_DRIVES_PER_CONTACT} test drives booked with us. To change one or book another, please give us a call.`,
}

/** What the CMS's refusal of a trade-in journey's lead means to the shopper. */
const TRADE_IN_REFUSALS: Record<TradeInLeadRefusal['code'], string> = {
  'unknown-valuation': 'We couldn’t find your valuation. Please value your car again.',
  'unknown-lead': 'We couldn’t find your trade-in enquiry. Please value your car again.',
  'nothing-to-accept': 'There is no estimate to accept: we’ll inspect your car and call you.',
}

/** A lead form is a few kilobytes; anything much larger is not one of ours. */
const MAX_LEAD_BYTES = 32 * 1024

/**
 * POST /api/leads: a shopper's form, checked with the form's own schema (the same one the browser used), the honeypot
 * and the address's allowance, then handed to the CMS, which saves it with its outbox (naming the signed-in customer, if any). 201 { lead_id }; a 4xx with
 * { error, errors } for what the shopper can fix; 503 when the CMS can't take it (nothing is saved then).
 */
export async function submitLead(tenant: Tenant, request: Request, clientAddress: string, customerId: number | null = null): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, Response.json({ error: 'Leads are POSTed.' }, { status: 405 }))
  const read = await readJsonWrite(request, MAX_LEAD_BYTES)
  if (isRefusal(read)) {
    const message =
      read.status === 400
        ? 'The form could not be read. Please reload the page and try again.'
        : read.status === 413
          ? 'That form is too large to send.'
          : read.message
    return answer(read.status, { error: message })
  }
  const envelope = leadEnvelope.safeParse(read.body)
  if (!envelope.success)
    return answer(400, { error: 'The form could not be read. Please reload the page and try again.', errors: fieldErrors(envelope.error.issues) })
  const submission = envelope.data
  if (submission.website.trim() !== '') return answer(400, { error: 'This form was filled in automatically, so it was not sent. Please call us instead.' })

  const settings = await getSiteSettings(tenant)
  let classification: LeadClassification
  let fields: Pick<
    LeadIntakeLead,
    'name' | 'lastName' | 'email' | 'phone' | 'postcode' | 'message' | 'rego' | 'bookingDate' | 'consent' | 'dealershipId' | 'locationId'
  >
  let car: LeadCar | null = null
  let finance: LeadIntakeLead['finance'] = null
  let tradeIn: LeadIntakeLead['tradeIn'] = null

  if (submission.form === 'trade-in' || submission.form === 'offer-accepted') {
    // The trade-in journey's leads: the CMS copies the recorded valuation onto the lead (nothing of the car's value
    // comes from here); the car traded towards counts when it is still one of this site's.
    const parsed = tradeInContactSchema.safeParse(submission.values)
    if (!parsed.success) return invalid(parsed.error.issues)
    if (submission.carId) car = await findCarById<LeadCar>(tenant, submission.carId, LEAD_CAR_ATTRIBUTES)
    classification = submission.form === 'trade-in' ? tradeInLead() : offerAcceptedLead()
    fields = {
      ...contactOf(parsed.data),
      message: null,
      rego: null,
      bookingDate: null,
      consent: parsed.data.subscribe,
      dealershipId: null,
      locationId: null,
    }
    tradeIn = { valuationId: submission.valuationId, tradeInLeadId: submission.form === 'offer-accepted' ? submission.leadId : null }
  } else if (submission.form === 'finance') {
    // The pre-approval's application: the car is optional (the finance page may have none), and a car no longer
    // listed doesn't cost the shopper their application.
    const parsed = financeLeadSchema(settings?.finance?.postcodeRequired ?? true).safeParse(submission.values)
    if (!parsed.success) return invalid(parsed.error.issues)
    const values = parsed.data
    if (submission.car) car = await findCarBySlug<LeadCar>(tenant, submission.car)
    const dealershipSlug = submission.preferredDealership ?? car?.dealership_slug ?? null
    const dealership = dealershipSlug ? (await getDealerships(tenant)).find((candidate) => candidate.slug === dealershipSlug) : undefined
    classification = financeLead()
    fields = {
      ...contactOf(values),
      postcode: values.postcode || null,
      message: null,
      rego: null,
      bookingDate: null,
      consent: values.subscribe,
      dealershipId: dealership?.id ?? null,
      locationId: null,
    }
    const quote = submission.quote
    finance = {
      amount: values.amount,
      term: values.term,
      selfAssessedCreditScore: values.selfAssessedCreditScore,
      whoIsHelping: values.whoIsHelping,
      weeklyRepaymentAmount: quote?.weeklyRepaymentAmount ?? null,
      monthlyRepaymentAmount: quote ? monthlyFromWeekly(quote.weeklyRepaymentAmount) : null,
      advertisedRate: quote?.advertisedRate ?? null,
      comparisonRate: quote?.comparisonRate ?? null,
    }
  } else if (submission.form === 'service' || submission.form === 'parts') {
    // The service and parts pages: contact-form leads of their category, the car's details in the message.
    const { rules } = await departmentFormRules(tenant, submission.form)
    const parsed = (submission.form === 'service' ? serviceEnquirySchema(rules) : partsEnquirySchema(rules)).safeParse(submission.values)
    if (!parsed.success) return invalid(parsed.error.issues)
    const values = parsed.data
    classification = contactFormLead(submission.form === 'service' ? 'Service Enquiry' : 'Parts Enquiry')
    fields = {
      ...contactOf(values),
      message: enquiryMessage({ ...values, rego: undefined }, values.comments),
      rego: values.rego || null,
      bookingDate: null,
      consent: values.subscribe,
      dealershipId: null,
      locationId: values.location,
    }
  } else if (submission.form === 'test-drive' && submission.car === null) {
    // /book-test-drive: no car of ours, the model the shopper typed; a time only at the location they chose.
    const { rules, locations } = await departmentFormRules(tenant, 'sales')
    const parsed = generalTestDriveSchema(rules).safeParse(submission.values)
    if (!parsed.success) return invalid(parsed.error.issues)
    const values = parsed.data
    const location = locations.find((candidate) => candidate.id === values.location) ?? (locations.length === 1 ? locations[0] : null)
    const bookingDate = values.bookingDate ? new Date(values.bookingDate).toISOString() : null
    if (bookingDate && !(location && (await offeredTimesAt(tenant, location, [])).some((slot) => slot.value === bookingDate)))
      return answer(409, { error: SLOT_TAKEN, errors: { bookingDate: SLOT_TAKEN } })
    classification = testDriveLead()
    fields = {
      ...contactOf(values),
      message: enquiryMessage({ wantedModel: values.model }, values.message),
      rego: null,
      bookingDate,
      consent: false,
      dealershipId: null,
      locationId: location?.id ?? null,
    }
  } else if (submission.form === 'contact') {
    const { rules } = await contactFormRules(tenant)
    const parsed = contactFormSchema(rules).safeParse(submission.values)
    if (!parsed.success) return invalid(parsed.error.issues)
    const values = parsed.data
    classification = contactFormLead(values.category)
    fields = {
      ...contactOf(values),
      message: values.comments || null,
      rego: values.rego || null,
      bookingDate: null,
      consent: values.subscribe,
      dealershipId: values.dealership,
      locationId: values.location,
    }
  } else {
    car = submission.car ? await findCarBySlug<LeadCar>(tenant, submission.car) : null
    if (!car) return answer(404, { error: 'This car is no longer listed, so your enquiry was not sent. Please use our contact form.' })
    if (submission.form === 'enquiry') {
      const parsed = enquirySchema.safeParse(submission.values)
      if (!parsed.success) return invalid(parsed.error.issues)
      const message = messageWithPlace(car, parsed.data)
      if (message === undefined) return answer(400, PLACE_NOT_OFFERED)
      classification = carEnquiryLead(submission.kind, car.car_type, settings?.forms?.usedEnquiryAlternateEvent ?? false)
      fields = {
        ...contactOf(parsed.data),
        message,
        rego: null,
        bookingDate: null,
        consent: false,
        dealershipId: null,
        locationId: null,
      }
    } else {
      const parsed = testDriveSchema.safeParse(submission.values)
      if (!parsed.success) return invalid(parsed.error.issues)
      const message = messageWithPlace(car, parsed.data)
      if (message === undefined) return answer(400, PLACE_NOT_OFFERED)
      const bookingDate = parsed.data.bookingDate ? new Date(parsed.data.bookingDate).toISOString() : null
      const location = await testDriveLocation(tenant, car)
      if (bookingDate && !(location && (await offeredTimesAt(tenant, location, [])).some((slot) => slot.value === bookingDate)))
        return answer(409, { error: SLOT_TAKEN, errors: { bookingDate: SLOT_TAKEN } })
      classification = testDriveLead()
      fields = {
        ...contactOf(parsed.data),
        message,
        rego: null,
        bookingDate,
        consent: false,
        dealershipId: null,
        locationId: location?.id ?? null,
      }
    }
  }

  const wait = await rateLimited(tenant, settings, clientAddress)
  if (wait !== null) {
    return answer(
      429,
      { error: `You have sent several enquiries in a short time. Please try again in ${Math.ceil(wait / 60)} minutes, or give us a call.` },
      { 'retry-after': String(wait) },
    )
  }

  const url = pageUrl(request)
  // The visit's context, clipped as the CMS keeps it: a long Referer or campaign parameter never costs the lead.
  const context = leadContextSchema.parse({
    url,
    userAgent: request.headers.get('user-agent') ?? '',
    visitedPages: submission.visitedPages,
    linkedQueryParams: linkedQueryParams(url),
  })
  const intake: LeadIntakeRequest = {
    site: tenant.slug,
    idempotencyKey: submission.idempotencyKey,
    lead: {
      // The service and parts pages' leads are contact-form leads to the CMS (their category says which).
      form: submission.form === 'service' || submission.form === 'parts' ? 'contact' : submission.form,
      category: classification.category,
      subcategory: classification.subcategory,
      eventId: classification.eventId,
      eventName: classification.eventName,
      ...fields,
      car: car ? intakeCar(car) : null,
      finance,
      tradeIn,
      // The signed-in shopper who sent it (their garage lists it), from their session, never from the form.
      customerId,
      ...context,
    },
  }
  let response: Response
  try {
    // Its idempotency key makes a second send the same lead: tried again if the first reaches a CMS instance that dies.
    response = await storefrontCall('/api/leads/intake', { method: 'POST', body: JSON.stringify(intake) }, { idempotent: true })
  } catch (error) {
    // The CMS could not be reached: storefrontCall's 503 says so, with the form's text and when to retry.
    if (error instanceof Response) return error
    console.error(`lead intake failed: ${error instanceof Error ? error.message : error}`)
    return answer(503, { error: FORM_FAILED }, RETRY_SOON_HEADERS)
  }
  if (response.status === 409) {
    // Another booking took the time meanwhile, or this contact holds as many test drives as one may.
    const { code } = (await response.json()) as LeadIntakeRefusal
    const error = bookingRefusals[code] ?? FORM_FAILED
    return answer(409, { error, errors: code === 'slot-taken' ? { bookingDate: error } : undefined })
  }
  if (response.status === 400 && tradeIn) {
    // A valuation or trade-in lead that isn't this site's (or an estimate that isn't there to accept).
    const refusal = (await response.json().catch(() => null)) as Partial<TradeInLeadRefusal> | null
    const error = refusal?.code ? TRADE_IN_REFUSALS[refusal.code] : undefined
    if (error) return answer(400, { error })
    console.error(`lead intake refused a ${submission.form} lead: ${JSON.stringify(refusal)}`)
    return answer(400, { error: FORM_FAILED })
  }
  if (response.status !== 201) {
    console.error(`lead intake answered ${response.status}: ${await response.text()}`)
    return answer(response.status >= 500 ? 503 : 400, { error: FORM_FAILED }, response.status >= 500 ? RETRY_SOON_HEADERS : {})
  }
  // The CMS recorded the lead's analytics event with it (once, not on a replay).
  const { lead_id } = (await response.json()) as { lead_id: number }
  if (tradeIn) return answer(201, { ...({ ok: true, leadId: lead_id } satisfies TradeInLeadAnswer), lead_id, category: classification.category })
  return answer(201, { lead_id, category: classification.category })
}

function contactOf(values: { name: string; last_name: string; email: string; phone: string; postcode: string }) {
  return { name: values.name, lastName: values.last_name, email: values.email, phone: values.phone, postcode: values.postcode }
}

function invalid(issues: Parameters<typeof fieldErrors>[0]): Response {
  return answer(400, { error: FIX_ERRORS, errors: fieldErrors(issues) })
}

/**
 * GET /api/test-drive-slots?car=<slug>: the free appointment times at the car's location; ?location=<id>: at that
 * sales location of the site (/book-test-drive).
 */
export async function testDriveSlotsResponse(tenant: Tenant, carParam: string | null, locationParam: string | null = null): Promise<Response> {
  if (locationParam !== null) {
    if (!/^[1-9]\d{0,9}$/.test(locationParam)) return Response.json({ error: 'Give the location as ?location=<id>.' }, { status: 400 })
    const slots = await locationTestDriveSlots(tenant, Number(locationParam))
    if (slots === null) return Response.json({ error: 'This site has no such location.' }, { status: 404 })
    return Response.json({ slots }, { headers: { 'cache-control': 'no-store' } })
  }
  const car = carParam ?? ''
  if (!/^[a-z0-9-]{1,300}$/.test(car)) return Response.json({ error: 'Give the car as ?car=<slug>.' }, { status: 400 })
  const slots = await testDriveSlots(tenant, car)
  if (slots === null) return Response.json({ error: 'This car is no longer listed.' }, { status: 404 })
  return Response.json({ slots }, { headers: { 'cache-control': 'no-store' } })
}

const PLACE_NOT_OFFERED = { error: FIX_ERRORS, errors: { distributionLocation: DISTRIBUTION_LOCATION_MESSAGE } }

/**
 * A car lead's message with spec 000 §3's optional distribution location (enquiries and test drives): a place the car
 * offers is named at the top of the message staff read; undefined when the chosen place isn't one of the car's.
 */
function messageWithPlace(car: LeadCar, values: { distributionLocation: number | null; message: string }): string | null | undefined {
  const chosenId = values.distributionLocation
  if (chosenId === null) return values.message || null
  const place = (car.location?.distribution_locations ?? []).find((candidate) => candidate.id === chosenId)
  if (!place) return undefined
  return enquiryMessage({ collectFrom: place.city ? `${place.name}, ${place.city}` : place.name }, values.message)
}
