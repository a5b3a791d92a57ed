import { describe, expect, it } from 'vitest'
import { carLastmod, listedCarEntries, MAX_HITS_PER_QUERY, type SitemapStock } from './listed-cars'

interface FakeCar {
  slug: string
  make: string
  make_model: string
  location_name: string
  car_type: string
  created_at_timestamp: number
}

/** A stock index that answers as the search service does: at most MAX_HITS_PER_QUERY hits, with the full count. */
function fakeStock(cars: FakeCar[]): SitemapStock & { queries: string[][] } {
  const matching = (filters: string[]) =>
    cars.filter((car) =>
      filters.every((filter) => {
        const [, attribute, value] = /^(\w+):"(.*)"$/.exec(filter)!
        return String(car[attribute as keyof FakeCar]) === value
      }),
    )
  const queries: string[][] = []
  return {
    queries,
    async cars(filters, limit) {
      queries.push(filters)
      const found = matching(filters)
      return { cars: found.slice(0, Math.min(limit, MAX_HITS_PER_QUERY)), total: found.length }
    },
    async facetCounts(filters, facet) {
      const counts: Record<string, number> = {}
      for (const car of matching(filters)) counts[String(car[facet as keyof FakeCar])] = (counts[String(car[facet as keyof FakeCar])] ?? 0) + 1
      return counts
    },
  }
}

const car = (index: number, make: string, model: string, location = 'Cleveland'): FakeCar => ({
  slug: `car-${String(index).padStart(5, '0')}`,
  make,
  make_model: `${make}:${model}`,
  location_name: location,
  car_type: index % 2 ? 'used' : 'new',
  created_at_timestamp: 1_790_000_000 + index,
})

describe('listedCarEntries', () => {
  it('reads a small site in one query', async () => {
    const stock = fakeStock(Array.from({ length: 30 }, (_, index) => car(index, 'Toyota', 'RAV4')))
    const entries = await listedCarEntries(stock)
    expect(entries).toHaveLength(30)
    expect(entries[0]).toEqual({ path: '/cars/car-00000', lastmod: new Date(1_790_000_000_000) })
    expect(stock.queries).toEqual([[]])
  })

  it('reads a site of more cars than a query answers slice by slice, every car once', async () => {
    const cars = [
      ...Array.from({ length: 700 }, (_, index) => car(index, 'Toyota', 'RAV4')),
      ...Array.from({ length: 700 }, (_, index) => car(1000 + index, 'Toyota', 'HiLux')),
      ...Array.from({ length: 400 }, (_, index) => car(2000 + index, 'Mazda', 'CX-5')),
    ]
    const warnings: string[] = []
    const entries = await listedCarEntries(fakeStock(cars), (message) => warnings.push(message))
    expect(entries).toHaveLength(1800)
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(1800)
    expect(warnings).toEqual([])
  })

  it('says which cars it could not reach rather than leaving them out silently', async () => {
    const cars = Array.from({ length: 4100 }, (_, index) => car(index, 'Toyota', 'HiLux', 'Cleveland'))
    for (const one of cars) one.car_type = 'used'
    const warnings: string[] = []
    const entries = await listedCarEntries(fakeStock(cars), (message) => warnings.push(message))
    expect(entries).toHaveLength(MAX_HITS_PER_QUERY)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`${MAX_HITS_PER_QUERY} of the 4100 cars`)
  })
})

describe('carLastmod', () => {
  it('is when the car was listed, or sold if later, never after now, or unknown', () => {
    expect(carLastmod({ slug: 'a', created_at_timestamp: 100 })).toEqual(new Date(100_000))
    expect(carLastmod({ slug: 'a', created_at_timestamp: 100, sold_date_timestamp: 200 })).toEqual(new Date(200_000))
    expect(carLastmod({ slug: 'a' })).toBeNull()
    expect(carLastmod({ slug: 'a', created_at_timestamp: 5_000 }, new Date(1_000_000))).toEqual(new Date(1_000_000))
  })
})
