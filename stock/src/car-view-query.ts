/**
 * The query of a car's view count, /cars/{slug}/view.json (spec 000 §7: "GET {api base}/cars/{slug}/view.json?
 * photos_count&updated_at&website_id | Returns views and car_fields."): what the vehicle page says of the car it shows
 * and of its site, written by the page and read by the storefront's server, so both agree on names and formats. Pure.
 *
 * - `photos_count` and `updated_at`: the version of the car the page was rendered from. The server compares them with
 *   the car as the index holds it now; a difference means the page is stale (a cached copy from before the feed changed
 *   the car), and the answer says so (`stale`) with the car's current version in its `car_fields`.
 * - `website_id`: the site the page belongs to, its id or its slug. It must be the site answering: a site never counts
 *   or reads another site's car.
 */

export interface CarVersion {
  photos_count: number
  /** When the car's record last changed (ISO 8601, UTC); the listing time when the feed gives no update time. */
  updated_at: string | null
}

export interface CarViewQuery {
  photosCount: number | null
  /** ISO 8601, UTC, as `Date#toISOString` writes it. */
  updatedAt: string | null
  websiteId: { id: number } | { slug: string } | null
}

export type CarViewQueryReading = { ok: true; query: CarViewQuery } | { ok: false; message: string }

/** More photos than any feed sends a car. */
const MAX_PHOTOS = 1000
/** A date, or a date and time with seconds and fractions optional, in UTC or with an offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
const SITE_ID = /^[1-9]\d{0,9}$/
const SITE_SLUG = /^[a-z0-9-]{1,100}$/

/** A time as the query and the answer write it, or null when it is no time. */
function isoTime(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value.trim())) return null
  const time = Date.parse(value.trim())
  return Number.isFinite(time) ? new Date(time).toISOString() : null
}

/** The version of a car the page shows: its photo count and when it last changed (`updated_at`, else `created_at`). */
export function carVersion(car: { photos_count: number; created_at: string; updated_at?: string | null }): CarVersion {
  return { photos_count: car.photos_count, updated_at: isoTime(car.updated_at) ?? isoTime(car.created_at) }
}

/** The query string (without "?") the page sends: the car's version and the site's id or slug. */
export function carViewSearch(version: CarVersion, websiteId: number | string): string {
  const search = new URLSearchParams({ photos_count: String(version.photos_count) })
  if (version.updated_at) search.set('updated_at', version.updated_at)
  search.set('website_id', String(websiteId))
  return search.toString()
}

/**
 * The query read and checked: each parameter at most once, and each well formed when given. A parameter left out is
 * not checked (a page from before the parameters, or a reader with no page). Says what is wrong otherwise.
 */
export function readCarViewQuery(search: URLSearchParams): CarViewQueryReading {
  const one = (name: string): string | null | false => {
    const values = search.getAll(name)
    return values.length > 1 ? false : (values[0] ?? null)
  }
  const query: CarViewQuery = { photosCount: null, updatedAt: null, websiteId: null }
  for (const name of ['photos_count', 'updated_at', 'website_id']) {
    if (one(name) === false) return { ok: false, message: `${name} was given more than once.` }
  }
  const photos = one('photos_count')
  if (photos !== null && photos !== false) {
    if (!/^\d{1,4}$/.test(photos) || Number(photos) > MAX_PHOTOS)
      return { ok: false, message: `photos_count must be a whole number of photos from 0 to ${MAX_PHOTOS}.` }
    query.photosCount = Number(photos)
  }
  const updated = one('updated_at')
  if (updated !== null && updated !== false) {
    query.updatedAt = isoTime(updated)
    if (query.updatedAt === null) return { ok: false, message: 'updated_at must be a date and time, such as 2026-03-01T09:30:00Z.' }
  }
  const website = one('website_id')
  if (website !== null && website !== false) {
    if (SITE_ID.test(website)) query.websiteId = { id: Number(website) }
    else if (SITE_SLUG.test(website) && !/^\d+$/.test(website)) query.websiteId = { slug: website }
    else return { ok: false, message: "website_id must be the site's id or its slug." }
  }
  return { ok: true, query }
}

/** Whether the query's site is this one (true when it names none). */
export function isThisSite(query: CarViewQuery, site: { id: number; slug: string }): boolean {
  const named = query.websiteId
  if (named === null) return true
  return 'id' in named ? named.id === site.id : named.slug === site.slug
}

/** Whether the page showed another version of the car than the index holds now: its photo count or its update time differ. */
export function isStaleView(query: CarViewQuery, current: CarVersion): boolean {
  if (query.photosCount !== null && query.photosCount !== current.photos_count) return true
  return query.updatedAt !== null && query.updatedAt !== current.updated_at
}
