import { normalise } from './text-index'
import type { TextMatch } from './text-match'
import type { JsonObject } from './types'
import { isJsonObject } from './values'

export interface HighlightTags {
  pre: string
  post: string
}

interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}
export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree }

const ORIGINAL_WORD = /[\p{L}\p{N}\p{M}]+/gu

/**
 * `_highlightResult` for a hit: each highlighted attribute's value with the words the query matched
 * wrapped in the tags (a whole word for an exact or typo match, the typed part for a prefix), how
 * many query words it matched (`none`, `partial`, `full`) and which. Arrays and objects keep their
 * shape, as in Algolia. Values are not HTML-escaped, as in Algolia: render them as text.
 */
export function highlightHit(hit: JsonObject, attributes: string[], match: TextMatch | null, tags: HighlightTags): { [attribute: string]: HighlightTree } {
  const result: { [attribute: string]: HighlightTree } = {}
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('.')
    const tree = highlightValue(pick(hit[key], rest), match, tags)
    if (tree === undefined) continue
    result[key] = rest.length > 0 && isHighlightObject(result[key]) && isHighlightObject(tree) ? { ...result[key], ...tree } : tree
  }
  return result
}

/** Keeps only the nested path of an object, so `location.city` highlights just the city. */
function pick(value: unknown, path: string[]): unknown {
  if (path.length === 0 || !isJsonObject(value)) return value
  const [key, ...rest] = path
  return key in value ? { [key]: pick(value[key], rest) } : undefined
}

function isHighlightObject(tree: HighlightTree | undefined): tree is { [key: string]: HighlightTree } {
  return tree !== undefined && !Array.isArray(tree) && !('matchLevel' in tree && typeof tree.matchLevel === 'string')
}

function highlightValue(value: unknown, match: TextMatch | null, tags: HighlightTags): HighlightTree | undefined {
  if (typeof value === 'string') return highlightText(value, match, tags)
  if (typeof value === 'number') return highlightText(String(value), match, tags)
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, match, tags))
    return items.every((item) => item !== undefined) ? items.filter((item) => item !== undefined) : undefined
  }
  if (isJsonObject(value)) {
    const tree: { [key: string]: HighlightTree } = {}
    for (const [key, item] of Object.entries(value)) {
      const highlighted = highlightValue(item, match, tags)
      if (highlighted !== undefined) tree[key] = highlighted
    }
    return tree
  }
  return undefined
}

function highlightText(text: string, match: TextMatch | null, tags: HighlightTags): HighlightResult {
  if (!match) return { value: text, matchLevel: 'none', matchedWords: [] }
  const matchedQueryWords = new Set<string>()
  let highlighted = ''
  let highlightedChars = 0
  let last = 0
  for (const found of text.matchAll(ORIGINAL_WORD)) {
    const original = found[0]
    const start = found.index
    const normalised = normalise(original)
    let length = 0
    for (const { queryWord, matches } of match.matchedWords) {
      const wordMatch = matches.get(normalised)
      if (!wordMatch) continue
      matchedQueryWords.add(queryWord)
      // A prefix match marks the part typed; the normalised form keeps the original's length for
      // most Latin text, and the whole word is marked when it doesn't.
      const marked = wordMatch.prefix && normalised.length === original.length ? Math.min(queryWord.length, original.length) : original.length
      length = Math.max(length, marked)
    }
    if (length === 0) continue
    highlighted += text.slice(last, start) + tags.pre + original.slice(0, length) + tags.post
    last = start + length
    highlightedChars += length
  }
  highlighted += text.slice(last)
  const matchedWords = match.matchedWords.map(({ queryWord }) => queryWord).filter((word) => matchedQueryWords.has(word))
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === match.matchedWords.length ? 'full' : 'partial'
  const result: HighlightResult = { value: highlighted, matchLevel, matchedWords }
  if (matchLevel !== 'none') result.fullyHighlighted = highlightedChars === text.replace(/[^\p{L}\p{N}\p{M}]/gu, '').length
  return result
}
