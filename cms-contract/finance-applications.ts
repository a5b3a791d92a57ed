import { z } from 'zod'
import { AU_MOBILE_PATTERN, EMAIL_PATTERN, LEAD_TEXT_LIMITS, POSTCODE_PATTERN } from './lead-fields'

/**
 * The CMS's finance-application endpoints (/api/finance-applications/*), which only the storefront's server calls (its
 * STOREFRONT_API_SECRET). The CMS keeps each pre-approval application the storefront sends to a finance broker, so a
 * double submit, or two storefront instances, reach the broker once: the first request claims its idempotency key with
 * an insert (unique per site and key), the others wait for the first's outcome.
 */
const site = z.string().regex(/^[a-z0-9-]{1,100}$/)
const key = z.string().regex(/^[A-Za-z0-9-]{8,100}$/)

export const claimApplicationSchema = z.object({
  site,
  idempotencyKey: key,
  /** The idempotency key of the finance lead sent alongside (its lead is linked once both exist). */
  leadKey: key.nullable(),
  /** The signed-in customer whose verified mobile is `phone` (the storefront's session says who). */
  customerId: z.number().int().positive(),
  broker: z.enum(['simulator', 'http']),
  application: z.object({
    firstName: z.string().trim().min(1).max(LEAD_TEXT_LIMITS.name),
    lastName: z.string().trim().min(1).max(LEAD_TEXT_LIMITS.lastName),
    email: z.email({ pattern: EMAIL_PATTERN }).max(LEAD_TEXT_LIMITS.email),
    phone: z.string().regex(AU_MOBILE_PATTERN),
    postcode: z.string().regex(POSTCODE_PATTERN).nullable(),
    subscribe: z.boolean(),
    purchasePrice: z.number().int().min(0).max(10_000_000),
    loanTerm: z.number().int().min(1).max(30),
    selfAssessedCreditScore: z.enum(['GREAT', 'DECENT', 'POOR']),
    year: z.number().int().min(1900).max(2100).nullable(),
    vin: z.string().max(50).nullable(),
    nvic: z.string().max(50).nullable(),
  }),
})
export type ClaimApplicationRequest = z.input<typeof claimApplicationSchema>

/** What the broker answered, as the application keeps it: the shopper's next address, or the text they were shown. */
export type ApplicationOutcome = { redirectUrl: string } | { status: number; error: string }

/**
 * The claim's answer. `claimed`: this request holds the key and asks the broker (`reference` names the application
 * for the simulator's lender page); `pending`: another request holds it (ask again shortly); `done`: the outcome of the
 * request that held it.
 */
export type ClaimApplicationAnswer =
  | { state: 'claimed'; id: number; reference: string }
  | { state: 'pending' }
  | { state: 'done'; outcome: ApplicationOutcome }

export const finishApplicationSchema = z.object({
  site,
  id: z.number().int().positive(),
  outcome: z.union([
    z.object({ redirectUrl: z.string().min(1).max(2000) }),
    z.object({ status: z.number().int().min(400).max(599), error: z.string().min(1).max(500) }),
  ]),
})
export type FinishApplicationRequest = z.input<typeof finishApplicationSchema>

/** GET /api/finance-applications/lender?site=&reference=: what the simulator's lender page shows, and nothing more. */
export interface LenderPageAnswer {
  firstName: string
  purchasePrice: number
  loanTerm: number
}

/** How long a claim may stay pending before another request may take the key over (its storefront went away). */
export const CLAIM_STALE_AFTER_MS = 2 * 60 * 1000
