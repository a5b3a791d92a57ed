import { z } from 'zod'
import { AU_MOBILE_PATTERN, EMAIL_PATTERN, LEAD_TEXT_LIMITS, POSTCODE_PATTERN } from './lead-fields'

/**
 * The CMS's shopper-account endpoints, which only the storefront's server calls (its STOREFRONT_API_SECRET bearer):
 * sign-in by SMS code, sessions, the watchlist, the shopper's own leads and contact details. Browsers talk to the
 * storefront; the storefront holds the session cookie's token and passes it here, never a customer id it was told.
 * Every request names its site; a customer, a session and a saved car belong to exactly one site.
 */

const site = z.string().regex(/^[a-z0-9-]{1,100}$/)
/** An Australian mobile in its local form, as the storefront normalises it ("+61 412 345 678" → "0412345678"). */
const mobile = z.string().regex(AU_MOBILE_PATTERN)
/** The opaque session token the storefront keeps in the shopper's cookie (the CMS stores only its hash). */
const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/)

/** Why a code was not sent or not accepted; the storefront shows the spec's text for each. */
export const SIGN_IN_REFUSALS = ['too-soon', 'allowance-exhausted', 'invalid-code', 'sms-failed'] as const
export type SignInRefusalCode = (typeof SIGN_IN_REFUSALS)[number]
/** 4xx answers of these endpoints: a refusal the shopper is told about, or a malformed request (`code` absent). */
export interface AccountRefusal {
  code?: SignInRefusalCode
  message: string
  /** For `too-soon`: when a new code may be asked for. */
  retryAfterSeconds?: number
}

/** The numbers of spec 001 §5 and issue 20 (OWASP ASVS V6, Twilio Verify's defaults). */
export const SIGN_IN_LIMITS = {
  codeDigits: 6,
  codeLifetimeSeconds: 10 * 60,
  checksPerCode: 5,
  secondsBetweenSends: 60,
  sendsPerPhonePerHour: 5,
  sendsPerAddressPerHour: 10,
  /**
   * Issue 44: one network's sends to one site in a day, in front of the site's monthly allowance, so a single network
   * needs 25 days to use up the default 500 (at 10 an hour it would need two).
   */
  sendsPerNetworkPerSitePerDay: 20,
  /** Issue 44: code checks, so one network can't burn other shoppers' codes and one phone's codes can't be tried for ever. */
  checksPerNetworkPerHour: 30,
  checksPerPhonePerHour: 15,
  sessionDays: 30,
  sendTimeoutMs: 15_000,
} as const

/** POST /api/customers/send-code → 202 {} | 429 AccountRefusal (too-soon, allowance-exhausted) | 502 (sms-failed). */
export const sendCodeSchema = z.object({ site, phone: mobile, dealershipSlug: z.string().max(100).nullable() })
export type SendCodeRequest = z.infer<typeof sendCodeSchema>

/**
 * Why a code was not texted, as staff see it counted for the month: the storefront's limits (the phone's, the network's)
 * and the CMS's own (the site's monthly allowance).
 */
export const SMS_REFUSAL_REASONS = ['phone-limit', 'network-limit', 'allowance-exhausted'] as const
export type SmsRefusalReason = (typeof SMS_REFUSAL_REASONS)[number]

/** POST /api/customers/send-refused → 204: the storefront refused a send at one of its own limits (counted for staff). */
export const sendRefusedSchema = z.object({ site, reason: z.enum(['phone-limit', 'network-limit']) })
export type SendRefusedRequest = z.infer<typeof sendRefusedSchema>

/**
 * POST /api/customers/verify-code → 200 SignedIn | 400 AccountRefusal (invalid-code: wrong, used, expired, or past its
 * checks; one answer for all). A right code makes (or finds) the site's customer for the phone and a new session.
 */
export const verifyCodeSchema = z.object({
  site,
  phone: mobile,
  code: z.string().regex(/^\d{6}$/),
  dealershipSlug: z.string().max(100).nullable(),
  /** The session the shopper had before, if any: ended, so a sign-in always starts a new one (rotation). */
  previousToken: sessionToken.nullable(),
})
export type VerifyCodeRequest = z.infer<typeof verifyCodeSchema>

/** What the storefront may know of its signed-in shopper. */
export interface CustomerView {
  id: number
  phone: string
  firstName: string | null
  lastName: string | null
  email: string | null
  postcode: string | null
}
export interface SignedIn {
  customer: CustomerView
  sessionToken: string
  /** ISO time the session ends unless used again (sliding). */
  expiresAt: string
}

/** POST /api/customers/session → 200 { customer, expiresAt } (extended) | 401 when the token names no live session of the site. */
export const sessionSchema = z.object({ site, sessionToken })
export type SessionRequest = z.infer<typeof sessionSchema>
export interface SessionAnswer {
  customer: CustomerView
  expiresAt: string
}

/** POST /api/customers/sign-out → 204, whether or not the session was live. */
export const signOutSchema = z.object({ site, sessionToken })

/** POST /api/customers/contact-exists → 200 { exists } (GET /api/check-if-contact-exists on the storefront). */
export const contactExistsSchema = z.object({ site, phone: mobile })
export interface ContactExistsAnswer {
  exists: boolean
}

/** PATCH /api/customers/me → 200 CustomerView | 400 { message, issues }. Empty strings clear a field. */
export const updateContactSchema = sessionSchema.extend({
  details: z.object({
    firstName: z.string().trim().max(LEAD_TEXT_LIMITS.name),
    lastName: z.string().trim().max(LEAD_TEXT_LIMITS.lastName),
    email: z.union([z.literal(''), z.email({ pattern: EMAIL_PATTERN }).max(LEAD_TEXT_LIMITS.email)]),
    postcode: z.union([z.literal(''), z.string().regex(POSTCODE_PATTERN)]),
  }),
})
export type UpdateContactRequest = z.infer<typeof updateContactSchema>

/** The car as the watchlist remembers it when saved: enough to list it after it has left the stock index. */
export const savedCarSchema = z.object({
  id: z.string().min(1).max(100),
  slug: z.string().min(1).max(300),
  name: z.string().min(1).max(300),
  price: z.number().nonnegative().nullable(),
  primaryImageUrl: z.string().max(2000).nullable(),
})
export type SavedCarRecord = z.infer<typeof savedCarSchema>

/** POST /api/customers/watchlist/save → 200 { success: true } (saving a saved car again is a success too). */
export const saveCarSchema = sessionSchema.extend({ car: savedCarSchema, priceAlerts: z.boolean() })
export type SaveCarRequest = z.infer<typeof saveCarSchema>
/** POST /api/customers/watchlist/remove → 200 { success: true } (removing an unsaved car too). */
export const removeCarSchema = sessionSchema.extend({ carId: z.string().min(1).max(100) })
export type RemoveCarRequest = z.infer<typeof removeCarSchema>
export interface WatchlistChangeAnswer {
  success: boolean
}

/** POST /api/customers/watchlist → 200 { cars } newest first: what the customer saved, as saved. */
export const watchlistSchema = z.object({ site, sessionToken })
export interface WatchlistAnswer {
  cars: Array<SavedCarRecord & { savedAt: string; priceAlerts: boolean }>
}

/** POST /api/customers/leads → 200 { leads } newest first: the leads this customer sent while signed in. */
export const customerLeadsSchema = z.object({ site, sessionToken })
export interface CustomerLeadsAnswer {
  leads: Array<{
    id: number
    createdAt: string
    category: string
    subcategory: string | null
    carName: string | null
    carSlug: string | null
    bookingDate: string | null
  }>
}
