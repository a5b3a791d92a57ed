import { zeroedBytes } from './scratch'
import { allowedTypos, words, type TextColumn, type TypoRules, type WordMatch } from './text-index'

/** The records a text query matches, with what Algolia's tie-breaking criteria need for each. */
export interface TextMatch {
  /** Matching slots, unordered. */
  slots: number[]
  /** By slot (valid until the next query: the arrays are reused): typos summed over the query words (fewer ranks first). */
  typos: Uint8Array
  /** By slot: the best rank of the attributes the words were found in (lower ranks first). */
  attribute: Uint8Array
  /** By slot: how many query words matched a whole word exactly (more ranks first). */
  exact: Uint8Array
  /** Per query word, the index words it matched, for highlighting. */
  matchedWords: Array<{ queryWord: string; matches: Map<string, WordMatch> }>
}

/**
 * Matches a query as Algolia does by default: every query word must match (`queryType: prefixLast`,
 * no words removed), the last one also as a prefix, each within the typos its length allows.
 * Returns null for a query without words, which matches everything.
 */
export function matchText(text: TextColumn, query: string, rules: TypoRules, slotCount: number): TextMatch | null {
  const queryWords = words(query)
  if (queryWords.length === 0) return null
  const typos = zeroedBytes('matchText.typos', slotCount)
  const attribute = zeroedBytes('matchText.attribute', slotCount).fill(255)
  const exact = zeroedBytes('matchText.exact', slotCount)
  const wordsMatched = zeroedBytes('matchText.wordsMatched', slotCount)
  const matchedWords: TextMatch['matchedWords'] = []

  // Per query word: the best (fewest typos, then best attribute) match in each slot.
  const bestTypos = zeroedBytes('matchText.bestTypos', slotCount)
  const bestRank = zeroedBytes('matchText.bestRank', slotCount)
  const bestExact = zeroedBytes('matchText.bestExact', slotCount)
  const touchedNow = zeroedBytes('matchText.touchedNow', slotCount)
  queryWords.forEach((queryWord, position) => {
    const isLast = position === queryWords.length - 1
    const matches = text.match(queryWord, allowedTypos(queryWord, rules), isLast)
    matchedWords.push({ queryWord, matches: new Map(matches.map((match) => [match.word, match])) })
    const touched: number[] = []
    for (const match of matches) {
      const isExact = match.typos === 0 && !match.prefix ? 1 : 0
      text.forEachSlot(match.word, (slot, rank) => {
        // Only slots that matched every earlier query word can still match the query.
        if (wordsMatched[slot] !== position) return
        if (touchedNow[slot] === 0) {
          touched.push(slot)
          touchedNow[slot] = 1
          bestTypos[slot] = match.typos
          bestRank[slot] = rank
          bestExact[slot] = isExact
        } else if (match.typos < bestTypos[slot] || (match.typos === bestTypos[slot] && rank < bestRank[slot])) {
          bestTypos[slot] = match.typos
          bestRank[slot] = rank
          bestExact[slot] = Math.max(bestExact[slot], isExact)
        } else if (match.typos === bestTypos[slot]) {
          bestExact[slot] = Math.max(bestExact[slot], isExact)
        }
      })
    }
    for (const slot of touched) {
      touchedNow[slot] = 0
      wordsMatched[slot]++
      typos[slot] += bestTypos[slot]
      attribute[slot] = Math.min(attribute[slot], bestRank[slot])
      exact[slot] += bestExact[slot]
    }
  })
  const slots: number[] = []
  for (let slot = 0; slot < slotCount; slot++) if (wordsMatched[slot] === queryWords.length) slots.push(slot)
  return { slots, typos, attribute, exact, matchedWords }
}
