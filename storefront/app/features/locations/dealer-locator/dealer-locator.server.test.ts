import type { Location, SiteSetting } from '@dealer/cms-contract'
import { GeocoderFailure, type Geocoder } from '@dealer/geo/geocoder'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GEOCODER_UNAVAILABLE_TEXT, loadDealerLocator, type DealerLocatorReaders } from './dealer-locator.server'

let nextId = 1
function location(name: string, postcode: string, lat: number | null, lng: number | null, locationType: Location['locationType'] = 'sales'): Location {
  return {
    id: nextId++,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    locationType,
    visible: true,
    address: { street: '1 Main Rd', city: name, state: 'QLD', postcode, lat, lng },
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  } as Location
}

const LOCATIONS = [
  location('Cleveland', '4163', -27.53, 153.27),
  location('Toowoomba', '4350', -27.56, 151.95, 'service'),
  location('Unplaced', '4157', null, null),
]
const BRISBANE = { lat: -27.4684, lng: 153.0221 }

function readers(geocoder: Geocoder | { problem: string } = { locate: async (postcode) => (postcode === '4000' ? BRISBANE : null) }): DealerLocatorReaders {
  return {
    siteName: 'Bayside Toyota',
    origin: 'https://www.baysidetoyota.com.au',
    cmsPage: async () => ({
      title: 'Dealer locator | Bayside Toyota',
      description: 'Every showroom.',
      heading: null,
      blocks: [
        { type: 'hero', block: { blockType: 'hero', heading: 'Find us' }, data: null },
        { type: 'locationsList', block: { blockType: 'locationsList' }, data: null },
        { type: 'richText', block: { blockType: 'richText' }, data: null },
      ] as never,
    }),
    siteSettings: async () => null,
    locations: async () => LOCATIONS,
    geocoder: () => geocoder,
    now: () => new Date('2026-11-25T00:00:00Z'),
  }
}

const url = (query: string) => new URL(`https://www.baysidetoyota.com.au/dealer-locator${query}`)
const names = (data: Awaited<ReturnType<typeof loadDealerLocator>>['data']) => data.results.map((result) => result.card.name)

afterEach(() => vi.restoreAllMocks())

describe('loadDealerLocator', () => {
  it('ranks by distance from the postcode, with the distance, and the map shows the same list in the same order', async () => {
    const { status, data } = await loadDealerLocator(readers(), url('?postcode=4000'))
    expect(status).toBe(200)
    expect(names(data)).toEqual(['Cleveland', 'Toowoomba', 'Unplaced'])
    expect(data.results.map((result) => result.distance)).toEqual(['25.4 km', '106.2 km', null])
    expect(data.map.locations.map((entry) => [entry.name, entry.lat])).toEqual([
      ['Cleveland', -27.53],
      ['Toowoomba', -27.56],
      ['Unplaced', null],
    ])
    expect(data.nearestTo).toBe('4000')
    expect(data.map.tiles).toEqual({ url: '/map-tiles/{z}/{x}/{y}.svg', attribution: 'Simulated map tiles' })
  })

  it('keeps the CMS page’s hero above and its other blocks below, without its locations list; canonical on the site’s address', async () => {
    const { data } = await loadDealerLocator(readers(), url('?postcode=4000&utm_source=x'))
    expect(data.heroBlocks.map((entry) => entry.type)).toEqual(['hero'])
    expect(data.blocks.map((entry) => entry.type)).toEqual(['richText'])
    expect(data.canonicalUrl).toBe('https://www.baysidetoyota.com.au/dealer-locator')
    expect(data.title).toBe('Dealer locator | Bayside Toyota')
  })

  it('filters by department', async () => {
    const { data } = await loadDealerLocator(readers(), url('?postcode=4000&department=service'))
    expect(names(data)).toEqual(['Toowoomba'])
    expect(data.form.department).toBe('service')
  })

  it('is 400 with the spec’s texts for a postcode that is not four digits, or that the geocoder doesn’t know; every location still listed', async () => {
    const badFormat = await loadDealerLocator(readers(), url('?postcode=12ab'))
    expect(badFormat.status).toBe(400)
    expect(badFormat.data.form).toEqual({ postcode: '12ab', department: 'all', error: 'Invalid postcode. Please enter a 4-digit number.' })
    expect(names(badFormat.data)).toEqual(['Cleveland', 'Toowoomba', 'Unplaced'])
    const unknown = await loadDealerLocator(readers(), url('?postcode=0000'))
    expect(unknown.status).toBe(400)
    expect(unknown.data.form.error).toBe('Invalid postcode')
    expect(unknown.data.nearestTo).toBeNull()
  })

  it('lists every location with a notice when the geocoder fails or isn’t configured (never a 5xx)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = await loadDealerLocator(
      readers({
        locate: () => Promise.reject(new GeocoderFailure('geocoding API', 'HTTP 500')),
      }),
      url('?postcode=4000'),
    )
    expect(failing.status).toBe(200)
    expect(failing.data.notice).toBe(GEOCODER_UNAVAILABLE_TEXT)
    expect(failing.data.form.error).toBeNull()
    expect(names(failing.data)).toEqual(['Cleveland', 'Toowoomba', 'Unplaced'])
    const missing = await loadDealerLocator(readers({ problem: 'GEOCODER_API_URL is not set' }), url('?postcode=4000'))
    expect(missing.data.notice).toBe(GEOCODER_UNAVAILABLE_TEXT)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('without a page of its own in the CMS, still answers with its own title and heading', async () => {
    const { data } = await loadDealerLocator({ ...readers(), cmsPage: async () => null }, url(''))
    expect(data.title).toBe('Dealer locator | Bayside Toyota')
    expect(data.heading).toEqual({ text: 'Dealer locator', visible: true })
    expect(data.heroBlocks).toEqual([])
  })

  it('gives each card without a photo the location’s static map, with alt text; none without coordinates or tiles', async () => {
    const settings = {
      maps: { tiles: 'url', tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    } as SiteSetting
    const { data } = await loadDealerLocator({ ...readers(), siteSettings: async () => settings }, url(''))
    const [cleveland, , unplaced] = data.results.map((result) => result.card)
    expect(cleveland.image).toMatchObject({
      src: expect.stringMatching(new RegExp(`^/location-maps/${cleveland.id}\\.webp\\?w=600&v=[0-9a-z]+$`)),
      srcSet: expect.stringMatching(/w=150&v=[0-9a-z]+ 150w, .*w=600&v=[0-9a-z]+ 600w$/),
      width: 600,
      height: 300,
      alt: 'Map showing Cleveland, 1 Main Rd, Cleveland QLD 4163',
    })
    expect(unplaced.image).toBeNull()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const noTiles = { maps: { tiles: 'url', tileUrl: 'http://insecure.example.com/{z}/{x}/{y}.png' } } as SiteSetting
    const without = await loadDealerLocator({ ...readers(), siteSettings: async () => noTiles }, url(''))
    expect(without.data.results.map((result) => result.card.image)).toEqual([null, null, null])
  })
})
