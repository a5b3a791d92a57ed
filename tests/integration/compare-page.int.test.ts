import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'

/**
 * The compare page (/compare?cars=…) on the running stack: the named cars of the site side by side, rendered by the
 * server; other sites' and unknown slugs not shown; at most four; junk in the address never a server error.
 */

const SITE = 'bayside-toyota'
const OTHER_SITE = 'southern-cross'
let cars: StockCar[]
let otherSiteCar: StockCar

async function stock(site: string, filters: string, count: number): Promise<StockCar[]> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(site),
    searchParams: { filters, hitsPerPage: count },
  })
  if (hits.length < count) throw new Error(`${site} has fewer than ${count} cars matching ${filters}`)
  return hits
}

beforeAll(async () => {
  cars = await stock(SITE, 'status:in_stock', 5)
  ;[otherSiteCar] = await stock(OTHER_SITE, 'status:in_stock', 1)
})

/** The cars in the table's column heads, by the slug of their link, in order. */
function comparedSlugs(html: string): string[] {
  const heads = html.match(/<th scope="col">[\s\S]*?<\/th>/g) ?? []
  return heads.map((head) => /href="\/cars\/([^"]+)"/.exec(head)?.[1] ?? '(no link)')
}

async function comparePage(query: string) {
  const page = await siteRequest(SITE, `/compare${query}`)
  expect(page.status, query).toBe(200)
  return page
}

describe('the compare page', () => {
  it('shows the named cars of the site side by side, in the order named, with their price and specifications', async () => {
    const [first, second] = cars
    const page = await comparePage(`?cars=${second.slug},${first.slug}`)
    expect(comparedSlugs(page.text)).toEqual([second.slug, first.slug])
    expect(page.text).toContain('<th scope="row">Price</th>')
    expect(page.text).toContain('<th scope="row">Odometer</th>')
    expect(page.text).toContain('<th scope="row">Transmission</th>')
    // en-AU kilometres as @dealer/stock formats them: 12,345 km.
    expect(page.text).toContain(`${first.km.toLocaleString('en-AU')} km`)
    expect(page.text).toContain('Copy link')
    expect(page.text).toContain('<meta name="robots" content="noindex"/>')
  })

  it("drops another site's car and unknown slugs, keeping the site's own", async () => {
    const page = await comparePage(`?cars=${otherSiteCar.slug},no-such-car-999,${cars[0].slug}`)
    expect(comparedSlugs(page.text)).toEqual([cars[0].slug])
    expect(page.text).not.toContain(`href="/cars/${otherSiteCar.slug}"`)
    expect(page.text).not.toContain(`<td>${otherSiteCar.stocknum}</td>`)
  })

  it("shows nothing of another site's car on its own, just the empty state", async () => {
    const page = await comparePage(`?cars=${otherSiteCar.slug}`)
    expect(comparedSlugs(page.text)).toEqual([])
    expect(page.text).not.toContain(`href="/cars/${otherSiteCar.slug}"`)
    expect(page.text).toContain('No cars to compare yet')
  })

  it('compares at most four cars: the first four named', async () => {
    const page = await comparePage(`?cars=${cars.map((car) => car.slug).join(',')}`)
    expect(comparedSlugs(page.text)).toEqual(cars.slice(0, 4).map((car) => car.slug))
  })

  it('reads repeats once and the parameter given twice as one list', async () => {
    const page = await comparePage(`?cars=${cars[0].slug},${cars[0].slug}&cars=${cars[1].slug}`)
    expect(comparedSlugs(page.text)).toEqual([cars[0].slug, cars[1].slug])
  })

  it('answers junk with the page and what is valid in it, never a server error', async () => {
    const junk = [
      '',
      '?cars=',
      '?cars=,,,,',
      '?cars=%',
      '?cars=%E0%A4%A',
      '?cars=%00',
      '?cars[]=x&cars[x]=y',
      `?cars=${encodeURIComponent('<script>alert(1)</script>')}`,
      `?cars=${encodeURIComponent('" OR slug:"x')}`,
      `?cars=${encodeURIComponent('a) OR (tenant:southern-cross')}`,
      `?cars=${'a,'.repeat(2000)}`,
      `?cars=${'x'.repeat(6000)}`,
      `?cars=${encodeURIComponent('🚗,ü-car')}`,
      '?cars=../../etc/passwd',
    ]
    for (const query of junk) {
      const page = await siteRequest(SITE, `/compare${query}`)
      expect(page.status, query).toBe(200)
      expect(comparedSlugs(page.text), query).toEqual([])
    }
    const mixed = await comparePage(`?cars=${encodeURIComponent('<b>')},${cars[2].slug},${'%'}`)
    expect(comparedSlugs(mixed.text)).toEqual([cars[2].slug])
  })
})
