// What the search page's controls do to the search state, and how they name things: small pure functions the filter
// panel, the chips and their tests share (issue 6).
import type { PromoCardView } from '@dealer/blocks/promo-cards/card'
import type { PromoCardRuleFields } from '@dealer/blocks/promo-cards/rules'
import { bodyTypeLabel } from '@dealer/stock/body-types'
import { carTypeLabel, formatDollars, formatNumber } from '@dealer/stock/format'
import type { StockSort } from '@dealer/stock/index-schema'
import {
  dealershipName,
  emptySearchState,
  modelOf,
  RANGE_FACETS,
  REFINEMENT_FACETS,
  type Range,
  type RangeFacet,
  type RefinementFacet,
  type SearchState,
} from './search-state'

/** A promo card as the search page gets it: what it shows, and what the rules read to place it. */
export type SearchPromoCard = PromoCardView & PromoCardRuleFields

export const FACET_LABELS: Record<RefinementFacet | RangeFacet, string> = {
  make: 'Make',
  make_model: 'Model',
  car_type: 'Condition',
  status: 'Availability',
  item_type: 'Vehicle type',
  categories: 'Category',
  filtered_features: 'Features',
  simple_body: 'Body type',
  simple_fuel: 'Fuel',
  simple_transmission: 'Transmission',
  simple_drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  state: 'State',
  city: 'City',
  location_name: 'Location',
  dealership_name: 'Dealership',
  tag: 'Tag',
  badge: 'Badge',
  certified: 'Certified',
  special_offer: 'Offers',
  price_range: 'Price range',
  dealership_slug: 'Dealership',
  price: 'Price',
  weekly_price: 'Weekly repayment',
  subscription_price: 'Subscription',
  km: 'Kilometres',
  year: 'Year',
}

/** A facet value as shoppers read it: "Used", "HiLux" (not "Toyota:HiLux"), "7 seats", "Certified". */
export function valueLabel(facet: RefinementFacet, value: string): string {
  if (facet === 'car_type') return carTypeLabel(value)
  if (facet === 'make_model') return value.slice(value.indexOf(':') + 1)
  if (facet === 'seats') return `${value} seats`
  if (facet === 'certified') return value === 'true' ? 'Certified' : 'Not certified'
  if (facet === 'special_offer') return value === 'true' ? 'Special offers' : 'Not on special'
  if (facet === 'status') return STATUS_LABELS[value] ?? sentenceCase(value)
  if (facet === 'item_type') return ITEM_TYPE_LABELS[value] ?? sentenceCase(value)
  if (facet === 'dealership_slug') return dealershipName(value)
  if (facet === 'simple_body') return bodyTypeLabel(value)
  return value
}

const STATUS_LABELS: Record<string, string> = { in_stock: 'In stock', sold: 'Sold', coming_soon: 'Coming soon' }
const ITEM_TYPE_LABELS: Record<string, string> = { car: 'Cars', caravan: 'Caravans', motorcycle: 'Motorcycles', truck: 'Trucks' }
/** "on_order" → "On order". */
const sentenceCase = (value: string) => {
  const words = value.replace(/_+/g, ' ')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

/** One bound of a range as shoppers read it: "$25,000", "80,000 kms", "$150/wk", "2019". */
export function boundLabel(facet: RangeFacet, value: number): string {
  if (facet === 'price') return formatDollars(value)
  if (facet === 'weekly_price' || facet === 'subscription_price') return `${formatDollars(value)}/wk`
  if (facet === 'km') return `${formatNumber(value)} kms`
  return String(value)
}

/** "$10,000 to $30,000", "From $10,000", "Up to 80,000 kms". */
function rangeLabel(facet: RangeFacet, { min, max }: Range): string {
  if (min !== null && max !== null) return `${boundLabel(facet, min)} to ${boundLabel(facet, max)}`
  if (min !== null) return `From ${boundLabel(facet, min)}`
  return `Up to ${boundLabel(facet, max ?? 0)}`
}

/** Any change to what is shown starts again at page 1. A city the shopper removes leaves every city chosen. */
function refined(state: SearchState, change: Partial<Pick<SearchState, 'refinements' | 'ranges' | 'sortBy' | 'query' | 'justArrived'>>): SearchState {
  const { everyCity: _recomputed, ...next } = { ...state, ...change, page: 1 }
  return choosesEveryCity(state, next) ? { ...next, everyCity: true } : next
}

/** Whether `next` has no city because the shopper chose every city: they removed one, or had already. */
function choosesEveryCity(before: SearchState, next: Pick<SearchState, 'refinements'>): boolean {
  if ((next.refinements.city?.length ?? 0) > 0) return false
  return before.everyCity === true || (before.refinements.city?.length ?? 0) > 0
}

/** The state with one facet value picked or unpicked. Unpicking a make also drops its models. */
export function withRefinement(state: SearchState, facet: RefinementFacet, value: string, picked: boolean): SearchState {
  const current = state.refinements[facet] ?? []
  const values = picked ? (current.includes(value) ? current : [...current, value]) : current.filter((each) => each !== value)
  const refinements = { ...state.refinements, [facet]: values }
  if (facet === 'make' && !picked) refinements.make_model = (refinements.make_model ?? []).filter((model) => modelOf(value, model) === null)
  return refined(state, { refinements: withoutEmpty(refinements) })
}

/** The state with one facet's values replaced (the make and model selects pick one). A new make drops other makes' models. */
export function withOnly(state: SearchState, facet: RefinementFacet, value: string | null): SearchState {
  const refinements = { ...state.refinements, [facet]: value ? [value] : [] }
  if (facet === 'make') refinements.make_model = (refinements.make_model ?? []).filter((model) => value !== null && modelOf(value, model) !== null)
  return refined(state, { refinements: withoutEmpty(refinements) })
}

export function withRange(state: SearchState, facet: RangeFacet, range: Range | null): SearchState {
  const ranges = { ...state.ranges }
  if (range && (range.min !== null || range.max !== null)) ranges[facet] = range
  else delete ranges[facet]
  return refined(state, { ranges })
}

/** Only cars listed within the site's just-arrived window, or every car. */
export function withJustArrived(state: SearchState, justArrived: boolean): SearchState {
  const { justArrived: _dropped, ...rest } = state
  return refined(rest, justArrived ? { justArrived: true } : {})
}

export function withSort(state: SearchState, sortBy: StockSort): SearchState {
  return refined(state, { sortBy })
}

export function withQuery(state: SearchState, query: string): SearchState {
  return refined(state, { query: query.trim() })
}

/** Clear Filters: every refinement and range goes; the words searched for and the sort order stay. */
export function withoutFilters(state: SearchState): SearchState {
  const cleared = { ...emptySearchState(), query: state.query, sortBy: state.sortBy }
  return choosesEveryCity(state, cleared) ? { ...cleared, everyCity: true } : cleared
}

function withoutEmpty(refinements: SearchState['refinements']): SearchState['refinements'] {
  return Object.fromEntries(Object.entries(refinements).filter(([, values]) => values.length > 0))
}

/** The created-date facet's one choice (spec 000 §3), as the panel and its chip name it. */
export const JUST_ARRIVED_LABEL = 'Just arrived'

/** One refinement the shopper can remove on its own. */
export interface RefinementChip {
  key: string
  /** "Make: Toyota", "Price: $10,000 to $30,000". */
  label: string
  without: SearchState
}

/** The chips above the results, in the filter panel's order: each value picked, then each range. */
export function refinementChips(state: SearchState): RefinementChip[] {
  const chips: RefinementChip[] = []
  for (const facet of REFINEMENT_FACETS) {
    for (const value of state.refinements[facet] ?? []) {
      chips.push({
        key: `${facet}=${value}`,
        label: `${FACET_LABELS[facet]}: ${valueLabel(facet, value)}`,
        without: withRefinement(state, facet, value, false),
      })
    }
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    if (range) chips.push({ key: facet, label: `${FACET_LABELS[facet]}: ${rangeLabel(facet, range)}`, without: withRange(state, facet, null) })
  }
  if (state.justArrived) chips.push({ key: 'just_arrived', label: JUST_ARRIVED_LABEL, without: withJustArrived(state, false) })
  return chips
}
