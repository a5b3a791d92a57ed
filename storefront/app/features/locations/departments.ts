import type { Location } from '@dealer/cms-contract'
import { compareLabels } from '@dealer/stock/text'

type Department = Pick<Location, 'id' | 'name' | 'locationType' | 'visible' | 'dealership' | 'address'>

/** Sales first, then service, then parts: how a dealership's departments are usually listed. */
const TYPE_ORDER: Record<Location['locationType'], number> = { sales: 0, service: 1, parts: 2 }

const dealershipOf = (location: Department) =>
  typeof location.dealership === 'object' && location.dealership ? location.dealership.id : (location.dealership ?? null)

/** "112 Shore Street West" and "112  shore street west " are one street. */
const streetKey = (street: string | null | undefined) => (street ?? '').trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The departments at `location`'s address (spec 001 §2: "an Opening Hours box with a selector when the address hosts
 * several location types"): the visible locations of the same dealership with the same street and postcode, `location`
 * itself included whatever its visibility, sales first, then service, then parts (by name within a type).
 */
export function departmentsAt<L extends Department>(location: L, locations: readonly L[]): L[] {
  const here = (other: L) =>
    dealershipOf(other) === dealershipOf(location) &&
    streetKey(other.address.street) === streetKey(location.address.street) &&
    other.address.postcode?.trim() === location.address.postcode?.trim()
  const others = locations.filter((other) => other.id !== location.id && other.visible !== false && here(other))
  return [location, ...others].sort((a, b) => TYPE_ORDER[a.locationType] - TYPE_ORDER[b.locationType] || compareLabels(a.name, b.name))
}
