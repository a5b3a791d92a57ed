import { z } from 'zod'
import { EMAIL_PATTERN, LEAD_TEXT_LIMITS } from './lead-fields'

/**
 * The CMS's reservation endpoints (/api/reservations/*), which only the storefront's server (STOREFRONT_API_SECRET) and
 * the stock import call. The CMS keeps each reservation of a car: one active (held or paid) per site and car, enforced
 * by a partial unique index, so of two customers racing for a car exactly one gets the hold (decision 030).
 */
const site = z.string().regex(/^[a-z0-9-]{1,100}$/)
const reservationId = z.number().int().positive()
const carText = z.string().trim().min(1).max(300)

/** POST /api/reservations/hold: hold the car for the customer before any payment starts. */
export const holdReservationSchema = z.object({
  site,
  customerId: z.number().int().positive(),
  /** The shopper's network (IPv4 /32, IPv6 /64) as the storefront counts it: one unpaid hold per network at a time. */
  network: z.string().min(1).max(100),
  /** The client's key, scoped to the customer by the CMS: the same customer and key are the same hold. */
  idempotencyKey: z.string().regex(/^[\x21-\x7e]{16,200}$/),
  name: z.string().trim().min(1).max(LEAD_TEXT_LIMITS.name),
  lastName: z.string().trim().min(1).max(LEAD_TEXT_LIMITS.lastName),
  email: z.email({ pattern: EMAIL_PATTERN }).max(LEAD_TEXT_LIMITS.email),
  car: z.object({
    id: carText,
    slug: carText,
    title: carText,
    stocknum: z.string().max(100).nullable(),
    vin: z.string().max(50).nullable(),
    dealershipSlug: z.string().max(200).nullable(),
    price: z.number().nullable(),
    carType: z.string().max(20).nullable(),
    year: z.number().int().nullable(),
    make: z.string().max(100).nullable(),
    model: z.string().max(100).nullable(),
    image: z.string().max(2000).nullable(),
  }),
  depositCents: z.number().int().min(100).max(10_000_00),
  provider: z.enum(['simulator', 'stripe']),
  /** How long the hold lasts unpaid. */
  holdMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
})
export type HoldReservationRequest = z.input<typeof holdReservationSchema>

/**
 * `held`: this customer holds the car (a new hold, or the same customer's earlier one: `paymentId` is set once a
 * checkout was started for it, and `idempotencyKey` is the key its checkout uses); `paid`: this customer already
 * reserved it; `taken`: another customer holds or reserved it. A customer has one unpaid hold at a time: a new hold
 * of another car releases their earlier one.
 */
export type HoldReservationAnswer =
  | { state: 'held'; reservationId: number; idempotencyKey: string; paymentId: string | null; depositCents: number }
  | { state: 'paid'; reservationId: number }
  | { state: 'taken' }
  /** Another customer on the shopper's network holds a car unpaid: one at a time per network (issue 44). */
  | { state: 'network-busy'; retryAfterSeconds: number }

/** POST /api/reservations/payment: the provider's payment for a held reservation (the checkout was made). */
export const attachPaymentSchema = z.object({ site, reservationId, paymentId: z.string().min(1).max(255) })
export type AttachPaymentRequest = z.input<typeof attachPaymentSchema>

/** POST /api/reservations/release: the checkout could not start, so the hold ends now (status expired). */
export const releaseReservationSchema = z.object({ site, reservationId, reason: z.string().min(1).max(300) })
export type ReleaseReservationRequest = z.input<typeof releaseReservationSchema>

/** POST /api/reservations/apply: one verified payment event, applied once (its id is recorded on the reservation). */
export const applyPaymentEventSchema = z.object({
  site,
  provider: z.enum(['simulator', 'stripe']),
  event: z.object({
    eventId: z.string().min(1).max(255),
    kind: z.enum(['paid', 'declined', 'expired', 'refunded']),
    paymentId: z.string().min(1).max(255),
    reservationId: z.string().max(50).nullable(),
    amountCents: z.number().int().nullable(),
    occurredAt: z.iso.datetime({ offset: true }),
  }),
})
export type ApplyPaymentEventRequest = z.input<typeof applyPaymentEventSchema>

/**
 * `applied`: the event changed the reservation; `unchanged`: nothing to do (a replay, or a fact already known);
 * `refund`: the deposit was paid for a car the customer no longer holds (their hold lapsed and another customer has
 * it), so the storefront refunds `paymentId` and reports it (POST /api/reservations/refunded). 404 no such reservation
 * (of this site and payment); 422 the event disagrees with the record (its amount).
 */
export type ApplyPaymentEventAnswer =
  | { outcome: 'applied' | 'unchanged'; reservationId: number; status: string }
  | { outcome: 'refund'; reservationId: number; paymentId: string; provider: 'simulator' | 'stripe' }

/** POST /api/reservations/refunded: the storefront refunded a deposit (automatically, or for staff). */
export const refundRecordedSchema = z.object({ site, reservationId, refundId: z.string().min(1).max(255) })
export type RefundRecordedRequest = z.input<typeof refundRecordedSchema>

/** POST /api/payments/refund on the storefront, from the CMS (staff refund a paid reservation): the provider refunds. */
export const storefrontRefundSchema = z.object({ site, reservationId, provider: z.enum(['simulator', 'stripe']), paymentId: z.string().min(1).max(255) })
export type StorefrontRefundRequest = z.input<typeof storefrontRefundSchema>
export interface StorefrontRefundAnswer {
  refundId: string
}

/** GET /api/reservations/mine?site=&customer=[&id=]: a customer's reservations, newest first (My garage, the confirmation page). */
export interface CustomerReservationRow {
  id: number
  status: 'held' | 'paid' | 'declined' | 'expired' | 'cancelled' | 'refunded'
  car: { id: string; slug: string; title: string; image: string | null }
  depositCents: number
  createdAt: string
  paidAt: string | null
}
export interface CustomerReservationsAnswer {
  reservations: CustomerReservationRow[]
}
