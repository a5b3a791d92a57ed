import { describe, expect, it } from 'vitest'
import { facetValue, valuesAt } from './values'

describe('valuesAt', () => {
  const car = {
    objectID: '1',
    make: 'Toyota',
    features: ['sunroof', 'tow bar'],
    location: { city: 'Penrith', postcode: 2750 },
    dealers: [{ name: 'North' }, { name: 'South' }, { other: 1 }],
    notes: null,
  }

  it('reads top-level and dotted nested attributes', () => {
    expect(valuesAt(car, 'make')).toEqual(['Toyota'])
    expect(valuesAt(car, 'location.city')).toEqual(['Penrith'])
    expect(valuesAt(car, 'location.postcode')).toEqual([2750])
  })

  it('flattens arrays, including arrays of objects along the path', () => {
    expect(valuesAt(car, 'features')).toEqual(['sunroof', 'tow bar'])
    expect(valuesAt(car, 'dealers.name')).toEqual(['North', 'South'])
  })

  it('returns nothing for missing or null attributes and for paths through scalars', () => {
    expect(valuesAt(car, 'colour')).toEqual([])
    expect(valuesAt(car, 'notes')).toEqual([])
    expect(valuesAt(car, 'make.length')).toEqual([])
  })
})

describe('facetValue', () => {
  it('shows strings, finite numbers and booleans as text and ignores the rest', () => {
    expect(facetValue('Kia')).toBe('Kia')
    expect(facetValue(42.5)).toBe('42.5')
    expect(facetValue(false)).toBe('false')
    expect(facetValue(Number.NaN)).toBeNull()
    expect(facetValue({ a: 1 })).toBeNull()
  })
})
