import type { Tenant } from '../../../server/tenant'
import { stockWordCounts } from '../stock-vocabulary.server'
import { matchSuggestions, readSuggestionQuery, type SuggestionCounts } from './suggestions'
import type { SuggestionsAnswer } from './suggestions-api'

/**
 * Stock changes by feed, a few times a day: a minute in the browser's and a CDN's cache saves the requests a shopper's
 * backspacing repeats. The address has no shopper in it, so any cache may keep it; Host, since the same path is every site's.
 */
const SHARED_ANSWER_HEADERS = { 'cache-control': 'public, max-age=60', vary: 'Host' }

/**
 * GET /api/search-suggestions?q=: the header box's suggestions for the site's stock (suggestions.ts), from the facet
 * counts the content cache keeps. 400 with a message when `q` is longer than the route reads.
 */
export async function suggestionsResponse(
  tenant: Tenant,
  request: Request,
  countsOf: (tenant: Tenant) => Promise<SuggestionCounts> = stockWordCounts,
): Promise<Response> {
  const read = readSuggestionQuery(new URL(request.url).searchParams.get('q'))
  if (!read.ok) return Response.json({ message: read.message }, { status: 400, headers: { 'cache-control': 'no-store' } })
  const suggestions = read.query.trim() === '' ? [] : matchSuggestions(await countsOf(tenant), read.query)
  return Response.json({ suggestions } satisfies SuggestionsAnswer, { headers: SHARED_ANSWER_HEADERS })
}
