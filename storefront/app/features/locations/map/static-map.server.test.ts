import { OutboundRequestError, type GuardedFetch, type GuardedResponse } from '@dealer/outbound/guarded-fetch'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { SIMULATOR_TILE_URL } from './map-tiles.server'
import type { TileCoordinates } from './simulated-tile'
import { tilesCovering } from './static-map'
import {
  attributionText,
  cachedStaticMap,
  drawStaticMap,
  httpTileSource,
  simulatorTileSource,
  tileSourceFor,
  TileUnavailable,
  type TileSource,
} from './static-map.server'

const CLEVELAND = { lat: -27.5267, lng: 153.2652 }

/** The simulator's tiles, noting which were asked for. */
function recordingSource(): TileSource & { asked: TileCoordinates[] } {
  const asked: TileCoordinates[] = []
  return {
    asked,
    tile: async (tile) => {
      asked.push({ z: tile.z, x: tile.x, y: tile.y })
      return simulatorTileSource.tile(tile)
    },
  }
}

async function pixel(picture: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}

describe('drawStaticMap', () => {
  it('draws 600 × 300 WebP from exactly the tiles around the place, with the marker on it', async () => {
    const source = recordingSource()
    const picture = await drawStaticMap({ ...CLEVELAND, width: 600, attribution: 'Simulated map tiles', source })
    const meta = await sharp(picture).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 300 })
    expect(source.asked).toEqual(tilesCovering(CLEVELAND.lat, CLEVELAND.lng, 15, 600, 300).map(({ z, x, y }) => ({ z, x, y })))
    // The pin's red body, just above its tip at the centre; the tiles' pale land well away from it.
    const [red, green, blue] = await pixel(picture, 300, 135)
    expect(red).toBeGreaterThan(150)
    expect(green).toBeLessThan(90)
    expect(blue).toBeLessThan(90)
    const [landRed, landGreen] = await pixel(picture, 40, 60)
    expect(landGreen).toBeGreaterThan(180)
    expect(landRed).toBeGreaterThan(180)
  })

  it('draws the thumbnail as the same picture, 150 × 75', async () => {
    const picture = await drawStaticMap({ ...CLEVELAND, width: 150, attribution: '', source: simulatorTileSource })
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 150, height: 75 })
  })

  it('draws nothing when a tile can’t be had', async () => {
    const failing: TileSource = { tile: async () => Promise.reject(new TileUnavailable('down')) }
    await expect(drawStaticMap({ ...CLEVELAND, width: 600, attribution: '', source: failing })).rejects.toThrow(TileUnavailable)
  })
})

describe('httpTileSource', () => {
  const png = sharp({ create: { width: 256, height: 256, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  const answer = async (response: Partial<GuardedResponse>): Promise<GuardedResponse> => ({
    status: 200,
    headers: { 'content-type': 'image/png' },
    body: await png,
    ...response,
  })

  it('asks the tile server for the tile through the guarded client, with limits', async () => {
    const guardedFetch = vi.fn<GuardedFetch>(async () => answer({}))
    const tile = await httpTileSource('https://tiles.example.com/{z}/{x}/{y}.png', guardedFetch).tile({ z: 15, x: 30327, y: 18739 })
    expect(tile).toEqual(await png)
    expect(guardedFetch).toHaveBeenCalledWith(
      'https://tiles.example.com/15/30327/18739.png',
      expect.objectContaining({ timeoutMs: 5000, maxResponseBytes: 512 * 1024 }),
    )
  })

  it('treats an error answer, a page that is not an image and a refused request as an unavailable tile', async () => {
    const source = (response: () => Promise<GuardedResponse>) => httpTileSource('https://tiles.example.com/{z}/{x}/{y}.png', vi.fn<GuardedFetch>(response))
    const tile = { z: 1, x: 0, y: 0 }
    await expect(source(() => answer({ status: 404 })).tile(tile)).rejects.toThrow(TileUnavailable)
    await expect(source(() => answer({ headers: { 'content-type': 'text/html' } })).tile(tile)).rejects.toThrow(TileUnavailable)
    await expect(source(() => Promise.reject(new OutboundRequestError('not-public-address', '10.0.0.1'))).tile(tile)).rejects.toThrow(TileUnavailable)
  })
})

describe('tileSourceFor', () => {
  it('draws the simulator’s tiles locally', () => {
    expect(tileSourceFor({ url: SIMULATOR_TILE_URL, attribution: '' })).toBe(simulatorTileSource)
    expect(tileSourceFor({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '' })).not.toBe(simulatorTileSource)
  })
})

describe('attributionText', () => {
  it('keeps the words of an HTML attribution', () => {
    expect(attributionText('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors')).toBe('© OpenStreetMap contributors')
    expect(attributionText('  Tiles &amp; data  ')).toBe('Tiles & data')
  })
})

describe('cachedStaticMap', () => {
  it('draws a picture once while it is cached, and again after a failure', async () => {
    const key = `test:${Math.random()}`
    const draw = vi.fn(async () => Buffer.from('picture'))
    await cachedStaticMap(key, draw)
    await cachedStaticMap(key, draw)
    expect(draw).toHaveBeenCalledTimes(1)

    const failingKey = `${key}:failing`
    const failing = vi.fn(async () => Promise.reject(new Error('down')))
    await expect(cachedStaticMap(failingKey, failing)).rejects.toThrow('down')
    await expect(cachedStaticMap(failingKey, failing)).rejects.toThrow('down')
    expect(failing).toHaveBeenCalledTimes(2)
  })
})
