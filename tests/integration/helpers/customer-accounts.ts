import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { expect } from 'vitest'
import { cmsJsonAs } from './cms'

/**
 * Calls of the CMS's shopper-account endpoints as the storefront's server makes them (its STOREFRONT_API_SECRET), and
 * the sign-in codes the stack's capture sender writes to SMS_CAPTURE_DIR (scripts/lib/stack.ts).
 */

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()

function storefrontSecret(): string {
  const secret = process.env.STOREFRONT_API_SECRET
  if (!secret) throw new Error('needs the stack environment: STOREFRONT_API_SECRET')
  return secret
}

/** cms-contract/customer-accounts.ts's SignedIn, as the tests read it. */
export interface SignedIn {
  customer: { id: number; phone: string; firstName: string | null; lastName: string | null; email: string | null; postcode: string | null }
  sessionToken: string
  expiresAt: string
}

export interface AccountCall {
  status: number
  body: Record<string, unknown>
}

/** POST (or `method`) /api/customers/<route> with a JSON body; `credential: null` sends none, a string sends that one. */
export async function accountCall(
  route: string,
  body: unknown,
  { method = 'POST', credential }: { method?: string; credential?: string | null } = {},
): Promise<AccountCall> {
  const bearer = credential === undefined ? storefrontSecret() : credential
  const response = await fetch(cms(`/api/customers/${route}`), {
    method,
    headers: { 'content-type': 'application/json', ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

/** A mobile number no earlier run has used (04 and eight random digits), so reruns don't meet the 60 s rule. */
export function randomPhone(): string {
  return `04${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`
}

function captureDir(): string {
  const dir = process.env.SMS_CAPTURE_DIR
  if (!dir) throw new Error('needs the stack environment: SMS_CAPTURE_DIR')
  return dir
}

/** The texts captured for a phone, oldest first. */
export function textsTo(phone: string): string[] {
  const dir = captureDir()
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`-${phone}.txt`))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
}

/** The code in the latest text to a phone. */
export function latestCode(phone: string): string {
  const text = textsTo(phone).at(-1)
  const code = text && /code is (\d{6})\./.exec(text)?.[1]
  if (!code) throw new Error(`no code has been texted to ${phone}`)
  return code
}

export async function sendCode(site: string, phone: string): Promise<AccountCall> {
  return accountCall('send-code', { site, phone, dealershipSlug: null })
}

export async function verifyCode(site: string, phone: string, code: string, previousToken: string | null = null): Promise<AccountCall> {
  return accountCall('verify-code', { site, phone, code, dealershipSlug: null, previousToken })
}

/** Signs a phone in on a site the way a shopper does: a code is texted, and the code from the text is typed. */
export async function signIn(site: string, phone: string = randomPhone()): Promise<SignedIn> {
  const sent = await sendCode(site, phone)
  expect(sent.status, JSON.stringify(sent.body)).toBe(202)
  const verified = await verifyCode(site, phone, latestCode(phone))
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body as unknown as SignedIn
}

/** The stack's database, for a test that needs time to pass (DATABASE_URI, as `npm test` sets it). */
export async function stackDatabase(): Promise<pg.Client> {
  if (!process.env.DATABASE_URI) throw new Error('needs the stack environment: DATABASE_URI')
  const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  return db
}

/** Moves a phone's last code on a site back in time, as if it had been sent `seconds` ago. */
export async function ageCode(db: pg.Client, slug: string, phone: string, seconds: number): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE customer_sign_in_codes SET created_at = created_at - make_interval(secs => $3), expires_at = expires_at - make_interval(secs => $3)
     WHERE tenant_id = (SELECT id FROM tenants WHERE slug = $1) AND phone = $2`,
    [slug, phone, seconds],
  )
  expect(rowCount).toBe(1)
}

/** A site's text-message figures as its staff read them in the site's settings (admin or super-admin token). */
export interface SmsFigures {
  monthlyAllowance: number | null
  pricePerText?: number | null
  sentThisMonth?: number
  spendThisMonth?: string
  refusedThisMonth?: string
}

/** The sends refused this month at `limit` ("the monthly allowance", "a network’s limit"), as staff read them: 0 when none. */
export function refusedAt(figures: SmsFigures | undefined, limit: string): number {
  expect(typeof figures?.refusedThisMonth, 'staff read the refusals').toBe('string')
  return Number(new RegExp(`(\\d+) at ${limit}`).exec(figures!.refusedThisMonth!)?.[1] ?? 0)
}

/** A site's text-message figures read by a staff member (their CMS token) in the site's settings. */
export async function smsFiguresOf(token: string, db: pg.Client, slug: string): Promise<SmsFigures> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [slug])
  const answer = await cmsJsonAs<{ docs: Array<{ sms?: SmsFigures }> }>(token, 'GET', `/api/site-settings?where[tenant][equals]=${rows[0]!.id}&depth=0`)
  return answer.docs[0]!.sms!
}
