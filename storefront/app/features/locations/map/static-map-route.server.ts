/**
 * GET /location-maps/{id}.webp?w=600|150&v=… (routes/location-map.ts): one of the request's site's locations on its map
 * tiles. Bounded: only the site's own visible locations with coordinates, two widths, and a picture that is the same
 * for every shopper (no cookie read), so nginx and browsers keep it; the address's `v` changes when what it shows does.
 */
import type { Location, SiteSetting } from '@dealer/cms-contract'
import type { MapTiles } from './map-types'
import { parseStaticMapRequest, staticMapVersion, type StaticMapWidth } from './static-map'

/** What the route reads and does, already scoped to the request's site (fakes in the tests). */
export interface StaticMapReaders {
  /** The site's id, keeping one site's pictures apart from another's in the drawing cache. */
  siteKey: string
  locations(): Promise<Location[]>
  siteSettings(): Promise<SiteSetting | null>
  tilesFor(settings: SiteSetting | null): MapTiles | null
  draw(picture: { key: string; lat: number; lng: number; width: StaticMapWidth; tiles: MapTiles }): Promise<Buffer>
}

/** A year: the address changes with the picture (its `v`). */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable'
/** An address without the current `v` (an old page's): the current picture, kept briefly. */
const CACHE_BRIEFLY = 'public, max-age=300'

const text = (body: string, status: number, cache = 'no-store') =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cache } })

export async function staticMapResponse(request: Request, file: string | undefined, readers: StaticMapReaders): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return text('Method not allowed.', 405)
  const asked = parseStaticMapRequest(file, new URL(request.url).searchParams)
  if (!asked.ok) return text(asked.reason, asked.status, 'public, max-age=300')
  const [locations, settings] = await Promise.all([readers.locations(), readers.siteSettings()])
  // The site's locations only (the CMS answers with the request's site's): another site's id is as unknown as none.
  const location = locations.find((candidate) => candidate.id === asked.locationId && candidate.visible !== false)
  const lat = location?.address?.lat
  const lng = location?.address?.lng
  if (!location || typeof lat !== 'number' || typeof lng !== 'number') return text('No such map image.', 404, 'public, max-age=300')
  const tiles = readers.tilesFor(settings)
  // No tiles (production without a tile server): no map, and the cards show none.
  if (!tiles) return text('This site has no map tiles.', 404, 'public, max-age=300')
  if (tiles.url.startsWith('/') && settings?.maps?.simulatorFailure === 'tiles-unavailable') return text('Map tiles are unavailable just now.', 503)

  const version = staticMapVersion(lat, lng, tiles)
  const etag = `"location-map-${location.id}-${version}-${asked.width}"`
  const cacheControl = asked.version === version ? CACHE_FOR_A_YEAR : CACHE_BRIEFLY
  const headers = { etag, 'cache-control': cacheControl }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  let picture: Buffer
  try {
    picture = await readers.draw({ key: `${readers.siteKey}:${location.id}:${version}:${asked.width}`, lat, lng, width: asked.width, tiles })
  } catch (error) {
    console.warn(`location map ${location.id}: not drawn: ${error instanceof Error ? error.message : String(error)}`)
    return text('The map image is unavailable just now.', 503)
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(picture), {
    headers: { ...headers, 'content-type': 'image/webp', 'content-length': String(picture.length) },
  })
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === etag || entry === '*')
}
