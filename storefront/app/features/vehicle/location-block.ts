// Which locations the vehicle page's location block lists (spec 001 §2: "The vehicle page locations block can filter
// by: primary, sales, service, parts, service-and-parts, all, or a location id"; spec 000 §2: "Location block, skipped
// for one specific location id"). Pure, from Site settings → Vehicle page.
import type { Location, SiteSetting } from '@dealer/cms-contract'
import { locationsFor } from '@dealer/blocks/locations-list/card'

type Listed = Pick<Location, 'id' | 'visible' | 'primary' | 'locationType' | 'dealership'>
export type LocationBlockShows = NonNullable<NonNullable<SiteSetting['vehiclePage']>['locationBlockShows']>

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : (value ?? null))

/**
 * The block's locations, the car's own first whenever it is among them; none (no block) when the car's location is
 * one staff skip, or when nothing matches. 'dealership' (the default, and what the page did before the setting) is the
 * car's location and its dealership's other visible ones; the spec's filters pick from all the site's visible
 * locations as the locations block does; 'location' is the one chosen (none while it is unset or hidden).
 */
export function locationBlockLocations<L extends Listed>(
  carLocation: L | null,
  locations: readonly L[],
  vehiclePage:
    Partial<Pick<NonNullable<SiteSetting['vehiclePage']>, 'locationBlockShows' | 'locationBlockLocation' | 'hideLocationBlockFor'>> | null | undefined,
): L[] {
  if (!carLocation) return []
  const skipped = (vehiclePage?.hideLocationBlockFor ?? []).some((entry) => idOf(entry) === carLocation.id)
  if (skipped) return []
  const shows = vehiclePage?.locationBlockShows ?? 'dealership'
  const visible = locations.filter((location) => location.visible !== false)
  let listed: L[]
  switch (shows) {
    case 'dealership':
      return [carLocation, ...visible.filter((location) => location.id !== carLocation.id && idOf(location.dealership) === idOf(carLocation.dealership))]
    case 'location': {
      const chosen = idOf(vehiclePage?.locationBlockLocation)
      listed = visible.filter((location) => location.id === chosen)
      break
    }
    default:
      listed = locationsFor(visible, shows)
  }
  const own = listed.find((location) => location.id === carLocation.id)
  return own ? [own, ...listed.filter((location) => location !== own)] : listed
}
