// Rules for the search results list and its facets (issue 6; spec 000 §3 and §4). Pure, so the server render and the
// browser's updates order things the same way.
import { CAR_TYPES } from './search-state'
import { compareLabels } from '@dealer/stock/text'

/**
 * Spec 000 §4: "A run of consecutive sold hits in results collapses to one, unless every hit is sold." The first
 * sold car of each run stays (it says the stock moves), the rest of the run goes.
 */
export function collapseSoldRuns<Hit extends { status: string }>(hits: readonly Hit[]): Hit[] {
  const kept = new Set(soldRunsKept(hits.map((hit) => hit.status)))
  return hits.filter((_, index) => kept.has(index))
}

/**
 * The positions (0-based, in the search service's order) of the hits that stay once sold runs collapse, given the
 * status of every hit of the whole result list, not one page of it: a run may cross a page boundary, and the count
 * and the page links must agree with the cards (issue 48).
 */
function soldRunsKept(statuses: readonly string[]): number[] {
  const everySold = statuses.every((status) => status === 'sold')
  const kept: number[] = []
  statuses.forEach((status, index) => {
    if (everySold || status !== 'sold' || index === 0 || statuses[index - 1] !== 'sold') kept.push(index)
  })
  return kept
}

/** One results page of the collapsed list: which positions it shows, and the totals the count and page links use. */
export interface CollapsedPage {
  /** Positions in the service's order (as `soldRunsKept`) of this page's cars, at most a page size of them. */
  positions: number[]
  /** Cars in the collapsed list. */
  totalCars: number
  totalPages: number
}

/**
 * Page `page` (1-based) of the list once sold runs collapse. `statuses` are the statuses of the hits a shopper can page
 * to (the service pages through the first 1000 only); `nbHits` is how many matched in all, so the count of a larger
 * list still counts every match, less the sold cars collapsed among those it can see.
 */
export function collapsedPage(statuses: readonly string[], nbHits: number, page: number, hitsPerPage: number): CollapsedPage {
  const kept = soldRunsKept(statuses)
  const size = Math.max(1, hitsPerPage)
  const start = (page - 1) * size
  return {
    positions: kept.slice(start, start + size),
    totalCars: Math.max(kept.length, nbHits - (statuses.length - kept.length)),
    totalPages: Math.ceil(kept.length / size),
  }
}

/**
 * The fewest hits one or two pages of one size can bring to cover positions `first` to `last` (the service pages by
 * page and hitsPerPage only, with no offset): one page when some size under twice the span holds them both, else two
 * pages of the span's size.
 */
export function coveringPages(first: number, last: number): { hitsPerPage: number; pages: number[] } {
  const span = last - first + 1
  for (let size = span; size < 2 * span; size++) {
    if (Math.floor(first / size) === Math.floor(last / size)) return { hitsPerPage: size, pages: [Math.floor(first / size)] }
  }
  return { hitsPerPage: span, pages: [Math.floor(first / span), Math.floor(last / span)] }
}

export interface FacetValue {
  value: string
  count: number
}

/** Spec 000 §3: facet values by count, most first, then by label ("2" before "10": labels holding numbers sort by number). */
export function orderFacetValues(counts: Readonly<Record<string, number>>): FacetValue[] {
  return Object.entries(counts)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || compareLabels(a.value, b.value))
}

/** The first number a label holds, thousands separators and all ("$30,000 - $40,000" → 30000); none sorts last. */
function leadingNumber(label: string): number {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(label)?.[0]
  return digits === undefined ? Number.POSITIVE_INFINITY : Number(digits.replaceAll(',', ''))
}

/**
 * Spec 000 §9: "Price sort orders labels by number": the price-range facet's labels ("$0 - $10,000", "$10,000 - $20,000",
 * …, "$100,000+") go cheapest first by the number they start with, whatever their counts; equal numbers by label.
 */
export function inPriceOrder(values: readonly FacetValue[]): FacetValue[] {
  return [...values].sort((a, b) => leadingNumber(a.value) - leadingNumber(b.value) || compareLabels(a.value, b.value))
}

/** How many makes the make dropdown lists first, by stock count (issue 6: "the 20 popular makes first"). */
const POPULAR_MAKES = 20

/** The make dropdown: the most stocked makes first, then every other make A to Z. */
/** Spec 000 §9: "Car type order is new, demo, used", whatever their counts; any other type after them. */
export function inCarTypeOrder(values: readonly FacetValue[]): FacetValue[] {
  const rank = (carType: string) => {
    const index = CAR_TYPES.findIndex((type) => type === carType)
    return index === -1 ? CAR_TYPES.length : index
  }
  return [...values].sort((a, b) => rank(a.value) - rank(b.value))
}

export function makeOptions(counts: Readonly<Record<string, number>>, popular = POPULAR_MAKES): { popular: FacetValue[]; others: FacetValue[] } {
  const byCount = orderFacetValues(counts)
  return { popular: byCount.slice(0, popular), others: byCount.slice(popular).sort((a, b) => compareLabels(a.value, b.value)) }
}

/** Spec 000 §9: "A stock count over 1999 is replaced by the configured stock count." */
export function stockCountShown(count: number, configured: number): number {
  return count > 1999 ? configured : count
}

/** Spec 000 §8 "Empty results", the search variant. */
export const NO_RESULTS_TITLE = 'No Results Available'
export const NO_RESULTS_TEXT = 'No results found for your search at this time. Please try adjusting the filters for more results.'

/** One cell of the results grid: a car, a promo card, or the call-to-action card. */
export type ResultSlot<Car, Promo> = { kind: 'car'; car: Car } | { kind: 'promo'; card: Promo } | { kind: 'cta'; after: number }

/**
 * Spec 000 §9: "Promo card positions are configurable; the call-to-action card appears every N cards." After every
 * `interval` cars comes one extra card: the next promo card in the rules' order (positioned ones first, so position 1 is
 * the first slot), or, once they are used up, the call-to-action card when the site shows it.
 */
export function resultSlots<Car, Promo>(
  cars: readonly Car[],
  promos: readonly Promo[],
  { interval, ctaCard }: { interval: number; ctaCard: boolean },
): Array<ResultSlot<Car, Promo>> {
  const slots: Array<ResultSlot<Car, Promo>> = []
  const every = Math.max(1, Math.floor(interval))
  let nextPromo = 0
  cars.forEach((car, index) => {
    slots.push({ kind: 'car', car })
    if ((index + 1) % every !== 0) return
    if (nextPromo < promos.length) slots.push({ kind: 'promo', card: promos[nextPromo++] })
    else if (ctaCard) slots.push({ kind: 'cta', after: index + 1 })
  })
  return slots
}
