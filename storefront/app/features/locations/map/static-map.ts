/**
 * A location's static map (spec 001 §9: "Map image width 600, quality 75", with the 150 px thumbnail; §7: "a map image
 * looked up by map_key"): one picture of the site's own map tiles around the location, with a marker, served by
 * /location-maps/{id}.webp?w=600|150 (routes/location-map.ts). This file is the arithmetic and the addresses, shared by
 * the loaders that put the picture on a card and the route that draws it (static-map.server.ts); no sharp, no network.
 */
import type { Location } from '@dealer/cms-contract'
import type { ResponsiveImage } from '@dealer/blocks/ui/media'
import type { MapTiles } from './map-types'

/** Spec 001 §9: the map image is 600 wide; its thumbnail 150. The only widths the route draws. */
export const STATIC_MAP_WIDTHS = [150, 600] as const
export type StaticMapWidth = (typeof STATIC_MAP_WIDTHS)[number]

/** The full-size picture: 600 by 300 (the card's 230 px tall box crops it a little, never stretches it). */
export const STATIC_MAP_WIDTH = 600
export const STATIC_MAP_HEIGHT = 300
/** Spec 001 §9. */
export const STATIC_MAP_QUALITY = 75
/** Streets around one dealership: a few blocks each way. */
export const STATIC_MAP_ZOOM = 15

const TILE_SIZE = 256

const STATIC_MAP_PATH = '/location-maps/'

/** The Web Mercator limit: the square world map ends here, as every slippy map's does. */
const MAX_LATITUDE = 85.05112878

/** A point on the whole world's map at zoom `z` (TILE_SIZE × 2^z pixels square), in pixels from its north-west corner. */
export function worldPixel(lat: number, lng: number, z: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** z
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  const x = ((lng + 180) / 360) * size
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size
  return { x, y }
}

/** One tile of the picture: which tile (x already wrapped round the antimeridian) and where its corner lands. */
export interface PlacedTile {
  z: number
  x: number
  y: number
  /** The tile's north-west corner in the picture, in pixels (negative when it starts off the picture's edge). */
  left: number
  top: number
}

/**
 * The tiles a `width` × `height` picture centred on (lat, lng) at zoom `z` needs, row by row, and where each goes.
 * Tiles east of the last column wrap round to the first (the world repeats sideways); rows past either pole are left
 * out (the picture's background shows there).
 */
export function tilesCovering(lat: number, lng: number, z: number, width: number, height: number): PlacedTile[] {
  const centre = worldPixel(lat, lng, z)
  const left = Math.round(centre.x - width / 2)
  const top = Math.round(centre.y - height / 2)
  const count = 2 ** z
  const tiles: PlacedTile[] = []
  for (let row = Math.floor(top / TILE_SIZE); row <= Math.floor((top + height - 1) / TILE_SIZE); row++) {
    if (row < 0 || row >= count) continue
    for (let column = Math.floor(left / TILE_SIZE); column <= Math.floor((left + width - 1) / TILE_SIZE); column++) {
      tiles.push({ z, x: ((column % count) + count) % count, y: row, left: column * TILE_SIZE - left, top: row * TILE_SIZE - top })
    }
  }
  return tiles
}

/** Where the location itself lands in the picture (the marker's tip): the centre, to the pixel the tiles were placed by. */
export function markerPoint(lat: number, lng: number, z: number, width: number, height: number): { x: number; y: number } {
  const centre = worldPixel(lat, lng, z)
  return { x: centre.x - Math.round(centre.x - width / 2), y: centre.y - Math.round(centre.y - height / 2) }
}

/** A tile server's address for one tile (its template's {z}, {x} and {y} filled). */
export function tileAddress(template: string, { z, x, y }: { z: number; x: number; y: number }): string {
  return template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y))
}

/** What the route was asked for: a location's id and one of the two widths. */
export type StaticMapRequest =
  { ok: true; locationId: number; width: StaticMapWidth; version: string | null } | { ok: false; status: 400 | 404; reason: string }

/** "/location-maps/12.webp?w=600&v=…" → the location and width; 404 for an address that isn't one, 400 for another width. */
export function parseStaticMapRequest(file: string | undefined, query: URLSearchParams): StaticMapRequest {
  const id = /^([1-9]\d{0,9})\.webp$/.exec(file ?? '')?.[1]
  if (!id || !Number.isSafeInteger(Number(id))) return { ok: false, status: 404, reason: 'No such map image.' }
  const widths = query.getAll('w')
  const width = STATIC_MAP_WIDTHS.find((candidate) => widths.length === 1 && widths[0] === String(candidate))
  if (!width) return { ok: false, status: 400, reason: `A map image is ${STATIC_MAP_WIDTHS.join(' or ')} pixels wide (w=${STATIC_MAP_WIDTHS.join(' or w=')}).` }
  const version = query.get('v')
  return { ok: true, locationId: Number(id), width, version: version && /^[0-9a-z]{1,16}$/.test(version) ? version : null }
}

/**
 * What the picture depends on, as a short token: its address carries it (`v`), so a location that moves, or a site that
 * changes tile server or attribution, gets a new address and a long-cached old picture is never shown for it.
 */
export function staticMapVersion(lat: number, lng: number, tiles: MapTiles): string {
  // FNV-1a, 32 bits: a cache key, not a secret.
  let hash = 0x811c9dc5
  for (const char of [lat.toFixed(6), lng.toFixed(6), STATIC_MAP_ZOOM, tiles.url, tiles.attribution].join('|')) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

export function staticMapAlt(name: string, addressLines: readonly string[]): string {
  const address = addressLines.filter((line) => line.trim()).join(', ')
  return address ? `Map showing ${name}, ${address}` : `Map showing ${name}`
}

/** What a card needs to show a location's map. */
export interface StaticMapPlace {
  id: number
  name: string
  addressLines: readonly string[]
  lat: number | null | undefined
  lng: number | null | undefined
}

function staticMapSrc(id: number, width: StaticMapWidth, version: string): string {
  return `${STATIC_MAP_PATH}${id}.webp?w=${width}&v=${version}`
}

/**
 * The location's map as a card's picture (the shape of an upload's, so the cards' ResponsiveImg shows it: a srcset of
 * the thumbnail and the full size, its width and height so nothing shifts as it loads, lazy below the fold, and alt
 * text naming the place). Null without coordinates or without tiles (production with no tile server shows no map).
 */
export function staticMapImage(place: StaticMapPlace, tiles: MapTiles | null): ResponsiveImage | null {
  if (!tiles || place.lat == null || place.lng == null || !Number.isFinite(place.lat) || !Number.isFinite(place.lng)) return null
  const version = staticMapVersion(place.lat, place.lng, tiles)
  return {
    src: staticMapSrc(place.id, STATIC_MAP_WIDTH, version),
    srcSet: STATIC_MAP_WIDTHS.map((width) => `${staticMapSrc(place.id, width, version)} ${width}w`).join(', '),
    width: STATIC_MAP_WIDTH,
    height: STATIC_MAP_HEIGHT,
    alt: staticMapAlt(place.name, place.addressLines),
  }
}

/**
 * Spec 001 §2: a location card shows the location's photo or its map. A card (the blocks' LocationCard) without a
 * photo gets the location's static map as its picture; without tiles or coordinates it keeps the plain panel.
 */
export function cardWithStaticMap<Card extends { image: ResponsiveImage | null; name: string; addressLines: string[] }>(
  card: Card,
  location: Pick<Location, 'id' | 'address'>,
  tiles: MapTiles | null,
): Card {
  if (card.image) return card
  const image = staticMapImage(
    { id: location.id, name: card.name, addressLines: card.addressLines, lat: location.address?.lat, lng: location.address?.lng },
    tiles,
  )
  return image ? { ...card, image } : card
}
