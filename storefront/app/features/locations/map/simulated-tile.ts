/**
 * The local tile simulator (DEVELOPERS.md: every third party has a local simulator): a 256-pixel map tile drawn from
 * its own coordinates, the same every time. Land, a grid, two "roads" placed by the tile's numbers, and the latitude
 * and longitude of its north-west corner, so a screenshot shows where the map is. Not a real map: tests and local stacks.
 */

/** The deepest zoom the maps offer (Leaflet's default, and most tile servers') */
export const MAX_TILE_ZOOM = 19

export interface TileCoordinates {
  z: number
  x: number
  y: number
}

/** "/map-tiles/12/3778/2368.svg" → the tile, or null when it isn't one (not integers, zoom over 19, off the world). */
export function parseTile(z: string, x: string, file: string): TileCoordinates | null {
  const y = /^(\d{1,7})\.svg$/.exec(file)?.[1]
  if (!y || !/^\d{1,2}$/.test(z) || !/^\d{1,7}$/.test(x)) return null
  const tile = { z: Number(z), x: Number(x), y: Number(y) }
  const size = 2 ** tile.z
  return tile.z <= MAX_TILE_ZOOM && tile.x < size && tile.y < size ? tile : null
}

/** The north-west corner of a tile (Web Mercator, as every slippy map numbers its tiles). */
export function tileCorner({ z, x, y }: TileCoordinates): { lat: number; lng: number } {
  const size = 2 ** z
  const lng = (x / size) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI
  return { lat, lng }
}

/** A small deterministic number from the tile's coordinates (so neighbouring tiles differ). */
function mix({ z, x, y }: TileCoordinates, salt: number): number {
  let h = (z * 73856093) ^ (x * 19349663) ^ (y * 83492791) ^ salt
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995)
  return ((h ^ (h >>> 15)) >>> 0) % 1000
}

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(3)}°${value < 0 ? negative : positive}`

export function simulatedTileSvg(tile: TileCoordinates): string {
  const { lat, lng } = tileCorner(tile)
  const road = 32 + (mix(tile, 1) % 192)
  const avenue = 32 + (mix(tile, 2) % 192)
  const park = mix(tile, 3) % 3 === 0
  const grid = [64, 128, 192].map((at) => `<path d="M${at} 0V256M0 ${at}H256"/>`).join('')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<rect width="256" height="256" fill="#eef0e6"/>',
    park ? `<rect x="${avenue % 128}" y="${road % 128}" width="96" height="72" rx="8" fill="#d5e8c8"/>` : '',
    `<g stroke="#d6d9cc" stroke-width="1">${grid}</g>`,
    `<g stroke="#ffffff" stroke-width="6"><path d="M0 ${road}H256"/><path d="M${avenue} 0V256"/></g>`,
    '<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#c4c8b8"/>',
    `<text x="6" y="16" font-family="sans-serif" font-size="11" fill="#5b6150">${tile.z}/${tile.x}/${tile.y}</text>`,
    `<text x="6" y="30" font-family="sans-serif" font-size="11" fill="#5b6150">${degrees(lat, 'N', 'S')} ${degrees(lng, 'E', 'W')}</text>`,
    '</svg>',
  ].join('')
}
