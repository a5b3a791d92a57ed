import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_KM, haversineKm, pointOf } from './distance'

const BRISBANE = { lat: -27.4698, lng: 153.0251 }
const SYDNEY = { lat: -33.8688, lng: 151.2093 }
const MELBOURNE = { lat: -37.8136, lng: 144.9631 }
const PERTH = { lat: -31.9523, lng: 115.8613 }
const DARWIN = { lat: -12.4634, lng: 130.8456 }

describe('haversineKm', () => {
  // Published great-circle distances between the cities' centres, within 1%.
  it.each([
    ['Brisbane–Sydney', BRISBANE, SYDNEY, 732],
    ['Sydney–Melbourne', SYDNEY, MELBOURNE, 714],
    ['Melbourne–Perth', MELBOURNE, PERTH, 2721],
    ['Darwin–Melbourne', DARWIN, MELBOURNE, 3144],
  ])('%s is about %i km', (_, a, b, km) => {
    expect(Math.abs(haversineKm(a, b) - km) / km).toBeLessThan(0.01)
  })

  it('is symmetric and zero from a place to itself', () => {
    expect(haversineKm(BRISBANE, SYDNEY)).toBeCloseTo(haversineKm(SYDNEY, BRISBANE), 9)
    expect(haversineKm(PERTH, PERTH)).toBe(0)
  })

  it('uses a radius of 6371 km: a quarter of the equator is πR/2', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI * 6371) / 2, 6)
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6)
  })
})

describe('pointOf', () => {
  it('takes two finite numbers in range', () => {
    expect(pointOf(-27.5, 153)).toEqual({ lat: -27.5, lng: 153 })
  })

  it.each([
    [null, 153],
    [-27.5, undefined],
    [Number.NaN, 153],
    [-91, 153],
    [-27.5, 181],
    [0, 0],
  ])('refuses %s, %s', (lat, lng) => {
    expect(pointOf(lat, lng)).toBeNull()
  })
})
