import type { Column } from './columns'
import type { IndexData } from './index-data'
import { facetableAttributes } from './settings'
import type { IndexSettings } from './types'

export type FacetCounts = Record<string, Record<string, number>>
export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

/**
 * The attributes to count for a query's `facets`: `["*"]` means every facetable attribute; names
 * that aren't facetable (not in attributesForFaceting, or filterOnly) are ignored, as Algolia does.
 */
export function requestedFacets(facets: string[] | undefined, settings: IndexSettings): string[] {
  if (!facets || facets.length === 0) return []
  const facetable = facetableAttributes(settings)
  return facets.includes('*') ? facetable : facets.filter((facet) => facetable.includes(facet))
}

/** How many matching records hold each value (by value id), and the ids of the values present. */
export interface ValueCounts {
  counts: Int32Array
  present: number[]
}

// Counting every record (the landing query) is the same answer until the next write.
const allRecordCounts = new WeakMap<IndexData, { version: number; counts: Map<string, ValueCounts> }>()

/** Counts the column's values over the matching slots (a record counts once per value); null means every record. */
export function countValues(data: IndexData, column: Column, slots: Uint32Array | null): ValueCounts {
  if (slots !== null) {
    const counts = new Int32Array(column.labels.length)
    return { counts, present: column.count(slots, counts) }
  }
  let cached = allRecordCounts.get(data)
  if (cached?.version !== data.version) allRecordCounts.set(data, (cached = { version: data.version, counts: new Map() }))
  const hit = cached.counts.get(column.attribute)
  if (hit && hit.counts.length === column.labels.length) return hit
  const counts = new Int32Array(column.labels.length)
  const result = { counts, present: column.count(Uint32Array.from(data.liveSlots()), counts) }
  cached.counts.set(column.attribute, result)
  return result
}

/**
 * Facet counts for each attribute, keeping the `maxValuesPerFacet` most frequent values (ties by
 * value, as Algolia's default `sortFacetValuesBy: count`); attributes with numeric values also get
 * min, max, avg and sum over the matching records' numbers.
 */
export function countFacets(data: IndexData, slots: Uint32Array | null, attributes: string[], maxValuesPerFacet: number): { facets: FacetCounts; facets_stats?: Record<string, FacetStats> } {
  const facets: FacetCounts = {}
  const stats: Record<string, FacetStats> = {}
  for (const attribute of attributes) {
    const column = data.column(attribute)
    const { counts, present } = countValues(data, column, slots)
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let numbers = 0
    for (const id of present) {
      const number = column.numbers[id]
      const label = column.labels[id]
      if (!Number.isNaN(number) && label !== 'true' && label !== 'false') {
        const count = counts[id]
        if (number < min) min = number
        if (number > max) max = number
        sum += number * count
        numbers += count
      }
    }
    facets[attribute] = Object.fromEntries(topValues(present, counts, column.labels, maxValuesPerFacet).map((id) => [column.labels[id], counts[id]]))
    if (numbers > 0) stats[attribute] = { min, max, avg: sum / numbers, sum }
  }
  return Object.keys(stats).length > 0 ? { facets, facets_stats: stats } : { facets }
}

/** The `limit` most frequent value ids, ties by label; sorts only what it keeps when there are many values. */
function topValues(present: number[], counts: Int32Array, labels: string[], limit: number): number[] {
  const byCount = (a: number, b: number) => counts[b] - counts[a] || compareText(labels[a], labels[b])
  if (present.length <= limit * 4) return [...present].sort(byCount).slice(0, limit)
  // Many values (prices, kilometres): keep the counts that can make the cut, then sort those.
  const threshold = [...present.map((id) => counts[id])].sort((a, b) => b - a)[limit - 1] ?? 0
  return present.filter((id) => counts[id] >= threshold).sort(byCount).slice(0, limit)
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
