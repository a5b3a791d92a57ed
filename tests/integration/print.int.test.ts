import crypto from 'node:crypto'
import { stockIndexName } from '@dealer/stock/index-schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { extractText, getDocumentProxy } from 'unpdf'
import { siteRequest } from './helpers/site-request'

/**
 * Issue 24's Print (spec 001 §2 /print?car_id={slug}, §7 the PDF by car slug) on the running stack: the printable page
 * and its PDF answer for the site's own cars only, a bad car_id is a 400, and the PDF's building is rate-limited per
 * shopper.
 */

const SITE = 'bayside-toyota'
const OTHER_SITE = 'southern-cross'
let car: StockCar
let otherSitesCar: StockCar

async function firstCar(site: string, filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({ indexName: stockIndexName(site), searchParams: { filters, hitsPerPage: 1 } })
  if (!hits[0]) throw new Error(`no ${site} car matches ${filters}`)
  return hits[0]
}

beforeAll(async () => {
  car = await firstCar(SITE, 'status:in_stock AND price > 5000')
  otherSitesCar = await firstCar(OTHER_SITE, 'status:in_stock')
})

const run = crypto.randomBytes(2).toString('hex')
let shopperCount = 0
/** A shopper of its own, through the stack's stand-in proxy, so the PDF limit counts each test apart. */
const newShopper = () => `10.78.${parseInt(run, 16) % 250}.${++shopperCount}`

describe('/print', () => {
  it("is the car's printable page: name, price, key information, a QR code to the car on the site's address", async () => {
    const page = await siteRequest(SITE, `/print?car_id=${car.slug}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`<h1 id="print-title">${car.name}</h1>`)
    expect(page.text).toContain('Key information')
    expect(page.text).toContain('Dealer comments')
    expect(page.text).toMatch(/aria-label="QR code of this car&#x27;s page, https?:\/\/[^"]+\/cars\//)
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/print\\?car_id=${car.slug}"`))
  })

  it("is the site's 404 for an unknown slug and for another site's car", async () => {
    for (const slug of ['no-such-car-12345', otherSitesCar.slug]) {
      const page = await siteRequest(SITE, `/print?car_id=${slug}`)
      expect(page.status, slug).toBe(404)
      expect(page.text).toContain('We couldn’t find that page')
    }
  })

  it('is a 400 saying what it needs for a missing, doubled or malformed car_id', async () => {
    for (const query of ['', '?car_id=', '?car_id=Not%20A%20Slug', `?car_id=${car.slug}&car_id=${car.slug}`, `?car_id=${'a'.repeat(201)}`]) {
      const page = await siteRequest(SITE, `/print${query}`)
      expect(page.status, query).toBe(400)
      expect(page.text).toContain('The address needs one car_id')
    }
  })
})

describe('/print/pdf', () => {
  it('is the car as a PDF attachment named {slug}.pdf, with its name and price', async () => {
    const answer = await fetchPdf(`/print/pdf?car_id=${car.slug}`, newShopper())
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    // Bounded: one page, well under a megabyte even with the photo.
    expect(bytes.length).toBeLessThan(1024 * 1024)
    const pdf = await getDocumentProxy(bytes)
    expect(pdf.numPages).toBe(1)
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain(car.name)
    expect(text).toContain(`$${car.price.toLocaleString('en-AU')}`)
  })

  it("answers 404 for another site's car and 400 for a bad car_id, as JSON with the reason", async () => {
    const other = await fetchPdf(`/print/pdf?car_id=${otherSitesCar.slug}`, newShopper())
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: 'This car is no longer listed.' })
    const bad = await fetchPdf('/print/pdf?car_id=..%2Fetc', newShopper())
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toContain('The address needs one car_id')
  })

  it('answers HEAD with the PDF’s status and headers, without building it or counting it against the limit', async () => {
    const shopper = newShopper()
    const head = await siteRequest(SITE, `/print/pdf?car_id=${car.slug}`, { method: 'HEAD', shopper })
    expect(head.status).toBe(200)
    expect(head.headers['content-type']).toBe('application/pdf')
    expect(head.headers['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`)
    expect(head.bytes.length).toBe(0)
    expect((await siteRequest(SITE, `/print/pdf?car_id=${otherSitesCar.slug}`, { method: 'HEAD', shopper })).status).toBe(404)
    for (let i = 0; i < 11; i++) await siteRequest(SITE, `/print/pdf?car_id=${car.slug}`, { method: 'HEAD', shopper })
    expect((await fetchPdf(`/print/pdf?car_id=${car.slug}`, shopper)).status).toBe(200)
  })

  it('lets one shopper build 10 PDFs a minute, then answers 429 with Retry-After; another shopper is not held up', async () => {
    const shopper = newShopper()
    for (let made = 0; made < 10; made += 1) {
      const answer = await fetchPdf(`/print/pdf?car_id=${car.slug}`, shopper)
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
    }
    const refused = await fetchPdf(`/print/pdf?car_id=${car.slug}`, shopper)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { error: string }).error).toBe('Too many PDFs from your address. Please try again in a minute.')
    const someoneElse = await fetchPdf(`/print/pdf?car_id=${car.slug}`, newShopper())
    expect(someoneElse.status).toBe(200)
  })
})

/** The PDF's bytes as a Response (siteRequest reads answers as text, which a PDF isn't). */
async function fetchPdf(path: string, shopper: string): Promise<Response> {
  const answer = await siteRequest(SITE, path, { shopper })
  return new Response(new Uint8Array(answer.bytes), {
    status: answer.status,
    headers: Object.entries(answer.headers).flatMap(([name, value]): Array<[string, string]> => (typeof value === 'string' ? [[name, value]] : [])),
  })
}
