import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN, type DemoLogin } from '@dealer/seed/demo-tenants'

const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside] = DEMO_TENANTS

async function login({ email, password }: DemoLogin): Promise<string> {
  const response = await fetch(cms('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return ((await response.json()) as { token: string }).token
}

const call = (token: string | null, method: string, path: string, body?: unknown) =>
  fetch(cms(path), {
    method,
    headers: { ...(token ? { authorization: `JWT ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

interface Settings {
  id: number
  features: { favourites: boolean; financeProvider: string }
  calculator: {
    amount: { default: number; min: number; max: number; step: number }
    term: { default: number }
    interest: { default: number; min: number; max: number }
    amountStartsAtPrice: boolean
    minPrice5000: boolean
  }
  stock: { pageSize: number; soldListingDays: number; noPriceText: string }
  fuel: { pricePerLitre: number; weeklyKm: number; defaultConsumption: number }
}

let superAdmin: string
let tenantId: number
let settings: Settings

beforeAll(async () => {
  superAdmin = await login(SUPER_ADMIN)
  tenantId = ((await (await call(superAdmin, 'GET', `/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> })
    .docs[0].id
  settings = ((await (await fetch(cms(`/api/site-settings?where[tenant][equals]=${tenantId}&depth=0`))).json()) as { docs: Settings[] }).docs[0]
})

describe('site settings', () => {
  it("exist for each demo site with the specs' defaults, readable by the storefront without a login", () => {
    expect(settings.features).toMatchObject({ favourites: true, financeProvider: 'standard' })
    expect(settings.calculator.amount).toEqual({ default: 30_000, min: 1_000, max: 100_000, step: 500 })
    expect(settings.calculator.interest).toMatchObject({ default: 10, min: 0.5, max: 15 })
    // Spec 000 §9: the vehicle page's calculator starts over 6 years, at 30000 rather than the car's price.
    expect(settings.calculator).toMatchObject({ term: { default: 6 }, amountStartsAtPrice: false, minPrice5000: false })
    expect(settings.stock).toMatchObject({ pageSize: 21, soldListingDays: 3, noPriceText: 'Enquire for price.' })
    expect(settings.fuel).toEqual({ pricePerLitre: 1.7, weeklyKm: 250, defaultConsumption: 10 })
  })

  it('are one per site: a second set is refused with a 400 that says why', async () => {
    const second = await call(superAdmin, 'POST', '/api/site-settings', { tenant: tenantId })
    expect(second.status).toBe(400)
    expect(await second.text()).toContain('This site already has its settings')
  })

  it("are changed by the site's admin, not its editor, and deleted by no one but a super-admin", async () => {
    const editor = await login(bayside.editor)
    const admin = await login(bayside.staff)
    expect((await call(editor, 'PATCH', `/api/site-settings/${settings.id}`, { stock: { pageSize: 30 } })).status).toBeGreaterThanOrEqual(400)
    expect((await call(admin, 'PATCH', `/api/site-settings/${settings.id}`, { licenceLabel: 'Dealer licence' })).status).toBe(200)
    expect((await call(admin, 'DELETE', `/api/site-settings/${settings.id}`)).status).toBeGreaterThanOrEqual(400)
    expect((await call(superAdmin, 'GET', `/api/site-settings/${settings.id}`)).status).toBe(200)
    await call(admin, 'PATCH', `/api/site-settings/${settings.id}`, { licenceLabel: 'DL' })
  })

  it("take the manufacturer's service booking page as an https address only (issue 23: /service links to it)", async () => {
    const admin = await login(bayside.staff)
    for (const bookingUrl of ['http://www.toyota.com.au/service', 'javascript:alert(1)', 'www.toyota.com.au', 'https://user:pw@toyota.com.au/']) {
      const refused = await call(admin, 'PATCH', `/api/site-settings/${settings.id}`, { service: { bookingUrl } })
      expect(refused.status, bookingUrl).toBe(400)
      expect(await refused.text(), bookingUrl).toContain('Give the booking page as a full https:// address')
    }
    const seeded = ((await (await call(admin, 'GET', `/api/site-settings/${settings.id}?depth=0`)).json()) as { service: { bookingUrl: string } }).service
    expect(seeded.bookingUrl).toBe('https://www.toyota.com.au/owners/service-booking')
  })
})

describe('navigation', () => {
  it("is one per site, kept by the site's editors, never deleted by staff, and refuses links that lead nowhere", async () => {
    const navigation = (
      (await (await fetch(cms(`/api/navigation?where[tenant][equals]=${tenantId}&depth=0`))).json()) as {
        docs: Array<{ id: number; header: Array<{ label: string; link?: string | null; fill: string }> }>
      }
    ).docs[0]
    expect(navigation.header.map((entry) => entry.label)).toContain('Used Cars')

    const second = await call(superAdmin, 'POST', '/api/navigation', { tenant: tenantId })
    expect(second.status).toBe(400)
    expect(await second.text()).toContain('This site already has its navigation')

    const editor = await login(bayside.editor)
    const renamed = navigation.header.map((entry) => (entry.label === 'Used Cars' ? { ...entry, label: 'Pre-owned' } : entry))
    expect((await call(editor, 'PATCH', `/api/navigation/${navigation.id}`, { header: renamed })).status).toBe(200)

    const dead = await call(editor, 'PATCH', `/api/navigation/${navigation.id}`, { header: [...renamed, { label: 'Careers', fill: 'links' }] })
    expect(dead.status).toBe(400)
    expect(await dead.text()).toContain('\\"Careers\\" needs a link, dropdown links, or a dropdown the site fills.')
    const script = await call(editor, 'PATCH', `/api/navigation/${navigation.id}`, {
      header: [...renamed, { label: 'Offers', link: 'javascript:alert(1)', fill: 'links' }],
    })
    expect(script.status).toBe(400)
    expect(await script.text()).toContain('Use a path on this site starting with /')

    expect((await call(await login(bayside.staff), 'DELETE', `/api/navigation/${navigation.id}`)).status).toBeGreaterThanOrEqual(400)
    const after = ((await (await fetch(cms(`/api/navigation/${navigation.id}?depth=0`))).json()) as { header: Array<{ label: string }> }).header
    expect(after.map((entry) => entry.label)).toContain('Pre-owned')
    expect(after.map((entry) => entry.label)).not.toContain('Careers')
    await call(editor, 'PATCH', `/api/navigation/${navigation.id}`, { header: navigation.header })
  })
})
