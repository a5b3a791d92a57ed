import type { SiteSetting } from '@dealer/cms-contract'
import type { MapTiles } from './LocationsMap'

/**
 * The site's map tiles (Site settings → Maps): the local tile simulator or the site's tile server. Null: the site
 * shows static cards only. (Issue 23 contract: the maps part fills this in.)
 */
export function mapTilesFor(settings: SiteSetting | null): MapTiles | null {
  void settings
  return null
}
