import { describe, expect, it } from 'vitest'
import { similarCarFilters } from '@dealer/stock/similar'
import { filterSlots } from './conditions'
import { indexDataFrom } from './index-data'
import { parseFilters } from './filters'
import { InvalidInputError } from './types'

const cars = [
  { objectID: '1', make: 'Toyota', model: 'Land Cruiser', price: 95_000, certified: true, car_type: 'new', location: { city: 'Penrith' }, _tags: ['featured'] },
  { objectID: '2', make: 'Mazda', model: 'CX-5', price: 32_000, certified: false, car_type: 'used', location: { city: 'Parramatta' } },
  { objectID: '3', make: 'Ford', model: 'Ranger', price: 55_500.5, certified: 'true', car_type: 'demo', location: { city: 'Penrith' }, _tags: ['Featured'] },
  { objectID: '4', make: 'Mercedes-Benz', model: 'AND', price: [10_000, 60_000], car_type: 'used' },
]

/** The objectIDs of the cars a filters string keeps. */
function matching(filters: string): string[] {
  const data = indexDataFrom(cars)
  const matches = filterSlots(data, parseFilters(filters))
  return cars.filter((car) => matches === null || matches.includes(data.slotOf(car.objectID) ?? -1)).map((car) => car.objectID)
}

describe('filters: valid expressions', () => {
  it('matches facet values case-insensitively, quoted or not', () => {
    expect(matching('make:toyota')).toEqual(['1'])
    expect(matching('model:"land cruiser"')).toEqual(['1'])
    expect(matching("model:'Land Cruiser'")).toEqual(['1'])
    expect(matching('make:Mercedes-Benz')).toEqual(['4'])
  })

  it('reads dotted attribute paths and quoted attribute names', () => {
    expect(matching('location.city:Penrith')).toEqual(['1', '3'])
    expect(matching('"location.city":Parramatta')).toEqual(['2'])
  })

  it('compares numbers with every operator, on any element of an array', () => {
    expect(matching('price < 32000')).toEqual(['4'])
    expect(matching('price <= 32000')).toEqual(['2', '4'])
    expect(matching('price = 55500.5')).toEqual(['3'])
    expect(matching('price>=60000')).toEqual(['1', '4'])
    expect(matching('price > 60000')).toEqual(['1'])
    expect(matching('price != 32000')).toEqual(['1', '3', '4'])
    expect(matching('price > -1')).toEqual(['1', '2', '3', '4'])
  })

  it('keeps both bounds of a range', () => {
    expect(matching('price:32000 TO 55500.5')).toEqual(['2', '3'])
    expect(matching('price:61000 TO 90000')).toEqual([])
  })

  it('matches booleans stored as booleans or as text', () => {
    expect(matching('certified:true')).toEqual(['1', '3'])
    expect(matching('certified:false')).toEqual(['2'])
  })

  it('negates single filters with NOT, keeping records without the attribute', () => {
    expect(matching('NOT car_type:used')).toEqual(['1', '3'])
    expect(matching('NOT certified:true')).toEqual(['2', '4'])
    expect(matching('NOT NOT make:Ford')).toEqual(['3'])
  })

  it('ANDs terms and ORs the literals inside parentheses', () => {
    expect(matching('location.city:Penrith AND (make:Toyota OR make:Mazda)')).toEqual(['1'])
    expect(matching('(car_type:new OR car_type:demo) AND price < 60000')).toEqual(['3'])
    expect(matching('(make:Toyota OR (make:Ford OR make:Mazda)) AND NOT car_type:used')).toEqual(['1', '3'])
    expect(matching('make:Ford OR make:Mazda OR price > 90000')).toEqual(['1', '2', '3'])
  })

  it('reads tag filters, case-sensitively, as a bare value or _tags:value', () => {
    expect(matching('featured')).toEqual(['1'])
    expect(matching('_tags:Featured')).toEqual(['3'])
    expect(matching('"make:Ford"')).toEqual(['3'])
  })

  it('takes quoted keywords as values and treats an empty string as no filter', () => {
    expect(matching('model:"AND"')).toEqual(['4'])
    expect(matching('   ')).toEqual(['1', '2', '3', '4'])
  })
})

describe('filters the storefront builds', () => {
  it('a car’s similar-cars filters parse, quotes in names included, with no OR mixed into AND', () => {
    const car = { objectID: '1042', make: 'Mercedes "AMG"', model: 'C 63 S', simple_body: 'Sedan', price: 52_990 }
    for (const filter of similarCarFilters(car)) expect(() => parseFilters(filter)).not.toThrow()
  })
})

describe('filters: malformed input is rejected with the problem and where it is', () => {
  it.each([
    ['make:Toyota AND (price > 5', "filters: missing ')' at the end"],
    ['make:', "filters: expected a value after 'make:' at the end"],
    ['make:Toyota AND', 'filters: expected a filter at the end'],
    ['price >', "filters: expected a number after 'price >' at the end"],
    ['price > cheap', "filters: expected a number after 'price >', found 'cheap' at column 9"],
    ['price:low TO 5', "filters: expected a number before TO, found 'low' at column 7"],
    ['price:1 TO', 'filters: expected a number after TO at the end'],
    ['make:"Toyota', 'filters: unterminated quoted string at column 6'],
    ['make:Toyota make:Ford', "filters: expected AND or OR, found 'make' at column 13"],
    ['(make:Toyota AND price > 5)', "filters: AND inside parentheses isn't supported; write (A OR B) AND C at column 14"],
    ['make:Toyota AND make:Ford OR make:Kia', 'filters: AND and OR at the same level need parentheses, as in A AND (B OR C) at column 27'],
    ['NOT (make:Toyota OR make:Ford)', "filters: NOT can't negate a group in parentheses; negate each filter instead at column 5"],
    ['model:AND', "filters: expected a value after 'model:', found the keyword AND (quote it if it is a value) at column 7"],
    ['make:Toyota)', "filters: expected AND or OR, found ')' at column 12"],
    ['()', "filters: expected a filter, found ')' at column 2"],
    ['price ! 5', "filters: unexpected '!' at column 7"],
  ])('%s', (filters, message) => {
    expect(() => parseFilters(filters)).toThrow(new InvalidInputError(message))
  })
})
