import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import {
  SMS_REFUSAL_REASONS,
  type CustomerView,
  type SavedCarRecord,
  type SmsRefusalReason,
  type WatchlistAnswer,
} from '@dealer/cms-contract/customer-accounts'
import {
  ALLOWANCE_TIME_ZONE,
  allowanceLeft,
  codeExpiry,
  deadCodeReason,
  hashesMatch,
  monthStart,
  newSessionToken,
  secondsUntilNextSend,
  sessionExpiry,
  sessionNeedsExtending,
  sessionTokenHash,
} from './codes'

/**
 * The sign-in tables and the customers' rows, in SQL: each rule that two CMS instances could race on is one statement or
 * one transaction. Codes (customer_sign_in_codes) and sessions (customer_sessions) are tables of their own, made by the
 * migration and exposed by no API; customers, verifications and saved cars are Payload collections the site's admins
 * read (docs/decisions/019-shopper-sign-in-codes-and-sessions.md).
 */

type Database = Payload['db']['drizzle']
type Executor = Pick<Database, 'execute'>

/** The site's monthly allowance of texts when its settings give none. */
export const DEFAULT_MONTHLY_SMS_ALLOWANCE = 500

/** Postgres returns timestamps as Dates, numerics as text; these read either. */
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)))
const asDateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : asDate(value))

interface CustomerRow {
  id: number
  phone: string
  first_name: string | null
  last_name: string | null
  email: string | null
  postcode: string | null
}

const CUSTOMER_COLUMNS = sql`id, phone, first_name, last_name, email, postcode`

const customerView = (row: CustomerRow): CustomerView => ({
  id: row.id,
  phone: row.phone,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  postcode: row.postcode,
})

/** How many texts each site (`tenant_id`) has sent since `since`: sign-in codes (the `sms` rows of the verification log) and alerts. */
const textsSentBySite = (since: Date, tenant?: number) => {
  const ofSite = tenant === undefined ? sql`` : sql`AND tenant_id = ${tenant}`
  return sql`
    SELECT tenant_id, count(*) AS sent FROM (
      SELECT tenant_id FROM verifications WHERE verification_type = 'sms' AND created_at >= ${since.toISOString()}::timestamptz ${ofSite}
      UNION ALL
      SELECT tenant_id FROM shopper_alerts WHERE counted_at >= ${since.toISOString()}::timestamptz ${ofSite}
    ) texts GROUP BY tenant_id`
}

/** How many texts the site has sent since `since`. */
export async function smsSentSince(db: Executor, tenant: number, since: Date): Promise<number> {
  const result = await db.execute(textsSentBySite(since, tenant))
  return Number((result.rows[0] as { sent: number | string } | undefined)?.sent ?? 0)
}

/** The site's monthly allowance of texts, as an SQL expression of its id: its settings' figure, else the default. */
const allowanceOf = (tenantId: ReturnType<typeof sql>) =>
  sql`coalesce((SELECT sms_monthly_allowance FROM site_settings WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1), ${DEFAULT_MONTHLY_SMS_ALLOWANCE})`

/** Every site's texts since `since` and its monthly allowance, in one query: the operators' figures. */
export async function smsFiguresBySite(db: Executor, since: Date): Promise<Array<{ site: string; sent: number; allowance: number }>> {
  const result = await db.execute(sql`
    SELECT tenants.slug AS site, coalesce(texts.sent, 0) AS sent,
      ${allowanceOf(sql`tenants.id`)} AS allowance
    FROM tenants LEFT JOIN (${textsSentBySite(since)}) texts ON texts.tenant_id = tenants.id
    ORDER BY tenants.id`)
  return (result.rows as Array<{ site: string; sent: number | string; allowance: number | string }>).map((row) => ({
    site: row.site,
    sent: Number(row.sent),
    allowance: Number(row.allowance),
  }))
}

/** Alerts may use this share of a site's monthly texts: the rest is kept for sign-in codes, so a big import never locks shoppers out. */
const ALERTS_SHARE_OF_ALLOWANCE = 0.8

/**
 * Makes room for an alert's text in the site's monthly allowance, under the sign-in codes' send lock (so codes and
 * alerts of any number of workers count against one figure): false, and the refusal counted for staff, when alerts
 * have used their share of the month's texts. Undo it with `releaseAlertText` when the text doesn't go.
 */
export async function reserveAlertText(db: Database, tenant: number, alert: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('customer-sms-sends'), ${tenant})`)
    const share = Math.floor((await monthlyAllowance(tx, tenant)) * ALERTS_SHARE_OF_ALLOWANCE)
    if (!allowanceLeft(await smsSentSince(tx, tenant, monthStart(new Date())), share)) {
      await recordSmsRefusal(tx, tenant, 'allowance-exhausted')
      return false
    }
    await tx.execute(sql`UPDATE shopper_alerts SET counted_at = clock_timestamp() WHERE id = ${alert} AND tenant_id = ${tenant}`)
    return true
  })
}

/** An alert's text that didn't go gives its place in the allowance back. */
export async function releaseAlertText(db: Executor, alert: number): Promise<void> {
  await db.execute(sql`UPDATE shopper_alerts SET counted_at = NULL WHERE id = ${alert}`)
}

/**
 * Counts one refused send for the site's staff: one row per site, Brisbane day and reason (customer_sms_refusals), so a
 * flood of refusals adds to a count instead of rows.
 */
export async function recordSmsRefusal(db: Executor, tenant: number, reason: SmsRefusalReason): Promise<void> {
  await db.execute(sql`
    INSERT INTO customer_sms_refusals (tenant_id, day, reason, refused)
    VALUES (${tenant}, (now() AT TIME ZONE ${ALLOWANCE_TIME_ZONE})::date, ${reason}, 1)
    ON CONFLICT (tenant_id, day, reason) DO UPDATE SET refused = customer_sms_refusals.refused + 1`)
}

/** The site's refused sends since `since` (a Brisbane midnight), by reason; reasons with none are 0. */
export async function smsRefusalsSince(db: Executor, tenant: number, since: Date): Promise<Record<SmsRefusalReason, number>> {
  const result = await db.execute(sql`
    SELECT reason, sum(refused)::int AS refused FROM customer_sms_refusals
    WHERE tenant_id = ${tenant} AND day >= (${since.toISOString()}::timestamptz AT TIME ZONE ${ALLOWANCE_TIME_ZONE})::date
    GROUP BY reason`)
  const counts = Object.fromEntries(SMS_REFUSAL_REASONS.map((reason) => [reason, 0])) as Record<SmsRefusalReason, number>
  for (const row of result.rows as Array<{ reason: SmsRefusalReason; refused: number }>) counts[row.reason] = Number(row.refused)
  return counts
}

export async function monthlyAllowance(db: Executor, tenant: number): Promise<number> {
  const result = await db.execute(sql`SELECT ${allowanceOf(sql`${tenant}`)} AS allowance`)
  return Number((result.rows[0] as { allowance: string | number }).allowance)
}

export interface SendRequest {
  tenant: number
  site: string
  phone: string
  dealershipSlug: string | null
  /** The new code's keyed hash. */
  hash: Buffer
}

/** A send the database has made room for: undo it with `releaseSend` when the text doesn't go. */
export interface ReservedSend {
  codeId: number
  verificationId: number
  hash: Buffer
}

export type SendReservation =
  { ok: true; reserved: ReservedSend } | { ok: false; refusal: 'too-soon'; retryAfterSeconds: number } | { ok: false; refusal: 'allowance-exhausted' }

/**
 * Under the site's send lock (a transaction-scoped advisory lock: instances queue here, and it is released at commit):
 * refuses a phone whose last code is under 60 s old and a site that has used its month's allowance; otherwise stores
 * the new code in place of the phone's last one (superseding it, checks back to none) and writes the `sms` row of the
 * verification log, which is what the allowance counts. The text is sent after the commit, outside the lock.
 */
export async function reserveSend(db: Database, { tenant, site, phone, dealershipSlug, hash }: SendRequest): Promise<SendReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('customer-sms-sends'), ${tenant})`)
    const clock = await tx.execute(sql`SELECT clock_timestamp() AS now`)
    const now = asDate((clock.rows[0] as { now: unknown }).now)
    const last = await tx.execute(sql`SELECT created_at FROM customer_sign_in_codes WHERE tenant_id = ${tenant} AND phone = ${phone}`)
    const wait = secondsUntilNextSend(asDateOrNull((last.rows[0] as { created_at: unknown } | undefined)?.created_at), now)
    if (wait > 0) return { ok: false, refusal: 'too-soon', retryAfterSeconds: wait }
    if (!allowanceLeft(await smsSentSince(tx, tenant, monthStart(now)), await monthlyAllowance(tx, tenant))) {
      await recordSmsRefusal(tx, tenant, 'allowance-exhausted')
      return { ok: false, refusal: 'allowance-exhausted' }
    }
    // Codes a day past their expiry are of no use to anyone, not even to the 60 s rule: cleared as the site sends.
    await tx.execute(sql`DELETE FROM customer_sign_in_codes WHERE tenant_id = ${tenant} AND expires_at < ${now.toISOString()}::timestamptz - interval '1 day'`)
    const code = await tx.execute(sql`
      INSERT INTO customer_sign_in_codes (tenant_id, phone, code_hash, expires_at, checks, used_at, created_at)
      VALUES (${tenant}, ${phone}, ${hash}, ${codeExpiry(now).toISOString()}::timestamptz, 0, NULL, ${now.toISOString()}::timestamptz)
      ON CONFLICT (tenant_id, phone) DO UPDATE SET
        code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, checks = 0, used_at = NULL, created_at = EXCLUDED.created_at
      RETURNING id`)
    const verification = await tx.execute(sql`
      INSERT INTO verifications (tenant_id, verification_type, phone, website_slug, dealership_slug, updated_at, created_at)
      VALUES (${tenant}, 'sms', ${phone}, ${site}, ${dealershipSlug}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      RETURNING id`)
    return {
      ok: true,
      reserved: { codeId: (code.rows[0] as { id: number }).id, verificationId: (verification.rows[0] as { id: number }).id, hash },
    }
  })
}

/**
 * A text that didn't go: its log row goes (a failed send doesn't count against the allowance) and so does its code
 * (nobody has it, and the shopper may ask again at once). A newer code for the phone, sent meanwhile, stays.
 */
export async function releaseSend(db: Database, { codeId, verificationId, hash }: ReservedSend): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM verifications WHERE id = ${verificationId}`)
    await tx.execute(sql`DELETE FROM customer_sign_in_codes WHERE id = ${codeId} AND code_hash = ${hash}`)
  })
}

export interface CheckRequest {
  tenant: number
  site: string
  phone: string
  dealershipSlug: string | null
  /** The keyed hash of the code the shopper typed. */
  given: Buffer
  previousToken: string | null
}

export interface SignInResult {
  customer: CustomerView
  sessionToken: string
  expiresAt: Date
}

/**
 * Checks a code. The check is counted first, in one statement (two instances can't both see a 5th check), then judged:
 * a used, expired or over-checked code fails whatever was typed, and so does a wrong one. A right one is used up in the
 * same transaction that finds or makes the site's customer for the phone, logs the `verify`, ends `previousToken`'s
 * session and starts a new one. Null: not signed in (one answer for every reason).
 */
export async function checkCodeAndSignIn(db: Database, request: CheckRequest): Promise<SignInResult | null> {
  const { tenant, site, phone, dealershipSlug, given, previousToken } = request
  const counted = await db.execute(sql`
    UPDATE customer_sign_in_codes SET checks = checks + 1 WHERE tenant_id = ${tenant} AND phone = ${phone}
    RETURNING id, code_hash, checks, expires_at, used_at, clock_timestamp() AS now`)
  const row = counted.rows[0] as { id: number; code_hash: Buffer; checks: number; expires_at: unknown; used_at: unknown; now: unknown } | undefined
  if (!row) return null
  const state = { checks: Number(row.checks), expiresAt: asDate(row.expires_at), usedAt: asDateOrNull(row.used_at) }
  if (deadCodeReason(state, asDate(row.now)) !== null || !hashesMatch(given, row.code_hash)) return null

  return db.transaction(async (tx) => {
    // Single use: of two right checks at once, one marks it; a code superseded meanwhile is not this one any more.
    const used = await tx.execute(
      sql`UPDATE customer_sign_in_codes SET used_at = clock_timestamp() WHERE id = ${row.id} AND used_at IS NULL AND code_hash = ${row.code_hash} RETURNING id`,
    )
    if (used.rows.length === 0) return null
    // One customer per site and phone, however many sign in at once: the unique index decides, and the loser reads the winner's.
    const customer = await tx.execute(sql`
      INSERT INTO customers (tenant_id, phone, updated_at, created_at) VALUES (${tenant}, ${phone}, now(), now())
      ON CONFLICT (tenant_id, phone) DO UPDATE SET phone = EXCLUDED.phone
      RETURNING ${CUSTOMER_COLUMNS}`)
    const found = customer.rows[0] as unknown as CustomerRow
    await tx.execute(sql`
      INSERT INTO verifications (tenant_id, verification_type, phone, customer_id, website_slug, dealership_slug, updated_at, created_at)
      VALUES (${tenant}, 'verify', ${phone}, ${found.id}, ${site}, ${dealershipSlug}, now(), now())`)
    if (previousToken) await tx.execute(sql`DELETE FROM customer_sessions WHERE tenant_id = ${tenant} AND token_hash = ${sessionTokenHash(previousToken)}`)
    await tx.execute(sql`DELETE FROM customer_sessions WHERE customer_id = ${found.id} AND expires_at < now()`)
    const sessionToken = newSessionToken()
    const expiresAt = sessionExpiry(new Date())
    await tx.execute(sql`
      INSERT INTO customer_sessions (tenant_id, customer_id, token_hash, expires_at, created_at)
      VALUES (${tenant}, ${found.id}, ${sessionTokenHash(sessionToken)}, ${expiresAt.toISOString()}::timestamptz, now())`)
    return { customer: customerView(found), sessionToken, expiresAt }
  })
}

export interface LiveSession {
  sessionId: number
  customer: CustomerView
  expiresAt: Date
}

/** The live session of the site the token names, with its customer; null for any other token (another site's too). */
export async function liveSession(db: Executor, tenant: number, token: string): Promise<LiveSession | null> {
  const result = await db.execute(sql`
    SELECT s.id AS session_id, s.expires_at, c.id, c.phone, c.first_name, c.last_name, c.email, c.postcode
    FROM customer_sessions s JOIN customers c ON c.id = s.customer_id AND c.tenant_id = s.tenant_id
    WHERE s.tenant_id = ${tenant} AND s.token_hash = ${sessionTokenHash(token)} AND s.expires_at > now()`)
  const row = result.rows[0] as unknown as (CustomerRow & { session_id: number; expires_at: unknown }) | undefined
  return row ? { sessionId: row.session_id, customer: customerView(row), expiresAt: asDate(row.expires_at) } : null
}

/** Slides a session's end to 30 days from now, unless it was extended in the last few minutes (reads needn't all write). */
export async function extendSession(db: Executor, session: LiveSession): Promise<Date> {
  const now = new Date()
  if (!sessionNeedsExtending(session.expiresAt, now)) return session.expiresAt
  const expiresAt = sessionExpiry(now)
  await db.execute(
    sql`UPDATE customer_sessions SET expires_at = ${expiresAt.toISOString()}::timestamptz WHERE id = ${session.sessionId} AND expires_at < ${expiresAt.toISOString()}::timestamptz`,
  )
  return expiresAt
}

export async function endSession(db: Executor, tenant: number, token: string): Promise<void> {
  await db.execute(sql`DELETE FROM customer_sessions WHERE tenant_id = ${tenant} AND token_hash = ${sessionTokenHash(token)}`)
}

export async function customerExists(db: Executor, tenant: number, phone: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM customers WHERE tenant_id = ${tenant} AND phone = ${phone}) AS exists`)
  return Boolean((result.rows[0] as { exists: boolean }).exists)
}

export interface ContactDetails {
  firstName: string
  lastName: string
  email: string
  postcode: string
}

/** The customer's own details; an empty string clears a field. */
export async function updateContact(db: Executor, tenant: number, customerId: number, details: ContactDetails): Promise<CustomerView> {
  const value = (text: string) => (text === '' ? null : text)
  const result = await db.execute(sql`
    UPDATE customers SET first_name = ${value(details.firstName)}, last_name = ${value(details.lastName)}, email = ${value(details.email)},
      postcode = ${value(details.postcode)}, updated_at = now()
    WHERE id = ${customerId} AND tenant_id = ${tenant}
    RETURNING ${CUSTOMER_COLUMNS}`)
  return customerView(result.rows[0] as unknown as CustomerRow)
}

/**
 * Saves a car to the customer's watchlist as it is now. Saving it again keeps what was saved first (the price a
 * price-drop alert compares with) and takes the new answer to price alerts.
 */
export async function saveCar(db: Executor, tenant: number, customerId: number, car: SavedCarRecord, priceAlerts: boolean): Promise<void> {
  await db.execute(sql`
    INSERT INTO saved_cars (tenant_id, customer_id, car_id, slug, name, price_at_save, last_known_price, primary_image_url, price_alerts, updated_at, created_at)
    VALUES (${tenant}, ${customerId}, ${car.id}, ${car.slug}, ${car.name}, ${car.price}, ${car.price}, ${car.primaryImageUrl}, ${priceAlerts}, now(), now())
    ON CONFLICT (tenant_id, customer_id, car_id) DO UPDATE SET price_alerts = EXCLUDED.price_alerts, updated_at = now()`)
}

export async function removeCar(db: Executor, tenant: number, customerId: number, carId: string): Promise<void> {
  await db.execute(sql`DELETE FROM saved_cars WHERE tenant_id = ${tenant} AND customer_id = ${customerId} AND car_id = ${carId}`)
}

export async function watchlist(db: Executor, tenant: number, customerId: number): Promise<WatchlistAnswer['cars']> {
  const result = await db.execute(sql`
    SELECT car_id, slug, name, price_at_save, primary_image_url, price_alerts, created_at FROM saved_cars
    WHERE tenant_id = ${tenant} AND customer_id = ${customerId} ORDER BY created_at DESC, id DESC`)
  return (
    result.rows as Array<{
      car_id: string
      slug: string
      name: string
      price_at_save: string | number | null
      primary_image_url: string | null
      price_alerts: boolean | null
      created_at: unknown
    }>
  ).map((row) => ({
    id: row.car_id,
    slug: row.slug,
    name: row.name,
    price: row.price_at_save === null ? null : Number(row.price_at_save),
    primaryImageUrl: row.primary_image_url,
    savedAt: asDate(row.created_at).toISOString(),
    priceAlerts: Boolean(row.price_alerts),
  }))
}
