// The header's suggestions (issue 47): the makes, models and body types in a site's stock whose words start with what
// the shopper typed. Pure: the route gives it the cached facet counts (stock-vocabulary.server.ts), so a keystroke costs
// no query of the index.
import { compareLabels } from '@dealer/stock/text'
import { listingPath, makeSearchPath } from '../search-state'
import { MAX_SUGGESTION_QUERY_LENGTH, MAX_SUGGESTIONS, type Suggestion } from './suggestions-api'

/** The facet counts suggestions are made from: value → cars. make_model values are Make:Model ("Toyota:HiLux"). */
export interface SuggestionCounts {
  make: Readonly<Record<string, number>>
  make_model: Readonly<Record<string, number>>
  simple_body: Readonly<Record<string, number>>
}

export type SuggestionQuery = { ok: true; query: string } | { ok: false; message: string }

/** The route's `q`: absent is empty; longer than the limit is refused, with the message the 400 carries. */
export function readSuggestionQuery(q: string | null): SuggestionQuery {
  const query = q ?? ''
  if (query.length > MAX_SUGGESTION_QUERY_LENGTH) {
    return { ok: false, message: `The search text is too long for suggestions: at most ${MAX_SUGGESTION_QUERY_LENGTH} characters.` }
  }
  return { ok: true, query }
}

/** Lower case, accents dropped, split on anything but letters and digits: "Mercedes-Benz" → mercedes, benz. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

interface Candidate extends Suggestion {
  /** The names the candidate goes by, each as its words: a model by its own ("HiLux") and with its make ("Toyota HiLux"). */
  names: string[][]
}

/**
 * Whether the typed words name the candidate: each is the start of one of its words ("hi" → HiLux, "toyota hi" →
 * HiLux, "land" → LandCruiser 300), or they run together into the start of a name ("cx5" → CX-5). Exact: they are a
 * whole name ("toyota" → Toyota).
 */
function matchOf(typed: string[], names: string[][]): 'exact' | 'start' | null {
  const joined = typed.join('')
  if (names.some((name) => name.join('') === joined)) return 'exact'
  const everyWord = names.flat()
  if (typed.every((part) => everyWord.some((word) => word.startsWith(part)))) return 'start'
  return names.some((name) => name.join('').startsWith(joined)) ? 'start' : null
}

function candidatesOf(counts: SuggestionCounts): Candidate[] {
  const makes = Object.entries(counts.make).map(([make, count]): Candidate => ({
    kind: 'make',
    label: make,
    count,
    href: makeSearchPath(make),
    names: [wordsOf(make)],
  }))
  const models = Object.entries(counts.make_model).flatMap(([value, count]): Candidate[] => {
    const colon = value.indexOf(':')
    if (colon <= 0 || colon === value.length - 1) return []
    const make = value.slice(0, colon)
    const model = value.slice(colon + 1)
    return [
      {
        kind: 'model',
        label: `${model} (${make})`,
        count,
        href: listingPath({ make: [make], make_model: [value] }),
        names: [wordsOf(model), wordsOf(`${make} ${model}`)],
      },
    ]
  })
  const bodies = Object.entries(counts.simple_body).map(([body, count]): Candidate => ({
    kind: 'body',
    label: body,
    count,
    href: listingPath({ simple_body: [body] }),
    names: [wordsOf(body)],
  }))
  return [...makes, ...models, ...bodies].filter((candidate) => candidate.count > 0)
}

const KIND_ORDER: Record<Suggestion['kind'], number> = { make: 0, body: 1, model: 2 }

/**
 * The suggestions for what was typed, at most `limit`: first what it names exactly (a make, then a body type, then a
 * model), then makes and body types (the broader listings), then models, each by cars in stock, most first, then A to Z.
 * So "toyota" gives Toyota, then Toyota's models, most stocked first.
 */
export function matchSuggestions(counts: SuggestionCounts, query: string, limit = MAX_SUGGESTIONS): Suggestion[] {
  const typed = wordsOf(query)
  if (typed.length === 0) return []
  const ranked = candidatesOf(counts).flatMap((candidate) => {
    const match = matchOf(typed, candidate.names)
    if (!match) return []
    const tier = match === 'exact' ? 0 : candidate.kind === 'model' ? 2 : 1
    return [{ candidate, tier }]
  })
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.tier === 0 ? KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind] : 0) ||
      b.candidate.count - a.candidate.count ||
      compareLabels(a.candidate.label, b.candidate.label),
  )
  return ranked.slice(0, limit).map(({ candidate: { kind, label, count, href } }) => ({ kind, label, count, href }))
}
