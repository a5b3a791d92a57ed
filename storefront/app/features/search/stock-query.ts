// One search page as queries to the search service, and its answers as results: the same pure functions build the
// server's first page and the browser's later ones, so both ask the same index the same way (issue 6).
import type { LiteClient } from 'algoliasearch/lite'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary } from '@dealer/stock/car-summary'
import { listedCar, type ListedCar, type ListingSettings } from '@dealer/stock/car-summary'
import { stockSortIndexName } from '@dealer/stock/index-schema'
import { allOf } from '@dealer/stock/filters'
import { stockFilters, type StockFilterOptions } from './search-filters'
import { collapsedPage, coveringPages, type CollapsedPage } from './search-results'
import { SOLD_RUN_SWEEP_ATTRIBUTES, SOLD_RUN_SWEEP_HITS } from './sold-runs'
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
 * count-only query without that facet's own filter (values of one facet are ORed, so picking Toyota must not hide
 * Mazda's count from the make list: Algolia's "disjunctive faceting"), then the statuses of every hit a shopper can page
 * to, in order, so sold runs collapse over the whole list (spec 000 §4) and the count, the cards and the page links
 * agree (issue 48). The results query asks for the uncollapsed page: when no sold run reaches it, it is the page.
 */
export function stockQueries(state: SearchState, options: StockQueryOptions): StockQuery[] {
  const refined = REFINEMENT_FACETS.filter((facet) => (state.refinements[facet]?.length ?? 0) > 0)
  const base = baseQuery(state, options)
  const filters = allOf(stockFilters(state, options))
  const main: StockQuery = {
    ...base,
    filters,
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
  const sweep: StockQuery = { ...base, filters, hitsPerPage: SOLD_RUN_SWEEP_HITS, page: 0, facets: [], attributesToRetrieve: [...SOLD_RUN_SWEEP_ATTRIBUTES] }
  return [main, ...counts, sweep]
}

function baseQuery(state: SearchState, options: StockQueryOptions) {
  return {
    indexName: stockSortIndexName(options.indexName, state.sortBy),
    query: state.query,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    attributesToHighlight: [],
  }
}

/** The shape of each answer that `stockResults` reads. */
export interface StockAnswer {
  hits?: CarSummary[]
  nbHits?: number
  page?: number
  nbPages?: number
  facets?: Record<string, Record<string, number>>
}

/** What the first answers say of the page: its cars' positions, and the collapsed list's totals. */
function collapsedPageOf(state: SearchState, answers: readonly StockAnswer[], hitsPerPage: number): CollapsedPage {
  const main = answers[0]
  const sweep = answers[answers.length - 1]
  if (!main?.hits || !sweep?.hits || answers.length < 2) throw new Error('The search service answered without results')
  return collapsedPage(
    sweep.hits.map((hit) => hit.status),
    main.nbHits ?? 0,
    state.page,
    hitsPerPage,
  )
}

/**
 * The cars at `positions` when the results query's uncollapsed page holds them all (no sold run collapsed before or
 * within it), else null: another request must fetch them.
 */
function carsFromMainPage(state: SearchState, main: StockAnswer, positions: readonly number[], hitsPerPage: number): CarSummary[] | null {
  const hits = main.hits ?? []
  const start = (state.page - 1) * hitsPerPage
  const cars: CarSummary[] = []
  for (const position of positions) {
    const car = hits[position - start]
    if (position < start || car === undefined) return null
    cars.push(car)
  }
  return cars
}

/** The queries that bring the cars at `positions` (ascending): one or two pages of one size covering them. */
function pageQueries(state: SearchState, options: StockQueryOptions, positions: readonly number[]): StockQuery[] {
  if (positions.length === 0) return []
  const { hitsPerPage, pages } = coveringPages(positions[0], positions[positions.length - 1])
  const filters = allOf(stockFilters(state, options))
  return pages.map((page) => ({ ...baseQuery(state, options), filters, hitsPerPage, page, facets: [], attributesToRetrieve: [...CAR_SUMMARY_ATTRIBUTES] }))
}

/** The cars at `positions` from the answers to `pageQueries(…, positions)`, in order; a position the index no longer reaches is left out. */
function carsAt(positions: readonly number[], queries: readonly StockQuery[], answers: readonly StockAnswer[]): CarSummary[] {
  const byPosition = new Map<number, CarSummary>()
  queries.forEach((query, index) => {
    ;(answers[index]?.hits ?? []).forEach((hit, offset) => byPosition.set(query.page * query.hitsPerPage + offset, hit))
  })
  return positions.flatMap((position) => byPosition.get(position) ?? [])
}

/**
 * The answers to `stockQueries(state, …)`, in the same order, and the page's cars once sold runs collapsed, as one
 * page of results: the count and the page count are the collapsed list's, so every page but the last is full.
 */
export function stockResults(state: SearchState, answers: readonly StockAnswer[], page: { cars: CarSummary[]; collapsed: CollapsedPage }): StockResults {
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
    cars: page.cars,
    totalCars: page.collapsed.totalCars,
    page: state.page,
    totalPages: page.collapsed.totalPages,
    facets,
  }
}

/**
 * Runs one search page through any Algolia-protocol client: the server's, or the browser's lite client. One request
 * when no sold run collapses before or within the page; otherwise a second one for the page's cars.
 */
export async function searchStock(client: LiteClient, state: SearchState, options: StockQueryOptions): Promise<StockResults> {
  // The results and page queries retrieve exactly CarSummary's attributes; the sweep, their status.
  const answersOf = async (requests: StockQuery[]) =>
    (await client.search<CarSummary>({ requests })).results.map((result): StockAnswer => ('hits' in result ? result : {}))
  const answers = await answersOf(stockQueries(state, options))
  const collapsed = collapsedPageOf(state, answers, options.hitsPerPage)
  let cars = carsFromMainPage(state, answers[0], collapsed.positions, options.hitsPerPage)
  if (cars === null) {
    const queries = pageQueries(state, options, collapsed.positions)
    cars = carsAt(collapsed.positions, queries, await answersOf(queries))
  }
  return stockResults(state, answers, { cars, collapsed })
}

/** A page of results as the shopper sees it: each car with its tag and price (sold runs already collapsed: `searchStock`). */
export interface ListedStockResults extends Omit<StockResults, 'cars'> {
  cars: ListedCar[]
}

export function listedStockResults(results: StockResults, listing: ListingSettings, now: Date): ListedStockResults {
  return { ...results, cars: results.cars.map((car) => listedCar(car, listing, now)) }
}
