import { describe, expect, it } from 'vitest'
import { BODY_TYPE_KEYS, BODY_TYPES, bodyTypeByKey, bodyTypeInText, bodyTypeLabel, bodyTypeOf, compareBodyLabels } from './body-types'

/** Spec 001 §9, as written. */
const SPEC_LINE =
  'Body types: 4x4, bus, cabChassis, convertible, coupe, ev, hardtop, hatch, hatchback, motorhome, lightTruck, peopleMover, prestige, sedan, softtop, suv, ute, van, wagon, stationWagon.'

describe('the body types', () => {
  it("are the spec's 20, in its order", () => {
    const keys = SPEC_LINE.slice('Body types: '.length, -1).split(', ')
    expect(keys).toHaveLength(20)
    expect([...BODY_TYPE_KEYS]).toEqual(keys)
    expect(BODY_TYPES.map((body) => body.key)).toEqual(keys)
  })

  it('label each key in its own words', () => {
    expect(BODY_TYPES.map((body) => body.label)).toEqual([
      '4x4',
      'Bus',
      'Cab Chassis',
      'Convertible',
      'Coupe',
      'EV',
      'Hardtop',
      'Hatch',
      'Hatchback',
      'Motorhome',
      'Light Truck',
      'People Mover',
      'Prestige',
      'Sedan',
      'Softtop',
      'SUV',
      'Ute',
      'Van',
      'Wagon',
      'Station Wagon',
    ])
  })

  it('have distinct labels and words, each naming its own label, and mean only types that exist', () => {
    expect(new Set(BODY_TYPES.map((body) => body.label.toLowerCase())).size).toBe(20)
    const words = BODY_TYPES.flatMap((body) => body.words)
    expect(new Set(words).size).toBe(words.length)
    for (const body of BODY_TYPES) {
      expect(body.words.map((word) => word.replace(/[^a-z0-9]/g, ''))).toContain(body.label.toLowerCase().replace(/[^a-z0-9]/g, ''))
      for (const key of body.alsoMeans) expect(BODY_TYPE_KEYS).toContain(key)
    }
  })

  it.each([
    ['SUV', 'suv'],
    ['suv', 'suv'],
    [' Suv ', 'suv'],
    ['cabChassis', 'cabChassis'],
    ['Cab-Chassis', 'cabChassis'],
    ['CAB CHASSIS', 'cabChassis'],
    ['Station Wagon', 'stationWagon'],
    ['Soft Top', 'softtop'],
    ['4X4', '4x4'],
    ['peopleMover', 'peopleMover'],
  ])('reads %j as %s', (value, key) => {
    expect(bodyTypeOf(value)?.key).toBe(key)
  })

  it('reads other values as no type', () => {
    expect(bodyTypeOf('Caravan')).toBeNull()
    expect(bodyTypeOf('')).toBeNull()
    expect(bodyTypeOf(null)).toBeNull()
  })

  it("brings a feed's spelling to the label, and keeps any other value", () => {
    expect(bodyTypeLabel('suv')).toBe('SUV')
    expect(bodyTypeLabel('cabChassis')).toBe('Cab Chassis')
    expect(bodyTypeLabel('people mover')).toBe('People Mover')
    expect(bodyTypeLabel(' Caravan ')).toBe('Caravan')
    expect(bodyTypeByKey('lightTruck').label).toBe('Light Truck')
  })

  it.each([
    ['Dual Cab Pick-up', 'ute'],
    ['Cab-Chassis', 'cabChassis'],
    ['4D Station Wagon', 'stationWagon'],
    ['5D Hatchback', 'hatchback'],
    ['2D Convertible', 'convertible'],
    ['4D Sedan', 'sedan'],
  ])('finds the type %j describes', (text, key) => {
    expect(bodyTypeInText(text)?.key).toBe(key)
  })

  it('finds no type in a description naming none', () => {
    expect(bodyTypeInText('Single Axle Caravan')).toBeNull()
    expect(bodyTypeInText(null)).toBeNull()
  })

  it('orders labels as the spec lists the types, others after', () => {
    const labels = ['Wagon', 'Caravan', 'SUV', 'Ute', 'Hatch', '4x4', 'Cab Chassis']
    expect([...labels].sort(compareBodyLabels)).toEqual(['4x4', 'Cab Chassis', 'Hatch', 'SUV', 'Ute', 'Wagon', 'Caravan'])
  })
})
