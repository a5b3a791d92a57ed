import { describe, expect, it } from 'vitest'
import { CATEGORIES, categoriesOf, FILTERED_FEATURES, filteredFeaturesOf, stockGroupings } from './groupings'

const car = (overrides: Partial<Parameters<typeof categoriesOf>[0]> = {}): Parameters<typeof categoriesOf>[0] => ({
  simple_body: 'Sedan',
  seats: 5,
  simple_drive: 'FWD',
  simple_fuel: 'Petrol',
  engine_size: 2000,
  standardEquipment: [],
  ...overrides,
})

describe('categoriesOf', () => {
  it('puts a car in every category it fits, in the vocabulary order', () => {
    expect(categoriesOf(car({ simple_body: 'SUV', seats: 7, simple_drive: '4WD', simple_fuel: 'Hybrid' }))).toEqual(['Family', 'Off-road', 'Electrified'])
    expect(categoriesOf(car({ simple_body: 'Ute', simple_drive: '4WD', engine_size: 2800 }))).toEqual(['Off-road', 'Commercial'])
    expect(categoriesOf(car({ simple_body: 'Hatch', engine_size: 1500, simple_fuel: 'Electric' }))).toEqual(['City', 'Electrified'])
    expect(categoriesOf(car({ simple_body: 'Coupe', engine_size: 5000, variant: null }))).toEqual(['Performance'])
  })

  it('leaves a plain mid-size sedan, and every caravan, in no category', () => {
    expect(categoriesOf(car())).toEqual([])
    expect(categoriesOf(car({ item_type: 'caravan', seats: 7 }))).toEqual([])
  })

  it('reads a missing engine, seats or fuel as unknown, never as a category', () => {
    expect(categoriesOf(car({ engine_size: null, seats: null, simple_fuel: null, simple_drive: null }))).toEqual([])
  })

  it('has a small fixed vocabulary', () => {
    expect(CATEGORIES).toEqual(['Family', 'Off-road', 'Commercial', 'City', 'Performance', 'Electrified'])
  })
})

describe('filteredFeaturesOf', () => {
  it("finds the offered features in any feed's wording, in the list's order, once each", () => {
    expect(
      filteredFeaturesOf(['Wireless phone charger', 'Apple CarPlay and Android Auto', '360-degree camera', 'Front and rear parking sensors', 'Alloy wheels']),
    ).toEqual(['Apple CarPlay', 'Android Auto', 'Reversing camera', '360-degree camera', 'Parking sensors', 'Wireless charging'])
    expect(filteredFeaturesOf(['Rear view camera', 'Heated front seats', 'Sat Nav', 'Towbar'])).toEqual([
      'Reversing camera',
      'Heated seats',
      'Satellite navigation',
      'Tow bar',
    ])
  })

  it('offers nothing for equipment outside the list', () => {
    expect(filteredFeaturesOf(['Alloy wheels', 'LED headlights'])).toEqual([])
    expect(FILTERED_FEATURES.map(({ feature }) => feature)).not.toContain('Alloy wheels')
  })
})

describe('stockGroupings', () => {
  it("works both lists out, or keeps a feed's own", () => {
    expect(stockGroupings(car({ simple_body: 'Van', standardEquipment: ['Reversing camera'] }))).toEqual({
      categories: ['Commercial'],
      filtered_features: ['Reversing camera'],
    })
    expect(stockGroupings(car({ categories: ['Family'], filtered_features: [] }))).toEqual({ categories: ['Family'], filtered_features: [] })
  })
})
