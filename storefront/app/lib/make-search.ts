import { brandSlug } from '@dealer/blocks/ui/slug'

/** Spec 001 §2: a make's stock is at /search/{make}, the make written as its slug (Land Rover → land-rover). */
export function makeSearchPath(make: string): string {
  return `/search/${brandSlug(make)}`
}

/** The make a /search/{make} slug names, among the makes in stock; null when none. */
export function makeFromSlug(slug: string, makesInStock: readonly string[]): string | null {
  return makesInStock.find((make) => brandSlug(make) === slug) ?? null
}
