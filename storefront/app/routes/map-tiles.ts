import { parseTile, simulatedTileSvg } from '../features/locations/map/simulated-tile'
import { getSiteSettings } from '../server/cms.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/map-tiles'

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * GET /map-tiles/{z}/{x}/{y}.svg: the local tile simulator (Site settings → Maps → Tiles: simulator). Its failure mode
 * "Tiles unavailable" answers 503, as a tile server that is down would, so the map's fallback can be seen and tested.
 * Tiles are cached for an hour (not for ever: staff may turn the failure mode on).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tile = parseTile(params.z, params.x, params.file)
  if (!tile) return text('No such map tile.', 404)
  const maps = (await getSiteSettings(await requireTenant(context)))?.maps
  if (maps?.tiles === 'url') return text("This site's maps use its own tile server.", 404)
  if (maps?.simulatorFailure === 'tiles-unavailable') return text('Map tiles are unavailable just now.', 503)
  return new Response(simulatedTileSvg(tile), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
