/** A point on the earth, in degrees. */
export interface LatLng {
  lat: number
  lng: number
}

/** Spec 001 §9: the earth's radius for distances. */
export const EARTH_RADIUS_KM = 6371

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points in kilometres (the haversine formula on a sphere of radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  // min(): rounding can push h a hair over 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether a stored latitude and longitude make a point (both numbers, in range; 0,0 is the Gulf of Guinea, not a dealer). */
export function pointOf(lat: number | null | undefined, lng: number | null | undefined): LatLng | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null
  return { lat, lng }
}
