import type { Manufacturer } from '@dealer/cms-contract'
import { brandSlug } from '@dealer/blocks/ui/slug'

/**
 * The shared list's entry for a car's make ("Toyota", "Land Rover", "MERCEDES-BENZ"), matched by slug or name whatever
 * the case and spacing; null when the list has none (a car's page then has no blogs block).
 */
export function manufacturerOf<M extends Pick<Manufacturer, 'name' | 'slug'>>(makes: readonly M[], make: string): M | null {
  const wanted = brandSlug(make)
  if (!wanted) return null
  return makes.find((manufacturer) => manufacturer.slug === wanted || brandSlug(manufacturer.name) === wanted) ?? null
}
