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

// The landing query's facets (every record matches) are the same answer until the next write.
const allRecordFacets = new WeakMap<IndexData, { version: number; byKey: Map<string, AttributeFacets> }>()

interface AttributeFacets {
  values: Record<string, number>
  stats?: FacetStats
}

/**
 * Facet counts for each attribute, keeping the `maxValuesPerFacet` most frequent values (ties by
 * value, as Algolia's default `sortFacetValuesBy: count`); attributes with numeric values also get
 * min, max, avg and sum over the matching records' numbers. `slots` null means every record.
 */
export function countFacets(data: IndexData, slots: Uint32Array | null, attributes: string[], maxValuesPerFacet: number): { facets: FacetCounts; facets_stats?: Record<string, FacetStats> } {
  const facets: FacetCounts = {}
  const stats: Record<string, FacetStats> = {}
  for (const attribute of attributes) {
    const { values, stats: attributeStats } = slots === null ? allRecordFacetsOf(data, attribute, maxValuesPerFacet) : attributeFacets(data, attribute, slots, maxValuesPerFacet)
    facets[attribute] = values
    if (attributeStats) stats[attribute] = attributeStats
  }
  return Object.keys(stats).length > 0 ? { facets, facets_stats: stats } : { facets }
}

function allRecordFacetsOf(data: IndexData, attribute: string, maxValuesPerFacet: number): AttributeFacets {
  let cached = allRecordFacets.get(data)
  if (cached?.version !== data.version) allRecordFacets.set(data, (cached = { version: data.version, byKey: new Map() }))
  const key = `${maxValuesPerFacet}:${attribute}`
  let result = cached.byKey.get(key)
  if (!result) cached.byKey.set(key, (result = attributeFacets(data, attribute, null, maxValuesPerFacet)))
  return result
}

function attributeFacets(data: IndexData, attribute: string, slots: Uint32Array | null, maxValuesPerFacet: number): AttributeFacets {
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
  const values: Record<string, number> = {}
  for (const id of topValues(present, counts, column.labels, maxValuesPerFacet)) values[column.labels[id]] = counts[id]
  return numbers > 0 ? { values, stats: { min, max, avg: sum / numbers, sum } } : { values }
}

/** The `limit` most frequent value ids, ties by label; with many values (prices, kilometres) only the candidates are sorted. */
function topValues(present: number[], counts: Int32Array, labels: string[], limit: number): number[] {
  const byCount = (a: number, b: number) => counts[b] - counts[a] || compareText(labels[a], labels[b])
  if (present.length <= limit * 4) return [...present].sort(byCount).slice(0, limit)
  // The count the limit-th value reaches, from a histogram of counts: values below it can't make the cut.
  let highest = 0
  for (const id of present) if (counts[id] > highest) highest = counts[id]
  const valuesWithCount = new Int32Array(highest + 1)
  for (const id of present) valuesWithCount[counts[id]]++
  let threshold = highest
  for (let taken = valuesWithCount[highest]; taken < limit && threshold > 1; ) taken += valuesWithCount[--threshold]
  return present.filter((id) => counts[id] >= threshold).sort(byCount).slice(0, limit)
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
