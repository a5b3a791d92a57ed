// sendLead with the captcha on (issue 48): the real checks of server/captcha.server.ts, the CMS and the counters stood in.
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeadIntakeRequest } from '@dealer/cms-contract/lead-intake'

const settings = { forms: { captcha: true as boolean | null } }
const intakes: LeadIntakeRequest[] = []
const counts = new Map<string, number>()

vi.mock('../../server/cms.server', () => ({ getSiteSettings: vi.fn(async () => settings) }))
vi.mock('../../server/cms-storefront.server', () => ({
  storefrontCall: vi.fn(async (_path: string, init: RequestInit) => {
    intakes.push(JSON.parse(String(init.body)))
    return Response.json({ lead_id: intakes.length }, { status: 201 })
  }),
}))
vi.mock('../../server/rate-limit.server', () => ({
  peekRateLimit: vi.fn(async (limit: { name: string; points: number }, key: string) =>
    (counts.get(`${limit.name}:${key}`) ?? 0) < limit.points ? { allowed: true } : { allowed: false, retryAfterSeconds: 600 },
  ),
  consumeRateLimit: vi.fn(async (limit: { name: string; points: number }, key: string) => {
    const used = counts.get(`${limit.name}:${key}`) ?? 0
    if (used >= limit.points) return { allowed: false, retryAfterSeconds: 600 }
    counts.set(`${limit.name}:${key}`, used + 1)
    return { allowed: true }
  }),
}))
vi.mock('../../server/captcha.server', async (actual) => {
  const real = await actual<typeof import('../../server/captcha.server')>()
  const spent = real.memorySpentChallenges()
  return { ...real, spendCaptcha: (solution: Parameters<typeof real.spendCaptcha>[0]) => real.spendCaptcha(solution, spent) }
})

const { createCaptchaChallenge } = await import('../../server/captcha.server')
const { sendLead } = await import('./send-lead.server')
const { CAPTCHA_FAILED, CAPTCHA_REPLAYED, UNSOLVED_NOTE } = await import('./lead-captcha.server')

const tenant = { id: 1, name: 'Southern Cross', slug: 'southern-cross', template: 'dealer' as const }
const visit = {
  pageUrl: 'http://southern-cross.localhost/contact?utm_source=google',
  userAgent: 'test',
  arrival: null,
  clientAddress: '203.0.113.9',
  customerId: null,
}
const prepare = vi.fn(async () => ({
  classification: { category: 'General Enquiry', subcategory: null, eventId: 1, eventName: 'Contact' },
  fields: {
    name: 'Ava',
    lastName: 'Lee',
    email: 'ava@example.com',
    phone: '+61412345678',
    postcode: '2150',
    message: null,
    rego: null,
    bookingDate: null,
    consent: false,
    dealershipId: null,
    locationId: null,
  },
}))

let sends = 0
const submission = (altcha: string, form: 'contact' | 'finance' = 'contact') =>
  ({ form, idempotencyKey: `key-${++sends}-abcdefgh`, values: {}, website: '', visitedPages: [], altcha }) as never

async function solved(): Promise<string> {
  const challenge = await createCaptchaChallenge({ difficulty: { cost: 1, counterMin: 5, counterMax: 40 } })
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

beforeEach(() => {
  intakes.length = 0
  counts.clear()
  settings.forms.captcha = true
  prepare.mockClear()
})

describe('sendLead with the captcha', () => {
  it('sends a solved lead without a note; the same solution again is refused (409) and not sent', async () => {
    const payload = await solved()
    expect((await sendLead(tenant, submission(payload), visit, prepare as never)).status).toBe(201)
    expect(intakes[0]!.lead.linkedQueryParams).toEqual({ utm_source: 'google' })
    const again = await sendLead(tenant, submission(payload), visit, prepare as never)
    expect(again).toMatchObject({ status: 409, body: { error: CAPTCHA_REPLAYED } })
    expect(intakes).toHaveLength(1)
  })

  it('refuses a forged solution (400) before the lead is even prepared', async () => {
    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: { algorithm: 'SHA-256' }, signature: 'x' }, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64')
    expect(await sendLead(tenant, submission(forged), visit, prepare as never)).toMatchObject({ status: 400, body: { error: CAPTCHA_FAILED } })
    expect(prepare).not.toHaveBeenCalled()
    expect(intakes).toHaveLength(0)
  })

  it('takes 3 leads an hour from a network without JavaScript, each noted as not solved; the 4th is refused (429)', async () => {
    for (let sent = 0; sent < 3; sent++) expect((await sendLead(tenant, submission(''), visit, prepare as never)).status).toBe(201)
    expect(intakes.map((intake) => intake.lead.linkedQueryParams)).toEqual(Array(3).fill({ ...UNSOLVED_NOTE, utm_source: 'google' }))
    expect((await sendLead(tenant, submission(''), visit, prepare as never)).status).toBe(429)
    expect(intakes).toHaveLength(3)
    // Another network has its own allowance.
    expect((await sendLead(tenant, submission(''), { ...visit, clientAddress: '198.51.100.7' }, prepare as never)).status).toBe(201)
  })

  it('keeps the honeypot first: a filled-in trap is refused whatever the captcha says', async () => {
    const trapped = { ...(submission(await solved()) as object), website: 'http://spam.example' } as never
    expect((await sendLead(tenant, trapped, visit, prepare as never)).status).toBe(400)
    expect(prepare).not.toHaveBeenCalled()
  })

  it('asks nothing when the site turns it off, nor of the journeys’ leads', async () => {
    settings.forms.captcha = false
    for (let sent = 0; sent < 5; sent++) expect((await sendLead(tenant, submission(''), visit, prepare as never)).status).toBe(201)
    settings.forms.captcha = true
    expect((await sendLead(tenant, submission('', 'finance'), visit, prepare as never)).status).toBe(201)
    expect(intakes.every((intake) => !('captcha' in intake.lead.linkedQueryParams))).toBe(true)
  })
})
