import { mapTilesFor } from '../features/locations/map/map-tiles.server'
import { cachedStaticMap, drawStaticMap, tileSourceFor } from '../features/locations/map/static-map.server'
import { staticMapResponse } from '../features/locations/map/static-map-route.server'
import { getLocations, getSiteSettings } from '../server/cms.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/location-map'

/**
 * GET /location-maps/{id}.webp?w=600|150: a location's static map (spec 001 §9: 600 wide at quality 75, with the 150 px
 * thumbnail), drawn from the site's map tiles (features/locations/map/static-map-route.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  return staticMapResponse(request, params.file, {
    siteKey: String(tenant.id),
    locations: () => getLocations(tenant),
    siteSettings: () => getSiteSettings(tenant),
    tilesFor: (settings) => mapTilesFor(settings),
    draw: ({ key, lat, lng, width, tiles }) =>
      cachedStaticMap(key, () => drawStaticMap({ lat, lng, width, attribution: tiles.attribution, source: tileSourceFor(tiles) })),
  })
}
