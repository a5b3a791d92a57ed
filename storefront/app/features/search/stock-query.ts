// One search page as queries to the search service, and its answers as results: the same pure functions build the
// server's first page and the browser's later ones, so both ask the same index the same way (issue 6).
import type { LiteClient } from 'algoliasearch/lite'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary } from '@dealer/stock/car-summary'
import { listedCar, type ListedCar, type ListingSettings } from '@dealer/stock/car-summary'
import { stockSortIndexName } from '@dealer/stock/index-schema'
import { allOf } from '@dealer/stock/filters'
import { stockFilters, type StockFilterOptions } from './search-filters'
import { collapseSoldRuns } from './search-results'
import { REFINEMENT_FACETS, type RefinementFacet, type SearchState } from './search-state'

export interface StockQueryOptions extends StockFilterOptions {
  /** The tenant's primary stock index; a sort order answers from its replica. */
  indexName: string
  hitsPerPage: number
}

/** Counts per value of each refinement facet, as the filter panel shows them. */
export type FacetCounts = Partial<Record<RefinementFacet, Record<string, number>>>

export interface StockResults {
  cars: CarSummary[]
  totalCars: number
  /** 1-based, as in the URL. */
  page: number
  totalPages: number
  facets: FacetCounts
}

interface StockQuery {
  indexName: string
  query: string
  filters: string
  hitsPerPage: number
  page: number
  facets: string[]
  maxValuesPerFacet: number
  attributesToRetrieve: string[]
  /** Always none: no listing shows matches highlighted, and each would weigh on every hit. */
  attributesToHighlight: string[]
}

/** Enough for every make a dealer group stocks (about 150 exist, spec 001 §9) and every model of one make. */
const MAX_VALUES_PER_FACET = 500

/**
 * The queries for one page: the results with the counts of every facet nobody refined, then, per refined facet, a
 * count-only query without that facet's own filter. Values of one facet are ORed, so picking Toyota must not hide
 * Mazda's count from the make list (Algolia's "disjunctive faceting").
 */
export function stockQueries(state: SearchState, options: StockQueryOptions): StockQuery[] {
  const refined = REFINEMENT_FACETS.filter((facet) => (state.refinements[facet]?.length ?? 0) > 0)
  const base = {
    indexName: stockSortIndexName(options.indexName, state.sortBy),
    query: state.query,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    attributesToHighlight: [],
  }
  const main: StockQuery = {
    ...base,
    filters: allOf(stockFilters(state, options)),
    hitsPerPage: options.hitsPerPage,
    page: state.page - 1,
    // Models are listed for the chosen make only; without one, their counts would be weight for nothing.
    facets: REFINEMENT_FACETS.filter((facet) => !refined.includes(facet) && (facet !== 'make_model' || refined.includes('make'))),
    attributesToRetrieve: [...CAR_SUMMARY_ATTRIBUTES],
  }
  const counts = refined.map((facet) => ({
    ...base,
    filters: allOf(stockFilters(state, { ...options, except: facet })),
    hitsPerPage: 0,
    page: 0,
    facets: [facet],
    attributesToRetrieve: [],
  }))
  return [main, ...counts]
}

/** The shape of each answer that `stockResults` reads. */
export interface StockAnswer {
  hits?: CarSummary[]
  nbHits?: number
  page?: number
  nbPages?: number
  facets?: Record<string, Record<string, number>>
}

/** The answers to `stockQueries(state, …)`, in the same order, as one page of results. */
export function stockResults(state: SearchState, answers: readonly StockAnswer[]): StockResults {
  const [main, ...counts] = answers
  if (!main?.hits) throw new Error('The search service answered without results')
  const refined = REFINEMENT_FACETS.filter((facet) => (state.refinements[facet]?.length ?? 0) > 0)
  const facets: FacetCounts = {}
  for (const facet of REFINEMENT_FACETS) {
    const answer = refined.includes(facet) ? counts[refined.indexOf(facet)] : main
    const values = answer?.facets?.[facet]
    if (values) facets[facet] = values
  }
  return {
    cars: main.hits,
    totalCars: main.nbHits ?? 0,
    page: (main.page ?? 0) + 1,
    totalPages: main.nbPages ?? 0,
    facets,
  }
}

/** Runs one search page through any Algolia-protocol client: the server's, or the browser's lite client. */
export async function searchStock(client: LiteClient, state: SearchState, options: StockQueryOptions): Promise<StockResults> {
  // The main query retrieves exactly CarSummary's attributes.
  const { results } = await client.search<CarSummary>({ requests: stockQueries(state, options) })
  return stockResults(
    state,
    results.map((result) => ('hits' in result ? result : {})),
  )
}

/** A page of results as the shopper sees it: each car with its tag and price, sold runs collapsed (spec 000 §4). */
export interface ListedStockResults extends Omit<StockResults, 'cars'> {
  cars: ListedCar[]
}

export function listedStockResults(results: StockResults, listing: ListingSettings, now: Date): ListedStockResults {
  return { ...results, cars: collapseSoldRuns(results.cars).map((car) => listedCar(car, listing, now)) }
}
