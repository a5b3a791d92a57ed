/**
 * Shopper accounts, the CMS side (issue 20): sign-in by SMS code, sessions, the watchlist and the shopper's own leads,
 * through real HTTP to the stack's CMS as the storefront's server calls it, with the codes read from the stack's capture
 * sender (SMS_CAPTURE_DIR). A code row is aged in Postgres where a test needs time to pass.
 */
import crypto from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsLogin } from './helpers/cms'
import {
  accountCall,
  ageCode as ageCodeIn,
  latestCode,
  randomPhone,
  sendCode,
  signIn,
  stackDatabase,
  textsTo,
  verifyCode,
  type SignedIn,
  refusedAt,
  type SmsFigures,
} from './helpers/customer-accounts'

const [siteA, siteB] = DEMO_TENANTS
const SITE = siteA.slug
const INVALID_CODE = { code: 'invalid-code', message: 'The verification code is invalid. Please try again.' }
/** The number the stack's capture sender refuses (scripts/lib/stack.ts SMS_FAILING_PHONE). */
const FAILING_PHONE = '0491570159'

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
let superAdmin: string
const asSuperAdmin = (route: string, init: RequestInit = {}) =>
  fetch(cms(route), { ...init, headers: { authorization: `JWT ${superAdmin}`, 'content-type': 'application/json', ...init.headers } })

let db: pg.Client
const createdLeads: number[] = []

beforeAll(async () => {
  db = await stackDatabase()
  superAdmin = await cmsLogin(SUPER_ADMIN)
})

afterAll(async () => {
  for (const id of createdLeads) await asSuperAdmin(`/api/leads/${id}`, { method: 'DELETE' })
  await db?.end()
})

async function tenantId(slug: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [slug])
  return rows[0].id
}

const ageCode = (slug: string, phone: string, seconds: number) => ageCodeIn(db, slug, phone, seconds)

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('the storefront credential', () => {
  const bodies: Record<string, unknown> = {
    'send-code': { site: SITE, phone: '0412345678', dealershipSlug: null },
    'verify-code': { site: SITE, phone: '0412345678', code: '123456', dealershipSlug: null, previousToken: null },
    session: { site: SITE, sessionToken: 'a'.repeat(43) },
    'sign-out': { site: SITE, sessionToken: 'a'.repeat(43) },
    'contact-exists': { site: SITE, phone: '0412345678' },
    me: { site: SITE, sessionToken: 'a'.repeat(43), details: { firstName: '', lastName: '', email: '', postcode: '' } },
    watchlist: { site: SITE, sessionToken: 'a'.repeat(43) },
    'watchlist/save': { site: SITE, sessionToken: 'a'.repeat(43), car: { id: '1', slug: 'a', name: 'A', price: 1, primaryImageUrl: null }, priceAlerts: false },
    'watchlist/remove': { site: SITE, sessionToken: 'a'.repeat(43), carId: '1' },
    leads: { site: SITE, sessionToken: 'a'.repeat(43) },
  }

  it('is required by every endpoint: none, or a wrong one, is 401 and does nothing', async () => {
    const phone = randomPhone()
    for (const [route, body] of Object.entries(bodies)) {
      const method = route === 'me' ? 'PATCH' : 'POST'
      const withPhone = route === 'send-code' ? { ...(body as object), phone } : body
      expect((await accountCall(route, withPhone, { method, credential: null })).status, `${route} without a credential`).toBe(401)
      expect((await accountCall(route, withPhone, { method, credential: 'not-the-secret' })).status, `${route} with a wrong credential`).toBe(401)
    }
    expect(textsTo(phone)).toEqual([])
  })

  it('answers a malformed body with 400 and what is wrong, and an unknown site with 404, never a 5xx', async () => {
    for (const [route, body] of Object.entries(bodies)) {
      const method = route === 'me' ? 'PATCH' : 'POST'
      for (const bad of ['not json', '{}', JSON.stringify({ ...(body as object), site: 'Not A Slug' }), JSON.stringify([body])]) {
        const answer = await accountCall(route, bad, { method })
        expect(answer.status, `${route} ${bad}`).toBe(400)
        expect(answer.body.message).toBe('The request is malformed.')
      }
      const unknown = await accountCall(route, { ...(body as object), site: 'no-such-site' }, { method })
      expect(unknown.status, `${route} on an unknown site`).toBe(404)
    }
    const badCode = await verifyCode(SITE, '0412345678', '12345')
    expect(badCode.status).toBe(400)
    expect(badCode.body.issues).toEqual([expect.stringMatching(/^code:/)])
    expect((await sendCode(SITE, '+61412345678')).status).toBe(400)
  })
})

describe('sign-in codes', () => {
  it('sign a new phone in: the customer is made, a session starts, and the log has the text and the sign-in', async () => {
    const phone = randomPhone()
    expect((await accountCall('contact-exists', { site: SITE, phone })).body).toEqual({ exists: false })
    const sent = await sendCode(SITE, phone)
    expect(sent).toEqual({ status: 202, body: {} })
    const [text] = textsTo(phone)
    expect(text).toContain(`To: ${phone}`)
    expect(text).toMatch(new RegExp(`Your ${siteA.name} code is \\d{6}\\. It expires in 10 minutes\\.`))

    const signedIn = await verifyCode(SITE, phone, latestCode(phone))
    expect(signedIn.status).toBe(200)
    const { customer, sessionToken, expiresAt } = signedIn.body as unknown as SignedIn
    expect(customer).toEqual({ id: expect.any(Number), phone, firstName: null, lastName: null, email: null, postcode: null })
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect((await accountCall('contact-exists', { site: SITE, phone })).body).toEqual({ exists: true })

    const log = (await (await asSuperAdmin(`/api/verifications?where[phone][equals]=${phone}&sort=createdAt&depth=0`)).json()) as {
      docs: Array<{ verificationType: string; websiteSlug: string; customer: number | null; tenant: number }>
    }
    expect(log.docs.map(({ verificationType, websiteSlug, customer: id, tenant }) => ({ verificationType, websiteSlug, customer: id, tenant }))).toEqual([
      { verificationType: 'sms', websiteSlug: SITE, customer: null, tenant: await tenantId(SITE) },
      { verificationType: 'verify', websiteSlug: SITE, customer: customer.id, tenant: await tenantId(SITE) },
    ])

    // Nothing of the code or session is kept in the clear.
    const { rows } = await db.query('SELECT code_hash FROM customer_sign_in_codes WHERE phone = $1', [phone])
    expect(rows[0].code_hash).toHaveLength(32)
    expect(Buffer.from(rows[0].code_hash).toString('hex')).not.toContain(Buffer.from(latestCode(phone)).toString('hex'))
    const sessions = await db.query('SELECT token_hash FROM customer_sessions WHERE customer_id = $1', [customer.id])
    expect(sessions.rows.map((row) => Buffer.from(row.token_hash).toString('hex'))).toEqual([crypto.createHash('sha256').update(sessionToken).digest('hex')])
  })

  it('are refused after five wrong checks, the right one too', async () => {
    const phone = randomPhone()
    expect((await sendCode(SITE, phone)).status).toBe(202)
    const code = latestCode(phone)
    for (let check = 1; check <= 5; check++) expect(await verifyCode(SITE, phone, wrongCodeFor(code))).toEqual({ status: 400, body: INVALID_CODE })
    expect(await verifyCode(SITE, phone, code)).toEqual({ status: 400, body: INVALID_CODE })
  })

  it('take the right code on the fifth check', async () => {
    const phone = randomPhone()
    expect((await sendCode(SITE, phone)).status).toBe(202)
    const code = latestCode(phone)
    for (let check = 1; check <= 4; check++) expect((await verifyCode(SITE, phone, wrongCodeFor(code))).status).toBe(400)
    expect((await verifyCode(SITE, phone, code)).status).toBe(200)
  })

  it('are used once', async () => {
    const phone = randomPhone()
    await signIn(SITE, phone)
    expect(await verifyCode(SITE, phone, latestCode(phone))).toEqual({ status: 400, body: INVALID_CODE })
  })

  it('expire after 10 minutes', async () => {
    const phone = randomPhone()
    expect((await sendCode(SITE, phone)).status).toBe(202)
    await ageCode(SITE, phone, 10 * 60 + 1)
    expect(await verifyCode(SITE, phone, latestCode(phone))).toEqual({ status: 400, body: INVALID_CODE })
  })

  it('come one a minute: a second send within 60 s is 429 too-soon and texts nothing; a new code then replaces the old', async () => {
    const phone = randomPhone()
    expect((await sendCode(SITE, phone)).status).toBe(202)
    const first = latestCode(phone)
    const again = await sendCode(SITE, phone)
    expect(again.status).toBe(429)
    expect(again.body.code).toBe('too-soon')
    expect(again.body.retryAfterSeconds).toBeGreaterThan(0)
    expect(again.body.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect(textsTo(phone)).toHaveLength(1)

    await ageCode(SITE, phone, 61)
    expect((await sendCode(SITE, phone)).status).toBe(202)
    expect(textsTo(phone)).toHaveLength(2)
    const second = latestCode(phone)
    if (second !== first) expect(await verifyCode(SITE, phone, first)).toEqual({ status: 400, body: INVALID_CODE })
    expect((await verifyCode(SITE, phone, second)).status).toBe(200)
  })

  it('are sent with the same answer whether or not the phone is a customer’s', async () => {
    const known = randomPhone()
    await signIn(SITE, known)
    await ageCode(SITE, known, 61)
    const unknown = randomPhone()
    const [toKnown, toUnknown] = [await sendCode(SITE, known), await sendCode(SITE, unknown)]
    expect(toKnown).toEqual({ status: 202, body: {} })
    expect(toUnknown).toEqual(toKnown)
    // And the same refusal within the minute.
    const [againKnown, againUnknown] = [await sendCode(SITE, known), await sendCode(SITE, unknown)]
    expect(againKnown.status).toBe(429)
    expect({ ...againUnknown.body, retryAfterSeconds: 0 }).toEqual({ ...againKnown.body, retryAfterSeconds: 0 })
  })

  it('answer 502 sms-failed when the text does not go, which neither counts nor holds the phone back', async () => {
    const before = await sentThisMonth(SITE)
    const failed = await sendCode(SITE, FAILING_PHONE)
    expect(failed).toEqual({ status: 502, body: { code: 'sms-failed', message: 'The text message could not be sent.' } })
    expect((await sendCode(SITE, FAILING_PHONE)).status).toBe(502)
    expect(await sentThisMonth(SITE)).toBe(before)
  })
})

async function siteSettings(slug: string): Promise<{ id: number; sms?: SmsFigures }> {
  const answer = (await (await asSuperAdmin(`/api/site-settings?where[tenant][equals]=${await tenantId(slug)}&depth=0`)).json()) as {
    docs: Array<{ id: number; sms?: SmsFigures }>
  }
  return answer.docs[0]
}

async function sentThisMonth(slug: string): Promise<number> {
  const sent = (await siteSettings(slug)).sms?.sentThisMonth
  expect(typeof sent).toBe('number')
  return sent!
}

describe('the monthly SMS allowance', () => {
  it("counts the site's texts for its staff, and is not shown to shoppers", async () => {
    const before = await sentThisMonth(SITE)
    expect((await sendCode(SITE, randomPhone())).status).toBe(202)
    expect(await sentThisMonth(SITE)).toBe(before + 1)
    // Another site's count is its own.
    const other = await sentThisMonth(siteB.slug)
    expect((await sendCode(SITE, randomPhone())).status).toBe(202)
    expect(await sentThisMonth(siteB.slug)).toBe(other)

    const settings = await siteSettings(SITE)
    const anonymous = (await (await fetch(cms(`/api/site-settings/${settings.id}?depth=0`))).json()) as Record<string, unknown>
    expect(anonymous.id).toBe(settings.id)
    expect(anonymous.sms ?? {}).toEqual({})
  })

  it('refuses texts past the allowance with 429 allowance-exhausted, and sends again once it is raised', async () => {
    const settings = await siteSettings(siteB.slug)
    const allowance = settings.sms?.monthlyAllowance ?? null
    try {
      const used = await sentThisMonth(siteB.slug)
      const refusedBefore = refusedAt((await siteSettings(siteB.slug)).sms, 'the monthly allowance')
      const patch = (monthlyAllowance: number | null) =>
        asSuperAdmin(`/api/site-settings/${settings.id}`, { method: 'PATCH', body: JSON.stringify({ sms: { monthlyAllowance } }) })
      expect((await patch(used + 1)).status).toBe(200)
      expect((await sendCode(siteB.slug, randomPhone())).status).toBe(202)
      const phone = randomPhone()
      const refused = await sendCode(siteB.slug, phone)
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({
        code: 'allowance-exhausted',
        message: 'This website cannot send more sign-in codes this month. Please contact the dealership.',
      })
      expect(textsTo(phone)).toEqual([])
      expect(await sentThisMonth(siteB.slug)).toBe(used + 1)
      // Staff see the refusal counted for the month.
      expect(refusedAt((await siteSettings(siteB.slug)).sms, 'the monthly allowance')).toBe(refusedBefore + 1)
      // Another site still sends.
      expect((await sendCode(SITE, randomPhone())).status).toBe(202)

      expect((await patch(used + 2)).status).toBe(200)
      expect((await sendCode(siteB.slug, phone)).status).toBe(202)
    } finally {
      await asSuperAdmin(`/api/site-settings/${settings.id}`, { method: 'PATCH', body: JSON.stringify({ sms: { monthlyAllowance: allowance } }) })
    }
  })

  it("shows staff the month's spend at the price per text they give", async () => {
    const settings = await siteSettings(siteB.slug)
    const patch = (pricePerText: number | null) =>
      asSuperAdmin(`/api/site-settings/${settings.id}`, { method: 'PATCH', body: JSON.stringify({ sms: { pricePerText } }) })
    try {
      expect((await patch(null)).status).toBe(200)
      expect((await siteSettings(siteB.slug)).sms?.spendThisMonth).toBe('Give the price per text to see the spend.')
      expect((await patch(0.05)).status).toBe(200)
      const sent = await sentThisMonth(siteB.slug)
      const spend = /^\$([\d,]+\.\d\d) \((\d+) texts at \$0\.05\)$/.exec((await siteSettings(siteB.slug)).sms?.spendThisMonth ?? '')
      expect(spend, 'the spend as staff read it').not.toBeNull()
      expect(Number(spend![2])).toBeGreaterThanOrEqual(sent)
      expect(Number(spend![1].replace(',', ''))).toBeCloseTo(Number(spend![2]) * 0.05, 2)
    } finally {
      await patch(settings.sms?.pricePerText ?? null)
    }
  })

  it('holds when many texts race for the last one', async () => {
    const settings = await siteSettings(siteB.slug)
    const allowance = settings.sms?.monthlyAllowance ?? null
    try {
      const used = await sentThisMonth(siteB.slug)
      const patch = await asSuperAdmin(`/api/site-settings/${settings.id}`, { method: 'PATCH', body: JSON.stringify({ sms: { monthlyAllowance: used + 2 } }) })
      expect(patch.status).toBe(200)
      const answers = await Promise.all(Array.from({ length: 6 }, () => sendCode(siteB.slug, randomPhone())))
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 429, 429, 429, 429])
      expect(await sentThisMonth(siteB.slug)).toBe(used + 2)
    } finally {
      await asSuperAdmin(`/api/site-settings/${settings.id}`, { method: 'PATCH', body: JSON.stringify({ sms: { monthlyAllowance: allowance } }) })
    }
  })
})

describe('sessions', () => {
  it('belong to their site: a session of site A is 401 on site B, and names its customer on A', async () => {
    const { customer, sessionToken } = await signIn(SITE)
    const onA = await accountCall('session', { site: SITE, sessionToken })
    expect(onA.status).toBe(200)
    expect(onA.body.customer).toEqual(customer)
    for (const route of ['session', 'watchlist', 'leads'])
      expect((await accountCall(route, { site: siteB.slug, sessionToken })).status, `${route} on site B`).toBe(401)
    expect(
      (await accountCall('me', { site: siteB.slug, sessionToken, details: { firstName: 'B', lastName: '', email: '', postcode: '' } }, { method: 'PATCH' }))
        .status,
    ).toBe(401)
  })

  it('make the same phone a different customer on each site', async () => {
    const phone = randomPhone()
    const onA = await signIn(SITE, phone)
    const onB = await signIn(siteB.slug, phone)
    expect(onB.customer.id).not.toBe(onA.customer.id)
    expect(onB.customer.phone).toBe(phone)
  })

  it('slide: the session endpoint extends a session that was last extended more than a few minutes ago', async () => {
    const { customer, sessionToken } = await signIn(SITE)
    await db.query(`UPDATE customer_sessions SET expires_at = now() + interval '2 days' WHERE customer_id = $1`, [customer.id])
    const answer = await accountCall('session', { site: SITE, sessionToken })
    expect(answer.status).toBe(200)
    const days = (new Date(answer.body.expiresAt as string).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    const { rows } = await db.query<{ expires_at: Date }>('SELECT expires_at FROM customer_sessions WHERE customer_id = $1', [customer.id])
    expect(rows[0].expires_at.toISOString()).toBe(answer.body.expiresAt)
    // An expired one is no session at all.
    await db.query(`UPDATE customer_sessions SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [customer.id])
    expect((await accountCall('session', { site: SITE, sessionToken })).status).toBe(401)
  })

  it('end at sign-out, and a new sign-in ends the session it replaces', async () => {
    const phone = randomPhone()
    const first = await signIn(SITE, phone)
    await ageCode(SITE, phone, 61)
    expect((await sendCode(SITE, phone)).status).toBe(202)
    const second = (await verifyCode(SITE, phone, latestCode(phone), first.sessionToken)).body as unknown as SignedIn
    expect(second.customer.id).toBe(first.customer.id)
    expect(second.sessionToken).not.toBe(first.sessionToken)
    expect((await accountCall('session', { site: SITE, sessionToken: first.sessionToken })).status).toBe(401)
    expect((await accountCall('session', { site: SITE, sessionToken: second.sessionToken })).status).toBe(200)

    expect((await accountCall('sign-out', { site: SITE, sessionToken: second.sessionToken })).status).toBe(204)
    expect((await accountCall('session', { site: SITE, sessionToken: second.sessionToken })).status).toBe(401)
    // Signing out again, or of a session that never was, is the same 204.
    expect((await accountCall('sign-out', { site: SITE, sessionToken: second.sessionToken })).status).toBe(204)
  })
})

describe("the shopper's own data", () => {
  const car = (id: string, price: number | null = 45_990) => ({
    id,
    slug: `2024-toyota-hilux-${id}`,
    name: '2024 Toyota HiLux SR5',
    price,
    primaryImageUrl: `https://images.example.com/${id}.jpg`,
  })

  it('keeps a watchlist per customer: one customer never sees or changes another’s', async () => {
    const mia = await signIn(SITE)
    const noah = await signIn(SITE)
    const carId = `car-${crypto.randomUUID()}`
    const save = (who: SignedIn, body: object) => accountCall('watchlist/save', { site: SITE, sessionToken: who.sessionToken, ...body })
    const list = async (who: SignedIn) =>
      (await accountCall('watchlist', { site: SITE, sessionToken: who.sessionToken })).body.cars as Array<Record<string, unknown>>

    expect(await save(mia, { car: car(carId), priceAlerts: true })).toEqual({ status: 200, body: { success: true } })
    expect(await save(mia, { car: car(`${carId}-b`, null), priceAlerts: false })).toEqual({ status: 200, body: { success: true } })
    const cars = await list(mia)
    expect(cars.map((saved) => saved.id)).toEqual([`${carId}-b`, carId])
    expect(cars[1]).toEqual({ ...car(carId), savedAt: expect.any(String), priceAlerts: true })
    expect(cars[0].price).toBeNull()

    // Saving again keeps the price at save and takes the new alerts choice.
    expect((await save(mia, { car: car(carId, 39_990), priceAlerts: false })).status).toBe(200)
    expect((await list(mia)).find((saved) => saved.id === carId)).toMatchObject({ price: 45_990, priceAlerts: false })

    expect(await list(noah)).toEqual([])
    // Noah removing Mia's car removes nothing of hers.
    expect((await accountCall('watchlist/remove', { site: SITE, sessionToken: noah.sessionToken, carId })).body).toEqual({ success: true })
    expect(await list(mia)).toHaveLength(2)
    expect((await accountCall('watchlist/remove', { site: SITE, sessionToken: mia.sessionToken, carId })).body).toEqual({ success: true })
    expect((await list(mia)).map((saved) => saved.id)).toEqual([`${carId}-b`])

    // Without a session, nothing: not even with a customer's id in the body.
    expect((await accountCall('watchlist', { site: SITE, sessionToken: 'x'.repeat(43), customerId: mia.customer.id })).status).toBe(401)
    expect((await save({ ...mia, sessionToken: 'x'.repeat(43) }, { car: car('nobody'), priceAlerts: false })).status).toBe(401)
  })

  it("lists a customer's own leads only, and the intake links a lead only to a customer of its own site", async () => {
    const mia = await signIn(SITE)
    const noah = await signIn(SITE)
    const elsewhere = await signIn(siteB.slug)
    const intake = (site: string, customerId: number | null) =>
      fetch(cms('/api/leads/intake'), {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.STOREFRONT_API_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          site,
          idempotencyKey: crypto.randomUUID(),
          lead: {
            form: 'contact',
            category: 'General Enquiry',
            subcategory: null,
            eventId: 22,
            eventName: 'General enquiry',
            name: 'Mia',
            lastName: 'Watchlist',
            email: 'mia.watchlist@example.com',
            phone: mia.customer.phone,
            postcode: '4163',
            message: 'Signed in and asking.',
            rego: null,
            bookingDate: null,
            consent: false,
            dealershipId: null,
            locationId: null,
            customerId,
            car: null,
            url: `http://${site}.localhost/contact`,
            userAgent: 'customer-accounts test',
            visitedPages: [],
            linkedQueryParams: {},
          },
        }),
      })
    const sent = await intake(SITE, mia.customer.id)
    expect(sent.status, await sent.clone().text()).toBe(201)
    const leadId = ((await sent.json()) as { lead_id: number }).lead_id
    createdLeads.push(leadId)

    const miaLeads = await accountCall('leads', { site: SITE, sessionToken: mia.sessionToken })
    expect(miaLeads.status).toBe(200)
    expect(miaLeads.body.leads).toEqual([
      { id: leadId, createdAt: expect.any(String), category: 'General Enquiry', subcategory: null, carName: null, carSlug: null, bookingDate: null },
    ])
    expect((await accountCall('leads', { site: SITE, sessionToken: noah.sessionToken })).body).toEqual({ leads: [] })

    // Another site's customer, or no customer at all, is refused: the lead would point across sites.
    const crossSite = await intake(SITE, elsewhere.customer.id)
    expect(crossSite.status).toBe(400)
    expect(await crossSite.text()).toContain('customerId')
    expect((await intake(SITE, 999_999_999)).status).toBe(400)
  })

  it("updates the customer's own details; an empty string clears one; a bad one is 400", async () => {
    const { sessionToken, customer } = await signIn(SITE)
    const patch = (details: object) => accountCall('me', { site: SITE, sessionToken, details }, { method: 'PATCH' })
    const updated = await patch({ firstName: ' Mia ', lastName: 'Nguyen', email: 'mia@example.com', postcode: '4163' })
    expect(updated).toEqual({ status: 200, body: { ...customer, firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com', postcode: '4163' } })
    expect((await patch({ firstName: 'Mia', lastName: '', email: '', postcode: '' })).body).toEqual({ ...customer, firstName: 'Mia' })
    const bad = await patch({ firstName: 'Mia', lastName: '', email: 'not-an-email', postcode: '41' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues).toEqual([expect.stringMatching(/^details\.email:/), expect.stringMatching(/^details\.postcode:/)])
    expect((await accountCall('session', { site: SITE, sessionToken })).body.customer).toEqual({ ...customer, firstName: 'Mia' })
  })
})

describe('staff', () => {
  it("can't change a customer's phone (their sign-in), not even a super-admin", async () => {
    const { customer } = await signIn(SITE)
    const patched = await asSuperAdmin(`/api/customers/${customer.id}`, { method: 'PATCH', body: JSON.stringify({ phone: '0400000000', firstName: 'Eve' }) })
    expect(patched.status).toBeLessThan(500)
    const stored = (await (await asSuperAdmin(`/api/customers/${customer.id}?depth=0`)).json()) as { phone: string; firstName: string | null }
    expect(stored).toMatchObject({ phone: customer.phone, firstName: null })
  })

  it("of one site see only their own site's customers and log; editors see neither", async () => {
    const { customer } = await signIn(SITE)
    const tokens = {
      admin: await cmsLogin(siteA.staff),
      editor: await cmsLogin(siteA.editor),
      otherAdmin: await cmsLogin(siteB.staff),
    }
    const read = (token: string, route: string) => fetch(cms(route), { headers: { authorization: `JWT ${token}` } })
    expect((await read(tokens.admin, `/api/customers/${customer.id}`)).status).toBe(200)
    // Refused (403), or not there for them (404): never the customer.
    for (const token of [tokens.editor, tokens.otherAdmin]) expect([403, 404]).toContain((await read(token, `/api/customers/${customer.id}`)).status)
    const listed = async (token: string, collection: string) =>
      ((await (await read(token, `/api/${collection}?where[phone][equals]=${customer.phone}&depth=0`)).json()) as { docs?: unknown[] }).docs ?? []
    expect(await listed(tokens.admin, 'verifications')).toHaveLength(2)
    expect(await listed(tokens.otherAdmin, 'verifications')).toEqual([])
    expect(await listed(tokens.otherAdmin, 'customers')).toEqual([])
    expect(await listed(tokens.editor, 'customers')).toEqual([])
  })
})
