/**
 * What the browser keeps of the cars a shopper saves, compares and views (spec 001 §3: "Favourite (stored locally): id,
 * name, slug, make, model, primary_image_url. Viewed car (stored locally): id, stocknum, make, model, body,
 * simple_body"), and the pure rules for changing those lists. Reading is defensive: the text comes from a browser
 * anyone can edit, so anything of the wrong shape is dropped, never trusted.
 */

/** Spec 001 §3's Favourite. */
export interface FavouriteCar {
  id: string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string
}

/** A car in the compare list: its slug for the compare page's address, its name for messages. */
export interface CompareCar {
  id: string
  slug: string
  name: string
}

/**
 * Spec 001 §3's Viewed car, plus what the Recently viewed strip shows without asking the server: the slug for its
 * link, the name, the price as the site showed it, and the photo.
 */
export interface ViewedCar {
  id: string
  stocknum: string
  make: string
  model: string
  body: string
  simple_body: string
  slug: string
  name: string
  price_text: string
  primary_image_url: string
}

/** Spec 000 §5: compare up to 4 cars side by side. */
export const COMPARE_LIMIT = 4
/** The strip shows a row of cars; older views than this are forgotten. */
export const RECENTLY_VIEWED_LIMIT = 12
/** More favourites than a shopper could mean to keep; the oldest go first. */
const FAVOURITES_LIMIT = 50

type ItemReader<T> = (value: unknown) => T | null

/** An object whose named fields are all strings (of at most 1,000 characters), as exactly those fields; else null. */
function stringRecord<Field extends string>(fields: readonly Field[]): ItemReader<Record<Field, string>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const record = value as Record<string, unknown>
    const picked: Partial<Record<Field, string>> = {}
    for (const field of fields) {
      const text = record[field]
      if (typeof text !== 'string' || text.length > 1000) return null
      picked[field] = text
    }
    return picked as Record<Field, string>
  }
}

const FAVOURITE_FIELDS = ['id', 'name', 'slug', 'make', 'model', 'primary_image_url'] as const
const COMPARE_FIELDS = ['id', 'slug', 'name'] as const
const VIEWED_FIELDS = ['id', 'stocknum', 'make', 'model', 'body', 'simple_body', 'slug', 'name', 'price_text', 'primary_image_url'] as const

/** One stored list: its storage key, how to read an item, and how many it keeps. */
export interface SavedList<T extends { id: string }> {
  key: string
  readItem: ItemReader<T>
  limit: number
}

export const FAVOURITES: SavedList<FavouriteCar> = { key: 'dealer.favourites', readItem: stringRecord(FAVOURITE_FIELDS), limit: FAVOURITES_LIMIT }
export const COMPARE: SavedList<CompareCar> = { key: 'dealer.compare', readItem: stringRecord(COMPARE_FIELDS), limit: COMPARE_LIMIT }
export const RECENTLY_VIEWED: SavedList<ViewedCar> = { key: 'dealer.viewedCars', readItem: stringRecord(VIEWED_FIELDS), limit: RECENTLY_VIEWED_LIMIT }

/**
 * A stored list's text as its items: corrupt JSON, a value that isn't a list and items of the wrong shape are dropped,
 * as are repeats of a car (the first stays) and anything past the list's limit. Never throws.
 */
export function parseSavedList<T extends { id: string }>(list: SavedList<T>, text: string | null): T[] {
  if (!text) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const items: T[] = []
  for (const entry of value) {
    const item = list.readItem(entry)
    if (!item || seen.has(item.id)) continue
    seen.add(item.id)
    items.push(item)
    if (items.length === list.limit) break
  }
  return items
}

/** The favourites with the car added (newest first) or, when it is there already, taken out. */
export function toggledFavourite(favourites: readonly FavouriteCar[], car: FavouriteCar): FavouriteCar[] {
  if (favourites.some((saved) => saved.id === car.id)) return favourites.filter((saved) => saved.id !== car.id)
  return [car, ...favourites].slice(0, FAVOURITES_LIMIT)
}

export type CompareAddition = { outcome: 'added'; cars: CompareCar[] } | { outcome: 'full'; cars: CompareCar[] }

/** The compare list with the car added at the end (the order the shopper picked them); refused when it is full. */
export function addedToCompare(cars: readonly CompareCar[], car: CompareCar): CompareAddition {
  if (cars.some((saved) => saved.id === car.id)) return { outcome: 'added', cars: [...cars] }
  if (cars.length >= COMPARE_LIMIT) return { outcome: 'full', cars: [...cars] }
  return { outcome: 'added', cars: [...cars, car] }
}

/** Recently viewed with this car first: an earlier view of it moves up rather than repeating; the oldest fall off. */
export function viewedFirst(viewed: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...viewed.filter((seen) => seen.id !== car.id)].slice(0, RECENTLY_VIEWED_LIMIT)
}
