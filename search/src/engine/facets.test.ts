import { describe, expect, it } from 'vitest'
import { countFacets as countOver, requestedFacets } from './facets'
import { indexDataFrom } from './index-data'

const cars = [
  { objectID: '1', make: 'Toyota', price: 40_000, features: ['sunroof', 'sunroof', 'tow bar'], location: { city: 'Penrith' }, certified: true },
  { objectID: '2', make: 'Kia', price: 20_000, features: ['tow bar'], location: { city: 'Penrith' }, certified: false },
  { objectID: '3', make: 'Toyota', price: 30_000, location: { city: 'Parramatta' }, certified: true },
  { objectID: '4', make: 'Ford', price: 10_000, features: [] },
  { objectID: '5', make: 'Audi' },
]

/** Counts over every car (null slots: all records). */
const countFacets = (records: typeof cars, attributes: string[], max: number) => countOver(indexDataFrom(records), null, attributes, max)

describe('countFacets', () => {
  it('counts records per value, most frequent first, ties by value', () => {
    const { facets } = countFacets(cars, ['make'], 100)
    expect(Object.entries(facets.make)).toEqual([
      ['Toyota', 2],
      ['Audi', 1],
      ['Ford', 1],
      ['Kia', 1],
    ])
  })

  it('counts a record once per value, over array elements and nested attributes', () => {
    const { facets } = countFacets(cars, ['features', 'location.city', 'certified'], 100)
    expect(facets.features).toEqual({ 'tow bar': 2, sunroof: 1 })
    expect(facets['location.city']).toEqual({ Penrith: 2, Parramatta: 1 })
    expect(facets.certified).toEqual({ true: 2, false: 1 })
  })

  it('keeps at most maxValuesPerFacet values', () => {
    expect(Object.keys(countFacets(cars, ['make'], 2).facets.make)).toEqual(['Toyota', 'Audi'])
  })

  it('counts only the matching slots when given', () => {
    const data = indexDataFrom(cars)
    const slots = Uint32Array.from(['1', '2', '4'], (id) => data.slotOf(id) ?? -1)
    expect(countOver(data, slots, ['make', 'price'], 100)).toEqual({
      facets: { make: { Ford: 1, Kia: 1, Toyota: 1 }, price: { '10000': 1, '20000': 1, '40000': 1 } },
      facets_stats: { price: { min: 10_000, max: 40_000, avg: 70_000 / 3, sum: 70_000 } },
    })
  })

  it('gives min, max, avg and sum for numeric attributes only', () => {
    const result = countFacets(cars, ['make', 'price'], 100)
    expect(result.facets.price).toEqual({ '10000': 1, '20000': 1, '30000': 1, '40000': 1 })
    expect(result.facets_stats).toEqual({ price: { min: 10_000, max: 40_000, avg: 25_000, sum: 100_000 } })
    expect(countFacets(cars, ['make'], 100).facets_stats).toBeUndefined()
  })
})

describe('requestedFacets', () => {
  const settings = { attributesForFaceting: ['filterOnly(tenant)', 'make', 'searchable(model)', 'price'] }

  it('expands * to every facetable attribute, never filterOnly ones', () => {
    expect(requestedFacets(['*'], settings)).toEqual(['make', 'model', 'price'])
  })

  it('ignores attributes that are not facetable', () => {
    expect(requestedFacets(['make', 'tenant', 'colour'], settings)).toEqual(['make'])
    expect(requestedFacets(undefined, settings)).toEqual([])
  })

  it('counts each attribute once however often a request repeats it', () => {
    expect(
      requestedFacets(
        Array.from({ length: 10_000 }, () => 'make'),
        settings,
      ),
    ).toEqual(['make'])
    expect(requestedFacets(['*', '*', 'make'], settings)).toEqual(['make', 'model', 'price'])
  })
})
