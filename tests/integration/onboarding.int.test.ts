import { algoliasearch } from 'algoliasearch'
import { localHosts } from '@dealer/search/client'
import { SUPER_ADMIN, DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName, stockReplicas } from '@dealer/stock/index-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsAs, cmsJsonAs, cmsLogin } from './helpers/cms'
import { siteRequest } from './helpers/site-request'
import { until } from './helpers/until'

// Issue 49: a super-admin creates a dealer site with one request (the admin's onboarding wizard sends it), and the site
// answers at once: its home, its search page (no cars yet) and its first location's page, with a search key of its own.
const run = Date.now().toString(36)
const SLUG = `onboarded-${run}`
const NAME = `Harbour City Kia ${run}`
const DOMAIN = `www.${SLUG}.example.com.au`
const appId = process.env.ALGOLIA_APP_ID ?? 'local'
const searchServiceUrl = process.env.SEARCH_URL ?? 'http://127.0.0.1:3002'
const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === 'bayside-toyota')!

/** The wizard's answers for a dealer: a Kia dealership in Newcastle. */
function answers(overrides: Record<string, unknown> = {}) {
  return {
    name: NAME,
    slug: SLUG,
    template: 'dealer',
    domains: [DOMAIN],
    primaryColour: '#05141f',
    tagline: 'Kia in the heart of Newcastle',
    location: { street: '12 Hunter Street', city: 'Newcastle', state: 'NSW', postcode: '2300', phone: '02 4929 1000' },
    dealerships: [{ name: 'Harbour City Kia', makes: 'Kia' }],
    leadEmail: `sales@${SLUG}.example.com.au`,
    ...overrides,
  }
}

interface Answer {
  id?: number
  slug?: string
  address?: string | null
  message: string
  problems?: Array<{ field: string; message: string }>
}

let superAdmin: string
let created: { status: number; body: Answer }
const createdSites: number[] = []

/** The site's pages as a shopper's browser gets them, once the storefront has heard of the site (at most a moment). */
const sitePage = (slug: string, path: string, headers: Record<string, string> = {}) =>
  until(
    `${path} on ${slug}`,
    async () => {
      const page = await siteRequest(slug, path, { headers })
      return page.status === 200 ? page : null
    },
    { timeoutMs: 10_000 },
  )

async function count(collection: string, where: string): Promise<number> {
  return (await cmsJsonAs<{ totalDocs: number }>(superAdmin, 'GET', `/api/${collection}?${where}&limit=1&depth=0`)).totalDocs
}

beforeAll(async () => {
  superAdmin = await cmsLogin(SUPER_ADMIN)
  const response = await cmsAs(superAdmin, 'POST', '/api/onboarding', answers())
  created = { status: response.status, body: (await response.json()) as Answer }
  if (created.body.id) createdSites.push(created.body.id)
}, 60_000)

afterAll(async () => {
  const { client } = adminSearchClient()
  for (const slug of [SLUG, `half-${run}`]) {
    const indexName = stockIndexName(slug)
    for (const name of [indexName, ...stockReplicas(indexName).map((replica) => replica.name)])
      await client.deleteIndex({ indexName: name }).catch(() => undefined)
  }
  for (const id of createdSites) await cmsAs(superAdmin, 'DELETE', `/api/tenants/${id}`)
})

describe('onboarding a dealer site', () => {
  it('answers 201 with the new site’s address', () => {
    expect(created.status, created.body.message).toBe(201)
    expect(created.body).toMatchObject({ slug: SLUG, message: `${NAME} is live.` })
    // The local stack's sites answer at <slug>.localhost (STOREFRONT_SITE_URL_PATTERN).
    expect(created.body.address).toMatch(new RegExp(`^http://${SLUG}\\.localhost:\\d+$`))
  })

  it('serves its home page at once, on <slug>.localhost and on its domain', async () => {
    const home = await sitePage(SLUG, '/')
    expect(home.text).toContain(`New and quality used cars at ${NAME}`)
    const onDomain = await sitePage(SLUG, '/', { host: DOMAIN })
    expect(onDomain.text).toContain(NAME)
  })

  it('serves its search page with the no-results card until stock arrives', async () => {
    const search = await sitePage(SLUG, '/search/new-used-and-demo-cars')
    expect(search.text).toContain('No results found for your search at this time')
    // Its staff are shown where stock goes in; a site with cars never says so.
    expect(search.text).toMatch(
      /No cars are listed on this site yet\. Staff: <a href="[^"]+\/admin\/collections\/stock-feeds">add your stock in the admin<\/a>/,
    )
    const stocked = await sitePage(bayside.slug, '/search/new-used-and-demo-cars?query=no-such-car-anywhere')
    expect(stocked.text).toContain('No results found for your search at this time')
    expect(stocked.text).not.toContain('No cars are listed on this site yet')
  })

  it('serves its first location’s page with the address, phone and hours it was given', async () => {
    const location = await sitePage(SLUG, '/our-location/newcastle')
    expect(location.text).toContain('12 Hunter Street')
    expect(location.text).toContain('02 4929 1000')
    expect(location.text).toMatch(/8:30\s*(am|AM)/)
  })

  it('starts with its template’s pages and navigation, and its leads go to the lead address', async () => {
    const about = await sitePage(SLUG, '/about-us')
    expect(about.text).toContain(`${NAME} has 1 location and a team`)
    const dealerships = await cmsJsonAs<{ docs: Array<{ slug: string; makes: string[]; leadDelivery: { emails: string[] } }> }>(
      superAdmin,
      'GET',
      `/api/dealerships?where[tenant][equals]=${created.body.id}&depth=0`,
    )
    expect(dealerships.docs).toEqual([
      expect.objectContaining({
        slug: 'harbour-city-kia',
        makes: ['Kia'],
        leadDelivery: expect.objectContaining({ emails: [`sales@${SLUG}.example.com.au`] }),
      }),
    ])
    expect(await count('navigation', `where[tenant][equals]=${created.body.id}`)).toBe(1)
  })

  it('has its own secured key, which reads its own (empty) index and not another site’s', async () => {
    const search = await sitePage(SLUG, '/search/new-used-and-demo-cars')
    const apiKey = /\\"apiKey\\",\\"([A-Za-z0-9+/=]+)\\"/.exec(search.text)?.[1] ?? /"apiKey":"([A-Za-z0-9+/=]+)"/.exec(search.text)?.[1]
    expect(apiKey, 'the search page hands the browser its key').toBeTruthy()
    const client = algoliasearch(appId, apiKey!, { hosts: localHosts(searchServiceUrl) })
    expect((await client.searchSingleIndex({ indexName: stockIndexName(SLUG) })).nbHits).toBe(0)
    await expect(client.searchSingleIndex({ indexName: stockIndexName(bayside.slug) })).rejects.toMatchObject({ status: 403 })
  })

  it('refuses the same slug again with a 409 that says so, and creates nothing', async () => {
    const again = await cmsAs(superAdmin, 'POST', '/api/onboarding', answers({ domains: [] }))
    expect(again.status).toBe(409)
    const body = (await again.json()) as Answer
    expect(body.message).toBe(`There is already a site with the slug "${SLUG}": choose another slug. Nothing was created.`)
    expect(body.problems).toEqual([{ field: 'slug', message: `There is already a site with the slug "${SLUG}": choose another slug.` }])
    expect(await count('tenants', `where[slug][equals]=${SLUG}`)).toBe(1)
  })

  it('leaves no record and no index behind when a step fails halfway', async () => {
    // The site, its logo, settings and first dealership are written before the second dealership's slug clashes with
    // the first's, which only the Dealerships collection's own rule (per site, in the database) can see.
    const slug = `half-${run}`
    const name = `Halfway Motors ${run}`
    const attempt = await cmsAs(
      superAdmin,
      'POST',
      '/api/onboarding',
      answers({
        name,
        slug,
        domains: [],
        dealerships: [
          { name: 'Halfway Mazda', slug: 'halfway', makes: 'Mazda' },
          { name: 'Halfway Kia', slug: 'halfway', makes: 'Kia' },
        ],
      }),
    )
    const body = (await attempt.json()) as Answer
    expect(attempt.status, body.message).toBe(400)
    expect(body.problems).toEqual([{ field: 'dealerships.1.slug', message: 'This site already has a dealership with the slug "halfway".' }])
    expect(await count('tenants', `where[slug][equals]=${slug}`)).toBe(0)
    expect(await count('media', `where[alt][equals]=${encodeURIComponent(`${name} logo`)}`)).toBe(0)
    expect(await count('dealerships', 'where[name][equals]=Halfway%20Mazda')).toBe(0)
    expect(await count('pages', `where[meta.title][equals]=${encodeURIComponent(`About ${name}`)}`)).toBe(0)
    expect(await adminSearchClient().client.indexExists({ indexName: stockIndexName(slug) })).toBe(false)
    expect((await siteRequest(slug, '/')).status).toBe(404)
  })

  it('says what is wrong with each field, with a 400 and nothing created', async () => {
    const wrong = await cmsAs(superAdmin, 'POST', '/api/onboarding', answers({ slug: `bad-${run}`, primaryColour: '#ffff00', location: { city: 'Newcastle' } }))
    expect(wrong.status).toBe(400)
    const body = (await wrong.json()) as Answer
    expect(body.problems?.map((problem) => problem.field)).toEqual([
      'primaryColour',
      'location.street',
      'location.state',
      'location.postcode',
      'location.phone',
    ])
    expect(await count('tenants', `where[slug][equals]=bad-${run}`)).toBe(0)
  })

  it('is for super-admins only, and never from another site', async () => {
    const siteAdmin = await cmsLogin(bayside.staff)
    const refused = await cmsAs(siteAdmin, 'POST', '/api/onboarding', answers({ slug: `staff-${run}` }))
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as Answer).message).toBe('Only super-admins create sites.')
    const anonymous = await fetch(new URL('/api/onboarding', process.env.CMS_URL ?? 'http://localhost:3001'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(answers({ slug: `anonymous-${run}` })),
    })
    expect(anonymous.status).toBe(401)
    const crossSite = await fetch(new URL('/api/onboarding', process.env.CMS_URL ?? 'http://localhost:3001'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${superAdmin}`, 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(answers({ slug: `cross-${run}` })),
    })
    expect(crossSite.status).toBe(403)
    expect(await count('tenants', `where[slug][in]=staff-${run},anonymous-${run},cross-${run}`)).toBe(0)
  })

  it('refuses a body over the logo’s limit with a 413', async () => {
    const huge = await cmsAs(superAdmin, 'POST', '/api/onboarding', answers({ slug: `huge-${run}`, tagline: 'x'.repeat(3 * 1024 * 1024) }))
    expect(huge.status).toBe(413)
  })
})
