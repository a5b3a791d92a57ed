import { describe, expect, it } from 'vitest'
import { filterSlots, type FilterConjunction } from './conditions'
import { indexDataFrom } from './index-data'
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filter-lists'
import { InvalidInputError } from './types'

const cars = [
  { objectID: '1', make: 'Toyota', car_type: 'new', price: 40_000, colour: '-Red', _tags: ['featured'] },
  { objectID: '2', make: 'Kia', car_type: 'demo', price: 25_000, colour: 'Blue', _tags: ['sold'] },
  { objectID: '3', make: 'Ford', car_type: 'used', price: 18_000, location: { city: 'Penrith' } },
]

function matching(conjunction: FilterConjunction): string[] {
  const data = indexDataFrom(cars)
  const matches = filterSlots(data, conjunction)
  return cars.filter((car) => matches === null || matches.includes(data.slotOf(car.objectID) ?? -1)).map((car) => car.objectID)
}

describe('facetFilters', () => {
  it('ANDs the outer list and ORs inner lists, matching values case-insensitively', () => {
    expect(matching(parseFacetFilters(['car_type:NEW']))).toEqual(['1'])
    expect(matching(parseFacetFilters([['car_type:new', 'car_type:demo'], 'make:kia']))).toEqual(['2'])
    expect(matching(parseFacetFilters('location.city:Penrith'))).toEqual(['3'])
  })

  it('negates with a leading minus and reads an escaped minus literally', () => {
    expect(matching(parseFacetFilters(['make:-Toyota']))).toEqual(['2', '3'])
    expect(matching(parseFacetFilters(['colour:\\-Red']))).toEqual(['1'])
  })

  it('reads the legacy comma-separated string with parenthesised OR groups', () => {
    expect(matching(parseFacetFilters('(make:Kia,make:Ford),car_type:used'))).toEqual(['3'])
  })

  it('rejects items without an attribute', () => {
    expect(() => parseFacetFilters(['Toyota'])).toThrow(new InvalidInputError('facetFilters: "Toyota" must look like "attribute:value"'))
    expect(() => parseFacetFilters('(make:Kia')).toThrow(InvalidInputError)
  })
})

describe('numericFilters', () => {
  it('reads comparisons and ranges, ANDed, with inner lists ORed', () => {
    expect(matching(parseNumericFilters(['price>=20000']))).toEqual(['1', '2'])
    expect(matching(parseNumericFilters(['price:18000 TO 25000', 'price != 25000']))).toEqual(['3'])
    expect(matching(parseNumericFilters([['price<20000', 'price>30000']]))).toEqual(['1', '3'])
    expect(matching(parseNumericFilters('price>20000,price<30000'))).toEqual(['2'])
  })

  it('rejects anything but one comparison or range', () => {
    const message = 'numericFilters: "make:Kia" must look like "attribute>=number" or "attribute:low TO high"'
    expect(() => parseNumericFilters(['make:Kia'])).toThrow(new InvalidInputError(message))
    expect(() => parseNumericFilters(['price>1 AND price<5'])).toThrow(InvalidInputError)
    expect(() => parseNumericFilters(['price>'])).toThrow(new InvalidInputError("numericFilters: expected a number after 'price >' at the end"))
  })
})

describe('tagFilters', () => {
  it('matches tags case-sensitively, with minus as negation', () => {
    expect(matching(parseTagFilters(['featured']))).toEqual(['1'])
    expect(matching(parseTagFilters(['Featured']))).toEqual([])
    expect(matching(parseTagFilters([['featured', 'sold']]))).toEqual(['1', '2'])
    expect(matching(parseTagFilters(['-sold']))).toEqual(['1', '3'])
  })
})
