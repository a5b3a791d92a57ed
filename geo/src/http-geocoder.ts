import { createGuardedFetch, OutboundRequestError, type GuardedFetch } from '@dealer/outbound/guarded-fetch'
import { pointOf } from './distance'
import { GeocoderFailure, type Geocoder } from './geocoder'

/**
 * A geocoding API (spec 001 §7 "Geocode": a GET with the postal code and country AU; the first result's lat and lng),
 * in the shape of Google's Geocoding API, which the spec's service is:
 * GET {GEOCODER_API_URL}?components=postal_code:4000|country:AU&key={GEOCODER_API_KEY}
 * → 200 { status: "OK", results: [{ geometry: { location: { lat, lng } } }, …] }, or { status: "ZERO_RESULTS", results: [] }.
 * Any other status or answer is a failure. Through @dealer/outbound's guarded client: the address is the operator's,
 * but it is someone else's server.
 */
export interface HttpGeocoderOptions {
  url: string
  apiKey: string
  timeoutMs: number
  guardedFetch: GuardedFetch
}

const NAME = 'geocoding API'

/** 10 s: a postcode lookup sits in front of a page or a save. */
const DEFAULT_TIMEOUT_MS = 10_000

export function httpGeocoder({ url, apiKey, timeoutMs, guardedFetch }: HttpGeocoderOptions): Geocoder {
  return {
    async locate(postcode) {
      const target = new URL(url)
      target.searchParams.set('components', `postal_code:${postcode}|country:AU`)
      target.searchParams.set('key', apiKey)
      let answer
      try {
        answer = await guardedFetch(target.toString(), { method: 'GET', headers: { accept: 'application/json' }, timeoutMs, maxResponseBytes: 256 * 1024 })
      } catch (error) {
        throw new GeocoderFailure(NAME, error instanceof OutboundRequestError ? error.detail : String(error))
      }
      if (answer.status !== 200) throw new GeocoderFailure(NAME, `HTTP ${answer.status}`)
      let body: { status?: unknown; results?: unknown }
      try {
        body = JSON.parse(answer.body.toString('utf8')) as typeof body
      } catch {
        throw new GeocoderFailure(NAME, 'the answer is not JSON')
      }
      if (body?.status === 'ZERO_RESULTS') return null
      if (body?.status !== undefined && body.status !== 'OK') throw new GeocoderFailure(NAME, `status ${String(body.status)}`)
      if (!Array.isArray(body.results)) throw new GeocoderFailure(NAME, 'the answer has no results')
      if (body.results.length === 0) return null
      const location = (body.results[0] as { geometry?: { location?: { lat?: unknown; lng?: unknown } } })?.geometry?.location
      const point = pointOf(location?.lat as number, location?.lng as number)
      if (!point) throw new GeocoderFailure(NAME, 'the first result has no coordinates')
      return point
    },
  }
}

/** The geocoding API this deployment configured (GEOCODER_API_URL, GEOCODER_API_KEY, GEOCODER_API_TIMEOUT_MS), or what is missing. */
export function httpGeocoderFromEnvironment(env: Record<string, string | undefined> = process.env): Geocoder | { problem: string } {
  const url = env.GEOCODER_API_URL?.trim()
  const apiKey = env.GEOCODER_API_KEY?.trim()
  if (!url || !apiKey) return { problem: 'GEOCODER_API_URL and GEOCODER_API_KEY are not both set' }
  if (!URL.canParse(url)) return { problem: 'GEOCODER_API_URL is not a URL' }
  const timeout = Number(env.GEOCODER_API_TIMEOUT_MS)
  return httpGeocoder({ url, apiKey, timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS, guardedFetch: createGuardedFetch() })
}
