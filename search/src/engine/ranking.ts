import type { Column } from './columns'
import type { IndexData } from './index-data'
import type { RankingCriterion } from './settings'

/** Slots in ranking order, and each slot's position in it. */
export interface RankOrder {
  /** Live slots, best first. */
  order: Uint32Array
  /** Position of each slot in `order` (meaningless for empty slots). */
  positionOf: Uint32Array
}

// An order depends only on the records and the criteria: computed once per write, not per query.
const cache = new WeakMap<IndexData, Map<string, { version: number; order: RankOrder }>>()

/**
 * Orders records by the custom ranking criteria, then by objectID so equal records keep a stable
 * order across pages. Records missing a criterion's attribute go last whatever the direction, as in
 * Algolia. Numbers sort before text; text by code point, so the order is the same on every machine.
 */
export function rankOrder(data: IndexData, criteria: RankingCriterion[]): RankOrder {
  const key = criteria.map((criterion) => `${criterion.direction}(${criterion.attribute})`).join(',')
  let byCriteria = cache.get(data)
  if (!byCriteria) cache.set(data, (byCriteria = new Map()))
  const cached = byCriteria.get(key)
  if (cached?.version === data.version) return cached.order

  const columns = criteria.map((criterion) => data.column(criterion.attribute))
  const slots = Uint32Array.from(data.liveSlots())
  const keys = columns.map((column) => sortKeys(column, data.slotCount))
  const ids = Array.from({ length: data.slotCount }, (_, slot) => data.objectIDAt(slot) ?? '')
  const sorted = Array.from(slots).sort((a, b) => {
    for (let i = 0; i < criteria.length; i++) {
      const left = keys[i][a]
      const right = keys[i][b]
      if (left === right) continue
      if (left === undefined) return 1
      if (right === undefined) return -1
      const order = compareKeys(left, right)
      if (order !== 0) return criteria[i].direction === 'asc' ? order : -order
    }
    return compareKeys(ids[a], ids[b])
  })
  const order = Uint32Array.from(sorted)
  const positionOf = new Uint32Array(data.slotCount)
  order.forEach((slot, position) => (positionOf[slot] = position))
  const result = { order, positionOf }
  byCriteria.set(key, { version: data.version, order: result })
  return result
}

type SortKey = number | string

/** Each slot's first value as a sort key: numbers and booleans as numbers, text as text. */
function sortKeys(column: Column, slotCount: number): Array<SortKey | undefined> {
  const keys = new Array<SortKey | undefined>(slotCount)
  for (let slot = 0; slot < slotCount; slot++) {
    const value = column.firstValue(slot)
    if (value < 0) continue
    const number = column.numbers[value]
    keys[slot] = Number.isNaN(number) ? column.labels[value] : number
  }
  return keys
}

function compareKeys(left: SortKey, right: SortKey): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right
  if (typeof left === 'number') return -1
  if (typeof right === 'number') return 1
  return left < right ? -1 : left > right ? 1 : 0
}
