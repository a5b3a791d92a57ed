// Issue 24, the search page: dealership addresses by slug (and the old ones moved), the no-results card's words and
// refresh path, a site's page-1 default city, and the search view event (49) recorded in the CMS.
import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { siteRequest } from './helpers/site-request'

const GROUP = 'southern-cross'
const DEALER = 'bayside-toyota'
const DEFAULT_CITY_SITE = 'outback-edge-4x4'
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
let adminToken: string

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
  })
  adminToken = ((await login.json()) as { token: string }).token
})

/** The listing's car count as the page says it ("120 cars"). */
async function listedCount(site: string, path: string): Promise<number> {
  const page = await siteRequest(site, path)
  expect(page.status, path).toBe(200)
  const match = /search-page__count" role="status">([\d,]+) cars?/.exec(page.text)
  expect(match, `${path} shows a count`).not.toBeNull()
  return Number(match![1].replace(/,/g, ''))
}

describe('/search/{dealership_slug} (spec 000 §2, more from this dealer)', () => {
  it("lists one dealership of a group at its own slug, exactly the cars filtered by that dealership's name", async () => {
    const page = await siteRequest(GROUP, '/search/southern-cross-mazda')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Cars at Southern Cross Mazda Parramatta')
    expect(page.text).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/search\/southern-cross-mazda"/)
    const bySlug = await listedCount(GROUP, '/search/southern-cross-mazda')
    const byName = await listedCount(GROUP, `/search/new-used-and-demo-cars?dealership_name=${encodeURIComponent('Southern Cross Mazda Parramatta')}`)
    const all = await listedCount(GROUP, '/search/new-used-and-demo-cars')
    expect(bySlug).toBeGreaterThan(0)
    expect(bySlug).toBe(byName)
    expect(bySlug).toBeLessThan(all)
  })

  it("moves the old name-slug address for good to the slug's, keeping the query", async () => {
    const old = await siteRequest(GROUP, '/search/southern-cross-mazda-parramatta')
    expect(old.status).toBe(301)
    expect(new URL(old.headers.location!, 'http://x').pathname).toBe('/search/southern-cross-mazda')
    const withQuery = await siteRequest(GROUP, '/search/southern-cross-mazda-parramatta?colour=White')
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.location).toContain('dealership_slug=southern-cross-mazda')
    expect(withQuery.headers.location).toContain('colour=White')
  })

  it("answers another site's dealership and a malformed filter as 404 and 400, never 5xx", async () => {
    expect((await siteRequest(DEALER, '/search/southern-cross-mazda')).status).toBe(404)
    const bad = await siteRequest(GROUP, '/search/southern-cross-mazda?just_arrived=yesterday')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('just_arrived is &quot;true&quot; or left out')
  })
})

describe('the no-results card (spec 000 §2, §8)', () => {
  it('says the offers text on /special-offers, and Clear Filters goes to the special-offers path', async () => {
    const page = await siteRequest(DEALER, '/special-offers?year=1990-1990')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<h2 id="no-results-title">No Results Available</h2>')
    expect(page.text).toContain('<p>There appears to be no offers currently available that meet the conditions of your search</p>')
    expect(page.text).toMatch(/<a class="button button--primary" href="\/special-offers">Clear Filters<\/a>/)
  })

  it('keeps the search text on other listings, with the same refresh path', async () => {
    const page = await siteRequest(DEALER, '/search/used-cars?year=1990-1990')
    expect(page.text).toContain('No results found for your search at this time. Please try adjusting the filters for more results.')
    expect(page.text).not.toContain('There appears to be no offers')
    expect(page.text).toMatch(/href="\/special-offers">Clear Filters<\/a>/)
  })
})

describe("a site's page-1 default city (spec 001 §4)", () => {
  it('sends a first page that names no city to the same listing in the default city', async () => {
    const page = await siteRequest(DEFAULT_CITY_SITE, '/search/used-cars')
    expect(page.status).toBe(302)
    expect(page.headers.location).toMatch(/\/search\/used-cars\?city=Virginia$/)
    expect((await siteRequest(DEFAULT_CITY_SITE, '/search/used-cars?city=Virginia')).status).toBe(200)
  })

  it('leaves alone an address that names a city (even none) and other sites', async () => {
    expect((await siteRequest(DEFAULT_CITY_SITE, '/search/used-cars?city=')).status).toBe(200)
    expect((await siteRequest(DEFAULT_CITY_SITE, '/search/used-cars?city=Toowoomba')).status).toBe(200)
    expect((await siteRequest(DEALER, '/search/used-cars')).status).toBe(200)
  })
})

describe('the search view event (spec 001 §7: 49)', () => {
  it('is recorded in the CMS for the site', async () => {
    const path = `/search/used-cars?view=${crypto.randomUUID()}`
    const answer = await siteRequest(DEALER, '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'search-viewed', path }),
    })
    expect(answer.status).toBe(204)
    const response = await fetch(cms(`/api/analytics-events?where[path][equals]=${encodeURIComponent(path)}&limit=1&depth=1`), {
      headers: { authorization: `JWT ${adminToken}` },
    })
    const { docs } = (await response.json()) as { docs: Array<{ eventId: number; name: string; tenant: { slug: string } }> }
    expect(docs[0]).toMatchObject({ eventId: 49, name: 'Search viewed', tenant: { slug: DEALER } })
  })
})
