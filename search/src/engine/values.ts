/** The values at a dotted attribute path; arrays are flattened, so `tags:x` matches any element. */
export function valuesAt(record: Record<string, unknown>, path: string): unknown[] {
  let current: unknown[] = [record]
  for (const key of pathKeys(path)) {
    const next: unknown[] = []
    for (const value of current) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const child = (value as Record<string, unknown>)[key]
        if (Array.isArray(child)) next.push(...child)
        else if (child !== undefined) next.push(child)
      }
    }
    current = next
  }
  return current
}

/** The facet value of a stored value as Algolia shows it: strings as-is, numbers and booleans as text. */
export function facetValue(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  return null
}

// Paths repeat for every record of every query; split each once.
const splitPaths = new Map<string, string[]>()

function pathKeys(path: string): string[] {
  let keys = splitPaths.get(path)
  if (!keys) {
    keys = path.split('.')
    if (splitPaths.size < 10_000) splitPaths.set(path, keys)
  }
  return keys
}
