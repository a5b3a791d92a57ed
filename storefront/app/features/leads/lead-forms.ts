// The lead forms' rules (spec 001 §3 "Enquiry form fields", §5; spec 000 §5), one zod schema per form, which the
// forms' actions and POST /api/leads check. Pure: no DOM, no server imports.
// Their limits and patterns are the CMS contract's (lead-fields.ts), so a form that passes here is a lead the CMS saves.
import './zod-without-eval'
import { z } from 'zod'
import { EMAIL_PATTERN, LEAD_CONTEXT_LIMITS, LEAD_TEXT_LIMITS, POSTCODE_PATTERN, REGO_PATTERN, VALUATION_ID_PATTERN } from '@dealer/cms-contract/lead-fields'
import { MOBILE_MESSAGE, normaliseAuMobile, POSTCODE_MESSAGE } from '../../ui/forms/contact-fields'
import { CONTACT_CATEGORIES, DEFAULT_CATEGORY, ENQUIRY_KINDS, type EnquiryKind } from './lead-events'
import { ENQUIRY_CAR_LIMITS, isPreferredDate, KMS_MESSAGE, localToday, PREFERRED_DATE_MESSAGE } from './enquiry-message'

export type { EnquiryKind }

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters.`)

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `Your ${label} must be text.` })
    .trim()
    .max(max, `Your ${label} can be at most ${max} characters.`)
    .optional()
    .default('')

/** The contact fields every lead form has, in the order the forms show them. */
export const contactFields = z.object({
  name: requiredText('first name', LEAD_TEXT_LIMITS.name),
  last_name: requiredText('last name', LEAD_TEXT_LIMITS.lastName),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .pipe(
      z
        .email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email address.' })
        .max(LEAD_TEXT_LIMITS.email, `Your email address can be at most ${LEAD_TEXT_LIMITS.email} characters.`),
    ),
  phone: z.string({ error: MOBILE_MESSAGE }).transform((value, context) => {
    const mobile = normaliseAuMobile(value)
    if (mobile === null) context.addIssue({ code: 'custom', message: MOBILE_MESSAGE })
    return mobile ?? value
  }),
  postcode: z.string({ error: POSTCODE_MESSAGE }).trim().regex(POSTCODE_PATTERN, POSTCODE_MESSAGE),
})

const message = optionalText('message', LEAD_TEXT_LIMITS.message)

/** A place the car can also be collected from, as the enquiry form offers it (spec 000 §3 lead form). */
export interface DistributionChoice {
  id: number
  name: string
  city: string | null
}

export const DISTRIBUTION_LOCATION_MESSAGE = 'Please choose one of the places offered.'

/**
 * The optional distribution-location choice (spec 000 §3): blank for none, else a place's id. Whether the car offers
 * that place is the server's to check (leads.server.ts), as the browser's list may be out of date.
 */
const distributionLocation = z
  // null too: the browser posts the form's checked values, in which "none" is already null.
  .union([z.number(), z.string(), z.null()], { error: DISTRIBUTION_LOCATION_MESSAGE })
  .transform((value, context) => {
    if (value === '' || value === null) return null
    const id = Number(value)
    if (!Number.isInteger(id) || id <= 0) context.addIssue({ code: 'custom', message: DISTRIBUTION_LOCATION_MESSAGE })
    return id
  })
  .optional()
  .transform((value) => value ?? null)

/** Enquire Now, Find Me Something Similar and photo requests about one car (spec 000 §5: the message is optional). */
export const enquirySchema = contactFields.extend({ message, distributionLocation })

/** The test-drive dialog's two steps: the time (optional: "no preference"), then the contact details. */
const testDriveTimeSchema = z.object({
  bookingDate: z
    .string({ error: 'Please choose a time.' })
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'Please choose one of the times offered.')
    .optional()
    .default(''),
})
export const testDriveSchema = contactFields.extend({ message, distributionLocation }).extend(testDriveTimeSchema.shape)

/** The quote the shopper saw with a finance lead (QuoteResult), or null when none came back. */
const financeQuote = z
  .object({
    weeklyRepaymentAmount: z.number().min(0).max(1_000_000),
    advertisedRate: z.number().min(0).max(100),
    comparisonRate: z.number().min(0).max(100),
  })
  .nullable()
  .optional()
  .default(null)

/** What the site's settings and its locations decide about the full contact form (spec 001 §3). */
export interface ContactFormRules {
  commentsRequired: boolean
  showCategory: boolean
  /** Location ids offered; none: the field isn't shown. Required when shown. */
  locationIds: number[]
  /** Dealership ids offered; the field shows (and is required) with several, unless the site removes it. */
  dealershipIds: number[]
}

const choice = (ids: number[], message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const id = Number(value)
    if (!ids.includes(id)) context.addIssue({ code: 'custom', message })
    return id
  })

export function contactFormSchema(rules: ContactFormRules) {
  return contactFields.extend({
    comments: rules.commentsRequired ? requiredText('comments', LEAD_TEXT_LIMITS.message) : optionalText('comments', LEAD_TEXT_LIMITS.message),
    category: rules.showCategory
      ? z.enum(CONTACT_CATEGORIES, { error: 'Please choose what your enquiry is about.' })
      : z.enum(CONTACT_CATEGORIES).optional().default(DEFAULT_CATEGORY),
    location:
      rules.locationIds.length > 0
        ? choice(rules.locationIds, 'Please choose a location.')
        : z
            .unknown()
            .optional()
            .transform(() => null),
    dealership:
      rules.dealershipIds.length > 1
        ? choice(rules.dealershipIds, 'Please choose your preferred dealership.')
        : z
            .unknown()
            .optional()
            .transform(() => null),
    rego: z.string().trim().toUpperCase().regex(REGO_PATTERN, 'A registration is up to 10 letters and numbers.').optional().default(''),
    subscribe: z.boolean({ error: 'Please tick or untick the box.' }).optional().default(true),
  })
}

/** The service and parts pages' forms (issue 23): which locations they offer (the department's; none: not asked). */
export interface DepartmentFormRules {
  locationIds: number[]
}

const locationChoice = (ids: number[]) =>
  ids.length > 0
    ? choice(ids, 'Please choose a location.')
    : z
        .unknown()
        .optional()
        .transform(() => null)

const regoField = z.string().trim().toUpperCase().regex(REGO_PATTERN, 'A registration is up to 10 letters and numbers.').optional().default('')

/** The car a service or parts enquiry is about, as far as the shopper says: make and model, both optional. */
const carFields = {
  rego: regoField,
  make: optionalText('make', ENQUIRY_CAR_LIMITS.make),
  model: optionalText('model', ENQUIRY_CAR_LIMITS.model),
}

/** /service: a service-booking enquiry (category Service Enquiry) with the car, its kilometres and a preferred day. */
export function serviceEnquirySchema(rules: DepartmentFormRules, today: string = localToday()) {
  return contactFields.extend({
    location: locationChoice(rules.locationIds),
    ...carFields,
    kms: z
      .string({ error: KMS_MESSAGE })
      .transform((value) => value.replace(/[\s,]/g, ''))
      .pipe(z.string().regex(/^\d{0,7}$/, KMS_MESSAGE))
      .optional()
      .default(''),
    preferredDate: z
      .string({ error: PREFERRED_DATE_MESSAGE })
      .trim()
      .refine((value) => value === '' || isPreferredDate(value, today), PREFERRED_DATE_MESSAGE)
      .optional()
      .default(''),
    comments: optionalText('comments', ENQUIRY_CAR_LIMITS.comments),
    subscribe: z.boolean({ error: 'Please tick or untick the box.' }).optional().default(true),
  })
}

/** /vehicle-parts-and-accessories: a parts enquiry (category Parts Enquiry): what is needed, and for which car. */
export function partsEnquirySchema(rules: DepartmentFormRules) {
  return contactFields.extend({
    location: locationChoice(rules.locationIds),
    ...carFields,
    comments: requiredText('enquiry', ENQUIRY_CAR_LIMITS.comments),
    subscribe: z.boolean({ error: 'Please tick or untick the box.' }).optional().default(true),
  })
}

const WANTED_MODEL_MESSAGE = 'Please tell us which car you would like to drive.'

/** /book-test-drive: a test drive of a model the shopper names, at a location they choose, at a free time or none. */
export function generalTestDriveSchema(rules: DepartmentFormRules) {
  return testDriveSchema.extend({
    model: z
      .string({ error: WANTED_MODEL_MESSAGE })
      .trim()
      .min(1, WANTED_MODEL_MESSAGE)
      .max(ENQUIRY_CAR_LIMITS.wantedModel, `The car's name can be at most ${ENQUIRY_CAR_LIMITS.wantedModel} characters.`),
    location: locationChoice(rules.locationIds),
    message: optionalText('message', ENQUIRY_CAR_LIMITS.comments),
  })
}

const tradeInReferences = {
  valuationId: z.string().regex(VALUATION_ID_PATTERN, 'The valuation is out of date: please value your car again.'),
  carId: z.string().min(1).max(100).nullable().optional().default(null),
}

/**
 * What a browser POSTs to /api/leads. `values` is checked by the form's own schema above; the rest is the envelope.
 * `website` is the honeypot: hidden from people, so only a bot fills it in.
 */
export const leadEnvelope = z
  .discriminatedUnion('form', [
    z.object({ form: z.literal('enquiry'), kind: z.enum(Object.keys(ENQUIRY_KINDS) as [EnquiryKind, ...EnquiryKind[]]), car: z.string().min(1).max(300) }),
    // A car's test drive names the car; /book-test-drive's says `car: null` (the shopper types the model).
    z.object({ form: z.literal('test-drive'), car: z.string().min(1).max(300).nullable() }),
    z.object({ form: z.literal('contact') }),
    z.object({ form: z.literal('service') }),
    z.object({ form: z.literal('parts') }),
    z.object({
      form: z.literal('finance'),
      car: z.string().min(1).max(300).nullable().optional().default(null),
      quote: financeQuote,
      // The finance page's preferredDealership (a dealership's slug): where the lead is sent when it names one of the site's.
      preferredDealership: z.string().max(100).nullable().optional().default(null),
    }),
    // The trade-in journey's leads (trade-in-api.ts): the recorded valuation they name, the car traded towards (a stock
    // id) and, for an accepted offer, the trade-in lead it accepts.
    z.object({ form: z.literal('trade-in'), ...tradeInReferences }),
    z.object({ form: z.literal('offer-accepted'), leadId: z.number().int().positive(), ...tradeInReferences }),
  ])
  .and(
    z.object({
      idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'The form is out of date: please reload the page.'),
      values: z.record(z.string(), z.unknown()),
      website: z.string().max(500).optional().default(''),
      // Context, not the shopper's to fix: long entries are clipped on the way to the CMS, not refused.
      visitedPages: z.array(z.string()).max(LEAD_CONTEXT_LIMITS.visitedPages).optional().default([]),
      // The captcha widget's solution (server/captcha.server.ts), '' when none was posted.
      altcha: z.string().max(4000).optional().default(''),
    }),
  )

/** An issue list as the form shows it: field name → first message. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form'
    errors[field] ??= issue.message
  }
  return errors
}
