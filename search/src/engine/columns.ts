import type { SearchRecord } from './types'
import { zeroedInt32s } from './scratch'
import { facetValue, valuesAt } from './values'

/**
 * A slot's code in `single`: 0 for no value, 1 for several (listed in `multi`), else value id + 2.
 * Codes are stored in the narrowest unsigned array that holds them (a byte while an attribute has
 * under 254 values): a query reads several columns at thousands of slots, and small columns stay
 * in the processor's caches.
 */
const NONE = 0
const MULTIPLE = 1
const FIRST_VALUE = 2
type Codes = Uint8Array | Uint16Array | Uint32Array

/**
 * The values of one attribute for every slot of an index, as ids into a dictionary of distinct
 * values. Filters, facet counts, numeric comparisons and ranking all read columns instead of
 * records, so a query touches a few typed arrays rather than 100k objects. Most attributes hold
 * one value per record (`single`); arrays go to `multi`.
 */
export class Column {
  /** Distinct values as facet labels ("Toyota", "2019", "true"), by value id. */
  readonly labels: string[] = []
  /** The value as a number, by value id: numbers as they are, booleans 1/0, text NaN. */
  readonly numbers: number[] = []
  private readonly idOfLabel = new Map<string, number>()
  private single: Codes = new Uint8Array(0)
  private readonly multi = new Map<number, Uint32Array>()
  private labelRanks: Int32Array | undefined

  constructor(readonly attribute: string) {}

  /** Whether some record holds several values (an array); then value counts can add up to more than the records. */
  get hasMultipleValues(): boolean {
    return this.multi.size > 0
  }

  /**
   * Each value's position among all labels in code-point order, by value id: facet values tie-break
   * by label, and comparing these integers is far cheaper than comparing the strings each time.
   */
  labelRank(): Int32Array {
    if (this.labelRanks?.length === this.labels.length) return this.labelRanks
    const labels = this.labels
    const ids = Array.from(labels, (_, id) => id).sort((a, b) => (labels[a] < labels[b] ? -1 : labels[a] > labels[b] ? 1 : 0))
    const ranks = new Int32Array(labels.length)
    ids.forEach((id, rank) => (ranks[id] = rank))
    this.labelRanks = ranks
    return ranks
  }

  /** Booleans have numbers (1 and 0, for numeric filters) but aren't numeric facets. */
  isBoolean(valueId: number): boolean {
    const label = this.labels[valueId]
    return label === 'true' || label === 'false'
  }

  set(slot: number, record: SearchRecord | undefined): void {
    const ids = record ? this.valueIds(record) : []
    this.ensureCapacity(slot + 1, this.labels.length + FIRST_VALUE)
    this.multi.delete(slot)
    if (ids.length === 0) this.single[slot] = NONE
    else if (ids.length === 1) this.single[slot] = ids[0] + FIRST_VALUE
    else {
      this.single[slot] = MULTIPLE
      this.multi.set(slot, Uint32Array.from(ids))
    }
  }

  /** Calls `visit` with each value id of the slot (each distinct value once). */
  forEachValue(slot: number, visit: (valueId: number) => void): void {
    const code = this.single[slot]
    if (code >= FIRST_VALUE) visit(code - FIRST_VALUE)
    else if (code === MULTIPLE) for (const value of this.multi.get(slot) ?? []) visit(value)
  }

  /** The first value id of the slot (what ranking sorts by), or -1. */
  firstValue(slot: number): number {
    const code = slot < this.single.length ? this.single[slot] : NONE
    if (code >= FIRST_VALUE) return code - FIRST_VALUE
    return code === MULTIPLE ? (this.multi.get(slot)?.[0] ?? -1) : -1
  }

  /** Whether the slot holds a value whose `wanted[valueId]` is 1 (filters test each distinct value once, then slots). */
  holdsAny(slot: number, wanted: Uint8Array): boolean {
    const code = this.single[slot]
    if (code >= FIRST_VALUE) return wanted[code - FIRST_VALUE] === 1
    if (code !== MULTIPLE) return false
    for (const value of this.multi.get(slot) ?? []) if (wanted[value] === 1) return true
    return false
  }

  /**
   * Keeps, in place, the first `total` candidates that hold a wanted value (or, `negated`, that
   * don't), and returns how many were kept: the inner loop of filtering, kept tight.
   */
  keepHolding(candidates: Uint32Array, total: number, wanted: Uint8Array, negated: boolean): number {
    const single = this.single
    const keep = negated ? 0 : 1
    let kept = 0
    for (let i = 0; i < total; i++) {
      const slot = candidates[i]
      const code = single[slot]
      const holds = code >= FIRST_VALUE ? wanted[code - FIRST_VALUE] : code === MULTIPLE && this.holdsAny(slot, wanted) ? 1 : 0
      if (holds === keep) candidates[kept++] = slot
    }
    return kept
  }

  /**
   * How many of `slots` hold each value (a slot counts once per value): the values present as ids,
   * and their counts in the same order. The loop over slots is one array read and one increment per
   * slot; slots holding several values are counted in a second pass only when there are any.
   */
  count(slots: Uint32Array): { ids: number[]; counts: Int32Array } {
    const single = this.single
    const byCode = zeroedInt32s('Column.count', this.labels.length + FIRST_VALUE)
    for (let i = 0; i < slots.length; i++) byCode[single[slots[i]]]++
    if (byCode[MULTIPLE] > 0) {
      for (let i = 0; i < slots.length; i++) {
        if (single[slots[i]] !== MULTIPLE) continue
        for (const value of this.multi.get(slots[i]) ?? []) byCode[value + FIRST_VALUE]++
      }
    }
    const ids: number[] = []
    for (let code = FIRST_VALUE; code < byCode.length; code++) if (byCode[code] > 0) ids.push(code - FIRST_VALUE)
    const counts = new Int32Array(ids.length)
    for (let i = 0; i < ids.length; i++) counts[i] = byCode[ids[i] + FIRST_VALUE]
    return { ids, counts }
  }

  private valueIds(record: SearchRecord): number[] {
    const ids: number[] = []
    for (const value of valuesAt(record, this.attribute)) {
      const label = facetValue(value)
      if (label === null) continue
      let id = this.idOfLabel.get(label)
      if (id === undefined) {
        id = this.labels.length
        this.labels.push(label)
        this.numbers.push(typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN)
        this.idOfLabel.set(label, id)
      }
      if (!ids.includes(id)) ids.push(id)
    }
    return ids
  }

  /** Grows `single` to hold `size` slots and codes up to `largestCode`, widening its element type when needed. */
  private ensureCapacity(size: number, largestCode: number): void {
    const width = largestCode <= 0xff ? 1 : largestCode <= 0xffff ? 2 : 4
    if (size <= this.single.length && width <= this.single.BYTES_PER_ELEMENT) return
    const length = size <= this.single.length ? this.single.length : Math.max(size, this.single.length * 2, 1024)
    const grown: Codes = width === 1 ? new Uint8Array(length) : width === 2 ? new Uint16Array(length) : new Uint32Array(length)
    grown.set(this.single)
    this.single = grown
  }
}
