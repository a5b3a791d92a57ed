// The no-results card (spec 000 §2, §8 "Empty results"): its words by listing, and where its Clear Filters goes.
import { NO_RESULTS_TEXT } from './search-results'
import { ALL_STOCK_PATH, SPECIAL_OFFERS_PATH, type SearchState } from './search-state'

/** Spec 000 §8's text for an empty special-offers listing, quoted exactly (no full stop in the spec). */
export const NO_OFFERS_TEXT = 'There appears to be no offers currently available that meet the conditions of your search'

/** Site settings → Stock → refresh path: the special-offers path (the spec's default) or the main stock search. */
export type RefreshPathSetting = 'special-offers' | 'stock'

/** Where Clear Filters goes: spec 000 §2's refresh path, "default the special-offers path, or the main stock search path". */
export function refreshPath(setting: RefreshPathSetting | null | undefined): string {
  return setting === 'stock' ? ALL_STOCK_PATH : SPECIAL_OFFERS_PATH
}

/** The card's text: the offers variant on /special-offers, the search variant everywhere else. */
export function noResultsText(state: Pick<SearchState, 'refinements'>): string {
  return state.refinements.special_offer?.includes('true') ? NO_OFFERS_TEXT : NO_RESULTS_TEXT
}

/**
 * Where staff add stock, for the card of a site with no car listed at all: a new site before its first import
 * (issue 49). Only the unfiltered listing can tell; anywhere else an empty result is the search's, not the site's.
 */
export function addStockUrl(
  state: Pick<SearchState, 'query' | 'refinements' | 'ranges' | 'justArrived'>,
  totalCars: number,
  cmsPublicUrl: string,
): string | null {
  const unfiltered =
    state.query === '' &&
    !state.justArrived &&
    Object.values(state.refinements).every((values) => !values?.length) &&
    Object.values(state.ranges).every((range) => range === undefined)
  return unfiltered && totalCars === 0 ? new URL('/admin/collections/stock-feeds', cmsPublicUrl).toString() : null
}
