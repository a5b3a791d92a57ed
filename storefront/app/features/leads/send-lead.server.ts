// Sending a lead to the CMS (POST /api/leads and the lead forms' route actions): each form kind's own check, then the
// shared steps (the address's allowance, the visit's context, the CMS's intake and its refusals).
import type { TradeInLeadRefusal } from '@dealer/cms-contract/trade-in-valuations'
import {
  leadContextSchema,
  MAX_UPCOMING_TEST_DRIVES_PER_CONTACT,
  type LeadIntakeCar,
  type LeadIntakeLead,
  type LeadIntakeRefusal,
  type LeadIntakeRequest,
} from '@dealer/cms-contract/lead-intake'
import type { SiteSetting } from '@dealer/cms-contract'
import type { z } from 'zod'
import { getSiteSettings } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { RETRY_SOON_HEADERS } from '../../server/cms-unavailable.server'
import { consumeRateLimit, peekRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { carEnquiryLead, contactFormLead, testDriveLead, type LeadClassification } from './lead-events'
import {
  contactFormSchema,
  DISTRIBUTION_LOCATION_MESSAGE,
  enquirySchema,
  fieldErrors,
  generalTestDriveSchema,
  leadEnvelope,
  partsEnquirySchema,
  serviceEnquirySchema,
  testDriveSchema,
} from './lead-forms'
import { enquiryMessage } from './enquiry-message'
import { FIX_ERRORS, FORM_FAILED } from '../../ui/forms/messages'
import type { LeadAnswer } from './lead-answer'
import { contactFormRules, departmentFormRules, offeredTimesAt, testDriveLocation, type LeadCar } from './leads.server'
import { campaignParams, type Arrival } from './arrival'
import { captchaStanding, commitCaptcha, isCaptchaStanding, withCaptchaNote } from './lead-captcha.server'

/** A lead form's submission, checked as far as its envelope: which form, its references, and the values to check. */
export type LeadSubmission = z.output<typeof leadEnvelope>
export type SubmissionOf<Form extends LeadSubmission['form']> = Extract<LeadSubmission, { form: Form }>

/** Where a lead was sent from: the page, the browser, the shopper's address and, signed in, the customer. */
export interface LeadVisit {
  pageUrl: string
  userAgent: string
  /** Where the visit began, when the browser noted it (arrival.ts). */
  arrival: Arrival | null
  clientAddress: string
  customerId: number | null
}

/** What sending a lead came to: 201 with its id, or the status and texts of what stopped it. */
export interface LeadOutcome {
  status: number
  body: LeadAnswer
  headers?: Record<string, string>
}

/** A lead as one form kind makes it, before the shared steps. */
export interface PreparedLead {
  classification: LeadClassification
  fields: Pick<
    LeadIntakeLead,
    'name' | 'lastName' | 'email' | 'phone' | 'postcode' | 'message' | 'rego' | 'bookingDate' | 'consent' | 'dealershipId' | 'locationId'
  >
  car?: LeadCar | null
  finance?: LeadIntakeLead['finance']
  tradeIn?: LeadIntakeLead['tradeIn']
}

const outcome = (status: number, body: LeadAnswer, headers?: Record<string, string>): LeadOutcome => ({ status, body, headers })
const isOutcome = (value: PreparedLead | LeadOutcome): value is LeadOutcome => 'status' in value

export function invalid(issues: Parameters<typeof fieldErrors>[0]): LeadOutcome {
  return outcome(400, { error: FIX_ERRORS, errors: fieldErrors(issues) })
}

export function contactOf(values: { name: string; last_name: string; email: string; phone: string; postcode: string }) {
  return { name: values.name, lastName: values.last_name, email: values.email, phone: values.phone, postcode: values.postcode }
}

/** The fields no form kind below sets unless it says so. */
export const NOTHING_ELSE = { message: null, rego: null, bookingDate: null, consent: false, dealershipId: null, locationId: null }

const SLOT_TAKEN = 'That time is no longer available. Please choose another.'
const NO_LONGER_LISTED = outcome(404, { error: 'This car is no longer listed, so your enquiry was not sent. Please use our contact form.' })
const PLACE_NOT_OFFERED = outcome(400, { error: FIX_ERRORS, errors: { distributionLocation: DISTRIBUTION_LOCATION_MESSAGE } })
const slotTaken = () => outcome(409, { error: SLOT_TAKEN, errors: { bookingDate: SLOT_TAKEN } })

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

/** A booking time, if one was chosen, that `location` offers (whether it is still free is the CMS's to decide, atomically). */
async function offeredBookingDate(tenant: Tenant, location: Awaited<ReturnType<typeof testDriveLocation>>, chosen: string): Promise<string | null | false> {
  if (!chosen) return null
  const bookingDate = new Date(chosen).toISOString()
  return location && (await offeredTimesAt(tenant, location, [])).some((slot) => slot.value === bookingDate) ? bookingDate : false
}

/** Enquire Now, Find Me Something Similar, photo and quote requests about one of the site's cars. */
async function carEnquiry(tenant: Tenant, submission: SubmissionOf<'enquiry'>, settings: SiteSetting | null): Promise<PreparedLead | LeadOutcome> {
  const car = await findCarBySlug<LeadCar>(tenant, submission.car)
  if (!car) return NO_LONGER_LISTED
  const parsed = enquirySchema.safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  const message = messageWithPlace(car, parsed.data)
  if (message === undefined) return PLACE_NOT_OFFERED
  return {
    classification: carEnquiryLead(submission.kind, car.car_type, settings?.forms?.usedEnquiryAlternateEvent ?? false),
    fields: { ...contactOf(parsed.data), ...NOTHING_ELSE, message },
    car,
  }
}

/** A test drive of one of the site's cars, at its location, at a free time or none. */
async function carTestDrive(tenant: Tenant, submission: SubmissionOf<'test-drive'>): Promise<PreparedLead | LeadOutcome> {
  const car = await findCarBySlug<LeadCar>(tenant, submission.car!)
  if (!car) return NO_LONGER_LISTED
  const parsed = testDriveSchema.safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  const message = messageWithPlace(car, parsed.data)
  if (message === undefined) return PLACE_NOT_OFFERED
  const location = await testDriveLocation(tenant, car)
  const bookingDate = await offeredBookingDate(tenant, location, parsed.data.bookingDate)
  if (bookingDate === false) return slotTaken()
  return {
    classification: testDriveLead(),
    fields: { ...contactOf(parsed.data), ...NOTHING_ELSE, message, bookingDate, locationId: location?.id ?? null },
    car,
  }
}

/** /book-test-drive: no car of ours, the model the shopper typed; a time only at the location they chose. */
async function generalTestDrive(tenant: Tenant, submission: SubmissionOf<'test-drive'>): Promise<PreparedLead | LeadOutcome> {
  const { rules, locations } = await departmentFormRules(tenant, 'sales')
  const parsed = generalTestDriveSchema(rules).safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  const values = parsed.data
  const location = locations.find((candidate) => candidate.id === values.location) ?? (locations.length === 1 ? locations[0] : null)
  const bookingDate = await offeredBookingDate(tenant, location, values.bookingDate)
  if (bookingDate === false) return slotTaken()
  return {
    classification: testDriveLead(),
    fields: {
      ...contactOf(values),
      ...NOTHING_ELSE,
      message: enquiryMessage({ wantedModel: values.model }, values.message),
      bookingDate,
      locationId: location?.id ?? null,
    },
  }
}

/** The full contact form (spec 001 §3). */
async function contactEnquiry(tenant: Tenant, submission: SubmissionOf<'contact'>): Promise<PreparedLead | LeadOutcome> {
  const { rules } = await contactFormRules(tenant)
  const parsed = contactFormSchema(rules).safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  const values = parsed.data
  return {
    classification: contactFormLead(values.category),
    fields: {
      ...contactOf(values),
      ...NOTHING_ELSE,
      message: values.comments || null,
      rego: values.rego || null,
      consent: values.subscribe,
      dealershipId: values.dealership,
      locationId: values.location,
    },
  }
}

/** The service and parts pages: contact-form leads of their category, the car's details in the message. */
async function departmentEnquiry(tenant: Tenant, submission: SubmissionOf<'service' | 'parts'>): Promise<PreparedLead | LeadOutcome> {
  const { rules } = await departmentFormRules(tenant, submission.form)
  const parsed = (submission.form === 'service' ? serviceEnquirySchema(rules) : partsEnquirySchema(rules)).safeParse(submission.values)
  if (!parsed.success) return invalid(parsed.error.issues)
  const values = parsed.data
  return {
    classification: contactFormLead(submission.form === 'service' ? 'Service Enquiry' : 'Parts Enquiry'),
    fields: {
      ...contactOf(values),
      ...NOTHING_ELSE,
      message: enquiryMessage({ ...values, rego: undefined }, values.comments),
      rego: values.rego || null,
      consent: values.subscribe,
      locationId: values.location,
    },
  }
}

/** Makes a lead of one form kind, or the outcome that stops it (a check the shopper can fix, a car no longer listed). */
export type LeadPreparer = (tenant: Tenant, submission: LeadSubmission, settings: SiteSetting | null) => Promise<PreparedLead | LeadOutcome>

/** The lead forms' kinds (the finance and trade-in journeys' are their features': routes/api.leads.ts). */
export function prepareLeadFormLead(tenant: Tenant, submission: LeadSubmission, settings: SiteSetting | null): Promise<PreparedLead | LeadOutcome> {
  switch (submission.form) {
    case 'enquiry':
      return carEnquiry(tenant, submission, settings)
    case 'test-drive':
      return submission.car === null ? generalTestDrive(tenant, submission) : carTestDrive(tenant, submission)
    case 'contact':
      return contactEnquiry(tenant, submission)
    case 'service':
    case 'parts':
      return departmentEnquiry(tenant, submission)
    default:
      return Promise.resolve(outcome(400, { error: FORM_FAILED }))
  }
}

/** The site's allowance of leads per address and hour (Site settings → Forms). */
const leadLimit = (settings: SiteSetting | null): RateLimit => ({ name: 'leads', points: settings?.forms?.rateLimitPerHour ?? 10, durationSeconds: 3600 })

const tooManyLeads = (wait: number) =>
  outcome(
    429,
    { error: `You have sent several enquiries in a short time. Please try again in ${Math.ceil(wait / 60)} minutes, or give us a call.` },
    { 'retry-after': String(wait) },
  )

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

/** The campaign parameters of the page the form was sent from. */
function pageCampaignParams(url: string): Record<string, string> {
  try {
    return campaignParams(new URL(url).searchParams)
  } catch {
    return {}
  }
}

/** What a test-drive booking the CMS refused means to the shopper. */
const BOOKING_REFUSALS: Record<LeadIntakeRefusal['code'], string> = {
  'slot-taken': SLOT_TAKEN,
  'contact-limit': `You already have ${MAX_UPCOMING_TEST_DRIVES_PER_CONTACT} test drives booked with us. To change one or book another, please give us a call.`,
}

/** What the CMS's refusal of a trade-in journey's lead means to the shopper. */
const TRADE_IN_REFUSALS: Record<TradeInLeadRefusal['code'], string> = {
  'unknown-valuation': 'We couldn’t find your valuation. Please value your car again.',
  'unknown-lead': 'We couldn’t find your trade-in enquiry. Please value your car again.',
  'nothing-to-accept': 'There is no estimate to accept: we’ll inspect your car and call you.',
}

/**
 * Sends one lead: the honeypot, the captcha (when the site has it on), the form kind's own checks (its schema, the same one the browser's form follows), the
 * address's allowance, then the CMS, which saves it with its outbox (naming the signed-in customer, if any). 201 with
 * the lead's id; a 4xx with { error, errors } for what the shopper can fix; 503 when the CMS can't take it (nothing is
 * saved then). The submission's idempotency key makes a second send the same lead.
 */
export async function sendLead(
  tenant: Tenant,
  submission: LeadSubmission,
  visit: LeadVisit,
  prepare: LeadPreparer = prepareLeadFormLead,
): Promise<LeadOutcome> {
  if (submission.website.trim() !== '') return outcome(400, { error: 'This form was filled in automatically, so it was not sent. Please call us instead.' })
  const settings = await getSiteSettings(tenant)
  // An address past its allowance is refused before anything is looked up (the car, a test drive's slot, the stock):
  // a flood of leads costs a counter read each (issue 44). The lead counts once it is ready to send, so a form sent
  // back with a mistake to fix doesn't use the allowance up.
  const limit = leadLimit(settings)
  const key = `${tenant.id}:${visit.clientAddress}`
  const spent = await peekRateLimit(limit, key)
  if (!spent.allowed) return tooManyLeads(spent.retryAfterSeconds)
  // The captcha (lead-captcha.server.ts): a bad solution is refused before anything is looked up; it is spent (or a
  // lead without one counted) only once the lead is ready to send, so a form sent back with a mistake keeps its solution.
  const captcha = await captchaStanding(submission, settings, key)
  if (!isCaptchaStanding(captcha)) return captcha
  const prepared = await prepare(tenant, submission, settings)
  if (isOutcome(prepared)) return prepared
  const refused = await commitCaptcha(captcha, key)
  if (refused) return refused
  const counted = await consumeRateLimit(limit, key)
  if (!counted.allowed) return tooManyLeads(counted.retryAfterSeconds)

  // The visit's context, clipped as the CMS keeps it: a long Referer or campaign parameter never costs the lead.
  const context = leadContextSchema.parse({
    url: visit.pageUrl,
    userAgent: visit.userAgent,
    visitedPages: submission.visitedPages,
    // The landing page's campaign says where the visit came from; without one noted, the form's page may say.
    referrerDomain: visit.arrival?.referrerDomain ?? '',
    // A lead sent without solving the captcha says so here, first (lead-captcha.server.ts).
    linkedQueryParams: withCaptchaNote(
      captcha,
      visit.arrival && Object.keys(visit.arrival.params).length > 0 ? visit.arrival.params : pageCampaignParams(visit.pageUrl),
    ),
  })
  const { classification, fields, car = null, finance = null, tradeIn = null } = prepared
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
      customerId: visit.customerId,
      ...context,
    },
  }
  let response: Response
  try {
    // Its idempotency key makes a second send the same lead: tried again if the first reaches a CMS instance that dies.
    response = await storefrontCall('/api/leads/intake', { method: 'POST', body: JSON.stringify(intake) }, { idempotent: true })
  } catch (error) {
    // The CMS could not be reached: nothing was saved, and the shopper may send again soon.
    console.error(`lead intake failed: ${error instanceof Error ? error.message : error instanceof Response ? error.status : error}`)
    return outcome(503, { error: FORM_FAILED }, RETRY_SOON_HEADERS)
  }
  if (response.status === 409) {
    // Another booking took the time meanwhile, or this contact holds as many test drives as one may.
    const { code } = (await response.json()) as LeadIntakeRefusal
    const error = BOOKING_REFUSALS[code] ?? FORM_FAILED
    return outcome(409, { error, errors: code === 'slot-taken' ? { bookingDate: error } : undefined })
  }
  if (response.status === 400 && tradeIn) {
    // A valuation or trade-in lead that isn't this site's (or an estimate that isn't there to accept).
    const refusal = (await response.json().catch(() => null)) as Partial<TradeInLeadRefusal> | null
    const error = refusal?.code ? TRADE_IN_REFUSALS[refusal.code] : undefined
    if (error) return outcome(400, { error })
    console.error(`lead intake refused a ${submission.form} lead: ${JSON.stringify(refusal)}`)
    return outcome(400, { error: FORM_FAILED })
  }
  if (response.status !== 201) {
    console.error(`lead intake answered ${response.status}: ${await response.text()}`)
    return response.status >= 500 ? outcome(503, { error: FORM_FAILED }, RETRY_SOON_HEADERS) : outcome(400, { error: FORM_FAILED })
  }
  // The CMS recorded the lead's analytics event with it (once, not on a replay).
  const { lead_id } = (await response.json()) as { lead_id: number }
  return outcome(201, tradeIn ? { ok: true, leadId: lead_id, lead_id, category: classification.category } : { lead_id, category: classification.category })
}
