import { z } from 'zod'

/**
 * What the storefront sends the CMS's intake (POST /api/leads/intake) once it has validated a shopper's form with its
 * own zod schema. The CMS checks only the shape and sizes here: a bad field reaching it is a storefront bug, answered
 * 400. The types are derived from these schemas, so the storefront (which imports only the types) and the CMS agree.
 */
const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable()

export const leadIntakeSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,100}$/),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
  lead: z.object({
    form: z.enum(['enquiry', 'test-drive', 'contact']),
    category: text(100).min(1),
    subcategory: optionalText(100),
    eventId: z.number().int().positive(),
    eventName: text(100).min(1),
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

export const analyticsEventSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{1,100}$/),
  eventId: z.number().int().positive(),
  name: text(100).min(1),
  path: optionalText(2000),
  carId: optionalText(100),
  dealershipId: z.number().int().positive().nullable().optional(),
  leadId: z.number().int().positive().nullable(),
})

export type LeadIntakeRequest = z.input<typeof leadIntakeSchema>
export type LeadIntakeLead = LeadIntakeRequest['lead']
export type LeadIntakeCar = NonNullable<LeadIntakeLead['car']>
export type AnalyticsEventRequest = z.input<typeof analyticsEventSchema>

export interface LeadIntakeAnswer {
  lead_id: number
}
