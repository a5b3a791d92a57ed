/**
 * A Map that keeps at most `capacity` entries, dropping the least recently used (spec 000 §4 "Search loading": "Results
 * are cached by key and the oldest entry is evicted at the cap"). It has the get/set/delete/keys shape SWR takes as its
 * cache provider.
 */
export class LruCache<Value> {
  readonly #entries = new Map<string, Value>()

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`An LRU cache holds at least one entry, not ${capacity}`)
  }

  get(key: string): Value | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as Value
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: string, value: Value): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as string)
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  keys(): MapIterator<string> {
    return this.#entries.keys()
  }
}
