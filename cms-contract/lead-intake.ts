import { z } from 'zod'
import {
  AU_MOBILE_PATTERN,
  clip,
  EMAIL_PATTERN,
  LEAD_CONTEXT_LIMITS,
  LEAD_TEXT_LIMITS,
  POSTCODE_PATTERN,
  REGO_PATTERN,
  VALUATION_ID_PATTERN,
} from './lead-fields'

/**
 * What the storefront sends the CMS's intake (POST /api/leads/intake) once it has validated a shopper's form with its
 * own zod schema. The shopper's fields are checked against the limits the forms use (lead-fields.ts), so a lead the
 * storefront accepted is one the CMS saves; the visit's context is clipped rather than refused. A bad field reaching the
 * CMS is a storefront bug, answered 400. The types are derived from these schemas, so both sides agree.
 */
const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable()
/** Context: trimmed and clipped to `max`, never refused for its length. */
const clipped = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => clip(value, max))

/** What the visit adds to a lead. The storefront clips with this too, so it never sends more than the CMS keeps. */
export const leadContextSchema = z.object({
  url: clipped(LEAD_CONTEXT_LIMITS.url),
  userAgent: clipped(LEAD_CONTEXT_LIMITS.userAgent),
  /** The latest pages, each clipped. */
  visitedPages: z
    .array(z.string())
    .transform((pages) => pages.slice(-LEAD_CONTEXT_LIMITS.visitedPages).map((page) => clip(page.trim(), LEAD_CONTEXT_LIMITS.visitedPage))),
  /** The other site the visit began from (its host name), '' when none: typed in, a bookmark, an app, or this site. */
  referrerDomain: clipped(LEAD_CONTEXT_LIMITS.referrerDomain).optional().default(''),
  linkedQueryParams: z.record(z.string(), z.string()).transform((params) =>
    Object.fromEntries(
      Object.entries(params)
        .slice(0, LEAD_CONTEXT_LIMITS.queryParams)
        .map(([key, value]) => [clip(key, LEAD_CONTEXT_LIMITS.queryParamKey), clip(value, LEAD_CONTEXT_LIMITS.queryParamValue)]),
    ),
  ),
})

const carText = clipped(LEAD_CONTEXT_LIMITS.carText)

/** The finance pre-approval a 'finance' lead carries (spec 001 §3 finance form values and quote result). */
export const leadFinanceSchema = z.object({
  /** The purchase amount in dollars, and the term in years. */
  amount: z.number().int().min(0).max(10_000_000),
  term: z.number().min(0).max(30),
  selfAssessedCreditScore: z.enum(['GREAT', 'DECENT', 'POOR']),
  whoIsHelping: text(100),
  /** The quote the shopper saw, null when none came back. */
  weeklyRepaymentAmount: z.number().min(0).max(1_000_000).nullable(),
  /** Spec 001 §4: weekly × 4.33. */
  monthlyRepaymentAmount: z.number().min(0).max(5_000_000).nullable(),
  advertisedRate: z.number().min(0).max(100).nullable(),
  comparisonRate: z.number().min(0).max(100).nullable(),
})

/**
 * What a 'trade-in' or 'offer-accepted' lead names: the recorded valuation (the CMS copies it onto the lead, never the
 * browser's numbers) and, for an accepted offer, the trade-in lead it accepts (spec 001 §7 `lead_id`).
 */
export const leadTradeInSchema = z.object({
  valuationId: z.string().regex(VALUATION_ID_PATTERN),
  tradeInLeadId: z.number().int().positive().nullable(),
})

export const leadIntakeSchema = z
  .object({
    site: z.string().regex(/^[a-z0-9-]{1,100}$/),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
    lead: z.object({
      form: z.enum(['enquiry', 'test-drive', 'contact', 'finance', 'trade-in', 'offer-accepted', 'reservation']),
      category: text(100).min(1),
      subcategory: optionalText(100),
      eventId: z.number().int().positive(),
      eventName: text(100).min(1),
      name: text(LEAD_TEXT_LIMITS.name).min(1),
      lastName: text(LEAD_TEXT_LIMITS.lastName).min(1),
      email: z.email({ pattern: EMAIL_PATTERN }).max(LEAD_TEXT_LIMITS.email),
      phone: z.string().regex(AU_MOBILE_PATTERN),
      /** Null only on a finance lead of a site that doesn't ask for it (Site settings → Finance → postcode required). */
      postcode: z.string().regex(POSTCODE_PATTERN).nullable(),
      message: optionalText(LEAD_TEXT_LIMITS.message),
      rego: z.string().regex(REGO_PATTERN).nullable(),
      bookingDate: z.iso.datetime({ offset: true }).nullable(),
      consent: z.boolean(),
      dealershipId: z.number().int().positive().nullable(),
      locationId: z.number().int().positive().nullable(),
      /** The signed-in shopper's customer (the storefront's session says who, never the form); the CMS checks it is the site's. */
      customerId: z.number().int().positive().nullable().optional(),
      car: z
        .object({
          id: carText,
          slug: carText,
          stocknum: carText,
          name: carText,
          carType: carText,
          year: z.number().int().nullable(),
          make: carText.nullable(),
          model: carText.nullable(),
          vin: carText.nullable(),
          price: z.number().nullable(),
          dealershipSlug: carText.nullable(),
          locationName: carText.nullable(),
        })
        .nullable(),
      /** A 'finance' lead's application and quote; no other form has one. */
      finance: leadFinanceSchema.nullable().optional(),
      /** A 'trade-in' or 'offer-accepted' lead's valuation (and accepted lead); no other form has one. */
      tradeIn: leadTradeInSchema.nullable().optional(),
      ...leadContextSchema.shape,
    }),
  })
  .refine(({ lead }) => (lead.form === 'finance') === (lead.finance != null), {
    message: 'A finance lead, and only a finance lead, carries `finance`.',
    path: ['lead', 'finance'],
  })
  .refine(({ lead }) => (lead.form === 'trade-in' || lead.form === 'offer-accepted') === (lead.tradeIn != null), {
    message: 'A trade-in or offer-accepted lead, and only those, carries `tradeIn`.',
    path: ['lead', 'tradeIn'],
  })
  .refine(({ lead }) => (lead.form === 'offer-accepted') === (lead.tradeIn?.tradeInLeadId != null), {
    message: 'An offer-accepted lead, and only that, names the trade-in lead it accepts.',
    path: ['lead', 'tradeIn', 'tradeInLeadId'],
  })
  .refine(({ lead }) => lead.postcode !== null || lead.form === 'finance', {
    message: 'Only a finance lead may leave out the postcode.',
    path: ['lead', 'postcode'],
  })

export const analyticsEventSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,100}$/),
  eventId: z.number().int().positive(),
  name: text(100).min(1),
  path: optionalText(2000),
  carId: optionalText(100),
  dealershipId: z.number().int().positive().nullable().optional(),
  leadId: z.number().int().positive().nullable(),
  /** Spec 001 §7: event 36 carries the sign-in's user data (the metadata the code is sent with). */
  userData: z
    .object({ website: text(100).min(1), firstName: optionalText(100), lastName: optionalText(100), email: optionalText(254) })
    .strict()
    .nullable()
    .optional(),
})

export type LeadIntakeRequest = z.input<typeof leadIntakeSchema>
export type LeadIntakeLead = LeadIntakeRequest['lead']
export type LeadIntakeCar = NonNullable<LeadIntakeLead['car']>
export type LeadIntakeFinance = NonNullable<LeadIntakeLead['finance']>
export type LeadIntakeTradeIn = NonNullable<LeadIntakeLead['tradeIn']>
export type AnalyticsEventRequest = z.input<typeof analyticsEventSchema>

export interface LeadIntakeAnswer {
  lead_id: number
}

/** How many upcoming test drives one mobile number or email address may hold on a site at once. */
export const MAX_UPCOMING_TEST_DRIVES_PER_CONTACT = 2

/**
 * The intake's 409: a test-drive booking it refused. `slot-taken`: another booking holds that location and time;
 * `contact-limit`: the shopper's mobile or email already holds MAX_UPCOMING_TEST_DRIVES_PER_CONTACT upcoming ones.
 */
export interface LeadIntakeRefusal {
  code: 'slot-taken' | 'contact-limit'
  message: string
}
