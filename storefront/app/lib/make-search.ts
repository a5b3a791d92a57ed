import { slugOf } from '@dealer/seed/manufacturers'

/** Spec 001 §2: a make's stock is at /search/{make}, the make written as its slug (Land Rover → land-rover). */
export function makeSearchPath(make: string): string {
  return `/search/${slugOf(make)}`
}

/** The make a /search/{make} slug names, among the makes in stock; null when none. */
export function makeFromSlug(slug: string, makesInStock: readonly string[]): string | null {
  return makesInStock.find((make) => slugOf(make) === slug) ?? null
}
