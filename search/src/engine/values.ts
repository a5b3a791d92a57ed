/** The values at a dotted attribute path; arrays are flattened, so `tags:x` matches any element. */
export function valuesAt(record: Record<string, unknown>, path: string): unknown[] {
  let current: unknown[] = [record]
  for (const key of path.split('.')) {
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
