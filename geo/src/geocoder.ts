import type { LatLng } from './distance'

/**
 * Postcode → place, behind one interface (spec 001 §7 "Geocode"): the offline postcode list (offline-geocoder.ts) or a
 * geocoding API (http-geocoder.ts), picked per site by Site settings → Maps → Geocoder (geocoders.ts).
 */
export interface Geocoder {
  /** The postcode's place, or null when there is no such postcode. Throws GeocoderFailure when the lookup itself failed. */
  locate(postcode: string): Promise<LatLng | null>
}

/** The geocoder could not answer (unreachable, an error status, a malformed answer): not the same as "no such postcode". */
export class GeocoderFailure extends Error {
  constructor(geocoder: string, detail: string) {
    super(`${geocoder}: ${detail}`)
    this.name = 'GeocoderFailure'
  }
}
