import { describe, expect, it } from 'vitest'
import { mergeSimilar, similarCarFilters, similarPriceBand, similarCarsCounts } from './similar'

describe('similarPriceBand', () => {
  it('spans 10,000 either side under 50,000, else 25,000', () => {
    expect(similarPriceBand(30_000)).toEqual({ min: 20_000, max: 40_000 })
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 })
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 })
  })
  it('starts no lower than 0', () => {
    expect(similarPriceBand(6_000)).toEqual({ min: 0, max: 16_000 })
  })
})

const car = { objectID: '1042', make: 'Toyota', model: 'HiLux', simple_body: 'Ute', price: 52_990 }
const others = 'NOT objectID:"1042" AND (status:"in_stock" OR status:"coming_soon")'

describe('similarCarFilters', () => {
  it('asks for the same make and model, then body, in the price band, then the same make', () => {
    expect(similarCarFilters(car)).toEqual([
      `make:"Toyota" AND model:"HiLux" AND price:27990 TO 77990 AND ${others}`,
      `simple_body:"Ute" AND price:27990 TO 77990 AND ${others}`,
      `make:"Toyota" AND ${others}`,
    ])
  })

  it('leaves the band out for a car without a price, and the body query for a car without a body', () => {
    expect(similarCarFilters({ ...car, price: 0, simple_body: '' })).toEqual([`make:"Toyota" AND model:"HiLux" AND ${others}`, `make:"Toyota" AND ${others}`])
  })

  it("quotes values so the search service's grammar reads them", () => {
    const filters = similarCarFilters({ ...car, make: 'Mercedes "AMG"', model: 'C 63 S' })
    expect(filters[0]).toContain('make:"Mercedes \\"AMG\\"" AND model:"C 63 S"')
    // That each parses as Algolia's grammar is the search service's test (search/src/engine/filters.test.ts).
  })
})

describe('mergeSimilar', () => {
  const cars = (...ids: string[]) => ids.map((objectID) => ({ objectID }))

  it('keeps query order, each car once, up to the limit', () => {
    expect(mergeSimilar([cars('a', 'b'), cars('b', 'c', 'd'), cars('a', 'e', 'f', 'g')]).map((hit) => hit.objectID)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(mergeSimilar([cars('a', 'b', 'c')], 2).map((hit) => hit.objectID)).toEqual(['a', 'b'])
    expect(mergeSimilar([[], []])).toEqual([])
  })
})

describe('similarCarsCounts', () => {
  it('asks 10 cars per query and shows 6 on a site that set nothing (spec 000 §9, spec 001 §7)', () => {
    expect(similarCarsCounts(null)).toEqual({ querySize: 10, shown: 6 })
    expect(similarCarsCounts({ querySize: null, shown: null })).toEqual({ querySize: 10, shown: 6 })
  })

  it("follows the site's counts, 0 shown hiding the section, and ignores values no one could mean", () => {
    expect(similarCarsCounts({ querySize: 20, shown: 8 })).toEqual({ querySize: 20, shown: 8 })
    expect(similarCarsCounts({ querySize: 5, shown: 0 })).toEqual({ querySize: 5, shown: 0 })
    expect(similarCarsCounts({ querySize: 0, shown: -1 })).toEqual({ querySize: 10, shown: 6 })
    expect(similarCarsCounts({ querySize: 2.5, shown: 3.5 })).toEqual({ querySize: 10, shown: 6 })
  })
})
