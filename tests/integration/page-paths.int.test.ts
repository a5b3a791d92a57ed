import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'

/** Issue 23, part 3: pages at nested paths, reserved addresses, brand overview pages, the brands page and the link check. */
const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS

async function login(user: { email: string; password: string }): Promise<string> {
  const response = await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function call(token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; text: string; json<T>(): T }> {
  const response = await fetch(cms(path), {
    method,
    headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T }
}

interface PageDoc {
  id: number
  path: string
  slug: string
  tenant: number | { id: number }
}

const hero = (heading: string) => [{ blockType: 'hero', heading, tone: 'light' }]
/** Every href in a page's HTML that points at this site (starts with one slash). */
const siteLinks = (html: string) => [...html.matchAll(/href="(\/(?!\/)[^"#]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))

describe('pages at nested paths', () => {
  let editor: string
  let admin: string
  let siteId: number
  let aboutUs: PageDoc
  const created: number[] = []

  const pageAt = async (path: string) =>
    (await call(admin, 'GET', `/api/pages?where[path][equals]=${encodeURIComponent(path)}&where[tenant][equals]=${siteId}&depth=0&draft=true`)).json<{
      docs: PageDoc[]
    }>().docs[0]

  beforeAll(async () => {
    editor = await login(bayside.editor)
    admin = await login(bayside.staff)
    aboutUs = (await call(editor, 'GET', '/api/pages?where[path][equals]=about-us&depth=0&draft=true')).json<{ docs: PageDoc[] }>().docs[0]
    siteId = typeof aboutUs.tenant === 'object' ? aboutUs.tenant.id : aboutUs.tenant
    // A page left by an interrupted run.
    for (const path of ['about-us/careers', 'toyota-extras/roof-racks']) {
      const left = await pageAt(path)
      if (left) await call(admin, 'DELETE', `/api/pages/${left.id}`)
    }
  })

  afterAll(async () => {
    for (const id of created.reverse()) await call(admin, 'DELETE', `/api/pages/${id}`)
  })

  it("serves a page under its parent at the parent's path and its slug, to this site only", async () => {
    const response = await call(editor, 'POST', '/api/pages', {
      title: 'Careers at Bayside',
      slug: 'careers',
      parent: aboutUs.id,
      tenant: siteId,
      _status: 'published',
      layout: hero('Work at Bayside Toyota'),
    })
    expect(response.status, response.text).toBe(201)
    const page = response.json<{ doc: PageDoc }>().doc
    created.push(page.id)
    expect(page.path).toBe('about-us/careers')

    const shown = await siteRequest(bayside.slug, '/about-us/careers')
    expect(shown.status).toBe(200)
    expect(shown.text).toContain('Work at Bayside Toyota')
    expect(shown.text).toContain('<title>Careers at Bayside | Bayside Toyota</title>')
    expect(shown.text).toContain('rel="canonical" href="https://www.baysidetoyota.com.au/about-us/careers"')
    expect((await siteRequest(bayside.slug, '/about-us/careers/')).status).toBe(200)
    expect((await siteRequest(southernCross.slug, '/about-us/careers')).status).toBe(404)
    // The parent keeps its own address.
    expect((await siteRequest(bayside.slug, '/about-us')).status).toBe(200)
  })

  it("refuses to move a page that has pages under it, naming them (the parent's address stays)", async () => {
    const response = await call(editor, 'PATCH', `/api/pages/${aboutUs.id}`, { slug: 'about' })
    expect(response.status).toBe(400)
    expect(response.text).toContain('This page has 1 page under it (/about-us/careers): move or delete them before changing its address.')
    expect((await pageAt('about-us'))?.id).toBe(aboutUs.id)
  })

  it('places a page at a typed path without a parent, its slug the last part', async () => {
    const response = await call(editor, 'POST', '/api/pages', {
      title: 'Roof racks',
      slug: 'anything',
      path: '/toyota-extras/roof-racks/',
      tenant: siteId,
      _status: 'published',
      layout: hero('Roof racks for your Toyota'),
    })
    expect(response.status, response.text).toBe(201)
    const page = response.json<{ doc: PageDoc }>().doc
    created.push(page.id)
    expect([page.path, page.slug]).toEqual(['toyota-extras/roof-racks', 'roof-racks'])
    expect((await siteRequest(bayside.slug, '/toyota-extras/roof-racks')).text).toContain('Roof racks for your Toyota')
  })

  it('refuses an address the storefront answers itself, or one already taken, with a clear 400', async () => {
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'x', path: 'cars/x' }, '\\"/cars\\" is the site\'s car pages; choose another address.'],
      [{ slug: 'search' }, '\\"/search\\" is the site\'s stock search; choose another address.'],
      [{ slug: 'x', path: 'our-location/x' }, '\\"/our-location\\" is the location pages; choose another address.'],
      [{ slug: 'privacy-policy' }, 'This site already has a page at \\"/privacy-policy\\".'],
    ]
    for (const [address, message] of attempts) {
      const response = await call(editor, 'POST', '/api/pages', { title: 'Refused', tenant: siteId, _status: 'published', layout: hero('Refused'), ...address })
      expect(response.status, JSON.stringify(address)).toBe(400)
      expect(JSON.stringify(response.json())).toContain(message)
    }
  })

  it('answers 404, never 500, for an address that cannot be a page', async () => {
    for (const path of ['/About-Us', '/about-us/../x', '/a/b/c/d/e/f', '/home', '/no-such/page']) {
      expect((await siteRequest(bayside.slug, path)).status, path).toBe(404)
    }
  })
})

describe('brand overview pages and the brands page', () => {
  const sold = [
    { site: bayside.slug, makes: ['Toyota'] },
    { site: southernCross.slug, makes: ['Mazda', 'Hyundai', 'Kia', 'Ford', 'Mitsubishi'] },
  ]

  it("answers a page per make sold, with its stock count and a Browse link to that make's listing", async () => {
    for (const { site, makes } of sold) {
      for (const make of makes) {
        const slug = make.toLowerCase()
        const overview = await siteRequest(site, `/${slug}/overview`)
        expect(overview.status, `${site} /${slug}/overview`).toBe(200)
        const count = Number(new RegExp(`(\\d+) ${make} cars? in stock`).exec(overview.text)?.[1])
        expect(count, `${site} ${make}`).toBeGreaterThan(0)
        expect(overview.text).toContain(`href="/search/${slug}"`)
        expect(overview.text).toContain(`Browse ${make}`)
        const listing = await siteRequest(site, `/search/${slug}`)
        expect(listing.status).toBe(200)
        // The listing shows that make only: its count agrees, and every car it links is the make's.
        expect(listing.text).toContain(`${count}`)
        const cars = [...new Set(siteLinks(listing.text).filter((href) => /^\/cars\/[^/?]+$/.test(href)))]
        expect(cars.length).toBeGreaterThan(0)
        expect(
          cars.every((href) => href.includes(`-${slug}-`)),
          cars.join(' '),
        ).toBe(true)
      }
    }
  })

  it("keeps a make's questions on its overview, out of the FAQ list beside another make's cars", async () => {
    const overview = await siteRequest(southernCross.slug, '/kia/overview')
    expect(overview.text).toContain('Can I test drive a new Kia before I buy?')
    const listing = await siteRequest(southernCross.slug, '/search/mazda')
    const car = siteLinks(listing.text).find((href) => /^\/cars\/[^/?]+$/.test(href))
    const vehicle = await siteRequest(southernCross.slug, car!)
    expect(vehicle.status).toBe(200)
    // The vehicle page's FAQ list (every topic) still has the site's general questions, and no make's.
    expect(vehicle.text).toContain('Do you offer finance?')
    expect(vehicle.text).not.toMatch(/Can I test drive a new (?:Mazda|Kia|Hyundai|Ford|Mitsubishi) before I buy\?/)
  })

  it('answers /brands itself (no redirect), and every tile on it leads to a page that answers 200', async () => {
    const brands = await siteRequest(southernCross.slug, '/brands')
    expect(brands.status).toBe(200)
    const tiles = [...brands.text.matchAll(/class="block-brand-grid__tile" href="([^"]+)"|href="([^"]+)" class="block-brand-grid__tile"/g)].map(
      (match) => match[1] ?? match[2],
    )
    // The makes sold have pages, makes in stock their search, the group's businesses their pages; the rest link nowhere.
    expect(tiles).toEqual(expect.arrayContaining(['/mazda/overview', '/kia/overview', '/search/toyota', '/southern-cross-rental', '/4x4-outdoor']))
    expect(tiles.some((href) => /^\/(?!mazda|hyundai|kia|ford|mitsubishi)[^/]+\/overview$/.test(href))).toBe(false)
    for (const href of tiles) expect((await siteRequest(southernCross.slug, href)).status, href).toBe(200)
  })

  it('serves the seeded pages the demo sites link to', async () => {
    for (const site of DEMO_TENANTS) {
      for (const path of ['/privacy-policy', '/terms-and-conditions']) {
        const page = await siteRequest(site.slug, path)
        expect(page.status, `${site.slug} ${path}`).toBe(200)
        expect(page.text).toContain(site.name)
      }
    }
    for (const path of ['/southern-cross-rental', '/southern-cross-tyres', '/4x4-outdoor'])
      expect((await siteRequest(southernCross.slug, path)).status, path).toBe(200)
  })
})

describe("the admin's link check (GET /api/pages/link-check)", () => {
  let editor: string
  let baysideId: number
  let southernId: number

  beforeAll(async () => {
    editor = await login(bayside.editor)
    const tenants = (await call(null, 'GET', '/api/tenants?limit=100&depth=0')).json<{ docs: Array<{ id: number; slug: string }> }>().docs
    baysideId = tenants.find((tenant) => tenant.slug === bayside.slug)!.id
    southernId = tenants.find((tenant) => tenant.slug === southernCross.slug)!.id
  })

  const check = (token: string | null, site: number, path: string) => call(token, 'GET', `/api/pages/link-check?site=${site}&path=${encodeURIComponent(path)}`)

  it("warns for a path that answers 404 on the staff member's site, and not for one that answers", async () => {
    const dead = await check(editor, baysideId, '/no-such-page-at-all')
    expect(dead.status).toBe(200)
    expect(dead.json<{ warning: string }>().warning).toBe(
      'No page answers at /no-such-page-at-all yet: shoppers following this link would see "page not found".',
    )
    for (const live of ['/privacy-policy', '/toyota/overview', '/contact?category=careers', '/search/new-used-and-demo-cars']) {
      const answer = await check(editor, baysideId, live)
      expect(answer.status, live).toBe(200)
      expect(answer.json<{ warning: string | null }>().warning, live).toBeNull()
    }
    // The site decides: the group's rental page is not Bayside's.
    expect((await check(editor, baysideId, '/southern-cross-rental')).json<{ warning: string | null }>().warning).not.toBeNull()
  })

  it('is for signed-in staff of that site, and checks paths on the site only', async () => {
    expect((await check(null, baysideId, '/x')).status).toBe(401)
    expect((await check(editor, southernId, '/x')).status).toBe(403)
    for (const link of ['https://example.com/', '//example.com/x', 'privacy-policy']) {
      const answer = await check(editor, baysideId, link)
      expect(answer.status, link).toBe(400)
      expect(answer.text).toContain('Only a path on the site (starting with /) can be checked.')
    }
  })
})
