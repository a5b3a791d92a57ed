// The search page's state and its address, both ways, as small pure functions (issue 6; spec 000 §2 "Search results
// page", spec 001 §4 "Search state to URL path"). One state, one canonical URL:
// - the path carries what it can: a make and model (/search/{make}/{model}), a make (/search/{make}), the car types
//   (/search/new-and-demo-cars, /search/used-cars, /search/{type}-cars), a body (/search/{body}) or a dealership
//   (/search/{dealership}); everything else is the default /search/new-used-and-demo-cars;
// - the query string carries the rest: query, page (never 1), sortBy, each other refinement as repeated
//   `facet=value`, and ranges as `facet=min-max` (either side may be empty);
// - `make_model` values are written Make:Model.
import type { CarType } from '@dealer/stock/car'
import type { Breadcrumb } from '../../ui/Breadcrumbs'
import { brandSlug } from '@dealer/blocks/ui/slug'
import { STOCK_RANGE_FACETS, STOCK_REFINEMENT_FACETS, STOCK_SORTS, type StockSort } from '@dealer/stock/index-schema'
import { ALL_STOCK_PATH, dealershipStockPath } from './stock-paths'
import { parseWholeNumber, withinBounds, type NumberBounds } from './number-input'

/** Facets a shopper refines by picking values, in the filter panel's order; the index facets exactly these. */
export const REFINEMENT_FACETS = STOCK_REFINEMENT_FACETS
export type RefinementFacet = (typeof REFINEMENT_FACETS)[number]

/** Facets a shopper refines by a from–to range. */
export const RANGE_FACETS = STOCK_RANGE_FACETS
export type RangeFacet = (typeof RANGE_FACETS)[number]

/** Spec 000 §3: car types are listed new, demo, used. */
export const CAR_TYPES: readonly CarType[] = ['new', 'demo', 'used']

export interface Range {
  min: number | null
  max: number | null
}

export interface SearchState {
  query: string
  page: number
  sortBy: StockSort
  /** Chosen values per facet; a facet with none is absent. Values are the index's own (e.g. make "Land Rover"). */
  refinements: Partial<Record<RefinementFacet, string[]>>
  ranges: Partial<Record<RangeFacet, Range>>
  /** Spec 000 §3's created date: only cars listed within the site's just-arrived window (`just_arrived=true`). */
  justArrived?: boolean
  /**
   * Every city, chosen: the shopper removed a city filter, so a site's default city (spec 001 §4) isn't added again,
   * on a reload either. The address says it as `city=` with no value (default-city.ts).
   */
  everyCity?: boolean
}

/** A dealership a /search/{dealership_slug} address names: its slug, and its name for titles and old addresses. */
export interface VocabularyDealership {
  slug: string
  name: string
}

/** The index's values that path segments name, so a slug can be read back as the value it came from. */
export interface SearchVocabulary {
  makes: readonly string[]
  /** make_model values, Make:Model. */
  models: readonly string[]
  bodies: readonly string[]
  dealerships: readonly VocabularyDealership[]
}

const SEARCH_BASE_PATH = '/search'
export { ALL_STOCK_PATH }
/** Spec 000 §2's special-offers listing: cars with a reduced price or a sale tag (the index's `special_offer`). */
export const SPECIAL_OFFERS_PATH = '/special-offers'

/**
 * Spec 001 §2: "A used-car variant of a site uses /used-car/... in breadcrumbs." Those addresses list used cars:
 * /used-car, /used-car/{make}, /used-car/{make}/{model}; their canonical form is the /search one.
 */
const USED_CAR_BASE_PATH = '/used-car'

/** Whether a path is one of the stock listings this page shows. */
export function isSearchPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return path.startsWith(`${SEARCH_BASE_PATH}/`) || path === SPECIAL_OFFERS_PATH || path === USED_CAR_BASE_PATH || path.startsWith(`${USED_CAR_BASE_PATH}/`)
}

export function emptySearchState(): SearchState {
  return { query: '', page: 1, sortBy: 'relevance', refinements: {}, ranges: {} }
}

/** Spec 001 §2: a make's stock is at /search/{make} (the mega menu's tiles lead there). */
export function makeSearchPath(make: string): string {
  return listingPath({ make: [make] })
}

/** "Toyota:HiLux", spec 001 §4's make_model form. */
export function makeModelValue(make: string, model: string): string {
  return `${make}:${model}`
}

/** The model a make_model value names when it is one of `make`'s ("Toyota", "Toyota:HiLux" → "HiLux"), else null. */
export function modelOf(make: string, makeModel: string): string | null {
  const prefix = makeModelValue(make, '')
  return makeModel.startsWith(prefix) ? makeModel.slice(prefix.length) : null
}

/** The listing that shows exactly these refinements, e.g. a make's stock or the used cars. */
export function listingPath(refinements: SearchState['refinements']): string {
  return searchUrl({ ...emptySearchState(), refinements })
}

/** The path segment for each set of car types the path can name; any other set (e.g. new and used) stays in the query. */
function carTypesSegment(types: readonly string[]): string | null {
  const set = new Set(types)
  if (set.size !== types.length || types.some((type) => !CAR_TYPES.includes(type as CarType))) return null
  if (set.size === 3) return 'new-used-and-demo-cars'
  if (set.size === 2 && set.has('new') && set.has('demo')) return 'new-and-demo-cars'
  if (set.size === 1) return `${types[0]}-cars`
  return null
}

const CAR_TYPE_SEGMENTS: Record<string, CarType[]> = {
  'new-used-and-demo-cars': ['new', 'demo', 'used'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
}

const only = (values: readonly string[] | undefined): string | null => (values?.length === 1 ? values[0] : null)

/**
 * Which refinements the path shows, and the path. Spec 001 §4: make plus model gives /search/{make}/{model}; car
 * types pick /search/{type}-cars (new and demo → new-and-demo-cars, only used → used-cars). A single make is more
 * specific than car types, so it wins the path and the types go to the query.
 */
function pathOf(refinements: SearchState['refinements']): { path: string; shown: Partial<Record<RefinementFacet, string[]>> } {
  const make = only(refinements.make)
  const makeModel = only(refinements.make_model)
  const others = (except: RefinementFacet[]) => REFINEMENT_FACETS.filter((facet) => !except.includes(facet) && (refinements[facet]?.length ?? 0) > 0)
  // Special offers is a listing of its own; whatever else is refined stays in the query.
  if (only(refinements.special_offer) === 'true') return { path: SPECIAL_OFFERS_PATH, shown: { special_offer: ['true'] } }
  const model = make && makeModel ? modelOf(make, makeModel) : null
  if (make && makeModel && model !== null) {
    return { path: `${SEARCH_BASE_PATH}/${brandSlug(make)}/${brandSlug(model)}`, shown: { make: [make], make_model: [makeModel] } }
  }
  if (make && !refinements.make_model?.length) return { path: `${SEARCH_BASE_PATH}/${brandSlug(make)}`, shown: { make: [make] } }
  const types = refinements.car_type ?? []
  const typesSegment = types.length > 0 ? carTypesSegment(types) : null
  if (typesSegment) return { path: `${SEARCH_BASE_PATH}/${typesSegment}`, shown: { car_type: types } }
  // A body or a dealership names the path only when nothing else could be confused with it.
  const body = only(refinements.simple_body)
  if (body && others(['simple_body']).length === 0) return { path: `${SEARCH_BASE_PATH}/${brandSlug(body)}`, shown: { simple_body: [body] } }
  // Spec 000 §2's "more from this dealer": the dealership's own slug (southern-cross-mazda), never its name's.
  const dealership = only(refinements.dealership_slug)
  if (dealership && others(['dealership_slug']).length === 0) return { path: dealershipStockPath(dealership), shown: { dealership_slug: [dealership] } }
  return { path: ALL_STOCK_PATH, shown: {} }
}

function rangeText({ min, max }: Range): string {
  return `${min ?? ''}-${max ?? ''}`
}

/** The state's canonical address: its path and query string (page 1, relevance and empty values left out). */
export function searchUrl(state: SearchState): string {
  const { path, shown } = pathOf(state.refinements)
  const params = new URLSearchParams()
  if (state.query.trim()) params.set('query', state.query.trim())
  for (const facet of REFINEMENT_FACETS) {
    const values = state.refinements[facet] ?? []
    if (shown[facet]) continue
    for (const value of values) params.append(facet, value)
    if (facet === 'city' && values.length === 0 && state.everyCity) params.append('city', '')
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    if (range && (range.min !== null || range.max !== null)) params.set(facet, rangeText(range))
  }
  if (state.justArrived) params.set(JUST_ARRIVED_PARAM, 'true')
  if (state.sortBy !== 'relevance') params.set('sortBy', state.sortBy)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The query parameter of "just arrived" (spec 000 §3's created date facet). */
const JUST_ARRIVED_PARAM = 'just_arrived'

/**
 * Every query parameter a listing's address may carry (parseSearchUrl reads these and ignores the rest): the page cache
 * keeps a listing only when its query names nothing else, so made-up parameters can't fill it.
 */
export const SEARCH_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'query',
  'city',
  'sortBy',
  'page',
  JUST_ARRIVED_PARAM,
  ...REFINEMENT_FACETS,
  ...RANGE_FACETS,
])

/** Whether an address is one of the stock listings' (the paths parseSearchUrl may read), without the vocabulary. */
export function isListingPath(pathname: string): boolean {
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`
  return first === SEARCH_BASE_PATH || first === SPECIAL_OFFERS_PATH || first === USED_CAR_BASE_PATH
}

export type ParsedSearch =
  | { ok: true; state: SearchState }
  | { ok: false; reason: 'unknown-path' | 'bad-query'; message: string }
  /** An old address of a listing that now lives at `location` (a dealership's name-slug address, before issue 24). */
  | { ok: false; reason: 'moved'; location: string }
  /** The filters' form: the listing it asks for (`state`), which lives at `location`. */
  | { ok: false; reason: 'form'; state: SearchState; location: string }

/** The filters form's name for one side of a range (`km_min`, `price_max`): a whole number, separators allowed. */
export const rangeFieldName = (facet: RangeFacet, side: 'min' | 'max') => `${facet}_${side}`

/**
 * The from–to number fields' bounds (spec 001 §5: a number input takes step, min and max): what a field keeps to as it
 * is typed in the browser, and what the filters form's values are kept to when it is sent.
 */
export const RANGE_FIELD_BOUNDS = {
  price: { min: 0, max: 5_000_000, step: 500 },
  km: { min: 0, max: 500_000, step: 1_000 },
  weekly_price: { min: 0, max: 2_000, step: 5 },
  subscription_price: { min: 0, max: 2_000, step: 5 },
} as const satisfies Partial<Record<RangeFacet, NumberBounds>>

/** A range from the filters form's two fields, or null when both are empty; undefined when one isn't a number. */
function rangeFromForm(params: URLSearchParams, facet: RangeFacet): Range | null | undefined {
  const bounds: NumberBounds = (RANGE_FIELD_BOUNDS as Partial<Record<RangeFacet, NumberBounds>>)[facet] ?? {}
  const side = (name: string) => {
    const text = (params.get(name) ?? '').replace(/[\s,$]/g, '')
    if (text === '') return null
    return /^\d{1,9}$/.test(text) ? withinBounds(parseWholeNumber(text), bounds) : undefined
  }
  const min = side(rangeFieldName(facet, 'min'))
  const max = side(rangeFieldName(facet, 'max'))
  if (min === undefined || max === undefined) return undefined
  if (min === null && max === null) return null
  // As the form's own fields do: a from above the to drops the to.
  return { min, max: min !== null && max !== null && max < min ? null : max }
}

/**
 * The state an address shows, or why it shows none: a path segment that names no make, model, body, dealership or
 * car type is an unknown path (a 404); a malformed page, sort or range is a bad query (a 400 that says which).
 */
export function parseSearchUrl(pathname: string, params: URLSearchParams, vocabulary: SearchVocabulary): ParsedSearch {
  const state = emptySearchState()
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean)
  const specialOffers = segments.length === 1 && `/${segments[0]}` === SPECIAL_OFFERS_PATH
  const usedCar = `/${segments[0]}` === USED_CAR_BASE_PATH
  if ((segments[0] !== 'search' && !specialOffers && !usedCar) || segments.length > 3) return unknownPath(pathname)
  const [, first, second] = segments
  let moved = false
  if (specialOffers) {
    state.refinements.special_offer = ['true']
  } else if (usedCar) {
    state.refinements.car_type = ['used']
    if (first !== undefined) {
      const make = vocabulary.makes.find((value) => brandSlug(value) === first)
      const model = make && second !== undefined ? findModel(vocabulary, make, second) : undefined
      if (!make || (second !== undefined && !model)) return unknownPath(pathname)
      state.refinements.make = [make]
      if (model) state.refinements.make_model = [model]
    }
  } else if (first !== undefined) {
    const bySlug = (values: readonly string[], slug: string) => values.find((value) => brandSlug(value) === slug) ?? null
    const make = bySlug(vocabulary.makes, first)
    if (second !== undefined) {
      const model = make ? findModel(vocabulary, make, second) : undefined
      if (!make || !model) return unknownPath(pathname)
      state.refinements.make = [make]
      state.refinements.make_model = [model]
    } else if (CAR_TYPE_SEGMENTS[first]) {
      // "All three" is the default listing: no car-type refinement at all.
      if (first !== 'new-used-and-demo-cars') state.refinements.car_type = [...CAR_TYPE_SEGMENTS[first]]
    } else if (make) {
      state.refinements.make = [make]
    } else {
      const body = bySlug(vocabulary.bodies, first)
      const dealership = body ? undefined : vocabulary.dealerships.find(({ slug }) => slug === first)
      // Before issue 24 a dealership's address was its name's slug (southern-cross-mazda-parramatta): it moved.
      const renamed = body || dealership ? undefined : vocabulary.dealerships.find(({ name }) => brandSlug(name) === first)
      if (body) state.refinements.simple_body = [body]
      else if (dealership ?? renamed) state.refinements.dealership_slug = [(dealership ?? renamed)!.slug]
      else return unknownPath(pathname)
      moved = renamed !== undefined
    }
  }

  state.query = params.get('query')?.trim() ?? ''
  for (const facet of REFINEMENT_FACETS) {
    const values = params.getAll(facet).filter((value) => value !== '')
    if (values.length === 0) continue
    state.refinements[facet] = [...new Set([...(state.refinements[facet] ?? []), ...values])]
  }
  if (params.has('city') && !state.refinements.city) state.everyCity = true
  for (const facet of RANGE_FACETS) {
    const text = params.get(facet)
    if (text === null || text === '') continue
    const range = parseRange(text)
    if (!range)
      return {
        ok: false,
        reason: 'bad-query',
        message: `The ${facet.replace('_', ' ')} range "${text}" isn't a range: use from-to in whole numbers, e.g. 10000-30000.`,
      }
    state.ranges[facet] = range
  }
  const sortBy = params.get('sortBy')
  if (sortBy !== null && sortBy !== '') {
    if (!Object.hasOwn(STOCK_SORTS, sortBy))
      return { ok: false, reason: 'bad-query', message: `There is no sort order "${sortBy}". Use one of: ${Object.keys(STOCK_SORTS).join(', ')}.` }
    state.sortBy = sortBy as StockSort
  }
  const page = params.get('page')
  if (page !== null && page !== '') {
    if (!/^\d{1,4}$/.test(page) || Number(page) < 1) return { ok: false, reason: 'bad-query', message: `Page "${page}" isn't a page number: use 1 or more.` }
    state.page = Number(page)
  }
  const justArrived = params.get(JUST_ARRIVED_PARAM)
  if (justArrived !== null && justArrived !== '') {
    if (justArrived !== 'true') return { ok: false, reason: 'bad-query', message: `${JUST_ARRIVED_PARAM} is "true" or left out, not "${justArrived}".` }
    state.justArrived = true
  }
  // The filters' GET form (without JavaScript) sends each range as two fields: its listing's address has them as one.
  const fromForm = RANGE_FACETS.filter((facet) => params.has(rangeFieldName(facet, 'min')) || params.has(rangeFieldName(facet, 'max')))
  for (const facet of fromForm) {
    const range = rangeFromForm(params, facet)
    if (range === undefined)
      return { ok: false, reason: 'bad-query', message: `The ${facet.replace('_', ' ')} range isn't in whole numbers, e.g. 10000 to 30000.` }
    if (range) state.ranges[facet] = range
    else delete state.ranges[facet]
  }
  if (moved) return { ok: false, reason: 'moved', location: searchUrl(state) }
  if (fromForm.length > 0) return { ok: false, reason: 'form', state, location: searchUrl(state) }
  return { ok: true, state }
}

/** The make_model value of `make` whose model slugs to `slug`. */
function findModel(vocabulary: SearchVocabulary, make: string, slug: string): string | undefined {
  return vocabulary.models.find((value) => {
    const model = modelOf(make, value)
    return model !== null && brandSlug(model) === slug
  })
}

function unknownPath(pathname: string): ParsedSearch {
  return { ok: false, reason: 'unknown-path', message: `There is no stock listing at ${pathname}.` }
}

/** "10000-30000", "10000-" or "-30000": whole numbers, from no more than to. */
export function parseRange(text: string): Range | null {
  const match = /^(\d{0,9})-(\d{0,9})$/.exec(text.trim())
  if (!match) return null
  const min = match[1] === '' ? null : Number(match[1])
  const max = match[2] === '' ? null : Number(match[2])
  if (min === null && max === null) return null
  if (min !== null && max !== null && min > max) return null
  return { min, max }
}

/** Whether the home path's query says anything; spec 000 §2: on the home path with no query parameters nothing is synced. */
export function syncsSearchState(pathname: string, params: URLSearchParams): boolean {
  return pathname !== '/' || [...params.keys()].length > 0
}

/** A dealership's name from its slug where the vocabulary knows it, else the slug in words ("southern-cross-mazda" → "Southern Cross Mazda"). */
export function dealershipName(slug: string, vocabulary?: Pick<SearchVocabulary, 'dealerships'>): string {
  const known = vocabulary?.dealerships.find((dealership) => dealership.slug === slug)
  return known?.name ?? slug.replace(/-+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())
}

/** What a listing is called: the make and model, the make, the car types, the body or the dealership it shows. */
export function listingTitle(state: SearchState, vocabulary?: Pick<SearchVocabulary, 'dealerships'>): string {
  const { make, make_model: models, car_type: types, simple_body: bodies, dealership_slug: dealerships, special_offer: specialOffer } = state.refinements
  if (specialOffer?.includes('true')) return 'Special offers'
  if (make?.length === 1 && models?.length === 1) return `${models[0].replace(':', ' ')} cars`
  if (make?.length === 1) return `${make[0]} cars`
  if (types?.length) {
    const named = CAR_TYPES.filter((type) => types.includes(type)).join(' and ')
    return `${named.charAt(0).toUpperCase()}${named.slice(1)} cars`
  }
  if (bodies?.length === 1) return `${bodies[0]} cars`
  if (dealerships?.length === 1) return `Cars at ${dealershipName(dealerships[0], vocabulary)}`
  return 'New, used and demo cars'
}

/**
 * Home › the listing's ancestors › the listing: Cars (or Used cars), the make, the model. On a used-car site
 * (spec 001 §2) the trail runs through /used-car/{make}/{model} rather than /search/….
 */
export function searchBreadcrumbs(
  state: SearchState,
  { usedCarSite = false, vocabulary }: { usedCarSite?: boolean; vocabulary?: Pick<SearchVocabulary, 'dealerships'> } = {},
): Breadcrumb[] {
  const make = only(state.refinements.make)
  const makeModel = make ? only(state.refinements.make_model) : null
  const modelName = make && makeModel ? modelOf(make, makeModel) : null
  const model = makeModel && modelName !== null ? { value: makeModel, name: modelName } : null
  const types = state.refinements.car_type ?? []
  const usedOnly = types.length === 1 && types[0] === 'used'
  const stock: Breadcrumb = usedCarSite
    ? { label: 'Used cars', href: USED_CAR_BASE_PATH }
    : usedOnly
      ? { label: 'Used cars', href: listingPath({ car_type: ['used'] }) }
      : { label: 'Cars', href: ALL_STOCK_PATH }
  const trail: Breadcrumb[] = [{ label: 'Home', href: '/' }, stock]
  if (make) {
    const makeHref = usedCarSite ? `${USED_CAR_BASE_PATH}/${brandSlug(make)}` : makeSearchPath(make)
    trail.push({ label: make, href: makeHref })
    if (model) {
      const modelHref = usedCarSite ? `${makeHref}/${brandSlug(model.name)}` : listingPath({ make: [make], make_model: [model.value] })
      trail.push({ label: model.name, href: modelHref })
    }
  } else {
    // A listing of its own ("SUV cars", "Special offers"); the whole stock and the used cars are the crumb above.
    const title = listingTitle(state, vocabulary)
    if (title !== stock.label && title !== listingTitle(emptySearchState())) trail.push({ label: title })
  }
  // The last crumb is the page itself: no link.
  return trail.map((crumb, index) => (index === trail.length - 1 ? { label: crumb.label } : crumb))
}
