import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsAs } from './helpers/cms'

const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside] = DEMO_TENANTS

interface LocationDoc {
  id: number
  slug: string
  visible: boolean
  openingHours: Array<{ weekday: string; status: string; open?: string | null; close?: string | null }>
  specialHours: Array<{ date: string; label: string; status: string }>
}

let token: string
let tenantId: number

const asAdmin = (method: string, path: string, body?: unknown) => cmsAs(token, method, path, body)

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) })
  token = ((await login.json()) as { token: string }).token
  const tenants = (await (await asAdmin('GET', `/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> }
  tenantId = tenants.docs[0].id
})

describe('locations', () => {
  it('are seeded for each demo dealership with weekly and holiday hours, and shown to shoppers', async () => {
    const response = await fetch(cms(`/api/locations?where[tenant][equals]=${tenantId}&depth=0&limit=50`))
    const { docs } = (await response.json()) as { docs: LocationDoc[] }
    const expected = bayside.dealerships.flatMap((dealership) =>
      [...dealership.locations, ...(dealership.extraLocations ?? [])].map((location) => location.slug),
    )
    expect(docs.map((doc) => doc.slug).sort()).toEqual(expected.sort())
    const week = docs.find((doc) => doc.slug === bayside.dealerships[0].locations[0].slug)!.openingHours
    expect(week.find((day) => day.weekday === '0')).toMatchObject({ status: 'closed' })
    expect(week.find((day) => day.weekday === '1')).toMatchObject({ status: 'open', open: '08:30', close: '17:30' })
    expect(docs.find((doc) => doc.slug === bayside.dealerships[0].locations[0].slug)!.specialHours.find((day) => day.label === 'Christmas Day')).toMatchObject({
      status: 'closed',
    })
  })

  it('hides a location staff mark invisible from shoppers, but not from staff', async () => {
    const created = await asAdmin('POST', '/api/locations', {
      name: 'Coming soon',
      slug: `coming-soon-${Date.now()}`,
      tenant: tenantId,
      visible: false,
      address: { street: '2 Future Road', city: 'Capalaba', state: 'QLD', postcode: '4157' },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: LocationDoc }
    expect((await fetch(cms(`/api/locations/${doc.id}`))).status).toBe(404)
    expect((await asAdmin('GET', `/api/locations/${doc.id}`)).status).toBe(200)
    await asAdmin('DELETE', `/api/locations/${doc.id}`)
  })

  it("rejects a bad postcode, a bad time and a slug the site already uses with 400s that say what's wrong", async () => {
    const existing = bayside.dealerships[0].locations[0].slug
    const attempt = (changes: Record<string, unknown>) =>
      asAdmin('POST', '/api/locations', {
        name: 'Bad',
        slug: `bad-${Date.now()}`,
        tenant: tenantId,
        address: { street: '1 Street', city: 'Cleveland', state: 'QLD', postcode: '4163' },
        ...changes,
      })
    const postcode = await attempt({ address: { street: '1 Street', city: 'Cleveland', state: 'QLD', postcode: '416' } })
    expect(postcode.status).toBe(400)
    expect(await postcode.text()).toContain('Invalid postcode. Please enter a 4-digit number.')
    const time = await attempt({ openingHours: [{ weekday: '1', status: 'open', open: '8.30am', close: '17:30' }] })
    expect(time.status).toBe(400)
    expect(await time.text()).toContain('Use 24-hour time, e.g. 08:30.')
    const slug = await attempt({ slug: existing })
    expect(slug.status).toBe(400)
    expect(await slug.text()).toContain(`This site already has a location with the slug \\"${existing}\\"`)
  })
})
