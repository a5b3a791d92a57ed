import type { Geocoder } from './geocoder'
import { httpGeocoderFromEnvironment } from './http-geocoder'
import { offlineGeocoder } from './offline-geocoder'

/** Site settings → Maps → Geocoder. */
export type GeocoderSetting = 'offline' | 'http'

/** The HTTP geocoder holds no state but its settings and connection pool: one per process for its own environment. */
let processHttpGeocoder: ReturnType<typeof httpGeocoderFromEnvironment> | undefined

/**
 * The site's geocoder: the offline postcode list (the default), or the geocoding API when the site chose it. A site set
 * to the API on a deployment that hasn't configured one gets the problem (the caller logs it and carries on without).
 */
export function geocoderFor(
  setting: GeocoderSetting | null | undefined,
  env: Record<string, string | undefined> = process.env,
): Geocoder | { problem: string } {
  if (setting !== 'http') return offlineGeocoder
  const http = env === process.env ? (processHttpGeocoder ??= httpGeocoderFromEnvironment(env)) : httpGeocoderFromEnvironment(env)
  return 'problem' in http ? { problem: `the site's geocoder is the geocoding API, but ${http.problem}` } : http
}
