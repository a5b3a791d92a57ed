import type { Location, Media } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { addressLines, directionsUrl, licenceText, locationCard, locationsFor, locationsListData } from './card'

const NOW = new Date('2026-11-23T02:00:00Z')
const SETTINGS = { licenceLabel: 'LMCT', forceFullHours: false, showHolidayHours: true, now: NOW }

const photo: Media = {
  id: 3,
  alt: 'The Cleveland showroom from the street',
  filename: 'cleveland.jpg',
  width: 1600,
  height: 900,
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  sizes: { card: { filename: 'cleveland-768x432.webp', width: 768, height: 432 } },
}

function location(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: 'Bayside Toyota Cleveland',
    slug: 'bayside-toyota-cleveland',
    locationType: 'sales',
    visible: true,
    primary: false,
    dealerLicenceNumber: '12345',
    address: { street: '12 Shore St West', city: 'Cleveland', state: 'QLD', postcode: '4163', lat: -27.5263, lng: 153.2655, placeId: 'ChIJabc123' },
    contact: { phone: '+61 7 3821 5000', landline: null, email: 'sales@example.com.au' },
    openingHours: [
      { weekday: '0', status: 'closed' },
      ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' })),
      { weekday: '6', status: 'open', open: '08:30', close: '16:00' },
    ],
    image: photo,
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  }
}

describe('locationCard', () => {
  it('builds everything the card shows', () => {
    expect(locationCard(location(), SETTINGS)).toEqual({
      id: 1,
      name: 'Bayside Toyota Cleveland',
      slug: 'bayside-toyota-cleveland',
      addressLines: ['12 Shore St West', 'Cleveland QLD 4163'],
      phone: { display: '(07) 3821 5000', href: 'tel:+61738215000' },
      hours: [
        { days: 'Mon-Fri', daysLabel: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
        { days: 'Sat', daysLabel: 'Saturday', hours: '8:30 am – 4:00 pm' },
        { days: 'Sun', daysLabel: 'Sunday', hours: 'Closed' },
      ],
      holidays: [],
      licence: 'LMCT 12345',
      image: {
        src: '/media/cleveland.jpg',
        srcSet: '/media/cleveland-768x432.webp 768w, /media/cleveland.jpg 1600w',
        width: 1600,
        height: 900,
        alt: 'The Cleveland showroom from the street',
      },
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=-27.5263%2C153.2655&destination_place_id=ChIJabc123',
      contactHref: '/contact-us/bayside-toyota-cleveland',
      detailsHref: '/our-location/bayside-toyota-cleveland',
      typeLabel: 'Sales',
      badge: null,
      // Monday 23 November 2026, 12:00 in Brisbane (the state's clock).
      openNow: {
        schedule: expect.objectContaining({ timeZone: 'Australia/Brisbane', special: [] }),
        initial: expect.objectContaining({ open: true, text: 'Open now · closes 5:30 pm' }),
      },
    })
  })

  it("shows staff's badge and reads the hours on the location's own clock", () => {
    const card = locationCard(location({ badge: ' COMING EARLY 2026 ', timeZone: 'Australia/Perth' }), SETTINGS)
    expect(card.badge).toBe('COMING EARLY 2026')
    // 10:00 in Perth.
    expect(card.openNow.initial?.text).toBe('Open now · closes 5:30 pm')
    const early = locationCard(location({ timeZone: 'Australia/Perth' }), { ...SETTINGS, now: new Date('2026-11-22T23:30:00Z') })
    // 7:30 in Perth, 9:30 in Brisbane.
    expect(early.openNow.initial?.text).toBe('Closed · opens 8:30 am')
  })

  it("uses the site's licence label and forced full hours", () => {
    const card = locationCard(location({ dealerLicenceNumber: 'MD000101' }), { ...SETTINGS, licenceLabel: 'DL', forceFullHours: true })
    expect(card.licence).toBe('DL MD000101')
    expect(card.hours.map((line) => line.days)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
  })

  it("lists the coming holiday hours (at most three, soonest first) when the site shows them, and none when it doesn't", () => {
    const specialHours = [
      { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'closed' as const },
      { date: '2026-11-01T00:00:00.000Z', label: 'Gone', status: 'closed' as const },
      { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'open' as const, open: '09:00', close: '13:00' },
      { date: '2027-01-01T00:00:00.000Z', label: "New Year's Day", status: 'closed' as const },
      { date: '2027-01-26T00:00:00.000Z', label: 'Australia Day', status: 'closed' as const },
    ]
    const holidays = locationCard(location({ specialHours }), SETTINGS).holidays
    expect(holidays.map((line) => [line.date, line.label, line.hours])).toEqual([
      ['25/12/2026', 'Christmas Day', 'Closed'],
      ['26/12/2026', 'Boxing Day', '9:00 am – 1:00 pm'],
      ['01/01/2027', "New Year's Day", 'Closed'],
    ])
    expect(locationCard(location({ specialHours }), { ...SETTINGS, showHolidayHours: false }).holidays).toEqual([])
  })

  it('falls back to the landline, and has no phone without a number to call', () => {
    expect(locationCard(location({ contact: { phone: ' ', landline: '0412345678' } }), SETTINGS).phone).toEqual({
      display: '0412 345 678',
      href: 'tel:+61412345678',
    })
    expect(locationCard(location({ contact: { phone: null, landline: null } }), SETTINGS).phone).toBeNull()
    expect(locationCard(location({ contact: undefined }), SETTINGS).phone).toBeNull()
    expect(locationCard(location({ contact: { phone: 'TBA' } }), SETTINGS).phone).toBeNull()
  })

  it('has no image when none is uploaded or the upload is not populated', () => {
    expect(locationCard(location({ image: null }), SETTINGS).image).toBeNull()
    expect(locationCard(location({ image: 3 }), SETTINGS).image).toBeNull()
  })

  it('has no hours or licence when none are entered', () => {
    const card = locationCard(location({ openingHours: [], dealerLicenceNumber: null }), SETTINGS)
    expect(card.hours).toEqual([])
    expect(card.licence).toBeNull()
  })

  it('labels service and parts locations', () => {
    expect(locationCard(location({ locationType: 'service' }), SETTINGS).typeLabel).toBe('Service')
    expect(locationCard(location({ locationType: 'parts' }), SETTINGS).typeLabel).toBe('Parts')
  })
})

describe('licenceText', () => {
  it('puts the label before the number', () => {
    expect(licenceText(' 12345 ', 'LMCT')).toBe('LMCT 12345')
  })

  it('does not label a number twice', () => {
    expect(licenceText('LMCT 12345', 'LMCT')).toBe('LMCT 12345')
    expect(licenceText('lmct12345', 'LMCT')).toBe('lmct12345')
    expect(licenceText('DLR 99', 'DL')).toBe('DL DLR 99')
  })

  it('shows the bare number without a label, and nothing without a number', () => {
    expect(licenceText('12345', ' ')).toBe('12345')
    expect(licenceText(null, 'LMCT')).toBeNull()
    expect(licenceText('  ', 'LMCT')).toBeNull()
  })
})

describe('addressLines', () => {
  it('writes the street, then the city, state and 4-digit postcode', () => {
    expect(addressLines({ street: '1 Sturt St', city: 'Adelaide', state: 'SA', postcode: '5000' })).toEqual(['1 Sturt St', 'Adelaide SA 5000'])
  })
})

describe('directionsUrl', () => {
  const address = { street: '12 Shore St West', city: 'Cleveland', state: 'QLD' as const, postcode: '4163' }

  it('leads to the coordinates when both are known', () => {
    const url = new URL(directionsUrl({ ...address, lat: -27.5263, lng: 153.2655 }))
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe('-27.5263,153.2655')
    expect(url.searchParams.has('destination_place_id')).toBe(false)
  })

  it('leads to the address without both coordinates', () => {
    const url = new URL(directionsUrl({ ...address, lat: -27.5, lng: null }))
    expect(url.searchParams.get('destination')).toBe('12 Shore St West, Cleveland QLD 4163')
  })

  it('adds the place id when there is one', () => {
    const url = new URL(directionsUrl({ ...address, placeId: ' ChIJxyz ' }))
    expect(url.searchParams.get('destination')).toBe('12 Shore St West, Cleveland QLD 4163')
    expect(url.searchParams.get('destination_place_id')).toBe('ChIJxyz')
  })
})

describe('locationsFor', () => {
  const cleveland = location({ id: 1, name: 'Cleveland', locationType: 'sales' })
  const capalaba = location({ id: 2, name: 'Capalaba', locationType: 'sales', primary: true })
  const service = location({ id: 3, name: 'Service centre', locationType: 'service' })
  const parts = location({ id: 4, name: 'Parts', locationType: 'parts' })
  const hidden = location({ id: 5, name: 'Hidden', locationType: 'service', visible: false, primary: true })
  const unset = location({ id: 6, name: 'Visible unset', locationType: 'parts', visible: null })
  const all = [cleveland, capalaba, service, parts, hidden, unset]
  const ids = (shown: readonly Location[]) => shown.map((shownLocation) => shownLocation.id)

  it('shows every visible location for all, in the order given', () => {
    expect(ids(locationsFor(all, 'all'))).toEqual([1, 2, 3, 4, 6])
  })

  it('shows one type', () => {
    expect(ids(locationsFor(all, 'sales'))).toEqual([1, 2])
    expect(ids(locationsFor(all, 'service'))).toEqual([3])
    expect(ids(locationsFor(all, 'parts'))).toEqual([4, 6])
  })

  it('shows service and parts locations together', () => {
    expect(ids(locationsFor(all, 'service-and-parts'))).toEqual([3, 4, 6])
  })

  it('shows the visible primary location(s), or the first when none is marked', () => {
    expect(ids(locationsFor(all, 'primary'))).toEqual([2])
    expect(ids(locationsFor([cleveland, service], 'primary'))).toEqual([1])
    expect(ids(locationsFor([hidden, service], 'primary'))).toEqual([3])
    expect(ids(locationsFor([cleveland, { ...service, primary: true }, { ...parts, primary: true }], 'primary'))).toEqual([3, 4])
  })

  it('shows nothing when there is nothing visible', () => {
    for (const filter of ['all', 'primary', 'sales', 'service', 'parts', 'service-and-parts'] as const) expect(locationsFor([hidden], filter)).toEqual([])
  })
})

describe('locationsListData', () => {
  it('makes cards of the chosen locations', () => {
    const data = locationsListData([location({ id: 1 }), location({ id: 2, locationType: 'service', slug: 'bayside-service' })], 'service', SETTINGS)
    expect(data.cards.map((card) => card.detailsHref)).toEqual(['/our-location/bayside-service'])
  })
})
