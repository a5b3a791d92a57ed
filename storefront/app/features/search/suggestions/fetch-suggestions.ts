import { SUGGESTIONS_PATH, type Suggestion, type SuggestionsAnswer } from './suggestions-api'

/** Answers kept for the page's life, by query: backspacing to a prefix asked before shows it without a request. */
const answers = new Map<string, Suggestion[]>()
/** Enough for a long session of typing; past it the oldest answer goes, so the page's memory stays bounded. */
const MAX_ANSWERS = 200

/**
 * The suggestions for a query (already `suggestionQuery`'s form) from the route, or from this page's earlier answer.
 * A refused or failed request answers none and is not kept; an aborted one rejects, as fetch does.
 */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const kept = answers.get(query)
  if (kept) return kept
  const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: query })}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) return []
  const { suggestions } = (await response.json()) as SuggestionsAnswer
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!)
  answers.set(query, suggestions)
  return suggestions
}
