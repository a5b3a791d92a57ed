import { Column } from './columns'
import { TextColumn } from './text-index'
import type { SearchRecord } from './types'

/**
 * The queryable side of an index's records: each record has a slot (a small integer), and the
 * attributes queries need are kept as columns by slot, updated on every write. Whole records stay
 * wherever the store keeps them (on disk) and are read back through `read` only for the hits shown.
 * Columns are made on first use by reading every record once, then kept up to date.
 */
export class IndexData {
  private readonly slotOfObject = new Map<string, number>()
  private objectIDs: Array<string | undefined> = []
  private freeSlots: number[] = []
  /** 1 for slots holding a record: the hot check of filters, kept apart from objectIDs. */
  private live = new Uint8Array(0)
  private readonly columns = new Map<string, Column>()
  private readonly textColumns = new Map<string, TextColumn>()
  /** Increases with every change, so derived data (rankings, text index) can be cached. */
  version = 0

  constructor(private readonly read: (slot: number) => SearchRecord) {}

  get size(): number {
    return this.slotOfObject.size
  }

  /** One past the highest slot ever used: loops over slots run to here and skip empty ones. */
  get slotCount(): number {
    return this.objectIDs.length
  }

  slotOf(objectID: string): number | undefined {
    return this.slotOfObject.get(objectID)
  }

  objectIDAt(slot: number): string | undefined {
    return this.objectIDs[slot]
  }

  isLive(slot: number): boolean {
    return this.live[slot] === 1
  }

  recordAt(slot: number): SearchRecord {
    return this.read(slot)
  }

  /** Stores a record's column values and returns its slot (the same one when the objectID exists). */
  save(record: SearchRecord): number {
    let slot = this.slotOfObject.get(record.objectID)
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.objectIDs.length
      this.slotOfObject.set(record.objectID, slot)
      this.objectIDs[slot] = record.objectID
      if (slot >= this.live.length) {
        const grown = new Uint8Array(Math.max(slot + 1, this.live.length * 2, 1024))
        grown.set(this.live)
        this.live = grown
      }
      this.live[slot] = 1
    }
    for (const column of this.columns.values()) column.set(slot, record)
    for (const text of this.textColumns.values()) text.set(slot, record)
    this.version++
    return slot
  }

  /** Forgets a record; returns its former slot, if it had one. */
  delete(objectID: string): number | undefined {
    const slot = this.slotOfObject.get(objectID)
    if (slot === undefined) return undefined
    this.slotOfObject.delete(objectID)
    this.objectIDs[slot] = undefined
    this.live[slot] = 0
    this.freeSlots.push(slot)
    for (const column of this.columns.values()) column.set(slot, undefined)
    for (const text of this.textColumns.values()) text.set(slot, undefined)
    this.version++
    return slot
  }

  clear(): void {
    this.slotOfObject.clear()
    this.objectIDs = []
    this.freeSlots = []
    this.live = new Uint8Array(0)
    this.columns.clear()
    this.textColumns.clear()
    this.version++
  }

  /** Every live slot, in slot order. */
  *liveSlots(): Iterable<number> {
    for (let slot = 0; slot < this.objectIDs.length; slot++) if (this.live[slot] === 1) yield slot
  }

  /** The column of an attribute path, made on first use. */
  column(attribute: string): Column {
    let column = this.columns.get(attribute)
    if (!column) {
      column = new Column(attribute)
      for (const slot of this.liveSlots()) column.set(slot, this.read(slot))
      this.columns.set(attribute, column)
    }
    return column
  }

  /** The words of the searchable attributes (undefined: every attribute), made on first use. */
  text(attributes: string[] | undefined): TextColumn {
    const key = attributes ? attributes.join('\n') : '*'
    let text = this.textColumns.get(key)
    if (!text) {
      text = new TextColumn(attributes)
      for (const slot of this.liveSlots()) text.set(slot, this.read(slot))
      this.textColumns.set(key, text)
    }
    return text
  }

  /**
   * Makes the named columns in one pass over the records (a store loading an index knows what its
   * settings need, and one pass reads each record once instead of once per column).
   */
  prepare(attributes: string[], searchable: Array<string[] | undefined>): void {
    const newColumns = [...new Set(attributes)].filter((attribute) => !this.columns.has(attribute)).map((attribute) => new Column(attribute))
    const newTexts = searchable
      .map((list) => ({ key: list ? list.join('\n') : '*', list }))
      .filter(({ key }, i, all) => !this.textColumns.has(key) && all.findIndex((other) => other.key === key) === i)
      .map(({ key, list }) => ({ key, text: new TextColumn(list) }))
    if (newColumns.length === 0 && newTexts.length === 0) return
    for (const slot of this.liveSlots()) {
      const record = this.read(slot)
      for (const column of newColumns) column.set(slot, record)
      for (const { text } of newTexts) text.set(slot, record)
    }
    for (const column of newColumns) this.columns.set(column.attribute, column)
    for (const { key, text } of newTexts) this.textColumns.set(key, text)
  }
}

/** An IndexData over records held in memory, e.g. for tests and tools. */
export function indexDataFrom(records: readonly SearchRecord[]): IndexData {
  const bySlot: SearchRecord[] = []
  const data = new IndexData((slot) => bySlot[slot])
  for (const record of records) bySlot[data.save(record)] = record
  return data
}
