import type { JsonObject, SearchRecord } from './types'
import { isJsonObject, valuesAt } from './values'

const WORD = /[\p{L}\p{N}]+/gu
const DIACRITICS = /\p{M}/gu
const ATTRIBUTE_RANK_BITS = 5
const MAX_ATTRIBUTE_RANK = (1 << ATTRIBUTE_RANK_BITS) - 1

/** Lower-cased words without accents: "Škoda CX-5" → ["skoda", "cx", "5"]. */
export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? []
}

export function normalise(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase()
}

/** Algolia's defaults: a word needs 4 letters before one typo is forgiven, 8 before two. */
export interface TypoRules {
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  enabled: boolean
}

export function allowedTypos(word: string, rules: TypoRules): number {
  if (!rules.enabled) return 0
  return word.length >= rules.minWordSizefor2Typos ? 2 : word.length >= rules.minWordSizefor1Typo ? 1 : 0
}

/** How one query word matched one word of the index. */
export interface WordMatch {
  word: string
  typos: number
  /** The query word matched the start of a longer word (prefix search on the last query word). */
  prefix: boolean
}

/**
 * The searchable words of every slot, and on demand an inverted index (word → slots) over them.
 * Each slot keeps its words as ids packed with the rank of the attribute they came from, so the
 * inverted index can be rebuilt from memory after writes without reading any record.
 */
export class TextColumn {
  /** Rank of each searchable attribute: "make,model" in searchableAttributes share a rank. */
  private readonly ranked: Array<{ attribute: string; rank: number }> | undefined
  private readonly dictionary: string[] = []
  private readonly idOfWord = new Map<string, number>()
  private bySlot: Array<Uint32Array | undefined> = []
  private inverted: InvertedIndex | undefined

  constructor(attributes: string[] | undefined) {
    this.ranked = attributes?.flatMap((setting, rank) =>
      setting.split(',').map((attribute) => ({ attribute: attribute.trim(), rank: Math.min(rank, MAX_ATTRIBUTE_RANK) })),
    )
  }

  set(slot: number, record: SearchRecord | undefined): void {
    this.inverted = undefined
    if (!record) {
      this.bySlot[slot] = undefined
      return
    }
    const packed: number[] = []
    const add = (value: unknown, rank: number) => {
      for (const word of wordsIn(value)) {
        let id = this.idOfWord.get(word)
        if (id === undefined) {
          id = this.dictionary.length
          this.dictionary.push(word)
          this.idOfWord.set(word, id)
        }
        packed.push(id * (MAX_ATTRIBUTE_RANK + 1) + rank)
      }
    }
    if (this.ranked) for (const { attribute, rank } of this.ranked) for (const value of valuesAt(record, attribute)) add(value, rank)
    else for (const [key, value] of Object.entries(record)) if (key !== 'objectID') add(value, 0)
    this.bySlot[slot] = Uint32Array.from(packed)
  }

  /** The index words a query word matches: exactly, with typos, and as a prefix if it is the last word. */
  match(queryWord: string, maxTypos: number, prefix: boolean): WordMatch[] {
    return this.index().match(queryWord, maxTypos, prefix)
  }

  /** Calls `visit` for each slot holding `word`, with the best rank of the attributes holding it. */
  forEachSlot(word: string, visit: (slot: number, attributeRank: number) => void): void {
    this.index().forEachSlot(word, visit)
  }

  private index(): InvertedIndex {
    this.inverted ??= new InvertedIndex(this.dictionary, this.bySlot)
    return this.inverted
  }
}

function wordsIn(value: unknown): string[] {
  if (typeof value === 'string') return words(value)
  if (typeof value === 'number') return words(String(value))
  if (Array.isArray(value)) return value.flatMap(wordsIn)
  if (isJsonObject(value)) return Object.values(value as JsonObject).flatMap(wordsIn)
  return []
}

/** Word → slots, in compressed-row form, plus the words sorted for fuzzy lookup. */
class InvertedIndex {
  /** Words present in at least one slot, sorted by code unit so a range shares a prefix. */
  private readonly sorted: string[]
  private readonly startOfWord = new Map<string, number>()
  private readonly endOfWord = new Map<string, number>()
  private readonly slots: Uint32Array
  private readonly ranks: Uint8Array

  constructor(dictionary: string[], bySlot: Array<Uint32Array | undefined>) {
    const base = MAX_ATTRIBUTE_RANK + 1
    // Best rank per (slot, word): a word in both name and colour counts as found in name.
    const counts = new Uint32Array(dictionary.length)
    const seen = new Map<number, number>()
    const perSlot: Array<Map<number, number> | undefined> = []
    bySlot.forEach((packed, slot) => {
      if (!packed) return
      seen.clear()
      for (const entry of packed) {
        const id = Math.floor(entry / base)
        const rank = entry % base
        const best = seen.get(id)
        if (best === undefined || rank < best) seen.set(id, rank)
      }
      perSlot[slot] = new Map(seen)
      for (const id of seen.keys()) counts[id]++
    })
    const used = dictionary.map((word, id) => ({ word, id })).filter(({ id }) => counts[id] > 0)
    used.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    this.sorted = used.map(({ word }) => word)
    const starts = new Uint32Array(dictionary.length)
    let total = 0
    for (const { word, id } of used) {
      starts[id] = total
      this.startOfWord.set(word, total)
      total += counts[id]
    }
    this.slots = new Uint32Array(total)
    this.ranks = new Uint8Array(total)
    const fill = Uint32Array.from(starts)
    perSlot.forEach((words, slot) => {
      if (!words) return
      for (const [id, rank] of words) {
        this.slots[fill[id]] = slot
        this.ranks[fill[id]] = rank
        fill[id]++
      }
    })
    for (const { word, id } of used) this.endOfWord.set(word, fill[id])
  }

  forEachSlot(word: string, visit: (slot: number, attributeRank: number) => void): void {
    const start = this.startOfWord.get(word)
    const end = this.endOfWord.get(word)
    if (start === undefined || end === undefined) return
    for (let i = start; i < end; i++) visit(this.slots[i], this.ranks[i])
  }

  /**
   * Walks the sorted words as if they were a trie, carrying a row of the (Damerau) edit distance
   * between the query word and the path so far; a branch is dropped once every entry of the row
   * exceeds the typos allowed, so only words near the query word are visited.
   */
  match(query: string, maxTypos: number, prefix: boolean): WordMatch[] {
    const found: WordMatch[] = []
    const sorted = this.sorted
    const m = query.length
    const firstRow = Array.from({ length: m + 1 }, (_, j) => j)

    const visit = (
      lo: number,
      hi: number,
      depth: number,
      row: number[],
      previousRow: number[] | null,
      previousChar: number,
      bestPrefix: number | null,
    ): void => {
      // A word of exactly this length sorts first in the range.
      if (lo < hi && sorted[lo].length === depth) {
        const typos = Math.min(row[m], bestPrefix ?? Infinity)
        if (typos <= maxTypos) found.push({ word: sorted[lo], typos, prefix: bestPrefix !== null && bestPrefix < row[m] })
        lo++
      }
      if (lo >= hi) return
      const rowMin = Math.min(...row)
      if (prefix && row[m] <= maxTypos) bestPrefix = Math.min(bestPrefix ?? Infinity, row[m])
      if (bestPrefix !== null && rowMin >= bestPrefix) {
        // Nothing deeper can do better than the prefix already matched: every word below matches with it.
        for (let i = lo; i < hi; i++) found.push({ word: sorted[i], typos: bestPrefix, prefix: true })
        return
      }
      if (bestPrefix === null && rowMin > maxTypos) return
      let start = lo
      while (start < hi) {
        const char = sorted[start].charCodeAt(depth)
        const end = upperBound(sorted, start, hi, depth, char)
        const next = new Array<number>(m + 1)
        next[0] = row[0] + 1
        for (let j = 1; j <= m; j++) {
          const cost = query.charCodeAt(j - 1) === char ? 0 : 1
          let value = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
          if (previousRow && j > 1 && query.charCodeAt(j - 1) === previousChar && query.charCodeAt(j - 2) === char)
            value = Math.min(value, previousRow[j - 2] + 1)
          next[j] = value
        }
        visit(start, end, depth + 1, next, row, char, bestPrefix)
        start = end
      }
    }
    visit(0, sorted.length, 0, firstRow, null, -1, null)
    return found
  }
}

/** First index in [lo, hi) whose character at `depth` is above `char`; the range shares the prefix before `depth`. */
function upperBound(sorted: string[], lo: number, hi: number, depth: number, char: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid].charCodeAt(depth) <= char) lo = mid + 1
    else hi = mid
  }
  return lo
}
