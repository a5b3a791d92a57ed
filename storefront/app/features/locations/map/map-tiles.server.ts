import type { SiteSetting } from '@dealer/cms-contract'
import { isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
import type { RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../../server/cms.server'
import { requireTenant } from '../../../server/tenant.server'
import type { MapTiles } from './LocationsMap'
import { checkTileUrl } from './tile-url'

/** The tile simulator's route (routes/map-tiles.ts): the storefront's own origin, so the page policy's 'self' covers it. */
export const SIMULATOR_TILE_URL = '/map-tiles/{z}/{x}/{y}.svg'

const SIMULATOR_ATTRIBUTION = 'Simulated map tiles'

/**
 * The site's map tiles (Site settings → Maps): the local tile simulator (the default; development only), or the site's tile server and its
 * attribution. A tile server address that isn't https with {z}/{x}/{y} gives no interactive map (the static cards
 * remain) and a log line saying why, rather than a map that can't load or a page policy that names a host it shouldn't.
 */
export function mapTilesFor(settings: SiteSetting | null, env: Record<string, string | undefined> = process.env): MapTiles | null {
  const maps = settings?.maps
  if (maps?.tiles !== 'url') {
    // Production draws no invented map (cms-contract/deployment.ts): the static cards remain.
    if (!isDevelopmentDeployment(env)) return null
    return { url: SIMULATOR_TILE_URL, attribution: SIMULATOR_ATTRIBUTION }
  }
  const checked = checkTileUrl(maps.tileUrl)
  if (!checked.ok) {
    console.warn(`maps: site settings ${settings?.id ?? '?'} get no interactive map: ${checked.reason}`)
    return null
  }
  return { url: checked.url, attribution: maps.attribution?.trim() ?? '' }
}

/** The origin the page's image policy must name for the site's tiles, or null for the storefront's own (or none). */
export function mapTileOrigin(tiles: MapTiles | null): string | null {
  if (!tiles || tiles.url.startsWith('/')) return null
  const checked = checkTileUrl(tiles.url)
  return checked.ok ? checked.origin : null
}

/**
 * The origins a page's image policy names for this request's site: its tile server's, when it has one (every page, as
 * any page may show a map). None for an unknown host: that page is the "no site here" 404.
 */
export async function siteTileOrigins(context: Readonly<RouterContextProvider>): Promise<string[]> {
  // A thrown lookup (no site, or no tenant middleware on this request) is no site: its page names no tile server.
  const tenant = await Promise.resolve()
    .then(() => requireTenant(context))
    .catch(() => null)
  if (!tenant) return []
  const origin = mapTileOrigin(mapTilesFor(await getSiteSettings(tenant)))
  return origin ? [origin] : []
}
