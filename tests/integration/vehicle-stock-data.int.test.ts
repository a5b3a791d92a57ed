import crypto from 'node:crypto'
import { stockIndexName } from '@dealer/stock/index-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { parseFeed } from '@dealer/stock-import/parse'
import { planFeedImport, replaceStockIndex } from '@dealer/stock-import/import'
import type { StockCar } from '@dealer/stock/car'
import { siteRequest } from './helpers/site-request'

/**
 * Issue 24's stock fields end to end on the running stack: a feed carrying them comes back whole from the search
 * index, and the vehicle page shows what they mean: the Was price, the offer and subscription prices, the below-market
 * badge, a caravan's build in feet and metres, the History Report button only for a car with a report, the car's own
 * lender with its total payable, an external video as a link, Instant Message, and a lead naming a distribution location.
 */

const { client } = adminSearchClient()
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const run = crypto.randomBytes(2).toString('hex')
let addressCounter = 0
const newShopper = () => `10.124.${parseInt(run, 16) % 250}.${++addressCounter}`

async function carsOf(site: string, filters: string, hitsPerPage = 1000): Promise<StockCar[]> {
  const { hits } = await client.searchSingleIndex<StockCar>({ indexName: stockIndexName(site), searchParams: { filters, hitsPerPage } })
  return hits
}

async function pageOf(site: string, car: Pick<StockCar, 'slug'>): Promise<string> {
  const answer = await siteRequest(site, `/cars/${car.slug}`)
  expect(answer.status, car.slug).toBe(200)
  return answer.text
}

/** The page's sidebar alone: the similar cars further down are cards with badges of their own. */
const sidebarOf = (html: string) => /<aside class="car-page__sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? ''

/** The page's visible words: tags dropped, entities decoded, spaces collapsed. */
function wordsOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`

describe('a feed with the issue 24 fields', () => {
  const tenant = `feed-issue24-${run}`
  afterAll(async () => {
    await client.deleteIndex({ indexName: stockIndexName(tenant) }).catch(() => undefined)
  })

  it('comes back from the index as it was sent, thumbnails and item type worked out where left out', async () => {
    const lenders = {
      'Driveline Finance': { interestRate: 7.99, comparisonRate: 8.7, paymentWeek: 182, termYears: 5, disclaimer: 'Approved applicants only.' },
    }
    const rows = [
      {
        id: 990_001,
        stocknum: 'RT1',
        status: 'in_stock',
        car_type: 'used',
        year: 2021,
        make: 'Toyota',
        model: 'HiLux',
        price: 48_990,
        before_price: 51_990,
        offer_price: 46_990,
        subscription_price: 189,
        km: 52_300,
        created_at: '2026-10-20T09:00:00+10:00',
        simple_body: 'Ute',
        simple_transmission: 'Automatic',
        location: {
          id: 11,
          name: 'Test Cleveland',
          city: 'Cleveland',
          state: 'QLD',
          place_url: 'https://www.google.com/maps/search/?api=1&query=Cleveland',
          distribution_locations: [{ id: 12, name: 'Test Capalaba', city: 'Capalaba', state: 'QLD' }],
        },
        dealership_id: 1,
        dealership_name: 'Test Toyota',
        images: ['/demo-photos/a.svg', '/demo-photos/b.svg'],
        autograb_data: { state_average_market_price: 52_000, average_market_price: 51_000 },
        nvic: 'ABC123',
        file: '/history-reports/sample-vehicle-history-report.html',
        videos: ['https://www.youtube.com/watch?v=abc'],
        youxQuote: { weeklyRepaymentAmount: 171.5, advertisedRate: 8.99, comparisonRate: 9.61 },
        finance_lenders: lenders,
        private_suburb: 'Wynnum',
        private_postcode: '4178',
      },
      {
        id: 990_002,
        stocknum: 'RT2',
        status: 'in_stock',
        car_type: 'new',
        year: 2026,
        make: 'Jayco',
        model: 'Starcraft',
        price: 62_990,
        km: 0,
        created_at: '2026-10-20T09:00:00+10:00',
        simple_body: 'Caravan',
        simple_transmission: 'Manual',
        location: { id: 11, name: 'Test Cleveland', city: 'Cleveland', state: 'QLD' },
        dealership_id: 1,
        dealership_name: 'Test Toyota',
        images: ['/demo-photos/c.svg'],
        thumbnails: ['/demo-photos/c-thumb.svg'],
        item_type: 'caravan',
        specifications: { body_width: 2440, body_length: 5660, tare_weight: 1980, aggregate_trailer_mass: 2400, axle_type: 'Single', sleeps: 3 },
      },
    ]
    const plan = planFeedImport(parseFeed(JSON.stringify(rows), 'json'), { tenant, now: new Date('2026-10-25T00:00:00Z') })
    expect(plan.rejected).toEqual([])
    expect(plan.ignoredFields).toEqual([])
    await replaceStockIndex(client, tenant, plan.cars)

    const [used, caravan] = await Promise.all(['RT1', 'RT2'].map(async (stocknum) => (await carsOf(tenant, `stocknum:${stocknum}`))[0]))
    expect(used).toMatchObject({
      offer_price: 46_990,
      subscription_price: 189,
      before_price: 51_990,
      autograb_data: { state_average_market_price: 52_000, average_market_price: 51_000 },
      nvic: 'ABC123',
      file: '/history-reports/sample-vehicle-history-report.html',
      thumbnails: ['/demo-photos/a.svg', '/demo-photos/b.svg'],
      videos: [{ video: { url: 'https://www.youtube.com/watch?v=abc' } }],
      youxQuote: { weeklyRepaymentAmount: 171.5, advertisedRate: 8.99, comparisonRate: 9.61 },
      finance_lenders: { 'Driveline Finance': { interestRate: 7.99, comparisonRate: 8.7, paymentWeek: 182, termYears: 5, paymentMonth: null } },
      private_suburb: 'Wynnum',
      private_postcode: '4178',
      item_type: 'car',
      specifications: null,
      special_offer: true,
      location: {
        place_url: 'https://www.google.com/maps/search/?api=1&query=Cleveland',
        distribution_locations: [{ id: 12, name: 'Test Capalaba', city: 'Capalaba', state: 'QLD' }],
      },
    })
    expect(caravan).toMatchObject({
      item_type: 'caravan',
      thumbnails: ['/demo-photos/c-thumb.svg'],
      specifications: { body_width: 2440, body_length: 5660, tare_weight: 1980, aggregate_trailer_mass: 2400, axle_type: 'Single', sleeps: 3 },
      location: { place_url: null, distribution_locations: [] },
    })
  })
})

describe('the vehicle page', () => {
  let bayside: StockCar[]
  beforeAll(async () => {
    bayside = await carsOf('bayside-toyota', 'status:in_stock')
  })

  it('shows a Was price when before_price is above the price shown, and a reduced offer price in place of the price', async () => {
    const was = bayside.find((car) => car.before_price && car.before_price > car.price && car.offer_price === null)!
    expect(wordsOf(await pageOf('bayside-toyota', was))).toContain(`Was ${dollars(was.before_price!)}`)
    const offered = bayside.find((car) => car.offer_price !== null)!
    const words = wordsOf(await pageOf('bayside-toyota', offered))
    expect(words).toContain(dollars(offered.offer_price!))
    expect(offered.offer_price).toBeLessThan(offered.price)
  })

  it('shows the below-market badge only when the price is under the market and state averages', async () => {
    const used = bayside.filter((car) => car.car_type === 'used' && car.autograb_data)
    const isBelow = (car: StockCar) => {
      const price = car.offer_price ?? car.price
      return car.autograb_data!.average_market_price! - price > 499 && price < car.autograb_data!.state_average_market_price!
    }
    const below = used.find(isBelow)!
    const notBelow = used.find((car) => !isBelow(car))!
    expect(sidebarOf(await pageOf('bayside-toyota', below))).toContain('Below market price')
    expect(sidebarOf(await pageOf('bayside-toyota', notBelow))).not.toContain('Below market price')
    // And on the cards: the used-car search lists the badge.
    const listing = await siteRequest('bayside-toyota', '/search/used-cars')
    expect(listing.status).toBe(200)
    expect(listing.text).toContain('below-market-badge')
  })

  it('shows the History Report button only for a car with a report, and the report answers', async () => {
    const withFile = bayside.find((car) => car.file)!
    const without = bayside.find((car) => !car.file)!
    const html = await pageOf('bayside-toyota', withFile)
    // Through the server, which records event 60 on its way (vehicle-page.int.test.ts) and redirects to the report.
    const link = `/cars/${withFile.slug}/history-report`
    expect(html).toMatch(new RegExp(`<a[^>]*href="${link}"[^>]*target="_blank"[^>]*>History Report`))
    expect(await pageOf('bayside-toyota', without)).not.toContain('History Report')
    const redirect = await siteRequest('bayside-toyota', link)
    expect([redirect.status, redirect.headers.location]).toEqual([303, withFile.file])
    const report = await siteRequest('bayside-toyota', withFile.file!)
    expect(report.status).toBe(200)
    expect(report.text).toContain('Sample vehicle history report')
  })

  it('quotes a car’s own lender: its rate, disclaimer and the total payable', async () => {
    const financed = bayside.find((car) => car.finance_lenders && car.price > 500 && car.year >= 2015)!
    const [name, lender] = Object.entries(financed.finance_lenders!)[0]
    const words = wordsOf(await pageOf('bayside-toyota', financed))
    expect(words).toContain(`Lender ${name}`)
    expect(words).toContain(`${lender.interestRate}% p.a.`)
    expect(words).toMatch(/Total payable \$[\d,]+\.\d\d/)
    expect(words).toContain(lender.disclaimer!.slice(0, 60))
  })

  it('offers an external video that isn’t an embed as a link', async () => {
    const watch = bayside.find((car) => car.external_video_url?.includes('watch?v='))!
    const html = await pageOf('bayside-toyota', watch)
    expect(html).toContain(`href="${watch.external_video_url}"`)
    expect(wordsOf(html)).toContain(`Watch the video of the ${watch.name}`)
  })
})

describe('a caravan page and the subscription and Instant Message site', () => {
  it('lists the caravan’s body width and length in feet and metres, tare and ATM in kg, axles and berths', async () => {
    // Filtered here, not in the query: item_type is not a facet of this branch's index (the search page's part adds it).
    const caravan = (await carsOf('outback-edge-4x4', 'status:in_stock')).find((car) => car.item_type === 'caravan' && car.model === 'Starcraft')!
    expect(caravan).toBeDefined()
    const words = wordsOf(await pageOf('outback-edge-4x4', caravan))
    expect(words).toContain('Caravan specifications')
    expect(words).toContain('Body length 18 ft 7 in (5.66 m)')
    expect(words).toContain('Body width 8 ft 0 in (2.44 m)')
    expect(words).toContain('Tare weight 1,980 kg')
    expect(words).toContain('Aggregate trailer mass (ATM) 2,400 kg')
    expect(words).toContain('Axle type Single')
    expect(words).toContain('Sleeps 3')
  })

  it('shows the subscription price per week first, and Instant Message in place of Enquire Now', async () => {
    const cars = await carsOf('outback-edge-4x4', 'status:in_stock')
    const subscribed = cars.find((car) => car.item_type === 'car' && car.subscription_price)!
    const html = await pageOf('outback-edge-4x4', subscribed)
    expect(wordsOf(html)).toContain(`${dollars(subscribed.subscription_price!)}/week`)
    const sidebar = sidebarOf(html)
    expect(sidebar).toMatch(/<a[^>]*href="sms:\+61491570157\?body=[^"]*"[^>]*>Instant Message<\/a>/)
    // The sidebar's enquiry button is the Instant Message link; Enquire Now stays on the other sites.
    expect(sidebar).not.toContain('Enquire Now')
    const elsewhere = (await carsOf('bayside-toyota', 'status:in_stock', 1))[0]
    expect(await pageOf('bayside-toyota', elsewhere)).not.toContain('Instant Message')
  })
})

describe('an enquiry or a test drive naming a distribution location', () => {
  const created: number[] = []
  let token = ''
  beforeAll(async () => {
    const login = await fetch(cms('/api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
    })
    token = ((await login.json()) as { token: string }).token
  })
  afterAll(async () => {
    for (const id of created) await fetch(cms(`/api/leads/${id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
  })

  const enquiry = (car: StockCar, distributionLocation: unknown) => ({
    form: 'enquiry',
    kind: 'enquire',
    car: car.slug,
    idempotencyKey: crypto.randomUUID(),
    values: {
      name: 'Distribution',
      last_name: run,
      email: `distribution-${run}@example.com`,
      phone: `04${crypto.randomInt(10_000_000, 100_000_000)}`,
      postcode: '4163',
      message: 'Can I see it there?',
      distributionLocation,
    },
  })
  const send = (body: unknown) =>
    siteRequest('bayside-toyota', '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      shopper: newShopper(),
      body: JSON.stringify(body),
    })

  it('reaches the lead staff read, and a place the car doesn’t offer is refused with a 400', async () => {
    const car = (await carsOf('bayside-toyota', 'status:in_stock')).find((candidate) => candidate.location.distribution_locations.length > 0)!
    const place = car.location.distribution_locations[0]
    const answer = await send(enquiry(car, String(place.id)))
    expect(answer.status, answer.text).toBe(201)
    const id = answer.json<{ lead_id: number }>().lead_id
    created.push(id)
    const lead = (await (await fetch(cms(`/api/leads/${id}?depth=0`), { headers: { authorization: `JWT ${token}` } })).json()) as { message: string }
    expect(lead.message).toBe(`See or collect the car at: ${place.name}, ${place.city}\n\nCan I see it there?`)

    const refused = await send(enquiry(car, String(car.location.id)))
    expect(refused.status).toBe(400)
    expect(refused.json()).toMatchObject({ errors: { distributionLocation: 'Please choose one of the places offered.' } })
    const unreadable = await send(enquiry(car, 'the big one'))
    expect(unreadable.status).toBe(400)
  })

  it('a test drive carries the place the same way, and refuses one the car doesn’t offer', async () => {
    const car = (await carsOf('bayside-toyota', 'status:in_stock')).find((candidate) => candidate.location.distribution_locations.length > 0)!
    const place = car.location.distribution_locations[0]
    const testDrive = (distributionLocation: unknown) => {
      const { values } = enquiry(car, distributionLocation)
      return { form: 'test-drive', car: car.slug, idempotencyKey: crypto.randomUUID(), values: { ...values, bookingDate: '' } }
    }
    const answer = await send(testDrive(String(place.id)))
    expect(answer.status, answer.text).toBe(201)
    const id = answer.json<{ lead_id: number }>().lead_id
    created.push(id)
    const lead = (await (await fetch(cms(`/api/leads/${id}?depth=0`), { headers: { authorization: `JWT ${token}` } })).json()) as { message: string }
    expect(lead.message).toBe(`See or collect the car at: ${place.name}, ${place.city}\n\nCan I see it there?`)

    const refused = await send(testDrive(String(car.location.id)))
    expect(refused.status).toBe(400)
    expect(refused.json()).toMatchObject({ errors: { distributionLocation: 'Please choose one of the places offered.' } })
  })
})
