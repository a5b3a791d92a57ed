import type { Column } from './columns'
import type { IndexData } from './index-data'
import { zeroedInt32s } from './scratch'
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
 * that aren't facetable (not in attributesForFaceting, or filterOnly) are ignored, as Algolia does. Each attribute comes
 * once.
 */
export function requestedFacets(facets: string[] | undefined, settings: IndexSettings): string[] {
  if (!facets || facets.length === 0) return []
  const facetable = facetableAttributes(settings)
  // Each attribute once: a list repeating one name would otherwise count it again for every repeat.
  return facets.includes('*') ? [...new Set(facetable)] : [...new Set(facets)].filter((facet) => facetable.includes(facet))
}

/** The values the matching records hold (value ids) and, in the same order, how many hold each. */
export interface ValueCounts {
  ids: number[]
  counts: Int32Array
}

// Counting every record (the landing query) is the same answer until the next write.
const allRecordCounts = new WeakMap<IndexData, { version: number; counts: Map<string, ValueCounts> }>()

/** Counts the column's values over the matching slots (a record counts once per value); null means every record. */
export function countValues(data: IndexData, column: Column, slots: Uint32Array | null): ValueCounts {
  if (slots !== null) return column.count(slots)
  let cached = allRecordCounts.get(data)
  if (cached?.version !== data.version) allRecordCounts.set(data, (cached = { version: data.version, counts: new Map() }))
  let result = cached.counts.get(column.attribute)
  if (!result || result.ids.length > column.labels.length) cached.counts.set(column.attribute, (result = column.count(Uint32Array.from(data.liveSlots()))))
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
export function countFacets(
  data: IndexData,
  slots: Uint32Array | null,
  attributes: string[],
  maxValuesPerFacet: number,
): { facets: FacetCounts; facets_stats?: Record<string, FacetStats> } {
  const facets: FacetCounts = {}
  const stats: Record<string, FacetStats> = {}
  // Counting reads each facet's column at the matching slots; in slot order those reads walk each
  // column forwards (cache- and prefetch-friendly) instead of jumping around 17 large arrays.
  const inSlotOrder = slots === null ? null : Uint32Array.from(slots).sort()
  for (const attribute of attributes) {
    const { values, stats: attributeStats } =
      inSlotOrder === null ? allRecordFacetsOf(data, attribute, maxValuesPerFacet) : attributeFacets(data, attribute, inSlotOrder, maxValuesPerFacet)
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
  const { ids, counts } = countValues(data, column, slots)
  const values: Record<string, number> = {}
  for (const i of topValues(ids, counts, column, maxValuesPerFacet)) values[column.labels[ids[i]]] = counts[i]
  const stats = numericStats(column, ids, counts)
  return stats ? { values, stats } : { values }
}

/** min, max, avg and sum over the matching records' numbers (booleans aside), or undefined without any. */
function numericStats(column: Column, ids: number[], counts: Int32Array): FacetStats | undefined {
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let numbers = 0
  for (let i = 0; i < ids.length; i++) {
    const number = column.numbers[ids[i]]
    if (Number.isNaN(number) || column.isBoolean(ids[i])) continue
    const count = counts[i]
    if (number < min) min = number
    if (number > max) max = number
    sum += number * count
    numbers += count
  }
  return numbers > 0 ? { min, max, avg: sum / numbers, sum } : undefined
}

/**
 * Positions (in `ids`) of the `limit` most frequent values, ties by label. Each value's order is one
 * number (count, then the label's rank among all labels), so ranking thousands of values
 * (kilometres, prices) is a numeric sort rather than string comparisons.
 */
function topValues(ids: number[], counts: Int32Array, column: Column, limit: number): number[] {
  const labelRank = column.labelRank()
  const labelCount = column.labels.length
  let highest = 0
  for (const count of counts) if (count > highest) highest = count
  const keys = new Float64Array(ids.length)
  const positionOfRank = zeroedInt32s('topValues', labelCount)
  for (let i = 0; i < ids.length; i++) {
    keys[i] = (highest - counts[i]) * labelCount + labelRank[ids[i]]
    positionOfRank[labelRank[ids[i]]] = i
  }
  keys.sort()
  const top: number[] = []
  for (let i = 0; i < keys.length && i < limit; i++) top.push(positionOfRank[keys[i] % labelCount])
  return top
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
