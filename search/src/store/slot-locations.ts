import type { RecordLocation } from './index-files'

/** Where each slot's record is on disk, in typed arrays: a few bytes per record instead of an object. */
export class SlotLocations {
  private inLog = new Uint8Array(0)
  private offsets = new Float64Array(0)
  private lengths = new Uint32Array(0)

  set(slot: number, location: RecordLocation): void {
    if (slot >= this.offsets.length) this.grow(slot + 1)
    this.inLog[slot] = location.file === 'log' ? 1 : 0
    this.offsets[slot] = location.offset
    this.lengths[slot] = location.length
  }

  get(slot: number): RecordLocation {
    if (slot >= this.offsets.length) throw new Error(`No record location for slot ${slot}`)
    return { file: this.inLog[slot] === 1 ? 'log' : 'snapshot', offset: this.offsets[slot], length: this.lengths[slot] }
  }

  private grow(size: number): void {
    const capacity = Math.max(size, this.offsets.length * 2, 1024)
    const inLog = new Uint8Array(capacity)
    inLog.set(this.inLog)
    const offsets = new Float64Array(capacity)
    offsets.set(this.offsets)
    const lengths = new Uint32Array(capacity)
    lengths.set(this.lengths)
    this.inLog = inLog
    this.offsets = offsets
    this.lengths = lengths
  }
}
