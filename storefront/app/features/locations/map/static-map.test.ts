import type { ResponsiveImage } from '@dealer/blocks/ui/media'
import { describe, expect, it } from 'vitest'
import { tileCorner } from './simulated-tile'
import {
  cardWithStaticMap,
  markerPoint,
  parseStaticMapRequest,
  staticMapAlt,
  staticMapImage,
  staticMapVersion,
  tileAddress,
  tilesCovering,
  worldPixel,
} from './static-map'

const TILES = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' }
const CLEVELAND = { id: 7, name: 'Bayside Toyota Cleveland', addressLines: ['112 Shore Street West', 'Cleveland QLD 4163'], lat: -27.5267, lng: 153.2652 }

describe('worldPixel', () => {
  it('puts 0°, 0° in the middle of the one-tile world and the corners at its edges', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 })
    const northWest = worldPixel(85.05112878, -180, 0)
    expect(northWest.x).toBe(0)
    expect(northWest.y).toBeCloseTo(0, 5)
    expect(worldPixel(-85.05112878, 180, 1).y).toBeCloseTo(512, 5)
  })

  it('is the inverse of a tile corner: a tile’s north-west corner is a multiple of 256 pixels', () => {
    const corner = tileCorner({ z: 15, x: 30327, y: 18739 })
    const pixel = worldPixel(corner.lat, corner.lng, 15)
    expect(pixel.x).toBeCloseTo(30327 * 256, 3)
    expect(pixel.y).toBeCloseTo(18739 * 256, 3)
  })

  it('stops at the Mercator limit rather than running off to infinity at a pole', () => {
    expect(worldPixel(90, 0, 0).y).toBeCloseTo(0, 3)
    expect(Number.isFinite(worldPixel(-90, 0, 3).y)).toBe(true)
  })
})

describe('tilesCovering', () => {
  it('centred on a tile corner, 600 × 300 takes four columns and two rows, each placed from the picture’s corner', () => {
    const corner = tileCorner({ z: 15, x: 30000, y: 18000 })
    const tiles = tilesCovering(corner.lat, corner.lng, 15, 600, 300)
    expect(tiles.map(({ x, y, left, top }) => [x, y, left, top])).toEqual([
      [29998, 17999, -212, -106],
      [29999, 17999, 44, -106],
      [30000, 17999, 300, -106],
      [30001, 17999, 556, -106],
      [29998, 18000, -212, 150],
      [29999, 18000, 44, 150],
      [30000, 18000, 300, 150],
      [30001, 18000, 556, 150],
    ])
    expect(tiles.every((tile) => tile.z === 15)).toBe(true)
  })

  it('covers the whole picture with no gap wherever the centre falls', () => {
    const tiles = tilesCovering(CLEVELAND.lat, CLEVELAND.lng, 15, 600, 300)
    // Every picture pixel column and row is inside exactly one tile's span.
    for (const probe of [0, 150, 299, 300, 599]) {
      const across = new Set(tiles.filter((tile) => tile.left <= probe && probe < tile.left + 256).map((tile) => tile.x))
      expect(across.size).toBe(1)
    }
    for (const probe of [0, 149, 299]) {
      const down = new Set(tiles.filter((tile) => tile.top <= probe && probe < tile.top + 256).map((tile) => tile.y))
      expect(down.size).toBe(1)
    }
    expect(Math.min(...tiles.map((tile) => tile.left))).toBeLessThanOrEqual(0)
    expect(Math.max(...tiles.map((tile) => tile.left + 256))).toBeGreaterThanOrEqual(600)
  })

  it('finds the tile the place is in (Cleveland, zoom 15) under the marker', () => {
    const marker = markerPoint(CLEVELAND.lat, CLEVELAND.lng, 15, 600, 300)
    expect(marker.x).toBeCloseTo(300, 0)
    expect(marker.y).toBeCloseTo(150, 0)
    const under = tilesCovering(CLEVELAND.lat, CLEVELAND.lng, 15, 600, 300).find(
      (tile) => tile.left <= marker.x && marker.x < tile.left + 256 && tile.top <= marker.y && marker.y < tile.top + 256,
    )
    const corner = tileCorner(under!)
    const nextCorner = tileCorner({ z: 15, x: under!.x + 1, y: under!.y + 1 })
    expect(CLEVELAND.lng).toBeGreaterThanOrEqual(corner.lng)
    expect(CLEVELAND.lng).toBeLessThan(nextCorner.lng)
    expect(CLEVELAND.lat).toBeLessThanOrEqual(corner.lat)
    expect(CLEVELAND.lat).toBeGreaterThan(nextCorner.lat)
  })

  it('wraps columns round the antimeridian', () => {
    const xs = tilesCovering(0, 179.99, 2, 600, 300).map((tile) => tile.x)
    expect(xs).toContain(3)
    expect(xs).toContain(0)
    expect(xs.every((x) => x >= 0 && x < 4)).toBe(true)
  })

  it('leaves out rows beyond the poles', () => {
    const tiles = tilesCovering(85, 0, 1, 600, 300)
    expect(tiles.every((tile) => tile.y >= 0 && tile.y < 2)).toBe(true)
    expect(Math.min(...tiles.map((tile) => tile.top))).toBeGreaterThan(0)
  })
})

describe('tileAddress', () => {
  it('fills the template’s placeholders', () => {
    expect(tileAddress('https://t.example.com/{z}/{x}/{y}.png?k=1', { z: 15, x: 30327, y: 18739 })).toBe('https://t.example.com/15/30327/18739.png?k=1')
  })
})

describe('parseStaticMapRequest', () => {
  const query = (text: string) => new URLSearchParams(text)

  it('takes a location id and one of the two widths', () => {
    expect(parseStaticMapRequest('12.webp', query('w=600&v=abc123'))).toEqual({ ok: true, locationId: 12, width: 600, version: 'abc123' })
    expect(parseStaticMapRequest('12.webp', query('w=150'))).toEqual({ ok: true, locationId: 12, width: 150, version: null })
  })

  it('answers 400 for any other width, none, or two', () => {
    for (const text of ['w=300', 'w=', '', 'w=600&w=150', 'w=600.0', 'w=0600', 'w=-600']) {
      const asked = parseStaticMapRequest('12.webp', query(text))
      expect(asked, text).toMatchObject({ ok: false, status: 400 })
    }
  })

  it('answers 404 for an address that is not a location’s picture', () => {
    for (const file of ['abc.webp', '0.webp', '012.webp', '12.png', '12', '12.webp.webp', '99999999999.webp', undefined]) {
      expect(parseStaticMapRequest(file, query('w=600')), String(file)).toMatchObject({ ok: false, status: 404 })
    }
  })

  it('ignores a version that could not be one', () => {
    expect(parseStaticMapRequest('12.webp', query('w=600&v=<script>'))).toMatchObject({ ok: true, version: null })
  })
})

describe('staticMapImage', () => {
  it('is the 600 × 300 picture with the 150 px thumbnail in its srcset and alt text naming the place', () => {
    const image = staticMapImage(CLEVELAND, TILES)!
    const version = staticMapVersion(CLEVELAND.lat, CLEVELAND.lng, TILES)
    expect(image).toEqual({
      src: `/location-maps/7.webp?w=600&v=${version}`,
      srcSet: `/location-maps/7.webp?w=150&v=${version} 150w, /location-maps/7.webp?w=600&v=${version} 600w`,
      width: 600,
      height: 300,
      alt: 'Map showing Bayside Toyota Cleveland, 112 Shore Street West, Cleveland QLD 4163',
    })
  })

  it('is none without tiles or without coordinates', () => {
    expect(staticMapImage(CLEVELAND, null)).toBeNull()
    expect(staticMapImage({ ...CLEVELAND, lat: null }, TILES)).toBeNull()
    expect(staticMapImage({ ...CLEVELAND, lng: undefined }, TILES)).toBeNull()
  })

  it('changes address when the place, the tile server or the attribution does', () => {
    const base = staticMapVersion(CLEVELAND.lat, CLEVELAND.lng, TILES)
    expect(staticMapVersion(CLEVELAND.lat, CLEVELAND.lng, TILES)).toBe(base)
    expect(staticMapVersion(CLEVELAND.lat + 0.001, CLEVELAND.lng, TILES)).not.toBe(base)
    expect(staticMapVersion(CLEVELAND.lat, CLEVELAND.lng, { ...TILES, url: 'https://other.example.com/{z}/{x}/{y}.png' })).not.toBe(base)
    expect(staticMapVersion(CLEVELAND.lat, CLEVELAND.lng, { ...TILES, attribution: 'Other' })).not.toBe(base)
    expect(base).toMatch(/^[0-9a-z]{1,16}$/)
  })

  it('names the place alone when it has no address lines', () => {
    expect(staticMapAlt('Head Office', [])).toBe('Map showing Head Office')
  })
})

describe('cardWithStaticMap', () => {
  const location = { id: 7, address: { lat: CLEVELAND.lat, lng: CLEVELAND.lng } } as Parameters<typeof cardWithStaticMap>[1]
  const card: { name: string; addressLines: string[]; image: ResponsiveImage | null } = {
    name: CLEVELAND.name,
    addressLines: CLEVELAND.addressLines,
    image: null,
  }

  it('gives a card without a photo the map', () => {
    expect(cardWithStaticMap(card, location, TILES).image?.alt).toBe('Map showing Bayside Toyota Cleveland, 112 Shore Street West, Cleveland QLD 4163')
  })

  it('keeps a photo, and the plain panel without tiles', () => {
    const photo = { src: '/media/cleveland.jpg', srcSet: undefined, width: 800, height: 600, alt: 'The showroom' }
    expect(cardWithStaticMap({ ...card, image: photo }, location, TILES).image).toBe(photo)
    expect(cardWithStaticMap(card, location, null).image).toBeNull()
  })
})
