/**
 * Reusable zero-filled typed arrays for the per-query work arrays (one entry per record or per
 * value). Allocating them afresh on every query makes V8 collect garbage over the whole heap far
 * more often, which at 100k records costs more than the search itself; filling a kept buffer with
 * zeros costs microseconds. Queries run synchronously one at a time, so a purpose's buffer is never
 * in use twice; each name below belongs to one function.
 */
const bytes = new Map<string, Uint8Array>()
const integers = new Map<string, Int32Array>()

export function zeroedBytes(purpose: string, size: number): Uint8Array {
  let buffer = bytes.get(purpose)
  if (!buffer || buffer.length < size) bytes.set(purpose, (buffer = new Uint8Array(Math.ceil(size * 1.25))))
  return buffer.fill(0, 0, size).subarray(0, size)
}

export function zeroedInt32s(purpose: string, size: number): Int32Array {
  let buffer = integers.get(purpose)
  if (!buffer || buffer.length < size) integers.set(purpose, (buffer = new Int32Array(Math.ceil(size * 1.25))))
  return buffer.fill(0, 0, size).subarray(0, size)
}
