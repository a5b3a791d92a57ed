import crypto from 'node:crypto'
import { stockIndexName } from '@dealer/stock/index-schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { sellingPrice } from '@dealer/stock/display'
import { announceSiteChange } from './helpers/site-changes'
import { siteRequest } from './helpers/site-request'

/**
 * The vehicle page's own server APIs on the running stack: view counts kept in the CMS, the delivery estimate from
 * the site's delivery regions, the price gauge from the site's own stock, the call-click record, the page's
 * structured data, and the soft landing of a car that has left the index.
 */

const SITE = 'bayside-toyota'
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
let adminToken: string
let car: StockCar

async function cmsJson<T>(route: string): Promise<T> {
  const response = await fetch(cms(route), { headers: { authorization: `JWT ${adminToken}` } })
  expect(response.status, route).toBe(200)
  return (await response.json()) as T
}

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
  })
  adminToken = ((await login.json()) as { token: string }).token
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: 'status:in_stock AND car_type:used', hitsPerPage: 1 },
  })
  car = hits[0]
})

const run = crypto.randomBytes(2).toString('hex')
let shopperCount = 0
/** A shopper of its own, through the stack's stand-in proxy: views count once per visitor and day. */
const newShopper = () => `10.77.${parseInt(run, 16) % 250}.${++shopperCount}`

/** What the vehicle page sends once it has loaded: a same-origin POST. */
function viewBy(shopper: string, slug = car.slug, headers: Record<string, string> = {}) {
  return siteRequest(SITE, `/cars/${slug}/view.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: '{}',
    shopper,
  })
}

const viewsOf = (answer: { json<T>(): T }) => answer.json<{ views: number }>().views

describe('view.json', () => {
  it('counts each visitor once a day, concurrent visitors too, durably; reading the count counts nothing', async () => {
    const first = await siteRequest(SITE, `/cars/${car.slug}/view.json`)
    expect(first.status).toBe(200)
    const before = viewsOf(first)
    const answers = await Promise.all(Array.from({ length: 5 }, () => viewBy(newShopper())))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.map(viewsOf).sort((a, b) => a - b)).toEqual([before + 1, before + 2, before + 3, before + 4, before + 5])

    // The same visitor again today, and plain GETs (an <img> on any site sends one): the count stays.
    const again = newShopper()
    expect(viewsOf(await viewBy(again))).toBe(before + 6)
    expect(viewsOf(await viewBy(again))).toBe(before + 6)
    for (let i = 0; i < 3; i++) expect(viewsOf(await siteRequest(SITE, `/cars/${car.slug}/view.json`, { shopper: newShopper() }))).toBe(before + 6)

    const last = (await siteRequest(SITE, `/cars/${car.slug}/view.json`)).json<{ views: number; car_fields: Record<string, unknown> }>()
    expect(last.views).toBe(before + 6)
    expect(last.car_fields).toMatchObject({ id: car.objectID, slug: car.slug, make: car.make, model: car.model, car_type: 'used' })

    const kept = await cmsJson<{ docs: Array<{ views: number; name: string }> }>(`/api/car-views?where[stockId][equals]=${car.objectID}&depth=0`)
    expect(kept.docs).toEqual([expect.objectContaining({ views: before + 6, name: car.name })])
    expect((await fetch(cms(`/api/car-views?where[stockId][equals]=${car.objectID}`))).status).toBe(403)
  })

  it('counts no view sent from another site, or as a form post', async () => {
    const before = viewsOf(await siteRequest(SITE, `/cars/${car.slug}/view.json`))
    const fromElsewhere = await viewBy(newShopper(), car.slug, { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' })
    expect(fromElsewhere.status).toBe(403)
    const formPost = await viewBy(newShopper(), car.slug, { 'content-type': 'text/plain' })
    expect(formPost.status).toBe(415)
    expect(viewsOf(await siteRequest(SITE, `/cars/${car.slug}/view.json`))).toBe(before)
  })

  it('is a 404 for a car the site does not have', async () => {
    for (const answer of [await siteRequest(SITE, '/cars/1999-no-such-car-x1/view.json'), await viewBy(newShopper(), '1999-no-such-car-x1')]) {
      expect(answer.status).toBe(404)
      expect(answer.json()).toEqual({ error: 'There is no such car.' })
    }
  })
})

describe('delivery estimate', () => {
  it('prices a postcode by the region covering it', async () => {
    const answer = await siteRequest(SITE, '/api/delivery-estimate?postcode=4000')
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ price: 149, name: 'Brisbane metro' })
  })

  it("answers the spec's messages for a missing, malformed or uncovered postcode", async () => {
    const missing = await siteRequest(SITE, '/api/delivery-estimate?postcode=')
    expect([missing.status, missing.json()]).toEqual([400, { error: 'Please enter a postcode.' }])
    const malformed = await siteRequest(SITE, '/api/delivery-estimate?postcode=40a')
    expect([malformed.status, malformed.json()]).toEqual([400, { error: 'Invalid postcode. Please enter a 4-digit number.' }])
    const uncovered = await siteRequest(SITE, '/api/delivery-estimate?postcode=0800')
    expect([uncovered.status, uncovered.json()]).toEqual([
      404,
      { error: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote." },
    ])
  })
})

describe('auto gauge', () => {
  it("places a car's price in the market of comparable cars of the site's own stock", async () => {
    // A make and model the site has many of, so there are comparables to compare with.
    const { facets } = await adminSearchClient().client.searchSingleIndex({
      indexName: stockIndexName(SITE),
      searchParams: { filters: 'car_type:used', facets: ['make_model'], hitsPerPage: 0, maxValuesPerFacet: 100 },
    })
    const [makeModel] = Object.entries(facets?.make_model ?? {}).sort((a, b) => b[1] - a[1])[0]
    const [make, model] = makeModel.split(':')
    const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
      indexName: stockIndexName(SITE),
      searchParams: { filters: `make:"${make}" AND model:"${model}" AND car_type:used AND price > 10`, hitsPerPage: 20 },
    })
    let shown = 0
    for (const candidate of hits) {
      const answer = await siteRequest(SITE, `/cars/${candidate.slug}/autogauge`)
      expect([200, 204]).toContain(answer.status)
      if (answer.status === 204) {
        expect(answer.text).toBe('')
        continue
      }
      const gauge = answer.json<{
        fill: number
        listing_price: number
        market_range_min: number
        market_range_max: number
        confidence: number
        description: string
      }>()
      // The price the car is sold at: its offer price when it has one.
      expect(gauge.listing_price).toBe(candidate.selling_price)
      expect(gauge.fill).toBeGreaterThanOrEqual(0)
      expect(gauge.fill).toBeLessThanOrEqual(1)
      expect(gauge.market_range_min).toBeLessThanOrEqual(gauge.market_range_max)
      expect(gauge.confidence).toBeGreaterThan(0)
      expect(gauge.description).toMatch(new RegExp(`${model}`))
      shown++
    }
    expect(shown).toBeGreaterThan(0)
  })
})

describe('call clicks', () => {
  it("are recorded as event 25 with the car's dealership from the index, not the browser", async () => {
    const path = `/cars/${car.slug}?call=${crypto.randomUUID()}`
    const answer = await siteRequest(SITE, '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'call-clicked', path, carId: car.objectID, dealershipId: 999 }),
    })
    expect(answer.status).toBe(204)
    const { docs } = await cmsJson<{ docs: Array<{ eventId: number; carId: string; dealershipId: number; path: string }> }>(
      `/api/analytics-events?where[path][equals]=${encodeURIComponent(path)}&sort=-createdAt&limit=1&depth=0`,
    )
    expect(docs[0]).toMatchObject({ eventId: 25, carId: car.objectID, dealershipId: car.dealership_id })
  })

  it('refuse an unknown event', async () => {
    const answer = await siteRequest(SITE, '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'lead-sent', carId: car.objectID }),
    })
    expect([answer.status, answer.json()]).toEqual([400, { error: 'Unknown event.' }])
  })
})

describe('a favourite (event 39)', () => {
  async function favourites(carId: string): Promise<number> {
    const where = `where[and][0][carId][equals]=${encodeURIComponent(carId)}&where[and][1][eventId][equals]=39`
    return (await cmsJson<{ totalDocs: number }>(`/api/analytics-events?${where}&limit=1&depth=0`)).totalDocs
  }
  const favourite = (slug: string, shopper: string, fetchSite = 'same-origin') =>
    siteRequest(SITE, `/cars/${slug}/favourite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': fetchSite },
      body: '{}',
      shopper,
    })

  it('is recorded by the server, once per network, car and day; a browser can’t report it as its own event', async () => {
    const reported = await siteRequest(SITE, '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'favourite-added', carId: car.objectID }),
    })
    expect([reported.status, reported.json()]).toEqual([400, { error: 'Unknown event.' }])
    const before = await favourites(car.objectID)
    const shopper = newShopper()
    for (let press = 0; press < 3; press++) expect((await favourite(car.slug, shopper)).status).toBe(204)
    expect(await favourites(car.objectID)).toBe(before + 1)
    expect((await favourite(car.slug, newShopper(), 'cross-site')).status).toBe(403)
    expect((await favourite(`no-such-car-${crypto.randomUUID()}`, newShopper())).status).toBe(404)
    expect(await favourites(car.objectID)).toBe(before + 1)
  })
})

describe('History Report and Print', () => {
  /** How many times event `eventId` has been recorded for this car. */
  async function recorded(eventId: number, carId: string): Promise<number> {
    const where = `where[and][0][carId][equals]=${encodeURIComponent(carId)}&where[and][1][eventId][equals]=${eventId}`
    return (await cmsJson<{ totalDocs: number }>(`/api/analytics-events?${where}&limit=1&depth=0`)).totalDocs
  }
  const follow = (path: string, fetchSite: string) => siteRequest(SITE, path, { headers: { 'sec-fetch-site': fetchSite }, shopper: newShopper() })

  it("lead through the server to the report and the printable page, recording events 60 and 61 for the site's own presses only", async () => {
    const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
      indexName: stockIndexName(SITE),
      searchParams: { filters: 'status:in_stock AND car_type:used', hitsPerPage: 100 },
    })
    const withReport = hits.find((candidate) => candidate.file)!
    const before = { reports: await recorded(60, withReport.objectID), prints: await recorded(61, withReport.objectID) }

    const report = await follow(`/cars/${withReport.slug}/history-report`, 'same-origin')
    expect([report.status, report.headers.location]).toEqual([303, withReport.file])
    const print = await follow(`/cars/${withReport.slug}/print`, 'same-origin')
    expect([print.status, print.headers.location]).toEqual([303, `/print?car_id=${withReport.slug}`])
    expect(await recorded(60, withReport.objectID)).toBe(before.reports + 1)
    expect(await recorded(61, withReport.objectID)).toBe(before.prints + 1)

    // Another site's link, or a crawler's request (no Sec-Fetch-Site), is sent on its way and counts nothing.
    expect((await follow(`/cars/${withReport.slug}/history-report`, 'cross-site')).status).toBe(303)
    expect((await siteRequest(SITE, `/cars/${withReport.slug}/print`)).status).toBe(303)
    expect(await recorded(60, withReport.objectID)).toBe(before.reports + 1)
    expect(await recorded(61, withReport.objectID)).toBe(before.prints + 1)
  })

  it('answer 404 for a car that is not listed, or a report the car has not got', async () => {
    expect((await follow('/cars/no-such-car-here-1/print', 'same-origin')).status).toBe(404)
    const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
      indexName: stockIndexName(SITE),
      searchParams: { filters: 'status:in_stock', hitsPerPage: 100 },
    })
    const withoutReport = hits.find((candidate) => !candidate.file)!
    expect((await follow(`/cars/${withoutReport.slug}/history-report`, 'same-origin')).status).toBe(404)
  })
})

describe('the page for search engines', () => {
  it('carries a canonical address, Open Graph and a Car with its Offer in AUD and the AutoDealer', async () => {
    const page = await siteRequest(SITE, `/cars/${car.slug}`)
    expect(page.status).toBe(200)
    // The site's published address: its first domain over https (tests/integration/site-hosts.int.test.ts).
    expect(page.text).toContain(`<link rel="canonical" href="https://www.baysidetoyota.com.au/cars/${car.slug}"/>`)
    expect(page.text).toMatch(/<meta property="og:image" content="https:\/\/www\.baysidetoyota\.com\.au\/[^"]+"/)
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.text)?.[1]
    const data = JSON.parse(json ?? '{}')
    expect(data).toMatchObject({
      '@type': 'Car',
      name: car.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AUD',
        // What the car sells for: its reduced or trade-in price when it has one (spec 001 §4).
        price: sellingPrice(car),
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'AutoDealer' },
      },
    })
  })
})

describe('a car that has left the stock', () => {
  it('soft-lands on similar stock: 410 with what it was once seen, 404 with cars of the make its address names', async () => {
    const { client } = adminSearchClient()
    const indexName = stockIndexName(SITE)
    const slug = `${car.slug}-gone-${crypto.randomBytes(3).toString('hex')}`
    const gone = { ...car, objectID: `9${Date.now()}`, slug, path: `/cars/${slug}`, stocknum: `GONE${Date.now()}` }
    await client.waitForTask({ indexName, taskID: (await client.saveObject({ indexName, body: gone })).taskID })
    try {
      expect((await viewBy(newShopper(), slug)).status).toBe(200)
    } finally {
      await client.waitForTask({ indexName, taskID: (await client.deleteObject({ indexName, objectID: gone.objectID })).taskID })
      // As an import that took the car out would have it said: the page the shopper saw above is no longer kept.
      await announceSiteChange(SITE)
    }
    const landing = await siteRequest(SITE, `/cars/${slug}`)
    expect(landing.status).toBe(410)
    expect(landing.text).toContain('This car is no longer listed')
    expect(landing.text).toContain(`The ${car.name} has been sold or taken off sale.`)
    expect(landing.text).toMatch(new RegExp(`href="/cars/[a-z0-9-]*${car.make.toLowerCase()}-${car.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`))

    const guessed = await siteRequest(SITE, `/cars/2019-${car.make.toLowerCase()}-never-listed-z9`)
    expect(guessed.status).toBe(404)
    expect(guessed.text).toContain(`other ${car.make} cars`)
    expect(guessed.text).toMatch(new RegExp(`href="/cars/[a-z0-9-]*${car.make.toLowerCase()}-`))
  })
})
