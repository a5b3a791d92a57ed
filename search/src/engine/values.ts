import type { JsonObject } from './types'

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The values at an attribute path such as `price` or `location.city`. Arrays are flattened at every
 * step, so `features:sunroof` matches any element and `dealers.name` reads every dealer's name.
 */
export function valuesAt(record: JsonObject, path: string): unknown[] {
  let current: unknown[] = [record]
  for (const key of pathKeys(path)) {
    const next: unknown[] = []
    for (const value of current) {
      if (!isJsonObject(value)) continue
      const child = value[key]
      if (Array.isArray(child)) next.push(...child)
      else if (child !== undefined && child !== null) next.push(child)
    }
    current = next
  }
  return current
}

/** A stored value as a facet value, as Algolia shows it: strings as they are, numbers and booleans as text. */
export function facetValue(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  return null
}

// The same few paths are read for every record of every query; split each once.
const splitPaths = new Map<string, string[]>()
const MAX_CACHED_PATHS = 10_000

function pathKeys(path: string): string[] {
  let keys = splitPaths.get(path)
  if (!keys) {
    keys = path.split('.')
    if (splitPaths.size < MAX_CACHED_PATHS) splitPaths.set(path, keys)
  }
  return keys
}
