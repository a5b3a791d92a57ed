import type { Location, SiteSetting } from '@dealer/cms-contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MapTiles } from './map-types'
import { staticMapVersion } from './static-map'
import { staticMapResponse, type StaticMapReaders } from './static-map-route.server'

afterEach(() => vi.restoreAllMocks())

const TILES: MapTiles = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' }
const PICTURE = Buffer.from('RIFF....WEBP')

function location(id: number, lat: number | null, lng: number | null, visible = true): Location {
  return {
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    visible,
    address: { street: '1 Main Rd', city: 'Cleveland', state: 'QLD', postcode: '4163', lat, lng },
  } as Location
}

/** The request's site has locations 7 (placed), 8 (hidden) and 9 (no coordinates); 42 is another site's. */
function readers(overrides: Partial<StaticMapReaders> = {}): StaticMapReaders & { draw: ReturnType<typeof vi.fn> } {
  return {
    siteKey: '3',
    locations: async () => [location(7, -27.5267, 153.2652), location(8, -27.5, 153.2, false), location(9, null, null)],
    siteSettings: async () => null,
    tilesFor: () => TILES,
    draw: vi.fn(async () => PICTURE),
    ...overrides,
  } as StaticMapReaders & { draw: ReturnType<typeof vi.fn> }
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://www.baysidetoyota.com.au${path}`, { headers })
const fileOf = (path: string) => new URL(path, 'https://x').pathname.split('/').pop()
const ask = (path: string, with_ = readers(), headers: Record<string, string> = {}) => staticMapResponse(get(path, headers), fileOf(path), with_)
const VERSION = staticMapVersion(-27.5267, 153.2652, TILES)

describe('GET /location-maps/{id}.webp', () => {
  it('draws the site’s location at the width asked for, as WebP kept for a year under its current address', async () => {
    const with_ = readers()
    const response = await ask(`/location-maps/7.webp?w=600&v=${VERSION}`, with_)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toBe(`"location-map-7-${VERSION}-600"`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PICTURE)
    expect(with_.draw).toHaveBeenCalledWith({ key: `3:7:${VERSION}:600`, lat: -27.5267, lng: 153.2652, width: 600, tiles: TILES })
  })

  it('draws the 150 px thumbnail', async () => {
    const with_ = readers()
    expect((await ask(`/location-maps/7.webp?w=150&v=${VERSION}`, with_)).status).toBe(200)
    expect(with_.draw).toHaveBeenCalledWith(expect.objectContaining({ width: 150 }))
  })

  it('keeps a picture asked for under an old or no version only briefly', async () => {
    const response = await ask('/location-maps/7.webp?w=600&v=old', readers())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('answers 400 for any other width, drawing nothing', async () => {
    for (const query of ['w=400', 'w=1200', '', 'w=600&w=150']) {
      const with_ = readers()
      const response = await ask(`/location-maps/7.webp?${query}`, with_)
      expect(response.status, query).toBe(400)
      expect(with_.draw).not.toHaveBeenCalled()
    }
  })

  it('answers 404 for an unknown location, another site’s, a hidden one and one without coordinates', async () => {
    for (const id of [1, 42, 8, 9]) {
      const with_ = readers()
      expect((await ask(`/location-maps/${id}.webp?w=600`, with_)).status, String(id)).toBe(404)
      expect(with_.draw).not.toHaveBeenCalled()
    }
    expect((await ask('/location-maps/seven.webp?w=600')).status).toBe(404)
  })

  it('answers 404 when the site has no tiles (production without a tile server)', async () => {
    const with_ = readers({ tilesFor: () => null })
    expect((await ask('/location-maps/7.webp?w=600', with_)).status).toBe(404)
  })

  it('answers 503, not cached, when the simulator’s tiles are switched off or a tile can’t be had', async () => {
    const settings = { maps: { tiles: 'simulator', simulatorFailure: 'tiles-unavailable' } } as unknown as SiteSetting
    const off = await ask(
      '/location-maps/7.webp?w=600',
      readers({ siteSettings: async () => settings, tilesFor: () => ({ url: '/map-tiles/{z}/{x}/{y}.svg', attribution: '' }) }),
    )
    expect(off.status).toBe(503)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const down = await ask('/location-maps/7.webp?w=600', readers({ draw: vi.fn(async () => Promise.reject(new Error('tile server down'))) }))
    expect(down.status).toBe(503)
    expect(down.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 304 to the picture’s own ETag', async () => {
    const with_ = readers()
    const response = await ask(`/location-maps/7.webp?w=600&v=${VERSION}`, with_, { 'if-none-match': `W/"location-map-7-${VERSION}-600"` })
    expect(response.status).toBe(304)
    expect(with_.draw).not.toHaveBeenCalled()
    const changed = await ask(`/location-maps/7.webp?w=600&v=${VERSION}`, readers(), { 'if-none-match': '"location-map-7-old-600"' })
    expect(changed.status).toBe(200)
  })
})
