import type { LiteClient } from 'algoliasearch/lite'
import { describe, expect, it } from 'vitest'
import type { CarSummary } from '@dealer/stock/car-summary'
import { collapseSoldRuns } from './search-results'
import { emptySearchState, type SearchState } from './search-state'
import { searchStock, stockQueries, stockResults } from './stock-query'

const options = { indexName: 'stock_demo', hitsPerPage: 21 }

function state(changes: Partial<SearchState>): SearchState {
  return { ...emptySearchState(), ...changes }
}

describe('stockQueries', () => {
  it('asks for one page of results with every facet’s counts when nothing is refined, and the status of every hit', () => {
    const [main, ...rest] = stockQueries(state({ page: 3 }), options)
    expect(main).toMatchObject({ indexName: 'stock_demo', page: 2, hitsPerPage: 21, filters: '' })
    expect(main.facets).toContain('make')
    expect(main.facets).toContain('car_type')
    expect(main.facets, 'models wait for a make').not.toContain('make_model')
    expect(rest, 'the sold-run sweep only').toEqual([
      expect.objectContaining({ page: 0, hitsPerPage: 1000, attributesToRetrieve: ['status'], facets: [], filters: '' }),
    ])
  })

  it('counts a refined facet without its own filter, so the other makes keep their counts', () => {
    const queries = stockQueries(state({ refinements: { make: ['Toyota'], car_type: ['used'] }, sortBy: 'price_asc' }), options)
    expect(queries.map((query) => query.indexName)).toEqual(Array(4).fill('stock_demo_price_asc'))
    const [main, makeCounts, typeCounts, sweep] = queries
    expect(main.filters).toBe('make:"Toyota" AND car_type:"used"')
    expect(main.facets).not.toContain('make')
    expect(main.facets, 'the chosen make’s models').toContain('make_model')
    expect(makeCounts).toMatchObject({ facets: ['make'], filters: 'car_type:"used"', hitsPerPage: 0 })
    expect(typeCounts).toMatchObject({ facets: ['car_type'], filters: 'make:"Toyota"', hitsPerPage: 0 })
    expect(sweep, 'the statuses of the same list, in the same order').toMatchObject({ filters: main.filters, indexName: main.indexName, hitsPerPage: 1000 })
  })
})

describe('stockResults', () => {
  it('takes each refined facet’s counts from its own query and the rest from the results', () => {
    const searched = state({ refinements: { make: ['Toyota'] }, page: 2 })
    const results = stockResults(
      searched,
      [
        { hits: [], nbHits: 4, page: 1, nbPages: 2, facets: { make: { Toyota: 4 }, car_type: { used: 3, new: 1 } } },
        { hits: [], nbHits: 9, facets: { make: { Toyota: 4, Mazda: 5 } } },
        { hits: [], nbHits: 4 },
      ],
      { cars: [], collapsed: { positions: [], totalCars: 4, totalPages: 2 } },
    )
    expect(results).toEqual({ cars: [], totalCars: 4, page: 2, totalPages: 2, facets: { make: { Toyota: 4, Mazda: 5 }, car_type: { used: 3, new: 1 } } })
  })

  it('fails clearly when the service answers without results', async () => {
    const client = { search: async () => ({ results: [{}, {}] }) } as unknown as LiteClient
    await expect(searchStock(client, emptySearchState(), options)).rejects.toThrow('without results')
  })
})

/** Cars in the service's order from a pattern: s sold, i in stock. */
function stock(pattern: string): CarSummary[] {
  return [...pattern].map((code, index) => ({ objectID: `car-${index}`, name: `Car ${index}`, status: code === 's' ? 'sold' : 'in_stock' }) as CarSummary)
}

/**
 * An Algolia-protocol client over `cars` (every car matches): pages by page and hitsPerPage up to the 1000th hit, as the
 * service does, returns only the attributes asked for, and records each request.
 */
function serviceOver(cars: CarSummary[]) {
  const requests: Array<Array<{ page: number; hitsPerPage: number; attributesToRetrieve: string[] }>> = []
  const reachable = cars.slice(0, 1000)
  const client = {
    search: async ({ requests: queries }: { requests: Array<{ page: number; hitsPerPage: number; attributesToRetrieve: string[] }> }) => {
      requests.push(queries)
      return {
        results: queries.map(({ page, hitsPerPage, attributesToRetrieve }) => ({
          hits: reachable
            .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
            .map((car) => Object.fromEntries(Object.entries(car).filter(([name]) => name === 'objectID' || attributesToRetrieve.includes(name)))),
          nbHits: cars.length,
          page,
          nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable.length / hitsPerPage),
          facets: {},
        })),
      }
    },
  }
  return { client: client as unknown as LiteClient, requests }
}

/** Every page a shopper can reach by the page links, from the first. */
async function everyPage(cars: CarSummary[], hitsPerPage: number) {
  const { client, requests } = serviceOver(cars)
  const first = await searchStock(client, state({}), { ...options, hitsPerPage })
  const pages = [first]
  for (let page = 2; page <= first.totalPages; page++) pages.push(await searchStock(client, state({ page }), { ...options, hitsPerPage }))
  return { pages, requests }
}

describe('searchStock: sold runs collapse over the whole list, not per page (spec 000 §4, issue 48)', () => {
  // Runs of sold cars inside pages and across page boundaries (page size 5): 40 cars, 13 of them collapse away.
  const cars = stock('iiiissssiissssssiiisiiissiiiiisssssiiisi')
  const expected = collapseSoldRuns(cars).map((car) => car.name)

  it('fills every page but the last, and the count and page links agree with the cards shown', async () => {
    const { pages } = await everyPage(cars, 5)
    expect(expected).toHaveLength(27)
    const shown = pages.flatMap((page) => page.cars.map((car) => car.name))
    expect(shown, 'each car once, in order, one sold car per run').toEqual(expected)
    expect(pages.map((page) => page.cars.length)).toEqual([5, 5, 5, 5, 5, 2])
    for (const page of pages) {
      expect(page.totalCars, '"N cars"').toBe(27)
      expect(page.totalPages, 'page links').toBe(6)
    }
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('brings each page’s cars whole, with the card attributes', async () => {
    const { pages } = await everyPage(cars, 5)
    for (const car of pages.flatMap((page) => page.cars)) expect(car).toEqual(cars.find((each) => each.objectID === car.objectID))
  })

  it('answers in one request when no sold run reaches the page, and in two when one does', async () => {
    const { requests } = await everyPage(cars, 5)
    // Page 1 (cars 0–4) has no run before or in it; every later page follows a collapsed run.
    expect(requests.map((request) => request.length)).toEqual([2, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1])
    for (const request of requests) {
      const cards = request.reduce((sum, query) => sum + (query.attributesToRetrieve.includes('name') ? query.hitsPerPage : 0), 0)
      expect(cards, 'whole cars per request stay within what the /search-api proxy allows (100)').toBeLessThanOrEqual(100)
    }
  })

  it('keeps every car when every car is sold, and leaves a list without sold runs alone', async () => {
    const allSold = await everyPage(stock('sssssss'), 3)
    expect(allSold.pages.map((page) => page.cars.length)).toEqual([3, 3, 1])
    expect(allSold.pages[0].totalCars).toBe(7)
    const noRuns = await everyPage(stock('isisiiiisi'), 4)
    expect(noRuns.pages.map((page) => page.cars.length)).toEqual([4, 4, 2])
    expect(noRuns.pages[0]).toMatchObject({ totalCars: 10, totalPages: 3 })
    expect(
      noRuns.requests.every((request) => request.length === 2),
      'one request per page',
    ).toBe(true)
  })

  it('shows no cars past the last page, with the same count', async () => {
    const { client } = serviceOver(cars)
    const beyond = await searchStock(client, state({ page: 9 }), { ...options, hitsPerPage: 5 })
    expect(beyond).toMatchObject({ cars: [], totalCars: 27, totalPages: 6, page: 9 })
  })

  it('counts every match of a list longer than the service pages through, less the runs it collapsed', async () => {
    const long = stock(`${'i'.repeat(990)}sssss${'i'.repeat(505)}`)
    const { client } = serviceOver(long)
    const first = await searchStock(client, state({}), { ...options, hitsPerPage: 21 })
    expect(first.totalCars).toBe(1500 - 4)
    expect(first.totalPages, 'the 996 reachable cars').toBe(Math.ceil(996 / 21))
  })
})
