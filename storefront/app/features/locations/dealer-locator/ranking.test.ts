import { describe, expect, it } from 'vitest'
import { distanceText, parseLocatorQuery, rankLocations } from './ranking'

const at = (name: string, lat: number | null, lng: number | null, extra: { locationType?: 'sales' | 'service' | 'parts' | null; visible?: boolean } = {}) => ({
  name,
  address: { lat, lng },
  ...extra,
})

// The group demo site's four (roughly), and Brisbane CBD (postcode 4000).
const GEELONG = at('Geelong', -38.15, 144.36)
const PARRAMATTA = at('Parramatta', -33.81, 151.0, { locationType: 'service' })
const IPSWICH = at('Ipswich', -27.62, 152.76)
const PENRITH = at('Penrith', -33.75, 150.69, { locationType: 'parts' })
const BRISBANE = { lat: -27.4684, lng: 153.0221 }

describe('rankLocations', () => {
  it('puts the nearest first, with its great-circle distance', () => {
    const ranked = rankLocations([GEELONG, PARRAMATTA, IPSWICH, PENRITH], BRISBANE, 'all')
    expect(ranked.map(({ location }) => location.name)).toEqual(['Ipswich', 'Parramatta', 'Penrith', 'Geelong'])
    expect(ranked[0].distanceKm).toBeGreaterThan(30)
    expect(ranked[0].distanceKm).toBeLessThan(35)
  })

  it('keeps the given order without a place, and gives no distances', () => {
    const ranked = rankLocations([GEELONG, PARRAMATTA, IPSWICH], null, 'all')
    expect(ranked).toEqual([GEELONG, PARRAMATTA, IPSWICH].map((location) => ({ location, distanceKm: null })))
  })

  it('filters by department; a location without a type is a sales one', () => {
    const untyped = at('Untyped', -27.5, 153, { locationType: null })
    expect(rankLocations([GEELONG, PARRAMATTA, IPSWICH, PENRITH, untyped], BRISBANE, 'sales').map(({ location }) => location.name)).toEqual([
      'Untyped',
      'Ipswich',
      'Geelong',
    ])
    expect(rankLocations([GEELONG, PARRAMATTA, IPSWICH, PENRITH], BRISBANE, 'service').map(({ location }) => location.name)).toEqual(['Parramatta'])
    expect(rankLocations([GEELONG, PARRAMATTA, IPSWICH, PENRITH], BRISBANE, 'parts').map(({ location }) => location.name)).toEqual(['Penrith'])
  })

  it('never lists a hidden location, and lists those without coordinates last, in the given order', () => {
    const hidden = at('Hidden', -27.47, 153.02, { visible: false })
    const noPlaceB = at('B without a place', null, null)
    const noPlaceA = at('A without a place', null, 153)
    const ranked = rankLocations([noPlaceB, GEELONG, hidden, noPlaceA, IPSWICH], BRISBANE, 'all')
    expect(ranked.map(({ location }) => location.name)).toEqual(['Ipswich', 'Geelong', 'B without a place', 'A without a place'])
    expect(ranked.slice(2).map(({ distanceKm }) => distanceKm)).toEqual([null, null])
  })
})

describe('parseLocatorQuery', () => {
  it('reads a postcode and a department', () => {
    expect(parseLocatorQuery(new URLSearchParams('postcode=4000&department=service'))).toEqual({
      postcodeInput: '4000',
      postcode: '4000',
      error: null,
      department: 'service',
    })
  })

  it('is every location of every department without them (or with an unknown department)', () => {
    expect(parseLocatorQuery(new URLSearchParams(''))).toEqual({ postcodeInput: '', postcode: null, error: null, department: 'all' })
    expect(parseLocatorQuery(new URLSearchParams('postcode=%20&department=showroom'))).toEqual({
      postcodeInput: '',
      postcode: null,
      error: null,
      department: 'all',
    })
  })

  it('keeps what was typed and says what is wrong with a postcode that is not four digits', () => {
    expect(parseLocatorQuery(new URLSearchParams('postcode=12ab'))).toEqual({
      postcodeInput: '12ab',
      postcode: null,
      error: 'Invalid postcode. Please enter a 4-digit number.',
      department: 'all',
    })
    expect(parseLocatorQuery(new URLSearchParams(`postcode=${'9'.repeat(500)}`)).postcodeInput).toHaveLength(20)
  })
})

describe('distanceText', () => {
  it('is kilometres to one place, en-AU', () => {
    expect(distanceText(12.34)).toBe('12.3 km')
    expect(distanceText(0.04)).toBe('0.0 km')
    expect(distanceText(1234.56)).toBe('1,234.6 km')
  })
})
