/**
 * The enquiry pages (issue 23) on the running stack: each answers 200 on every demo site with its canonical address,
 * and its form makes a real lead of the right category on the right site, saved by the CMS and so delivered like any.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsLogin } from './helpers/cms'
import { siteRequest } from './helpers/site-request'

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const run = crypto.randomBytes(3).toString('hex')
let addressCounter = 0
/** Each submit is its own shopper, so the per-address lead allowance never mixes with other tests'. */
const newAddress = () => `10.${parseInt(run.slice(0, 2), 16)}.${200 + Math.floor(++addressCounter / 250)}.${addressCounter % 250}`

let token: string
const createdLeads = new Set<number>()

beforeAll(async () => {
  token = await cmsLogin(SUPER_ADMIN)
})

afterAll(async () => {
  // Booked times free up again, so reruns find the same slots.
  for (const id of createdLeads) await fetch(cms(`/api/leads/${id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
})

interface SavedLead {
  form: string
  category: string
  message: string | null
  rego: string | null
  bookingDate: string | null
  tenant: number | { id: number }
  location: number | { id: number } | null
  car?: { name?: string | null } | null
}

async function leadOf(id: number): Promise<SavedLead> {
  const response = await fetch(cms(`/api/leads/${id}?depth=0`), { headers: { authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as SavedLead
}

async function tenantId(slug: string): Promise<number> {
  const response = await fetch(cms(`/api/tenants?where[slug][equals]=${slug}&depth=0`))
  return ((await response.json()) as { docs: Array<{ id: number }> }).docs[0].id
}

const contact = (marker: string) => ({
  name: 'Enquiry',
  last_name: `Pages ${marker}`,
  email: `enquiry-${marker}@example.com`,
  phone: '0412 345 678',
  postcode: '4163',
})

async function submit(slug: string, body: Record<string, unknown>) {
  const answer = await siteRequest(slug, '/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${slug}.localhost:${new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port}` },
    shopper: newAddress(),
    body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), website: '', ...body }),
  })
  if (answer.status === 201) createdLeads.add(answer.json<{ lead_id: number }>().lead_id)
  return answer
}

/** The ids of the locations a page's form offers (its Location select), in order. */
function offeredLocations(html: string, selectId: string): number[] {
  const select = new RegExp(`<select[^>]*id="${selectId}"[^>]*>([\\s\\S]*?)</select>`).exec(html)
  return select ? [...select[1].matchAll(/<option value="(\d+)"/g)].map((match) => Number(match[1])) : []
}

const PAGES = ['/service', '/book-test-drive', '/book-test-drive/', '/vehicle-parts-and-accessories', '/contact-us', '/contact', '/contact-us/cleveland']

describe('the enquiry pages answer on every demo site', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.slug}: each page is 200, with its form and the site's canonical address`, async () => {
      for (const path of PAGES) {
        if (path.startsWith('/contact-us/') && tenant.slug !== 'bayside-toyota') continue
        const page = await siteRequest(tenant.slug, path)
        expect(page.status, `${tenant.slug}${path}`).toBe(200)
        expect(page.text, `${tenant.slug}${path}`).toContain('<form')
        if (['/service', '/book-test-drive', '/vehicle-parts-and-accessories', '/contact-us'].includes(path))
          expect(page.text, `${tenant.slug}${path}`).toContain(`<link rel="canonical" href="https://${tenant.domains[0]}${path}"/>`)
      }
    })
  }

  it('bare /contact-us lists every visible location of the site, and only its own', async () => {
    const bayside = await siteRequest('bayside-toyota', '/contact-us')
    expect(bayside.text).toContain('href="/our-location/cleveland"')
    expect(bayside.text).toContain('href="/our-location/capalaba"')
    for (const other of ['parramatta-mazda', 'penrith', 'geelong-ford', 'ipswich-mitsubishi', 'virginia', 'toowoomba'])
      expect(bayside.text).not.toContain(`href="/our-location/${other}"`)
  })

  it('/service links out to the manufacturer on Bayside and offers the form alone elsewhere', async () => {
    const bayside = await siteRequest('bayside-toyota', '/service')
    expect(bayside.text).toContain('href="https://www.toyota.com.au/owners/service-booking"')
    expect(bayside.text).toContain('Book a service with Toyota')
    const southern = await siteRequest('southern-cross', '/service')
    expect(southern.text).not.toContain('Book a service with')
    expect(southern.text).toContain('id="service-form"')
  })
})

describe('their forms post real leads of the right category to the right site', () => {
  it('/service: a Service Enquiry with the car and the preferred day in its message, at the chosen location', async () => {
    const page = await siteRequest('southern-cross', '/service')
    const [location] = offeredLocations(page.text, 'service-location')
    const preferred = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const answer = await submit('southern-cross', {
      form: 'service',
      values: {
        ...contact(`service-${run}`),
        location,
        make: 'Mazda',
        model: 'CX-5',
        rego: 'abc123',
        kms: '45,000',
        preferredDate: preferred,
        comments: 'Logbook service',
      },
    })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json().category).toBe('Service Enquiry')
    const lead = await leadOf(answer.json<{ lead_id: number }>().lead_id)
    expect(lead.category).toBe('Service Enquiry')
    expect(lead.form).toBe('contact')
    expect(lead.tenant).toBe(await tenantId('southern-cross'))
    expect(lead.location).toBe(location)
    expect(lead.rego).toBe('ABC123')
    expect(lead.message).toContain('Car: Mazda CX-5')
    expect(lead.message).toContain('Kilometres: 45,000 km')
    expect(lead.message).toContain(`Preferred date: ${preferred.split('-').reverse().join('/')}`)
    expect(lead.bookingDate).toBeNull()
  })

  it('/service refuses a location of another site and a day in the past, field by field (400)', async () => {
    const bayside = await siteRequest('bayside-toyota', '/service')
    const [baysideLocation] = offeredLocations(bayside.text, 'service-location')
    const answer = await submit('southern-cross', {
      form: 'service',
      values: { ...contact(`service-bad-${run}`), location: baysideLocation, preferredDate: '2020-01-01', kms: 'lots' },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json<{ errors: Record<string, string> }>().errors).sort()).toEqual(['kms', 'location', 'preferredDate'])
  })

  it('/vehicle-parts-and-accessories: a Parts Enquiry saying what is needed', async () => {
    const answer = await submit('outback-edge-4x4', {
      form: 'parts',
      values: {
        ...contact(`parts-${run}`),
        location: offeredLocations((await siteRequest('outback-edge-4x4', '/vehicle-parts-and-accessories')).text, 'parts-location')[0] ?? '',
        model: 'LandCruiser 79',
        comments: 'A snorkel and a bull bar',
      },
    })
    expect(answer.status, answer.text).toBe(201)
    const lead = await leadOf(answer.json<{ lead_id: number }>().lead_id)
    expect(lead.category).toBe('Parts Enquiry')
    expect(lead.tenant).toBe(await tenantId('outback-edge-4x4'))
    expect(lead.message).toBe('Car: LandCruiser 79\n\nA snorkel and a bull bar')
    const empty = await submit('outback-edge-4x4', { form: 'parts', values: { ...contact(`parts-empty-${run}`), comments: '' } })
    expect(empty.status).toBe(400)
    expect(empty.json<{ errors: Record<string, string> }>().errors.comments).toBe('Please enter your enquiry.')
  })

  it('/book-test-drive: a Test Drive lead without a car, the model in its message, at a free time of the chosen location', async () => {
    const page = await siteRequest('bayside-toyota', '/book-test-drive')
    const [location] = offeredLocations(page.text, 'book-test-drive-location')
    expect(location).toBeGreaterThan(0)
    const slots = await siteRequest('bayside-toyota', `/api/test-drive-slots?location=${location}`)
    expect(slots.status).toBe(200)
    const free = slots.json<{ slots: Array<{ value: string }> }>().slots
    expect(free.length).toBeGreaterThan(0)
    const time = free[free.length - 1].value
    const answer = await submit('bayside-toyota', {
      form: 'test-drive',
      car: null,
      values: { ...contact(`drive-${run}`), model: 'Toyota RAV4', location, bookingDate: time, message: '' },
    })
    expect(answer.status, answer.text).toBe(201)
    const lead = await leadOf(answer.json<{ lead_id: number }>().lead_id)
    expect(lead).toMatchObject({ form: 'test-drive', category: 'Test Drive', message: 'Car to drive: Toyota RAV4', location })
    // Event 17 is every test-drive booking, with a car of ours or without (decision 061).
    expect(lead).toMatchObject({ subcategory: 'Test Drive Only', eventId: 17 })
    // No car of ours: the lead's car group is empty.
    expect(lead.car?.name ?? null).toBeNull()
    expect(new Date(lead.bookingDate!).toISOString()).toBe(time)
    // The time is taken now: it is no longer offered, and booking it again is refused.
    const after = await siteRequest('bayside-toyota', `/api/test-drive-slots?location=${location}`)
    expect(after.json<{ slots: Array<{ value: string }> }>().slots.map((slot) => slot.value)).not.toContain(time)
    const again = await submit('bayside-toyota', {
      form: 'test-drive',
      car: null,
      values: { ...contact(`drive-again-${run}`), model: 'HiLux', location, bookingDate: time },
    })
    expect(again.status).toBe(409)
  })

  it('/book-test-drive: a time that the location does not offer is refused (409), and another site’s location is no location (404)', async () => {
    const [location] = offeredLocations((await siteRequest('bayside-toyota', '/book-test-drive')).text, 'book-test-drive-location')
    const odd = await submit('bayside-toyota', {
      form: 'test-drive',
      car: null,
      values: { ...contact(`drive-odd-${run}`), model: 'HiLux', location, bookingDate: '2030-01-01T03:17:00.000Z' },
    })
    expect(odd.status).toBe(409)
    const [southernLocation] = offeredLocations((await siteRequest('southern-cross', '/book-test-drive')).text, 'book-test-drive-location')
    expect((await siteRequest('bayside-toyota', `/api/test-drive-slots?location=${southernLocation}`)).status).toBe(404)
    expect((await siteRequest('bayside-toyota', '/api/test-drive-slots?location=abc')).status).toBe(400)
  })
})
