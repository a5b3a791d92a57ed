import type { SearchRecord } from './types'
import { facetValue, valuesAt } from './values'

/** Marks a slot without a value, or one whose values live in `multi`. */
const NONE = -1
const MULTIPLE = -2

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
  private single = new Int32Array(0)
  private readonly multi = new Map<number, Uint32Array>()

  constructor(readonly attribute: string) {}

  /** Whether some record holds several values (an array); then value counts can add up to more than the records. */
  get hasMultipleValues(): boolean {
    return this.multi.size > 0
  }

  /** Value id of a label, if any record ever held it. */
  idOf(label: string): number | undefined {
    return this.idOfLabel.get(label)
  }

  set(slot: number, record: SearchRecord | undefined): void {
    this.ensureCapacity(slot + 1)
    this.multi.delete(slot)
    const ids = record ? this.valueIds(record) : []
    if (ids.length === 0) this.single[slot] = NONE
    else if (ids.length === 1) this.single[slot] = ids[0]
    else {
      this.single[slot] = MULTIPLE
      this.multi.set(slot, Uint32Array.from(ids))
    }
  }

  /** Calls `visit` with each value id of the slot (each distinct value once). */
  forEachValue(slot: number, visit: (valueId: number) => void): void {
    const id = this.single[slot]
    if (id >= 0) visit(id)
    else if (id === MULTIPLE) for (const value of this.multi.get(slot) ?? []) visit(value)
  }

  /** The first value id of the slot (what ranking sorts by), or -1. */
  firstValue(slot: number): number {
    const id = this.single[slot]
    if (id !== MULTIPLE) return slot < this.single.length ? id : NONE
    return this.multi.get(slot)?.[0] ?? NONE
  }

  /** Whether the slot holds a value whose `wanted[valueId]` is 1 (filters test each distinct value once, then slots). */
  holdsAny(slot: number, wanted: Uint8Array): boolean {
    const id = this.single[slot]
    if (id >= 0) return wanted[id] === 1
    if (id !== MULTIPLE) return false
    for (const value of this.multi.get(slot) ?? []) if (wanted[value] === 1) return true
    return false
  }

  /**
   * Adds 1 per slot in `slots` to `counts[valueId]` for each of its values, and returns the value
   * ids counted, so callers visit only values present rather than every value ever seen.
   */
  count(slots: Uint32Array, counts: Int32Array): number[] {
    const single = this.single
    const present: number[] = []
    const total = slots.length
    for (let i = 0; i < total; i++) {
      const slot = slots[i]
      const id = single[slot]
      if (id >= 0) {
        if (counts[id]++ === 0) present.push(id)
      } else if (id === MULTIPLE) {
        for (const value of this.multi.get(slot) ?? []) if (counts[value]++ === 0) present.push(value)
      }
    }
    return present
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

  private ensureCapacity(size: number): void {
    if (size <= this.single.length) return
    const grown = new Int32Array(Math.max(size, this.single.length * 2, 1024)).fill(NONE)
    grown.set(this.single)
    this.single = grown
  }
}
