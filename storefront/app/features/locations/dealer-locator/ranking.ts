import { haversineKm, pointOf, type LatLng } from '@dealer/geo/distance'
import { parsePostcode } from '@dealer/geo/postcode'
import { formatNumber } from '@dealer/stock/format'

/** The dealer locator's department filter: a location's type (spec 001 §3: empty means sales), or every location. */
export const DEPARTMENTS = [
  { value: 'all', label: 'All departments' },
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
  { value: 'parts', label: 'Parts' },
] as const

export type Department = (typeof DEPARTMENTS)[number]['value']

export interface LocatorQuery {
  /** What the shopper typed, to show again in the field. */
  postcodeInput: string
  /** The postcode to look up: four digits, or null (none given, or not four digits: then `error` says so). */
  postcode: string | null
  error: string | null
  department: Department
}

/** ?postcode=4000&department=service. No postcode is no search (every location); an unknown department is all of them. */
export function parseLocatorQuery(params: URLSearchParams): LocatorQuery {
  const postcodeInput = (params.get('postcode') ?? '').slice(0, 20)
  const wanted = params.get('department')
  const department = DEPARTMENTS.find((entry) => entry.value === wanted)?.value ?? 'all'
  if (!postcodeInput.trim()) return { postcodeInput: '', postcode: null, error: null, department }
  const parsed = parsePostcode(postcodeInput)
  return parsed.ok
    ? { postcodeInput, postcode: parsed.postcode, error: null, department }
    : { postcodeInput, postcode: null, error: parsed.message, department }
}

interface Rankable {
  locationType?: 'sales' | 'service' | 'parts' | null
  visible?: boolean | null
  address: { lat?: number | null; lng?: number | null }
}

export interface Ranked<L> {
  location: L
  /** Great-circle kilometres from the postcode; null without a postcode, or for a location without coordinates. */
  distanceKm: number | null
}

/**
 * The dealer locator's results: the site's visible locations of the department, nearest the postcode's place first
 * (great-circle distance); those without coordinates after them, in the order given (the CMS's, by name). Without a
 * place, every one in the order given.
 */
export function rankLocations<L extends Rankable>(locations: readonly L[], from: LatLng | null, department: Department): Ranked<L>[] {
  const chosen = locations.filter((location) => location.visible !== false && (department === 'all' || (location.locationType || 'sales') === department))
  const ranked = chosen.map((location) => {
    const point = pointOf(location.address.lat, location.address.lng)
    return { location, distanceKm: from && point ? haversineKm(from, point) : null }
  })
  if (!from) return ranked
  // A stable sort: equal distances (and every location without one) keep the order given.
  return ranked.toSorted((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY))
}

/** "12.3 km", "1,234.5 km". */
export function distanceText(km: number): string {
  return `${formatNumber(km, { min: 1 })} km`
}
