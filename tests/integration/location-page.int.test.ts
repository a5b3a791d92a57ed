import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { siteRequest } from './helpers/site-request'
import { cmsAs } from './helpers/cms'

const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS

let token: string
let hiddenId: number | null = null
const hiddenSlug = `hidden-showroom-${Date.now()}`

const asAdmin = (method: string, path: string, body?: unknown) => cmsAs(token, method, path, body)

/** The page's JSON-LD objects. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>)
}

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) })
  token = ((await login.json()) as { token: string }).token
  const tenants = (await (await asAdmin('GET', `/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> }
  const created = await asAdmin('POST', '/api/locations', {
    name: 'Hidden Showroom',
    slug: hiddenSlug,
    tenant: tenants.docs[0].id,
    visible: false,
    address: { street: '9 Quiet Lane', city: 'Cleveland', state: 'QLD', postcode: '4163' },
  })
  expect(created.status).toBe(201)
  hiddenId = ((await created.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  if (hiddenId !== null) await asAdmin('DELETE', `/api/locations/${hiddenId}`)
})

describe('/our-location/{slug}', () => {
  it("shows the location's address, hours by department, licence, canonical address and AutoDealer JSON-LD", async () => {
    const response = await siteRequest(bayside.slug, '/our-location/cleveland')
    expect(response.status).toBe(200)
    const html = response.text
    expect(html).toContain('<h1 id="location-name" class="page-heading">Bayside Toyota Cleveland</h1>')
    expect(html).toContain('112 Shore Street West')
    expect(html).toContain('Cleveland QLD 4163')
    expect(html).toContain('href="tel:+61732864000"')
    expect(html).toContain('(07) 3286 4000')
    expect(html).toMatch(/DL MD\d+/)
    // The address hosts sales, service and parts: one radio each, sales (this page's) chosen.
    for (const department of ['Sales', 'Service', 'Parts']) expect(html).toContain(`/>${department}</label>`)
    expect(html).toContain('Opening Hours')
    expect(html).toContain('8:30 am – 5:30 pm')
    expect(html).toMatch(/(Open now · closes|Closed · opens) /)
    expect(html).toContain('Holiday Hours')
    expect(html).toContain('<link rel="canonical" href="https://www.baysidetoyota.com.au/our-location/cleveland"/>')
    const dealer = jsonLd(html).find((data) => data['@type'] === 'AutoDealer')
    expect(dealer).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bayside Toyota Cleveland',
      url: 'https://www.baysidetoyota.com.au/our-location/cleveland',
      telephone: '+61732864000',
      address: { '@type': 'PostalAddress', streetAddress: '112 Shore Street West', addressLocality: 'Cleveland', addressRegion: 'QLD', postalCode: '4163' },
    })
    const hours = dealer!.openingHoursSpecification as Array<Record<string, string>>
    expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' })
    expect(hours.some((entry) => entry.validFrom && entry.opens === '00:00' && entry.closes === '00:00')).toBe(true)
  })

  it("links the reviews badge to the location's reviews, and the stock link to a search that lists its cars", async () => {
    const { text } = await siteRequest(bayside.slug, '/our-location/cleveland')
    expect(text).toContain('href="#reviews"')
    expect(text).toContain('id="reviews"')
    const stock = /href="(\/search\/[^"]*location_name=[^"]*)"/.exec(text)?.[1]?.replace(/&amp;/g, '&')
    expect(stock).toBeDefined()
    const carCount = (html: string) => Number(/([\d,]+) cars? – /.exec(html)?.[1]?.replace(/,/g, '') ?? Number.NaN)
    const search = await siteRequest(bayside.slug, stock!)
    const all = await siteRequest(bayside.slug, '/search/new-used-and-demo-cars')
    expect(search.status).toBe(200)
    // Cleveland's cars only: some, and fewer than the site's (Capalaba has the rest).
    expect(carCount(search.text)).toBeGreaterThan(0)
    expect(carCount(search.text)).toBeLessThan(carCount(all.text))
  })

  it("shows a service department's own page with the repairer licence, and the group's coming showroom with its badge and no hours", async () => {
    const service = await siteRequest(bayside.slug, '/our-location/cleveland-service')
    expect(service.status).toBe(200)
    expect(service.text).toContain('Motor vehicle repairer licence MVR 41637')
    expect(service.text).toContain('7:30 am – 5:30 pm')
    const coming = await siteRequest(southernCross.slug, '/our-location/osborne-park-ford')
    expect(coming.status).toBe(200)
    expect(coming.text).toContain('COMING EARLY 2026')
    expect(coming.text).not.toMatch(/Open now ·|Closed · opens/)
  })

  it("is the site's 404 for an unknown slug, another site's location and a hidden one", async () => {
    for (const [site, path] of [
      [bayside.slug, '/our-location/no-such-place'],
      [bayside.slug, `/our-location/${southernCross.dealerships[0].locations[0].slug}`],
      [bayside.slug, `/our-location/${hiddenSlug}`],
      [southernCross.slug, '/our-location/cleveland'],
    ]) {
      const response = await siteRequest(site, path)
      expect(response.status, path).toBe(404)
    }
  })
})
