/**
 * Draws a location's static map (static-map.ts has the arithmetic): the site's tiles around it, a marker on it, and the
 * tiles' attribution on the picture, as WebP at quality 75. Tiles come from a TileSource: the local simulator's, drawn
 * here from simulated-tile.ts (no network), or the site's tile server's, fetched through the guarded outbound client
 * (its address is staff's to set: no private addresses, no redirects, a time limit and a size limit).
 */
import { outboundPolicyFromEnv } from '@dealer/outbound/destination'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch } from '@dealer/outbound/guarded-fetch'
import sharp from 'sharp'
import { LruCache } from '../../search/lru-cache'
import type { MapTiles } from './map-types'
import { simulatedTileSvg, type TileCoordinates } from './simulated-tile'
import {
  markerPoint,
  STATIC_MAP_HEIGHT,
  STATIC_MAP_QUALITY,
  STATIC_MAP_WIDTH,
  STATIC_MAP_ZOOM,
  tileAddress,
  tilesCovering,
  type StaticMapWidth,
} from './static-map'
import { SIMULATOR_TILE_URL } from './map-tiles.server'

/** One tile as image bytes (PNG, JPEG, WebP or SVG: whatever sharp reads). */
export interface TileSource {
  tile(tile: TileCoordinates): Promise<Buffer>
}

/** A tile that couldn't be had: the picture isn't drawn (a 503 the caches don't keep), rather than drawn with holes. */
export class TileUnavailable extends Error {}

/** The local simulator's tiles, drawn in-process: the same pictures /map-tiles/{z}/{x}/{y}.svg serves. */
export const simulatorTileSource: TileSource = {
  tile: async (tile) => Buffer.from(simulatedTileSvg(tile)),
}

/** A tile is a few tens of kilobytes; a tile server's answer past this is not a tile. */
const MAX_TILE_BYTES = 512 * 1024
const TILE_TIMEOUT_MS = 5_000

/** The site's tile server's tiles, each through the guarded client. */
export function httpTileSource(template: string, guardedFetch: GuardedFetch): TileSource {
  return {
    async tile(tile) {
      const address = tileAddress(template, tile)
      try {
        const response = await guardedFetch(address, { timeoutMs: TILE_TIMEOUT_MS, maxResponseBytes: MAX_TILE_BYTES, headers: { accept: 'image/*' } })
        const type = String(response.headers['content-type'] ?? '')
        if (response.status !== 200) throw new TileUnavailable(`tile ${tile.z}/${tile.x}/${tile.y}: the tile server answered ${response.status}`)
        if (!type.startsWith('image/')) throw new TileUnavailable(`tile ${tile.z}/${tile.x}/${tile.y}: the tile server sent ${type || 'no content type'}`)
        return response.body
      } catch (error) {
        if (error instanceof OutboundRequestError) throw new TileUnavailable(`tile ${tile.z}/${tile.x}/${tile.y}: ${error.message}`)
        throw error
      }
    },
  }
}

let sharedGuardedFetch: GuardedFetch | null = null

/** The source for the site's tiles: the simulator's own, or its tile server's through one guarded client per process. */
export function tileSourceFor(tiles: MapTiles): TileSource {
  if (tiles.url === SIMULATOR_TILE_URL) return simulatorTileSource
  sharedGuardedFetch ??= createGuardedFetch({ policy: outboundPolicyFromEnv() })
  return httpTileSource(tiles.url, sharedGuardedFetch)
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The attribution as plain text: staff often paste a tile provider's HTML ("&copy; <a href=…>OpenStreetMap</a>
 * contributors"), which the interactive map shows as links; the picture shows its words.
 */
export function attributionText(attribution: string): string {
  return attribution
    .replaceAll(/<[^>]*>/g, '')
    .replaceAll(/&copy;/gi, '©')
    .replaceAll(/&amp;/gi, '&')
    .replaceAll(/&nbsp;/gi, ' ')
    .replaceAll(/&[a-z]+;|&#\d+;/gi, '')
    .replaceAll(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
}

/** The marker (a pin whose tip is on the place) and the attribution in a light box in the bottom-right corner. */
function overlaySvg(marker: { x: number; y: number }, attribution: string): string {
  const text = attributionText(attribution)
  // About 6 px a character at 11 px: the box fits the words without measuring them.
  const boxWidth = Math.min(STATIC_MAP_WIDTH, Math.ceil(text.length * 6.2) + 10)
  const pin = `<g transform="translate(${marker.x.toFixed(1)} ${marker.y.toFixed(1)})"><path d="M0 0C-4-10-13-17-13-27a13 13 0 0 1 26 0C13-17 4-10 0 0Z" fill="#c62828" stroke="#ffffff" stroke-width="2"/><circle cx="0" cy="-27" r="5" fill="#ffffff"/></g>`
  const credit = text
    ? `<rect x="${STATIC_MAP_WIDTH - boxWidth}" y="${STATIC_MAP_HEIGHT - 18}" width="${boxWidth}" height="18" fill="#ffffff" fill-opacity="0.85"/><text x="${STATIC_MAP_WIDTH - 5}" y="${STATIC_MAP_HEIGHT - 5}" text-anchor="end" font-family="sans-serif" font-size="11" fill="#222222">${escapeXml(text)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${STATIC_MAP_WIDTH}" height="${STATIC_MAP_HEIGHT}">${pin}${credit}</svg>`
}

export interface StaticMapDrawing {
  lat: number
  lng: number
  width: StaticMapWidth
  attribution: string
  source: TileSource
}

/**
 * The picture: the tiles around (lat, lng) at 600 by 300, the marker and attribution on top, then scaled to the width
 * asked for (the thumbnail is the same picture smaller, as a srcset's candidates must be), as WebP at quality 75.
 */
export async function drawStaticMap({ lat, lng, width, attribution, source }: StaticMapDrawing): Promise<Buffer> {
  const placed = tilesCovering(lat, lng, STATIC_MAP_ZOOM, STATIC_MAP_WIDTH, STATIC_MAP_HEIGHT)
  const images = await Promise.all(placed.map((tile) => source.tile(tile)))
  // Each tile as a 256 px PNG first: sharp composites only what fits the base, so one starting off an edge is cropped to it.
  const layers = await Promise.all(
    placed.map(async (tile, index) => {
      const raw = sharp(images[index]).resize(256, 256, { fit: 'fill' })
      const left = Math.max(0, tile.left)
      const top = Math.max(0, tile.top)
      const cropLeft = left - tile.left
      const cropTop = top - tile.top
      const cropWidth = Math.min(256 - cropLeft, STATIC_MAP_WIDTH - left)
      const cropHeight = Math.min(256 - cropTop, STATIC_MAP_HEIGHT - top)
      const input = await sharp(await raw.png().toBuffer())
        .extract({ left: cropLeft, top: cropTop, width: cropWidth, height: cropHeight })
        .png()
        .toBuffer()
      return { input, left, top }
    }),
  )
  const marker = markerPoint(lat, lng, STATIC_MAP_ZOOM, STATIC_MAP_WIDTH, STATIC_MAP_HEIGHT)
  const composed = await sharp({ create: { width: STATIC_MAP_WIDTH, height: STATIC_MAP_HEIGHT, channels: 3, background: '#e6e8df' } })
    .composite([...layers, { input: Buffer.from(overlaySvg(marker, attribution)), left: 0, top: 0 }])
    .png()
    .toBuffer()
  const height = Math.round((STATIC_MAP_HEIGHT * width) / STATIC_MAP_WIDTH)
  return sharp(composed).resize(width, height).webp({ quality: STATIC_MAP_QUALITY }).toBuffer()
}

/**
 * Drawn pictures, so a burst of cards asking for the same map draws it once: bounded (64 pictures of a few tens of
 * kilobytes), per process, and only a saving; the Cache-Control lets nginx and browsers keep them for a year.
 */
const drawn = new LruCache<Promise<Buffer>>(64)

/** The picture for `key` (the site, the location, its version and the width), drawn once while it stays in the cache. */
export function cachedStaticMap(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const cached = drawn.get(key)
  if (cached) return cached
  const drawing = draw()
  drawn.set(key, drawing)
  // A failure isn't kept: the next request tries again.
  drawing.catch(() => drawn.delete(key))
  return drawing
}
