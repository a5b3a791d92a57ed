import type { CollectionBeforeChangeHook } from 'payload'
import { pointOf } from '@dealer/geo/distance'
import { geocoderFor } from '@dealer/geo/geocoders'
import { parsePostcode } from '@dealer/geo/postcode'
import type { Location, SiteSetting } from '@dealer/cms-contract'
import { tenantIdOf } from '../lib/tenant-id'

type Address = Partial<Pick<Location['address'], 'postcode' | 'lat' | 'lng'>>

/**
 * The postcode to look up before a location is saved, or null: when staff left the coordinates empty (either of them),
 * or changed the postcode without touching the coordinates (they belonged to the old postcode). Coordinates staff
 * typed always win.
 */
export function postcodeToLocate(next: Address, previous: Address | null | undefined): string | null {
  const parsed = parsePostcode(next.postcode ?? '')
  if (!parsed.ok) return null
  if (!pointOf(next.lat, next.lng)) return parsed.postcode
  const moved = previous != null && (previous.postcode ?? '') !== parsed.postcode
  const untouched = previous != null && next.lat === previous.lat && next.lng === previous.lng
  return moved && untouched ? parsed.postcode : null
}

/**
 * Locations carry coordinates (issue 23): before a save, fill address.lat and lng from the postcode with the site's
 * geocoder (Site settings → Maps → Geocoder). A failed or fruitless lookup never blocks the save: the coordinates stay
 * as they were (the location is listed without a marker) and the log says why.
 */
export const fillCoordinatesFromPostcode: CollectionBeforeChangeHook<Location> = async ({ data, originalDoc, req }) => {
  const address: Address = { ...originalDoc?.address, ...data.address }
  const postcode = postcodeToLocate(address, originalDoc?.address)
  if (!postcode) return data
  const where = `location "${data.name ?? originalDoc?.name ?? '?'}" (postcode ${postcode})`
  const tenantId = tenantIdOf(data as Parameters<typeof tenantIdOf>[0]) ?? (originalDoc ? tenantIdOf(originalDoc) : null)
  let setting: NonNullable<SiteSetting['maps']>['geocoder'] = null
  if (tenantId != null) {
    const found = await req.payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: tenantId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    setting = found.docs[0]?.maps?.geocoder ?? null
  }
  const geocoder = geocoderFor(setting)
  if ('problem' in geocoder) {
    req.payload.logger.warn(`Coordinates for ${where} not filled: ${geocoder.problem}`)
    return data
  }
  try {
    const point = await geocoder.locate(postcode)
    if (!point) {
      req.payload.logger.warn(`Coordinates for ${where} not filled: the geocoder knows no such postcode`)
      return data
    }
    return { ...data, address: { ...originalDoc?.address, ...data.address, lat: point.lat, lng: point.lng } }
  } catch (error) {
    req.payload.logger.warn(`Coordinates for ${where} not filled: ${error instanceof Error ? error.message : String(error)}`)
    return data
  }
}
