import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsLogin } from './helpers/cms'

/**
 * Where a dealership's leads go (its lead email addresses, CRM webhook and email) is the site's admins' to change,
 * over every API; addresses are checked when saved; and each change is recorded for the site's admins. Probed over
 * the CMS's REST API as the staff of the demo sites.
 */

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const run = crypto.randomBytes(3).toString('hex')
const southern = DEMO_TENANTS.find((tenant) => tenant.slug === 'southern-cross')!
const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === 'bayside-toyota')!

interface Dealership {
  id: number
  email?: string | null
  leadDelivery?: { emails?: string[] | null; adfWebhookUrl?: string | null }
}
interface DestinationChange {
  field: string
  oldValue: string
  newValue: string
  changedByEmail: string
  changedBy: number | null
  createdAt: string
}

const tokens: Record<string, string> = {}
let dealership: Dealership

async function as(who: string | null, route: string, init: RequestInit = {}) {
  const response = await fetch(cms(route), {
    ...init,
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `JWT ${tokens[who]}` } : {}) },
  })
  const text = await response.text()
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T }
}

const current = async () => (await as('super', `/api/dealerships/${dealership.id}?depth=0`)).json<Dealership>()
const changesOf = async (who: string | null) => as(who, `/api/destination-changes?where[dealership][equals]=${dealership.id}&sort=-createdAt&limit=50&depth=0`)
const patch = (who: string, body: unknown) => as(who, `/api/dealerships/${dealership.id}`, { method: 'PATCH', body: JSON.stringify(body) })

beforeAll(async () => {
  tokens.super = await cmsLogin(SUPER_ADMIN)
  tokens.admin = await cmsLogin(southern.staff)
  tokens.editor = await cmsLogin(southern.editor)
  tokens.otherAdmin = await cmsLogin(bayside.staff)
  const site = (await as('super', `/api/tenants?where[slug][equals]=${southern.slug}&depth=0`)).json<{ docs: Array<{ id: number }> }>()
  const found = (await as('super', `/api/dealerships?where[tenant][equals]=${site.docs[0].id}&sort=id&limit=1&depth=0`)).json<{ docs: Dealership[] }>()
  dealership = found.docs[0]
})

afterAll(async () => {
  if (dealership) await patch('super', { email: dealership.email ?? null, leadDelivery: dealership.leadDelivery ?? { emails: [], adfWebhookUrl: '' } })
})

describe("a dealership's lead destinations", () => {
  it('stay as they are when a site editor PATCHes them over REST, and no change is recorded', async () => {
    const before = await current()
    const recorded = (await changesOf('super')).json<{ totalDocs: number }>().totalDocs
    const answer = await patch('editor', {
      email: `thief-${run}@example.com`,
      leadDelivery: { emails: [`thief-${run}@example.com`], adfWebhookUrl: `https://crm-${run}.example.com/steal` },
    })
    expect([200, 403]).toContain(answer.status)
    const after = await current()
    expect(after.leadDelivery).toEqual(before.leadDelivery)
    expect(after.email).toBe(before.email)
    expect((await changesOf('super')).json<{ totalDocs: number }>().totalDocs).toBe(recorded)
  })

  it('refuse a private, loopback or metadata webhook address from a site admin, with a message that says why', async () => {
    const before = await current()
    for (const url of [
      'http://127.0.0.1:5433/internal',
      'https://127.0.0.1:5433/internal',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/adf',
      'https://[fd00:ec2::254]/',
      'https://2130706433/adf',
      'https://10.0.0.8/adf',
    ]) {
      const answer = await patch('admin', { leadDelivery: { adfWebhookUrl: url } })
      expect(answer.status, `${url}: ${answer.text}`).toBe(400)
      expect(answer.text, url).toContain('The CRM address must be a public address')
    }
    const plain = await patch('admin', { leadDelivery: { adfWebhookUrl: `http://crm-${run}.example.com/adf` } })
    expect(plain.status).toBe(400)
    expect(plain.text).toContain('The CRM address must start with https://')
    for (const url of ['crm.example.com', 'ftp://crm.example.com/adf', 'javascript:alert(1)']) {
      const answer = await patch('admin', { leadDelivery: { adfWebhookUrl: url } })
      expect(answer.status, url).toBe(400)
      expect(answer.text, url).toContain('Give the CRM address as a full https:// URL')
    }
    expect((await current()).leadDelivery).toEqual(before.leadDelivery)
  })

  it('refuse lead email addresses that are not one plain address each', async () => {
    for (const emails of [
      ['not-an-email'],
      ['sales@example.com.au\r\nBcc: everyone@example.com'],
      ['sales@example.com.au, other@example.com'],
      ['Sales <sales@example.com.au>'],
      [`${'x'.repeat(250)}@example.com`],
      Array.from({ length: 11 }, (_, index) => `sales${index}@example.com.au`),
    ]) {
      const answer = await patch('admin', { leadDelivery: { emails } })
      expect(answer.status, `${JSON.stringify(emails).slice(0, 80)}: ${answer.text}`).toBe(400)
      expect(answer.text).toMatch(/Each lead address must be one email address|Give at most 10 lead email addresses/)
    }
  })

  it("are changed by a site admin, and each change is recorded (who, when, what, before and after) for the site's admins only", async () => {
    const before = await current()
    const started = Date.now()
    const [email, url] = [`leads-${run}@example.com.au`, `https://crm-${run}.example.com.au/adf`]
    const answer = await patch('admin', { leadDelivery: { emails: [email], adfWebhookUrl: url } })
    expect(answer.status, answer.text).toBe(200)
    expect((await current()).leadDelivery).toMatchObject({ emails: [email], adfWebhookUrl: url })

    const { docs } = (await changesOf('admin')).json<{ docs: DestinationChange[] }>()
    const recent = docs.filter((doc) => Date.parse(doc.createdAt) >= started - 1000)
    expect(
      recent
        .map(({ field, oldValue, newValue, changedByEmail }) => ({ field, oldValue, newValue, changedByEmail }))
        .sort((a, b) => a.field.localeCompare(b.field)),
    ).toEqual([
      { field: 'adfWebhookUrl', oldValue: before.leadDelivery?.adfWebhookUrl ?? '', newValue: url, changedByEmail: southern.staff.email },
      { field: 'emails', oldValue: (before.leadDelivery?.emails ?? []).join(', '), newValue: email, changedByEmail: southern.staff.email },
    ])

    // Not the site's editors, not another site's admins, not the public.
    const editor = await changesOf('editor')
    expect(editor.status === 403 || editor.json<{ totalDocs: number }>().totalDocs === 0, editor.text).toBe(true)
    expect((await changesOf('otherAdmin')).json<{ totalDocs: number }>().totalDocs).toBe(0)
    expect([401, 403]).toContain((await changesOf(null)).status)
  })

  it('keep their record as it was: nobody writes it over the API, not even a super-admin', async () => {
    const { docs } = (await changesOf('super')).json<{ docs: Array<DestinationChange & { id: number }> }>()
    expect(docs.length).toBeGreaterThan(0)
    const forged = { dealership: dealership.id, field: 'adfWebhookUrl', oldValue: 'x', newValue: 'y', changedByEmail: 'nobody@example.com' }
    for (const who of ['admin', 'super']) {
      expect((await as(who, '/api/destination-changes', { method: 'POST', body: JSON.stringify(forged) })).status, who).toBe(403)
      expect((await as(who, `/api/destination-changes/${docs[0].id}`, { method: 'PATCH', body: JSON.stringify({ newValue: 'y' }) })).status, who).toBe(403)
      expect((await as(who, `/api/destination-changes/${docs[0].id}`, { method: 'DELETE' })).status, who).toBe(403)
    }
  })

  it("can't be changed by another site's admin", async () => {
    const before = await current()
    const answer = await patch('otherAdmin', { leadDelivery: { adfWebhookUrl: `https://crm-${run}.example.org/adf` } })
    expect([403, 404]).toContain(answer.status)
    expect((await current()).leadDelivery).toEqual(before.leadDelivery)
  })
})
