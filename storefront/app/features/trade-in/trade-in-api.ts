/**
 * The trade-in's contract between the browser and the storefront's server (spec 001 §2, §3, §4, §5, §7): endpoints,
 * what they take and answer, the spec's numbers and texts. Pure and small: the browser's form imports it, and the
 * server validates the same shapes with its own schemas.
 *
 * The steps at /trade-in, /sell-my-car and /cars/trade-in?car_id={id} (never gated):
 * 1. Identify the car: registration plate and state (POST /api/trade-in/rego-lookup), or make → model → year → badge
 *    from the manufacturer list (GET /api/trade-in/catalogue, one level per call).
 * 2. Condition: kilometres and the adjustment answers (service history, damage, tyres, accessories, finance owing).
 * 3. Contact details (the lead forms' fields and rules).
 * 4. The valuation: the browser POSTs /api/miscellaneous with `column_name: "valuation"` (spec 001 §7's valuation
 *    record); the server values the car itself (it never takes a number from the browser), records the valuation in the
 *    CMS and answers it. Then POST /api/leads form 'trade-in' with that valuation's id makes the trade-in lead (the CMS
 *    copies the recorded valuation onto it). The page shows the range, or "we'll inspect it and call you".
 * 5. Accept: POST /api/leads form 'offer-accepted' with the trade-in lead's id → the offer-accepted lead (subcategory
 *    "3. Offer Accepted", event 18), then /success.
 */
import type { ConditionAnswers, InspectReason, ValuationVehicle } from '@dealer/stock/valuation'
import type { RegistrationState } from './rego/rego-lookup'

export type { ConditionAnswers, InspectReason, ValuationVehicle }
export { REGISTRATION_STATES, type RegistrationState } from './rego/rego-lookup'

/** The pages: /trade-in and /sell-my-car are the same journey; /cars/trade-in?car_id= is a trade-in towards that car. */
export const TRADE_IN_PAGE_PATHS = ['/trade-in', '/sell-my-car', '/cars/trade-in'] as const

/** POST /api/trade-in/rego-lookup. */
export interface RegoLookupRequest {
  plate: string
  state: RegistrationState
}
/** 200 found; 404 `{ error: TRADE_IN_TEXTS.regoNotFound }`; 400 bad input; 503 `{ error: TRADE_IN_TEXTS.lookupUnavailable }`. */
export interface RegoLookupAnswer {
  vehicle: { make: string; model: string; year: number; badge: string | null; colour: string | null; vin: string | null }
}

/**
 * GET /api/trade-in/catalogue: the manufacturer list, one level per call. No parameters → makes; `make` → models;
 * `make&model` → years (newest first); `make&model&year` → badges (may be empty: the badge is then optional).
 */
export interface CatalogueAnswer {
  options: string[]
}

/** Spec 001 §7's adjustment answers, with the kilometres; see ConditionAnswers for each. */
export interface TradeInCondition extends ConditionAnswers {
  km: number
}

/** POST /api/miscellaneous (spec 001 §7: the valuation record, `column_name: "valuation"`). */
export interface ValuationRecordRequest {
  column_name: 'valuation'
  vehicle: ValuationVehicle & { state: RegistrationState; plate: string | null }
  condition: TradeInCondition
  /** The car this is a trade-in towards (/cars/trade-in?car_id=), else null. */
  carId: string | null
  /** Makes a retry answer the same record. */
  idempotencyKey: string
}

/** The recorded valuation: an estimate with its range and confidence, or no number and why. */
export type TradeInValuation =
  | { kind: 'estimate'; estimate: number; low: number; high: number; confidence: number; comparables: number; provider: 'built-in' | 'http' }
  | { kind: 'inspect'; reason: InspectReason; provider: 'built-in' | 'http' }

export interface ValuationRecordAnswer {
  valuationId: string
  valuation: TradeInValuation
}

/**
 * The two lead forms this journey adds to POST /api/leads (beside the contact fields every lead form sends: name,
 * last_name, email, phone, postcode, subscribe, visitedPages, linkedQueryParams, idempotencyKey). The lead carries
 * source "Website", the user agent, car_id and car_dealership_id (the car traded towards, if any) and lead_attributes.
 */
export interface TradeInLeadFields {
  form: 'trade-in'
  valuationId: string
  carId: string | null
}
export interface OfferAcceptedLeadFields {
  form: 'offer-accepted'
  /** The trade-in lead this accepts (spec 001 §7 `lead_id`). */
  leadId: number
  valuationId: string
  carId: string | null
}
/** Spec 001 §5: no number over these. */
export const NO_ESTIMATE_OVER = { years: 7, km: 100_000 } as const

export const TRADE_IN_TEXTS = {
  regoNotFound: "We couldn't find that registration. Check the plate and state, or choose the make and model instead.",
  lookupUnavailable: "Registration lookup isn't available right now. Choose the make and model instead.",
  valuationUnavailable: "We couldn't value your car right now. Please try again in a minute.",
  /** No number (spec 001 §5's rule, too few comparables, or the provider declined). */
  inspect: "We'll inspect it and call you",
  /** Shown with a range. */
  estimateLead: 'Your instant estimate',
  accept: 'Accept offer',
} as const
