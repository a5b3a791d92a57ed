import type { Location } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { locationStructuredData } from './location-structured-data'

const NOW = new Date('2026-11-25T00:00:00Z')

const location: Location = {
  id: 1,
  name: 'Bayside Toyota Cleveland',
  slug: 'cleveland',
  locationType: 'sales',
  address: { street: '112 Shore Street West', city: 'Cleveland', state: 'QLD', postcode: '4163', lat: -27.52, lng: 153.26 },
  contact: { phone: '07 3286 4000', email: 'sales@example.com.au' },
  openingHours: [
    { weekday: '0', status: 'closed' },
    { weekday: '1', status: 'open', open: '08:30', close: '17:30' },
    { weekday: '1', status: 'open', open: '10:00', close: '11:00' },
    { weekday: '6', status: 'open', open: '08:30', close: '16:00' },
  ],
  specialHours: [
    { date: '2026-12-26T12:00:00.000Z', label: 'Boxing Day', status: 'open', open: '09:00', close: '13:00' },
    { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'closed' },
    { date: '2026-01-26T00:00:00.000Z', label: 'Gone', status: 'closed' },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
}

describe('locationStructuredData', () => {
  it('describes the location as an AutoDealer with address, geo, phone, open days and coming holidays', () => {
    const facts = { url: 'https://www.baysidetoyota.com.au/our-location/cleveland', imageUrl: null, telephone: '+61732864000' }
    expect(locationStructuredData(location, facts, NOW)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Bayside Toyota Cleveland',
      url: 'https://www.baysidetoyota.com.au/our-location/cleveland',
      telephone: '+61732864000',
      email: 'sales@example.com.au',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '112 Shore Street West',
        addressLocality: 'Cleveland',
        addressRegion: 'QLD',
        postalCode: '4163',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.52, longitude: 153.26 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '08:30', closes: '16:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-26', validThrough: '2026-12-26', opens: '09:00', closes: '13:00' },
      ],
    })
  })

  it('leaves out what is unknown: no coordinates, no hours, no image', () => {
    const bare = { ...location, address: { ...location.address, lat: null, lng: null }, openingHours: [], specialHours: [], contact: {} }
    const data = locationStructuredData(bare, { url: 'https://example.com.au/our-location/x', imageUrl: null, telephone: null }, NOW)
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'url', 'address'])
  })
})
