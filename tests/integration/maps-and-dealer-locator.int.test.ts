import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstLoadScripts, readBrowserManifest } from '../../scripts/lib/first-load-js'
import { repoRoot } from '../../scripts/lib/paths'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { haversineKm } from '@dealer/geo/distance'
import { cmsLogin, cmsAs } from './helpers/cms'
import { siteRequest } from './helpers/site-request'

/**
 * Issue 23's maps part against the running stack: the dealer locator's ranking and its errors, coordinates filled from
 * the postcode when a location is saved, the tile simulator and its failure mode, the page policy naming a site's tile
 * server, and Leaflet kept out of the page's first-load files.
 */

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const GROUP = 'southern-cross'
/** The site whose Maps settings these tests switch (and put back). */
const SWITCHED = 'outback-edge-4x4'

let token: string
const tenantIds = new Map<string, number>()
let switchedSettingsId: number
let savedMaps: Record<string, unknown>

const asAdmin = (method: string, route: string, body?: unknown) => cmsAs(token, method, route, body)

/** Switches the site's Maps settings, then waits until the storefront has dropped its cached copy. */
async function setMaps(maps: Record<string, unknown>, storefrontSees: () => Promise<boolean>) {
  const patched = await asAdmin('PATCH', `/api/site-settings/${switchedSettingsId}`, { maps })
  expect(patched.status, await patched.clone().text()).toBe(200)
  const deadline = Date.now() + 15_000
  while (!(await storefrontSees())) {
    if (Date.now() > deadline) throw new Error(`the storefront did not see maps settings ${JSON.stringify(maps)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const TILE = '/map-tiles/12/3789/2373.svg'
const tileStatus = async () => (await siteRequest(SWITCHED, TILE)).status

/** The location names of the locator's results, in order. */
function resultNames(html: string): string[] {
  const list = html.slice(html.indexOf('class="dealer-locator__list"'))
  return [...list.matchAll(/class="block-locations__name"[^>]*>([^<]+)</g)].map((match) => match[1].replaceAll('&amp;', '&'))
}

beforeAll(async () => {
  token = await cmsLogin(SUPER_ADMIN)
  for (const tenant of DEMO_TENANTS) {
    const found = (await (await asAdmin('GET', `/api/tenants?where[slug][equals]=${tenant.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> }
    tenantIds.set(tenant.slug, found.docs[0].id)
  }
  const settings = (await (await asAdmin('GET', `/api/site-settings?where[tenant][equals]=${tenantIds.get(SWITCHED)}&depth=0`)).json()) as {
    docs: Array<{ id: number; maps?: Record<string, unknown> }>
  }
  switchedSettingsId = settings.docs[0].id
  savedMaps = { tiles: 'simulator', simulatorFailure: 'none', geocoder: 'offline', ...settings.docs[0].maps }
  await setMaps({ tiles: 'simulator', simulatorFailure: 'none', geocoder: 'offline' }, async () => (await tileStatus()) === 200)
})

afterAll(async () => {
  if (switchedSettingsId) await asAdmin('PATCH', `/api/site-settings/${switchedSettingsId}`, { maps: savedMaps })
})

describe('/dealer-locator', () => {
  it('lists the group’s locations nearest postcode 4000 first: Ipswich, with its distance', async () => {
    const page = await siteRequest(GROUP, '/dealer-locator?postcode=4000')
    expect(page.status).toBe(200)
    const names = resultNames(page.text)
    expect(names[0]).toBe('Southern Cross Mitsubishi')
    expect(names.length).toBeGreaterThanOrEqual(4)
    expect(page.text).toContain('Locations nearest to 4000')
    expect(page.text).toMatch(/class="dealer-locator__distance">\d{2}\.\d km/)
    expect(page.text).toContain('<link rel="canonical" href="https://')
  })

  it('lists every location without a postcode, and only a department’s with one chosen', async () => {
    const all = await siteRequest(GROUP, '/dealer-locator')
    expect(all.status).toBe(200)
    expect(all.text).toContain('All our locations')
    const service = await siteRequest(GROUP, '/dealer-locator?postcode=4000&department=service')
    const types = [...service.text.slice(service.text.indexOf('dealer-locator__list')).matchAll(/class="block-locations__type">([^<]+)</g)].map(
      (match) => match[1],
    )
    expect(types.every((type) => type === 'Service')).toBe(true)
    expect(resultNames(service.text).length).toBeLessThan(resultNames(all.text).length)
  })

  it('answers a postcode that is not four digits with 400 and the spec’s text under the field', async () => {
    const page = await siteRequest(GROUP, '/dealer-locator?postcode=12ab')
    expect(page.status).toBe(400)
    expect(page.text).toContain('Invalid postcode. Please enter a 4-digit number.')
    expect(page.text).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-postcode-error"/)
    // The page still lists every location.
    expect(resultNames(page.text).length).toBeGreaterThanOrEqual(4)
  })

  it('answers a postcode the geocoder doesn’t know with 400 and "Invalid postcode"', async () => {
    const page = await siteRequest(GROUP, '/dealer-locator?postcode=0000')
    expect(page.status).toBe(400)
    expect(page.text).toMatch(/class="lead-form__error"[^>]*>Invalid postcode</)
  })

  it('ships no Leaflet in the page’s first-load scripts and styles', async () => {
    const page = await siteRequest(GROUP, '/dealer-locator?postcode=4000')
    // The scripts the page loads first, as the build's manifest names them; the page boots its own route's module.
    const scripts = firstLoadScripts(readBrowserManifest(path.join(repoRoot, 'storefront/build/client')), 'routes/dealer-locator')
    expect(page.text).toContain(scripts[0])
    const styles = [...page.text.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1])
    expect(styles.length).toBeGreaterThan(0)
    const files = [...scripts, ...styles]
    for (const file of new Set(files)) {
      const asset = await siteRequest(GROUP, file)
      expect(asset.status, file).toBe(200)
      expect(asset.text.includes('leaflet-container'), `${file} holds Leaflet`).toBe(false)
    }
  })
})

describe('a location saved without coordinates', () => {
  it('gets them from its postcode, and new ones when staff move the postcode without touching them', async () => {
    const created = await asAdmin('POST', '/api/locations', {
      name: 'Maps test yard',
      slug: `maps-test-${Date.now()}`,
      tenant: tenantIds.get('bayside-toyota'),
      visible: false,
      address: { street: '1 Test Road', city: 'Capalaba', state: 'QLD', postcode: '4157' },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; address: { lat: number | null; lng: number | null } } }
    try {
      expect(haversineKm(doc.address as { lat: number; lng: number }, { lat: -27.53, lng: 153.19 })).toBeLessThan(5)
      const moved = await asAdmin('PATCH', `/api/locations/${doc.id}`, { address: { ...doc.address, postcode: '4000', city: 'Brisbane' } })
      const after = ((await moved.json()) as { doc: { address: { lat: number; lng: number } } }).doc.address
      expect(haversineKm(after, { lat: -27.4698, lng: 153.0251 })).toBeLessThan(3)
      const typed = await asAdmin('PATCH', `/api/locations/${doc.id}`, { address: { ...after, postcode: '4163', lat: -27.1, lng: 153.1 } })
      expect(((await typed.json()) as { doc: { address: unknown } }).doc.address).toMatchObject({ postcode: '4163', lat: -27.1, lng: 153.1 })
    } finally {
      await asAdmin('DELETE', `/api/locations/${doc.id}`)
    }
  })

  it('is saved all the same when the postcode is unknown, without coordinates', async () => {
    const created = await asAdmin('POST', '/api/locations', {
      name: 'Nowhere yard',
      slug: `maps-nowhere-${Date.now()}`,
      tenant: tenantIds.get('bayside-toyota'),
      visible: false,
      address: { street: '1 Nowhere Road', city: 'Nowhere', state: 'QLD', postcode: '0000' },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; address: { lat?: number | null; lng?: number | null } } }
    await asAdmin('DELETE', `/api/locations/${doc.id}`)
    expect(doc.address.lat ?? null).toBeNull()
    expect(doc.address.lng ?? null).toBeNull()
  })

  it('the demo sites’ seeded locations all have coordinates', async () => {
    const response = await fetch(cms('/api/locations?depth=0&limit=100'))
    const { docs } = (await response.json()) as { docs: Array<{ slug: string; address: { lat?: number | null; lng?: number | null } }> }
    expect(docs.length).toBeGreaterThan(5)
    expect(docs.filter((doc) => typeof doc.address.lat !== 'number' || typeof doc.address.lng !== 'number').map((doc) => doc.slug)).toEqual([])
  })
})

describe('map tiles', () => {
  it('the simulator answers an SVG tile, cacheable, and 404 for one that isn’t a tile', async () => {
    const tile = await siteRequest(SWITCHED, TILE)
    expect(tile.status).toBe(200)
    expect(tile.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(tile.headers['cache-control']).toBe('public, max-age=3600')
    expect(tile.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(tile.text).toContain('12/3789/2373')
    expect((await siteRequest(SWITCHED, '/map-tiles/12/99999/2373.svg')).status).toBe(404)
    expect((await siteRequest(SWITCHED, '/map-tiles/30/1/1.svg')).status).toBe(404)
  })

  it('answers 503 when the site’s simulator is set to "Tiles unavailable"', async () => {
    await setMaps({ tiles: 'simulator', simulatorFailure: 'tiles-unavailable' }, async () => (await tileStatus()) === 503)
    const tile = await siteRequest(SWITCHED, TILE)
    expect(tile.status).toBe(503)
    expect(tile.text).toBe('Map tiles are unavailable just now.')
    // Another site's tiles are unaffected.
    expect((await siteRequest(GROUP, TILE)).status).toBe(200)
    await setMaps({ tiles: 'simulator', simulatorFailure: 'none' }, async () => (await tileStatus()) === 200)
  })

  it('a site with its own tile server has it named in its pages’ img-src, and the map loads from it', async () => {
    const imgSrc = async (site: string) =>
      /img-src ([^;]*)/.exec(String((await siteRequest(site, '/dealer-locator')).headers['content-security-policy']))?.[1] ?? ''
    await setMaps({ tiles: 'url', tileUrl: 'https://tiles.example.com/base/{z}/{x}/{y}.png', attribution: '© Example Tiles' }, async () =>
      (await imgSrc(SWITCHED)).includes('https://tiles.example.com'),
    )
    expect(await imgSrc(SWITCHED)).toBe("'self' data: https://tiles.example.com https:")
    expect(await imgSrc(GROUP)).toBe("'self' data: https:")
    const page = await siteRequest(SWITCHED, '/dealer-locator')
    expect(page.text).toContain('https://tiles.example.com/base/{z}/{x}/{y}.png')
    // The simulator isn't this site's tile server.
    expect(await tileStatus()).toBe(404)
    await setMaps({ tiles: 'simulator', simulatorFailure: 'none' }, async () => (await tileStatus()) === 200)
  })
})
