import type { Column } from './columns'
import { countValues } from './facets'
import type { IndexData } from './index-data'

/** For each value of a column, the slots holding it: value id v's slots are `slots[starts[v] .. starts[v + 1])`. */
export interface Postings {
  starts: Uint32Array
  slots: Uint32Array
}

// Built on first use after a write, then shared by every query until the next write.
const cache = new WeakMap<IndexData, { version: number; byAttribute: Map<string, Postings> }>()

/** Lets a filter visit only the records holding the values it wants instead of scanning every record. */
export function postingsOf(data: IndexData, column: Column): Postings {
  let cached = cache.get(data)
  if (cached?.version !== data.version) cache.set(data, (cached = { version: data.version, byAttribute: new Map() }))
  const hit = cached.byAttribute.get(column.attribute)
  if (hit && hit.starts.length === column.labels.length + 1) return hit

  const { ids, counts } = countValues(data, column, null)
  const countOf = new Uint32Array(column.labels.length)
  ids.forEach((id, i) => (countOf[id] = counts[i]))
  const starts = new Uint32Array(column.labels.length + 1)
  for (let id = 0; id < countOf.length; id++) starts[id + 1] = starts[id] + countOf[id]
  const fill = starts.slice(0, column.labels.length)
  const slots = new Uint32Array(starts[column.labels.length])
  for (const slot of data.liveSlots()) column.forEachValue(slot, (id) => (slots[fill[id]++] = slot))
  const postings = { starts, slots }
  cached.byAttribute.set(column.attribute, postings)
  return postings
}
