import type { SiteSetting } from '@dealer/cms-contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mapTileOrigin, mapTilesFor, SIMULATOR_TILE_URL } from './map-tiles.server'

const settings = (maps: SiteSetting['maps']) => ({ id: 7, maps }) as SiteSetting

afterEach(() => vi.restoreAllMocks())

describe('mapTilesFor', () => {
  it('is the simulator by default (no settings, no maps group, or the simulator chosen)', () => {
    for (const chosen of [null, settings(undefined), settings({ tiles: 'simulator', simulatorFailure: 'tiles-unavailable' })]) {
      expect(mapTilesFor(chosen)).toEqual({ url: SIMULATOR_TILE_URL, attribution: 'Simulated map tiles' })
    }
    expect(mapTileOrigin(mapTilesFor(null))).toBeNull()
  })

  it('draws no invented map in production (any deployment not marked DEALER_ENV=development): the static cards remain', () => {
    for (const chosen of [null, settings({ tiles: 'simulator' })]) expect(mapTilesFor(chosen, { NODE_ENV: 'production' })).toBeNull()
    const real = settings({ tiles: 'url', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
    expect(mapTilesFor(real, {})).toMatchObject({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  })

  it('is the site’s tile server with its attribution, and the page policy names its origin', () => {
    const tiles = mapTilesFor(
      settings({ tiles: 'url', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: ' © OpenStreetMap contributors ' }),
    )
    expect(tiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' })
    expect(mapTileOrigin(tiles)).toBe('https://tile.openstreetmap.org')
  })

  it('gives no interactive map, and says why in the log, for a tile URL the map can’t use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(mapTilesFor(settings({ tiles: 'url', tileUrl: 'http://tile.example.com/{z}/{x}/{y}.png' }))).toBeNull()
    expect(mapTilesFor(settings({ tiles: 'url', tileUrl: null }))).toBeNull()
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'maps: site settings 7 get no interactive map: the tile URL must start with https://',
      'maps: site settings 7 get no interactive map: no tile URL is set',
    ])
    expect(mapTileOrigin(null)).toBeNull()
  })
})
