import type { RecordedValuation, RecordValuationRequest } from '@dealer/cms-contract/trade-in-valuations'
import { isStepRefusal, type StepRefusal } from '../../ui/forms/step-form'
import { between, equals } from '@dealer/stock/filters'
import { catalogueBadgesOf, catalogueMakes, catalogueModelsOf, catalogueYearsOf, type StockCatalogueFacets } from '@dealer/stock/vehicle-catalogue'
import { contentCache, getSiteSettings } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { findCarById, stockFacetCounts } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { fieldErrors } from '../leads/lead-forms'
import { ProviderFailure } from './provider-api.server'
import { regoLookupFor, valuerFor } from './providers.server'
import { catalogueQuerySchema, regoLookupRequestSchema, valuationRecordRequestSchema } from './trade-in-requests.server'
import {
  TRADE_IN_TEXTS,
  type CatalogueAnswer,
  type RegoLookupAnswer,
  type RegoLookupRequest,
  type TradeInValuation,
  type ValuationRecordAnswer,
} from './trade-in-api'

/**
 * The trade-in's endpoints (trade-in-api.ts): the registration lookup, the manufacturer list and the valuation record.
 * Every POST passes the request guard (this site's pages only, JSON, a body limit), a zod schema (a 400 naming the
 * field) and a per-site, per-address allowance in Postgres; a provider that can't answer, or isn't configured, is a 503
 * with the contract's text, logged with why.
 */

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const failure = (status: number, error: string, errors?: Record<string, string>, headers?: Record<string, string>): StepRefusal => ({
  status,
  error,
  ...(errors ? { errors } : {}),
  ...(headers ? { headers } : {}),
})
const answerFailure = ({ status, error, errors, headers }: StepRefusal) => json({ error, ...(errors ? { errors } : {}) }, status, headers)

/** A lookup is a plate and a state; a valuation a car and its answers: a few hundred bytes. */
const MAX_LOOKUP_BYTES = 1024
const MAX_VALUATION_BYTES = 4 * 1024

/**
 * Per site and address, per ten minutes. A shopper looks up a plate or two (a typo, another car); a registration API
 * may charge per lookup, so no more than a few dozen. A valuation is asked once per car and set of answers.
 */
const LOOKUPS: RateLimit = { name: 'trade-in-rego', points: 30, durationSeconds: 600 }
const VALUATIONS: RateLimit = { name: 'trade-in-valuation', points: 20, durationSeconds: 600 }
const TOO_MANY = (minutes: number) => `You have made several requests in a short time. Please try again in ${minutes} minutes, or give us a call.`

async function tooMany(limit: RateLimit, tenant: Tenant, clientAddress: string): Promise<StepRefusal | null> {
  const decision = await consumeRateLimit(limit, `${tenant.id}:${clientAddress}`)
  if (decision.allowed) return null
  return failure(429, TOO_MANY(Math.ceil(decision.retryAfterSeconds / 60)), undefined, { 'retry-after': String(decision.retryAfterSeconds) })
}

/** The body, or the refusal as an answer (405 not POST, 403 cross-site, 413, 415, 400 unreadable). */
async function readBody(request: Request, maxBytes: number): Promise<{ body: unknown } | Response> {
  if (request.method !== 'POST') return refuseUnread(request, answerFailure(failure(405, 'POST the request as JSON.')))
  const read = await readJsonWrite(request, maxBytes)
  if (isRefusal(read)) return answerFailure(failure(read.status, read.status === 400 ? 'The request is not valid JSON.' : read.message))
  return read
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A plate and state looked up by the site's registration service: the car, or why not (404 not found, 400, 429, 503). */
export async function lookUpRego(tenant: Tenant, asked: unknown, clientAddress: string): Promise<RegoLookupAnswer | StepRefusal> {
  const parsed = regoLookupRequestSchema.safeParse(asked)
  if (!parsed.success) return failure(400, 'Please check the registration and state.', fieldErrors(parsed.error.issues))
  const limited = await tooMany(LOOKUPS, tenant, clientAddress)
  if (limited) return limited
  const site = regoLookupFor(tenant, (await getSiteSettings(tenant))?.tradeIn)
  if ('problem' in site) {
    console.error(`trade-in rego lookup (${tenant.slug}): ${site.problem}`)
    return failure(503, TRADE_IN_TEXTS.lookupUnavailable)
  }
  try {
    const request: RegoLookupRequest = parsed.data
    const result = await site.lookup.lookup(request.plate, request.state)
    if (!result.found) return failure(404, TRADE_IN_TEXTS.regoNotFound)
    const { make, model, year, badge, colour = null, vin = null } = result.vehicle
    return { vehicle: { make, model, year, badge, colour, vin } }
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error
    console.warn(`trade-in rego lookup (${tenant.slug}, ${site.name}): ${error.message}`)
    return failure(503, TRADE_IN_TEXTS.lookupUnavailable)
  }
}

/** POST /api/trade-in/rego-lookup → 200 RegoLookupAnswer; 404 not found; 400 bad input; 429; 503 lookup unavailable. */
export async function regoLookupResponse(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  const read = await readBody(request, MAX_LOOKUP_BYTES)
  if (read instanceof Response) return read
  const outcome = await lookUpRego(tenant, read.body, clientAddress)
  return isStepRefusal(outcome) ? answerFailure(outcome) : json(outcome)
}

/** The stock's facets for one level of the list (the cars of that make, model and year), cached as long as content. */
function stockFacets(tenant: Tenant, level: string, filters: string[]): Promise<StockCatalogueFacets> {
  return contentCache.get(String(tenant.id), `trade-in-catalogue\u0000${level}`, () =>
    stockFacetCounts(tenant, ['make', 'make_model', 'year', 'badge'], filters),
  )
}

/** The list's own spelling of `asked` (makes and models are matched as the catalogue matches them: case aside), or null. */
const onList = (list: readonly string[], asked: string) => list.find((value) => value.toLowerCase() === asked.trim().toLowerCase()) ?? null

const notOnList = (field: 'make' | 'model' | 'year') => {
  const message = `Please choose the ${field} from the list.`
  return failure(400, message, { [field]: message })
}

/**
 * One level of the manufacturer list, given the choices above it (none, make, make and model, or make, model and year,
 * as text): makes, the make's models, the model's years (newest first) or that year's badges, from the static
 * catalogue and the site's stock. Each choice must be one the level above offered (issue 44): a made-up make is a 400,
 * never a facet query of its own, so the cache holds one entry per real choice and no more.
 */
export async function catalogueOptions(tenant: Tenant, asked: Record<string, string>, now = new Date()): Promise<CatalogueAnswer | StepRefusal> {
  const parsed = catalogueQuerySchema(now).safeParse(asked)
  if (!parsed.success) return failure(400, 'Please check the make, model and year.', fieldErrors(parsed.error.issues))
  const makes = catalogueMakes(await stockFacets(tenant, '', []))
  if (!parsed.data.make) return { options: makes }
  const make = onList(makes, parsed.data.make)
  if (!make) return notOnList('make')
  const models = catalogueModelsOf(make, await stockFacets(tenant, make, [equals('make', make)]))
  if (!parsed.data.model) return { options: models }
  const model = onList(models, parsed.data.model)
  if (!model) return notOnList('model')
  const years = catalogueYearsOf(make, model, await stockFacets(tenant, `${make}\u0000${model}`, [equals('make', make), equals('model', model)]), now)
  const { year } = parsed.data
  if (year === undefined) return { options: years.map(String) }
  if (!years.includes(year)) return notOnList('year')
  const stock = await stockFacets(tenant, `${make}\u0000${model}\u0000${year}`, [equals('make', make), equals('model', model), between('year', year, year)])
  return { options: catalogueBadgesOf(make, model, year, stock) }
}

/**
 * GET /api/trade-in/catalogue[?make=[&model=[&year=]]] → 200 { options }. Public and the same for every shopper of the
 * site, so browsers and caches may keep it for a few minutes.
 */
export async function catalogueResponse(tenant: Tenant, request: Request, now = new Date()): Promise<Response> {
  const asked = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([key, value]) => ['make', 'model', 'year'].includes(key) && value.trim() !== ''),
  )
  const outcome = await catalogueOptions(tenant, asked, now)
  if (isStepRefusal(outcome)) return answerFailure(outcome)
  return Response.json(outcome satisfies CatalogueAnswer, { headers: { 'cache-control': 'public, max-age=300', vary: 'Host' } })
}

async function recordedWithKey(tenant: Tenant, idempotencyKey: string): Promise<RecordedValuation | null> {
  const query = new URLSearchParams({ site: tenant.slug, key: idempotencyKey })
  const response = await storefrontCall(`/api/trade-in-valuations/by-key?${query}`, { method: 'GET' })
  if (response.status === 404) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw new Error(`the CMS answered the valuation's key with ${response.status}`)
  return (await response.json()) as RecordedValuation
}

async function record(body: RecordValuationRequest): Promise<RecordedValuation> {
  const response = await storefrontCall('/api/trade-in-valuations/record', { method: 'POST', body: JSON.stringify(body) })
  if (response.status === 200 || response.status === 201) return (await response.json()) as RecordedValuation
  throw new Error(`the CMS answered the valuation record with ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

const answerOf = ({ valuationId, outcome }: RecordedValuation): ValuationRecordAnswer => ({ valuationId, valuation: outcome satisfies TradeInValuation })

/**
 * Spec 001 §7's valuation record: the car valued by the site's valuer (spec 001 §5's rule first: no number over 7 years
 * or 100,000 km) and recorded in the CMS, once per idempotency key (a retry answers the same record, without valuing
 * again). 400 bad input, 429, 503 when the valuer or the CMS can't answer.
 */
export async function recordValuation(tenant: Tenant, asked: unknown, clientAddress: string, now = new Date()): Promise<ValuationRecordAnswer | StepRefusal> {
  const parsed = valuationRecordRequestSchema(now).safeParse(asked)
  if (!parsed.success) return failure(400, 'Please check your car’s details.', fieldErrors(parsed.error.issues))
  const { vehicle, condition, carId, idempotencyKey } = parsed.data
  const limited = await tooMany(VALUATIONS, tenant, clientAddress)
  if (limited) return limited

  try {
    const earlier = await recordedWithKey(tenant, idempotencyKey)
    if (earlier) return answerOf(earlier)
  } catch (error) {
    console.error(`trade-in valuation (${tenant.slug}): ${describe(error)}`)
    return failure(503, TRADE_IN_TEXTS.valuationUnavailable)
  }

  const site = valuerFor(tenant, (await getSiteSettings(tenant))?.tradeIn)
  if ('problem' in site) {
    console.error(`trade-in valuation (${tenant.slug}): ${site.problem}`)
    return failure(503, TRADE_IN_TEXTS.valuationUnavailable)
  }
  const { km, serviceHistory, damage, tyres, accessories, financeOwing } = condition
  const answers = { serviceHistory, damage, tyres, accessories, financeOwing }
  let valuation: TradeInValuation
  try {
    const outcome = await site.valuer.value({
      vehicle: { make: vehicle.make, model: vehicle.model, badge: vehicle.badge, year: vehicle.year, km },
      state: vehicle.state,
      condition: answers,
    })
    // Two places are all a confidence says (and all staff need to read).
    valuation =
      outcome.kind === 'estimate'
        ? { ...outcome, confidence: Math.round(outcome.confidence * 100) / 100, provider: site.name }
        : { ...outcome, provider: site.name }
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error
    console.warn(`trade-in valuation (${tenant.slug}, ${site.name}): ${error.message}`)
    return failure(503, TRADE_IN_TEXTS.valuationUnavailable)
  }

  try {
    // The car traded towards is kept only when it is one of this site's (a sold car leaves the record without it).
    const car = carId ? await findCarById<{ objectID: string }>(tenant, carId, ['objectID']) : null
    const recorded = await record({
      site: tenant.slug,
      idempotencyKey,
      vehicle: { make: vehicle.make, model: vehicle.model, badge: vehicle.badge, year: vehicle.year, km, state: vehicle.state, plate: vehicle.plate },
      condition: answers,
      carId: car?.objectID ?? null,
      outcome: valuation,
    })
    return answerOf(recorded)
  } catch (error) {
    console.error(`trade-in valuation (${tenant.slug}): ${describe(error)}`)
    return failure(503, TRADE_IN_TEXTS.valuationUnavailable)
  }
}

/** POST /api/miscellaneous { column_name: 'valuation', … } → 200 { valuationId, valuation }, else the failure. */
export async function valuationRecordResponse(tenant: Tenant, request: Request, clientAddress: string, now = new Date()): Promise<Response> {
  const read = await readBody(request, MAX_VALUATION_BYTES)
  if (read instanceof Response) return read
  const outcome = await recordValuation(tenant, read.body, clientAddress, now)
  return isStepRefusal(outcome) ? answerFailure(outcome) : json(outcome)
}
