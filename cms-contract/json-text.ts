/**
 * A parsed JSON body without NUL characters in any string or key. PostgreSQL's text can't hold U+0000, so a body that
 * carries one would fail at the database as a 500; no form field means one, so both sides drop it as they read.
 */
export function withoutNulCharacters(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value
  if (Array.isArray(value)) return value.map(withoutNulCharacters)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [withoutNulCharacters(key) as string, withoutNulCharacters(child)]))
  return value
}
