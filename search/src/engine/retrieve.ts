import type { IndexSettings, JsonObject, SearchRecord } from './types'
import { isJsonObject } from './values'

/**
 * The part of a record a hit shows, per `attributesToRetrieve`: undefined or `["*"]` is everything,
 * `["*", "-cost"]` everything but `cost`, otherwise just the attributes listed (dotted paths pick
 * nested attributes). objectID is always included.
 */
export function retrieveAttributes(record: SearchRecord, attributes: string[] | undefined): JsonObject {
  if (!attributes) return record
  const excluded = attributes.filter((attribute) => attribute.startsWith('-')).map((attribute) => attribute.slice(1).split('.'))
  if (attributes.includes('*')) {
    if (excluded.length === 0) return record
    const copy: JsonObject = { ...record }
    for (const path of excluded) if (path[0] !== 'objectID') omitPath(copy, path)
    return copy
  }
  const picked: JsonObject = { objectID: record.objectID }
  for (const attribute of attributes) if (!attribute.startsWith('-')) pickPath(record, attribute.split('.'), picked)
  return picked
}

function pickPath(source: JsonObject, path: string[], target: JsonObject): void {
  const [key, ...rest] = path
  const value = source[key]
  if (value === undefined) return
  if (rest.length === 0 || !isJsonObject(value)) {
    // Arrays along a dotted path are kept whole: pruning each element isn't worth it yet.
    if (rest.length === 0 || Array.isArray(value)) target[key] = value
    return
  }
  const existing = target[key]
  const nested: JsonObject = isJsonObject(existing) ? existing : {}
  target[key] = nested
  pickPath(value, rest, nested)
  if (Object.keys(nested).length === 0) delete target[key]
}

/** Removes a path from `target`, copying each object along it so the stored record is untouched. */
function omitPath(target: JsonObject, path: string[]): void {
  const [key, ...rest] = path
  if (rest.length === 0) {
    delete target[key]
    return
  }
  const value = target[key]
  if (!isJsonObject(value)) return
  const copy = { ...value }
  target[key] = copy
  omitPath(copy, rest)
}

/** A hit or record without the index's `unretrievableAttributes` (top-level names, as Algolia takes them). */
export function withoutUnretrievable(hit: JsonObject, settings: IndexSettings): JsonObject {
  const hidden = settings.unretrievableAttributes
  if (!Array.isArray(hidden) || !hidden.some((name) => typeof name === 'string' && name in hit)) return hit
  const copy: JsonObject = { ...hit }
  for (const name of hidden) if (typeof name === 'string' && name !== 'objectID') delete copy[name]
  return copy
}
