import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'
import {
  CLAIM_STALE_AFTER_MS,
  claimApplicationSchema,
  finishApplicationSchema,
  type ApplicationOutcome,
  type ClaimApplicationAnswer,
  type LenderPageAnswer,
} from '@dealer/cms-contract/finance-applications'
import { isStorefront, notStorefront } from '../leads/storefront-credential'
import { parse, tenantIdOfSlug, unknownSite } from '../lib/endpoint-input'

/**
 * The finance applications' endpoints (cms-contract/finance-applications.ts), under /api/finance-applications, for the
 * storefront's server only. The claim is one INSERT … ON CONFLICT DO NOTHING on the unique (site, key): of two requests
 * with one key, on any number of storefronts, exactly one gets the row and asks the broker; the other waits for its
 * outcome. A failed (or abandoned) claim frees its key, so the shopper may try again with it.
 */

interface ApplicationRow {
  id: number
  status: 'pending' | 'redirected' | 'failed'
  redirect_url: string | null
  failure: string | null
  failure_status: number | null
}

function outcomeOf(row: ApplicationRow): ApplicationOutcome | null {
  if (row.status === 'redirected' && row.redirect_url) return { redirectUrl: row.redirect_url }
  if (row.status === 'failed') return { status: Number(row.failure_status ?? 502), error: row.failure ?? '' }
  return null
}

/**
 * POST /api/finance-applications/claim: `claimed` (this request asks the broker), `pending` (another request with the
 * key is asking it) or `done` (its outcome). 400 for a malformed body, 404 for an unknown site or customer.
 */
const claimEndpoint: Endpoint = {
  path: '/claim',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, claimApplicationSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const db = req.payload.db.drizzle
    const customer = await db.execute(sql`SELECT id FROM customers WHERE id = ${body.customerId} AND tenant_id = ${tenant}`)
    if (customer.rows.length === 0) return Response.json({ message: `There is no customer ${body.customerId} on this site.` }, { status: 404 })

    // The client's key is the customer's own (issue 44): another customer sending the same key makes their own
    // application, and never gets this one's outcome (its lender page).
    const key = `${body.customerId}:${body.idempotencyKey}`
    // A failed claim, or one whose storefront went away mid-call, gives its key up; the row stays as the record.
    await db.execute(sql`
      UPDATE finance_applications SET idempotency_key = NULL, updated_at = now()
      WHERE tenant_id = ${tenant} AND idempotency_key = ${key}
        AND (status = 'failed' OR (status = 'pending' AND updated_at < now() - make_interval(secs => ${CLAIM_STALE_AFTER_MS / 1000})))`)
    const reference = crypto.randomBytes(24).toString('base64url')
    const a = body.application
    const inserted = await db.execute(sql`
      INSERT INTO finance_applications (
        tenant_id, idempotency_key, lead_key, reference, status, broker, customer_id,
        first_name, last_name, email, phone, postcode, subscribe,
        purchase_price, loan_term, self_assessed_credit_score, year, vin, nvic, updated_at, created_at)
      VALUES (
        ${tenant}, ${key}, ${body.leadKey}, ${reference}, 'pending', ${body.broker}, ${body.customerId},
        ${a.firstName}, ${a.lastName}, ${a.email}, ${a.phone}, ${a.postcode}, ${a.subscribe},
        ${a.purchasePrice}, ${a.loanTerm}, ${a.selfAssessedCreditScore}, ${a.year}, ${a.vin}, ${a.nvic}, now(), now())
      ON CONFLICT (tenant_id, idempotency_key) DO NOTHING
      RETURNING id`)
    const claimed = inserted.rows[0] as { id: number } | undefined
    if (claimed) {
      if (body.leadKey) await linkLead(req, tenant, body.leadKey)
      return Response.json({ state: 'claimed', id: claimed.id, reference } satisfies ClaimApplicationAnswer, { status: 201 })
    }
    const existing = await db.execute(sql`
      SELECT id, status, redirect_url, failure, failure_status FROM finance_applications
      WHERE tenant_id = ${tenant} AND idempotency_key = ${key}`)
    const row = existing.rows[0] as unknown as ApplicationRow | undefined
    const outcome = row ? outcomeOf(row) : null
    // No row: the holder failed and gave the key up between our insert and this read; asking again claims it.
    return Response.json((outcome ? { state: 'done', outcome } : { state: 'pending' }) satisfies ClaimApplicationAnswer)
  },
}

/** Links the application(s) sent with this lead key to their lead, once both exist (either may be saved first). */
export async function linkLead(req: PayloadRequest, tenant: number, leadKey: string): Promise<void> {
  await req.payload.db.drizzle.execute(sql`
    UPDATE finance_applications SET lead_id = leads.id
    FROM leads
    WHERE finance_applications.tenant_id = ${tenant} AND finance_applications.lead_key = ${leadKey}
      AND finance_applications.lead_id IS NULL AND leads.idempotency_key = ${`${tenant}:${leadKey}`}`)
}

/** POST /api/finance-applications/finish: the broker's outcome for a claimed application (once; 409 after). */
const finishEndpoint: Endpoint = {
  path: '/finish',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const body = await parse(req, finishApplicationSchema)
    if (body instanceof Response) return body
    const tenant = await tenantIdOfSlug(req, body.site)
    if (tenant === null) return unknownSite(body.site)
    const outcome = body.outcome
    const update =
      'redirectUrl' in outcome
        ? sql`status = 'redirected', redirect_url = ${outcome.redirectUrl}`
        : sql`status = 'failed', failure = ${outcome.error}, failure_status = ${outcome.status}`
    const done = await req.payload.db.drizzle.execute(sql`
      UPDATE finance_applications SET ${update}, updated_at = now()
      WHERE id = ${body.id} AND tenant_id = ${tenant} AND status = 'pending'
      RETURNING id`)
    if (done.rows.length === 0) return Response.json({ message: 'That application is not waiting for the broker.' }, { status: 409 })
    return new Response(null, { status: 204 })
  },
}

/**
 * GET /api/finance-applications/lender?site=&reference=: the simulator's lender page's few details of one application
 * sent to the simulator: first name, amount and term. The reference is random (192 bits) and known only to the shopper
 * the simulator redirected; 404 for any other.
 */
const lenderEndpoint: Endpoint = {
  path: '/lender',
  method: 'get',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const site = req.searchParams.get('site') ?? ''
    const reference = req.searchParams.get('reference') ?? ''
    if (!/^[A-Za-z0-9_-]{16,100}$/.test(reference)) return Response.json({ message: 'No such application.' }, { status: 404 })
    const tenant = await tenantIdOfSlug(req, site)
    if (tenant === null) return unknownSite(site)
    const found = await req.payload.db.drizzle.execute(sql`
      SELECT first_name, purchase_price, loan_term FROM finance_applications
      WHERE tenant_id = ${tenant} AND reference = ${reference} AND broker = 'simulator' AND status = 'redirected'`)
    const row = found.rows[0] as { first_name: string; purchase_price: unknown; loan_term: unknown } | undefined
    if (!row) return Response.json({ message: 'No such application.' }, { status: 404 })
    return Response.json({
      firstName: row.first_name,
      purchasePrice: Number(row.purchase_price),
      loanTerm: Number(row.loan_term),
    } satisfies LenderPageAnswer)
  },
}

export const financeApplicationEndpoints: Endpoint[] = [claimEndpoint, finishEndpoint, lenderEndpoint]
