import { z } from 'zod'

/**
 * The CMS's trade-in valuation endpoints (/api/trade-in-valuations/*), which only the storefront's server calls (its
 * STOREFRONT_API_SECRET). The storefront values a shopper's car with the site's valuer and records the outcome here
 * (spec 001 §7's valuation record); the CMS keeps one record per site and idempotency key, answers it to a retry, and
 * copies it onto the trade-in and offer-accepted leads that name it (never a number from the browser).
 */
const site = z.string().regex(/^[a-z0-9-]{1,100}$/)
const key = z.string().regex(/^[A-Za-z0-9-]{8,100}$/)
const name = z.string().trim().min(1).max(60)

/** The outcome as the record keeps it: an estimate with its range, or no number and why. */
export const valuationOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    estimate: z.number().int().min(0).max(10_000_000),
    low: z.number().int().min(0).max(10_000_000),
    high: z.number().int().min(0).max(10_000_000),
    confidence: z.number().min(0).max(1),
    comparables: z.number().int().min(0),
    provider: z.enum(['built-in', 'http']),
  }),
  z.object({
    kind: z.literal('inspect'),
    reason: z.enum(['over-age', 'over-km', 'too-few-comparables', 'declined']),
    provider: z.enum(['built-in', 'http']),
  }),
])

export const recordValuationSchema = z.object({
  site,
  idempotencyKey: key,
  vehicle: z.object({
    make: name,
    model: name,
    badge: name.nullable(),
    year: z.number().int().min(1900).max(2100),
    km: z.number().int().min(0).max(10_000_000),
    state: z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']),
    plate: z
      .string()
      .regex(/^[A-Z0-9]{1,9}$/)
      .nullable(),
  }),
  condition: z.object({
    serviceHistory: z.enum(['full', 'partial', 'none']),
    damage: z.enum(['none', 'minor', 'major']),
    tyres: z.enum(['good', 'fair', 'worn']),
    accessories: z.boolean(),
    financeOwing: z.boolean(),
  }),
  /** The stock id of the car this is a trade-in towards, when it is one of the site's. */
  carId: z.string().min(1).max(100).nullable(),
  outcome: valuationOutcomeSchema,
})
export type RecordValuationRequest = z.input<typeof recordValuationSchema>
export type RecordedValuationOutcome = z.infer<typeof valuationOutcomeSchema>

/**
 * POST /api/trade-in-valuations/record → 201 (recorded) or 200 (the key's earlier record, whatever this request
 * carried). GET /api/trade-in-valuations/by-key?site=&key= → 200 the same, or 404.
 */
export interface RecordedValuation {
  /** The record's public id (random): the browser names the valuation by it, never by its row id. */
  valuationId: string
  outcome: RecordedValuationOutcome
}

/**
 * The intake's 400 for a trade-in or offer-accepted lead whose references don't hold: the valuation isn't this site's,
 * the trade-in lead isn't this site's (or not of that valuation), or the valuation has no number to accept.
 */
export interface TradeInLeadRefusal {
  code: 'unknown-valuation' | 'unknown-lead' | 'nothing-to-accept'
  message: string
}
