import { stockIndexName } from '@dealer/stock/index-schema'
import type { StockCar } from '@dealer/stock/car'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsLogin, cmsJsonAs } from './helpers/cms'
import { siteRequest } from './helpers/site-request'

/**
 * Issue 24's untested vehicle-page items (spec 000 §2, §9): the "Located at" banner when the car is away from the
 * primary dealership's city; the location block and Site settings' "skip it for these locations"
 * (vehiclePage.hideLocationBlockFor); the phone chosen by the car's type (Site settings → phones → new/used/demo).
 * Bayside Toyota: the primary dealership is in Cleveland, its second showroom in Capalaba.
 */

const SITE = 'bayside-toyota'
let token: string
let settingsId: number
let original: { vehiclePage: Record<string, unknown>; phones: Record<string, unknown> }
let capalabaId: number
let capalabaDestination: string

const asAdmin = <T>(method: string, path: string, body?: unknown) => cmsJsonAs<T>(token, method, path, body)

async function carWhere(filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: `status:in_stock AND ${filters}`, hitsPerPage: 1 },
  })
  expect(hits[0], filters).toBeDefined()
  return hits[0]
}

/** A car's page once `ready` says the storefront has the new settings (saving drops its cache, a moment later). */
async function carPage(car: StockCar, ready: (html: string) => boolean = () => true): Promise<string> {
  let html = ''
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await siteRequest(SITE, `/cars/${car.slug}`)
    expect(page.status).toBe(200)
    html = page.text
    if (ready(html)) return html
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return html
}

/** The banner's HTML, or null when the page has none. */
const banner = (html: string) => /<div class="located-at"[\s\S]*?<\/div>/.exec(html)?.[0] ?? null
/** The call box's tel: link's number (shown at once) . */
const callHrefs = (html: string) => [...html.matchAll(/class="call-box call-box__link" href="tel:([^"]+)"/g)].map((match) => match[1])

beforeAll(async () => {
  token = await cmsLogin(SUPER_ADMIN)
  const tenants = await asAdmin<{ docs: Array<{ id: number }> }>('GET', `/api/tenants?where[slug][equals]=${SITE}&depth=0`)
  const tenantId = tenants.docs[0].id
  const settings = await asAdmin<{ docs: Array<{ id: number; vehiclePage: Record<string, unknown>; phones: Record<string, unknown> }> }>(
    'GET',
    `/api/site-settings?where[tenant][equals]=${tenantId}&depth=0`,
  )
  settingsId = settings.docs[0].id
  original = { vehiclePage: settings.docs[0].vehiclePage, phones: settings.docs[0].phones }
  const locations = await asAdmin<{ docs: Array<{ id: number; address: { street: string; lat?: number | null; lng?: number | null } }> }>(
    'GET',
    `/api/locations?where[tenant][equals]=${tenantId}&where[slug][equals]=capalaba&depth=0`,
  )
  capalabaId = locations.docs[0].id
  const { street, lat, lng } = locations.docs[0].address
  // Directions go to the showroom's coordinates when it has them, else to its address.
  capalabaDestination = typeof lat === 'number' && typeof lng === 'number' ? `${lat},${lng}` : street
})

afterAll(async () => {
  if (settingsId) await asAdmin('PATCH', `/api/site-settings/${settingsId}`, original)
})

describe('the Located at banner', () => {
  it("shows on a car away from the primary dealership's city, with Get Directions to the car's location", async () => {
    const html = await carPage(await carWhere('location_name:"Bayside Toyota Capalaba"'))
    const shown = banner(html)
    expect(shown).not.toBeNull()
    expect(shown).toContain('Located at <strong>Capalaba</strong>')
    const directions = /<a href="([^"]+)" target="_blank" rel="noopener noreferrer">Get Directions/.exec(shown ?? '')?.[1] ?? ''
    expect(directions).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?/)
    expect(new URL(directions.replaceAll('&amp;', '&')).searchParams.get('destination')).toContain(capalabaDestination)
    expect(shown).toContain('aria-label="Dismiss"')
  })

  it("doesn't show on a car in the primary dealership's city", async () => {
    expect(banner(await carPage(await carWhere('location_name:"Bayside Toyota Cleveland"')))).toBeNull()
  })
})

describe('the location block and its skip setting', () => {
  it("shows the car's location, and not when Site settings skip the block for that location", async () => {
    const car = await carWhere('location_name:"Bayside Toyota Capalaba"')
    await asAdmin('PATCH', `/api/site-settings/${settingsId}`, {
      vehiclePage: { ...original.vehiclePage, locationBlockShows: 'dealership', hideLocationBlockFor: [] },
    })
    const shown = await carPage(car, (html) => html.includes('id="vehicle-map"'))
    const block = /id="vehicle-map"[\s\S]*?<\/section>/.exec(shown)?.[0] ?? ''
    expect(block).toContain('Bayside Toyota Capalaba')

    await asAdmin('PATCH', `/api/site-settings/${settingsId}`, {
      vehiclePage: { ...original.vehiclePage, locationBlockShows: 'dealership', hideLocationBlockFor: [capalabaId] },
    })
    expect(await carPage(car, (html) => !html.includes('id="vehicle-map"'))).not.toContain('id="vehicle-map"')
    // Only that location's cars: a Cleveland car still has its block.
    expect(await carPage(await carWhere('location_name:"Bayside Toyota Cleveland"'))).toContain('id="vehicle-map"')
  })
})

describe('the phone chosen by car type', () => {
  it("calls the site's number for the car's type: new, used and demo each their own", async () => {
    const phones = { new: '07 3000 1111', used: '07 3000 2222', demo: '07 3000 3333' }
    await asAdmin('PATCH', `/api/site-settings/${settingsId}`, { phones, vehiclePage: { ...original.vehiclePage, phoneRevealed: true } })
    for (const [type, number] of Object.entries(phones)) {
      const car = await carWhere(`car_type:${type}`)
      const expected = `+61${number.replace(/\s/g, '').slice(1)}`
      const html = await carPage(car, (page) => callHrefs(page).includes(expected))
      expect(callHrefs(html), `${type} car ${car.slug}`).toContain(expected)
      for (const other of Object.values(phones).filter((value) => value !== number)) expect(html, type).not.toContain(other)
    }
  })

  it("falls back to the car's location's number when the site has none for its type", async () => {
    await asAdmin('PATCH', `/api/site-settings/${settingsId}`, {
      phones: { new: '07 3000 1111', used: '', demo: '07 3000 3333' },
      vehiclePage: { ...original.vehiclePage, phoneRevealed: true },
    })
    const car = await carWhere('car_type:used AND location_name:"Bayside Toyota Capalaba"')
    const html = await carPage(car, (page) => callHrefs(page).includes('+61733901200'))
    expect(callHrefs(html)).toContain('+61733901200')
    expect(html).toContain('07 3390 1200')
  })
})
