import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'
import type { LeadIntakeLead, LeadIntakeTradeIn } from '@dealer/cms-contract/lead-intake'
import { VALUATION_ID_PATTERN } from '@dealer/cms-contract/lead-fields'
import { recordValuationSchema, type RecordedValuation, type RecordedValuationOutcome, type TradeInLeadRefusal } from '@dealer/cms-contract/trade-in-valuations'
import { isStorefront, notStorefront } from '../leads/storefront-credential'
import { readJson, tenantIdOfSlug, unknownSite } from '../lib/endpoint-input'

/**
 * The trade-in valuations' endpoints (cms-contract/trade-in-valuations.ts), under /api/trade-in-valuations, for the
 * storefront's server only, and what the lead intake asks of a valuation. Recording is one INSERT … ON CONFLICT DO
 * NOTHING on the unique (site, key): of two requests with one key, on any number of storefronts, one row is written and
 * both answer it.
 */

interface ValuationRow {
  id: number
  public_id: string
  outcome: 'estimate' | 'inspect'
  estimate: string | number | null
  low: string | number | null
  high: string | number | null
  confidence: string | number | null
  comparables: string | number | null
  inspect_reason: string | null
  provider: 'built-in' | 'http'
  make: string
  model: string
  badge: string | null
  year: string | number
  km: string | number
  state: string
  plate: string | null
  service_history: string
  damage: string
  tyres: string
  accessories: boolean
  finance_owing: boolean
  lead_id: number | null
}

const VALUATION_COLUMNS = sql`id, public_id, outcome, estimate, low, high, confidence, comparables, inspect_reason, provider,
  make, model, badge, year, km, state, plate, service_history, damage, tyres, accessories, finance_owing, lead_id`

function outcomeOf(row: ValuationRow): RecordedValuationOutcome {
  if (row.outcome === 'estimate')
    return {
      kind: 'estimate',
      estimate: Number(row.estimate),
      low: Number(row.low),
      high: Number(row.high),
      confidence: Number(row.confidence),
      comparables: Number(row.comparables ?? 0),
      provider: row.provider,
    }
  return { kind: 'inspect', reason: row.inspect_reason as Extract<RecordedValuationOutcome, { kind: 'inspect' }>['reason'], provider: row.provider }
}

const answer = (row: ValuationRow, status: number) =>
  Response.json({ valuationId: row.public_id, outcome: outcomeOf(row) } satisfies RecordedValuation, { status })

async function valuationWithKey(req: PayloadRequest, tenant: number, key: string): Promise<ValuationRow | null> {
  const found = await req.payload.db.drizzle.execute(sql`
    SELECT ${VALUATION_COLUMNS} FROM trade_in_valuations WHERE tenant_id = ${tenant} AND idempotency_key = ${key}`)
  return (found.rows[0] as unknown as ValuationRow | undefined) ?? null
}

/** POST /api/trade-in-valuations/record: 201 the new record, 200 the key's earlier one; 400 malformed, 404 unknown site. */
const recordEndpoint: Endpoint = {
  path: '/record',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const parsed = recordValuationSchema.safeParse(await readJson(req))
    if (!parsed.success)
      return Response.json(
        { message: 'The valuation is malformed.', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
        { status: 400 },
      )
    const { site, idempotencyKey, vehicle, condition, carId, outcome } = parsed.data
    const tenant = await tenantIdOfSlug(req, site)
    if (tenant === null) return unknownSite(site)
    const estimate = outcome.kind === 'estimate' ? outcome : null
    const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ')
    const inserted = await req.payload.db.drizzle.execute(sql`
      INSERT INTO trade_in_valuations (
        tenant_id, idempotency_key, public_id, title, make, model, badge, year, km, state, plate,
        service_history, damage, tyres, accessories, finance_owing,
        outcome, estimate, low, high, confidence, comparables, inspect_reason, provider, car_id, updated_at, created_at)
      VALUES (
        ${tenant}, ${idempotencyKey}, ${crypto.randomBytes(18).toString('base64url')}, ${title}, ${vehicle.make}, ${vehicle.model},
        ${vehicle.badge}, ${vehicle.year}, ${vehicle.km}, ${vehicle.state}, ${vehicle.plate},
        ${condition.serviceHistory}, ${condition.damage}, ${condition.tyres}, ${condition.accessories}, ${condition.financeOwing},
        ${outcome.kind}, ${estimate?.estimate ?? null}, ${estimate?.low ?? null}, ${estimate?.high ?? null}, ${estimate?.confidence ?? null},
        ${estimate?.comparables ?? null}, ${outcome.kind === 'inspect' ? outcome.reason : null}, ${outcome.provider}, ${carId}, now(), now())
      ON CONFLICT (tenant_id, idempotency_key) DO NOTHING
      RETURNING ${VALUATION_COLUMNS}`)
    const row = inserted.rows[0] as unknown as ValuationRow | undefined
    if (row) return answer(row, 201)
    const earlier = await valuationWithKey(req, tenant, idempotencyKey)
    if (!earlier) throw new Error('a valuation key conflicted, but no record holds it')
    return answer(earlier, 200)
  },
}

/** GET /api/trade-in-valuations/by-key?site=&key=: the key's record (a retry needn't value the car again), or 404. */
const byKeyEndpoint: Endpoint = {
  path: '/by-key',
  method: 'get',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const site = req.searchParams.get('site') ?? ''
    const key = req.searchParams.get('key') ?? ''
    if (!/^[A-Za-z0-9-]{8,100}$/.test(key)) return Response.json({ message: 'Give the key as ?key=.' }, { status: 400 })
    const tenant = await tenantIdOfSlug(req, site)
    if (tenant === null) return unknownSite(site)
    const row = await valuationWithKey(req, tenant, key)
    return row ? answer(row, 200) : Response.json({ message: 'No valuation with that key.' }, { status: 404 })
  },
}

export const tradeInValuationEndpoints: Endpoint[] = [recordEndpoint, byKeyEndpoint]

/** The lead's trade-in fields: its copy of the valuation, and for an accepted offer the lead it accepts. */
export interface TradeInLeadData {
  valuationRowId: number
  fields: {
    tradeIn: {
      valuation: number
      make: string
      model: string
      badge: string | null
      year: number
      km: number
      state: string
      plate: string | null
      serviceHistory: 'full' | 'partial' | 'none'
      damage: 'none' | 'minor' | 'major'
      tyres: 'good' | 'fair' | 'worn'
      accessories: boolean
      financeOwing: boolean
      outcome: 'estimate' | 'inspect'
      estimate: number | null
      low: number | null
      high: number | null
      confidence: number | null
      inspectReason: 'over-age' | 'over-km' | 'too-few-comparables' | 'declined' | null
      provider: 'built-in' | 'http'
    }
    tradeInLead: number | null
    formCompleted: boolean
    offerAccepted: boolean
  }
}

const refused = (code: TradeInLeadRefusal['code'], message: string): { refused: TradeInLeadRefusal } => ({ refused: { code, message } })

/**
 * What a trade-in or offer-accepted lead carries, read from the site's own records: the valuation it names (another
 * site's, or none, is refused), and for an accepted offer the trade-in lead of that valuation, whose valuation must have
 * a number to accept. The intake saves these; nothing the browser sent about the car or its value is used.
 */
export async function tradeInLeadData(
  req: PayloadRequest,
  tenant: number,
  form: LeadIntakeLead['form'],
  tradeIn: LeadIntakeTradeIn,
): Promise<TradeInLeadData | { refused: TradeInLeadRefusal }> {
  if (!VALUATION_ID_PATTERN.test(tradeIn.valuationId)) return refused('unknown-valuation', 'There is no such valuation on this site.')
  const db = req.payload.db.drizzle
  const found = await db.execute(sql`
    SELECT ${VALUATION_COLUMNS} FROM trade_in_valuations WHERE tenant_id = ${tenant} AND public_id = ${tradeIn.valuationId}`)
  const row = found.rows[0] as unknown as ValuationRow | undefined
  if (!row) return refused('unknown-valuation', 'There is no such valuation on this site.')
  const accepting = form === 'offer-accepted'
  if (accepting) {
    if (row.outcome !== 'estimate') return refused('nothing-to-accept', 'This valuation has no estimate to accept.')
    const lead = await db.execute(sql`
      SELECT id FROM leads WHERE id = ${tradeIn.tradeInLeadId} AND tenant_id = ${tenant} AND form = 'trade-in' AND trade_in_valuation_id = ${row.id}`)
    if (lead.rows.length === 0) return refused('unknown-lead', 'There is no trade-in lead for this valuation on this site.')
  }
  const numeric = (value: string | number | null) => (value === null ? null : Number(value))
  return {
    valuationRowId: row.id,
    fields: {
      tradeIn: {
        valuation: row.id,
        make: row.make,
        model: row.model,
        badge: row.badge,
        year: Number(row.year),
        km: Number(row.km),
        state: row.state,
        plate: row.plate,
        serviceHistory: row.service_history as TradeInLeadData['fields']['tradeIn']['serviceHistory'],
        damage: row.damage as TradeInLeadData['fields']['tradeIn']['damage'],
        tyres: row.tyres as TradeInLeadData['fields']['tradeIn']['tyres'],
        accessories: row.accessories,
        financeOwing: row.finance_owing,
        outcome: row.outcome,
        estimate: numeric(row.estimate),
        low: numeric(row.low),
        high: numeric(row.high),
        confidence: numeric(row.confidence),
        inspectReason: row.inspect_reason as TradeInLeadData['fields']['tradeIn']['inspectReason'],
        provider: row.provider,
      },
      tradeInLead: accepting ? tradeIn.tradeInLeadId : null,
      // Spec 001 §7: the offer-accepted lead is the journey's last step, completed, with the offer accepted.
      formCompleted: accepting,
      offerAccepted: accepting,
    },
  }
}

/** Points the valuation at the lead made from it (its first trade-in lead; its first accepted offer). */
export async function linkValuationLead(req: PayloadRequest, valuationRowId: number, form: LeadIntakeLead['form'], leadId: number): Promise<void> {
  const column = form === 'offer-accepted' ? sql`offer_accepted_lead_id` : sql`lead_id`
  await req.payload.db.drizzle.execute(sql`
    UPDATE trade_in_valuations SET ${column} = ${leadId}, updated_at = now() WHERE id = ${valuationRowId} AND ${column} IS NULL`)
}
