import type { SearchState } from './search-state'

/** A search's terms as the dashboard's demand figures keep them (issue 46): one make and model when one is chosen. */
export interface SearchTerms {
  make: string
  model: string
  query: string
}

/**
 * The terms of a search worth counting as demand, or null: a search names words or exactly one make (and then at most
 * one of its models); a listing of everything, or of several makes, says nothing of what a shopper wanted. Pure.
 */
export function searchTerms(state: Pick<SearchState, 'query' | 'refinements'>): SearchTerms | null {
  const makes = state.refinements.make ?? []
  const models = state.refinements.make_model ?? []
  const make = makes.length === 1 ? makes[0]! : models.length === 1 && makes.length === 0 ? models[0]!.split(':')[0]! : ''
  const model = models.length === 1 && models[0]!.split(':')[0] === make ? models[0]!.split(':').slice(1).join(':') : ''
  const query = state.query.trim().replace(/\s+/g, ' ').slice(0, 100)
  if (!query && !make) return null
  return { make: make.slice(0, 60), model: model.slice(0, 60), query }
}
