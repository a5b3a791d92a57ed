import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useChangesBeforeHydration } from '../../ui/forms/changed-before-hydration'
import { FACET_LABELS, JUST_ARRIVED_LABEL, valueLabel, withJustArrived, withOnly, withRange, withRefinement } from './search-page'
import { inCarTypeOrder, inPriceOrder, makeOptions, orderFacetValues, type FacetValue } from './search-results'
import {
  modelOf,
  parseSearchUrl,
  RANGE_FIELD_BOUNDS,
  rangeFieldName,
  REFINEMENT_FACETS,
  searchUrl,
  type RangeFacet,
  type RefinementFacet,
  type SearchState,
  type SearchVocabulary,
} from './search-state'
import type { NumberBounds } from './number-input'
import type { FacetCounts } from './stock-query'
import { NumberField } from './NumberField'
import { inBodyTypeOrder } from './search-filters'
import { ALL_STOCK_PATH } from './stock-paths'
import { PriceRange } from './PriceRange'
import { formatNumber } from '@dealer/stock/format'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * Facets with controls of their own: the make and model dropdowns, the car-type choices and the special-offer switch;
 * the dealership a /search/{dealership_slug} address lists shows as its title and chip (the Dealership list names them).
 */
const OWN_CONTROL_FACETS: readonly RefinementFacet[] = ['make', 'make_model', 'car_type', 'special_offer', 'dealership_slug']

/** The other facets, listed as checkboxes under their own heading in the index's (spec 000 §3's) order. */
const LISTED_FACETS = REFINEMENT_FACETS.filter((facet) => !OWN_CONTROL_FACETS.includes(facet))

const EARLIEST_YEAR = 1990

/** The filters' form, which the sort select joins (SortSelect.tsx). */
export const FILTERS_FORM_ID = 'search-filters-form'
/** The filters form's buttons: their names go with the form, and the listing's address drops them. */
const SEARCH_BUTTON = 'search'
const SHOW_BUTTON = 'show'
/** Rendering the server's HTML (which must work without JavaScript), not hydrating it. */
const ON_SERVER = typeof document === 'undefined'

interface SearchFiltersProps {
  state: SearchState
  facets: FacetCounts
  /** What the Show Me button says it will show. */
  shownCount: number
  onChange: (state: SearchState) => void
  /** The Show Me button: the results are already these; take the shopper to them. */
  onShow: () => void
  /** The site's price quick picks (spec 001 §5). */
  priceQuickPicks?: readonly number[]
  /** The site's just-arrived window in days (spec 000 §9: 8); 0 turns the filter off. */
  justArrivedDays: number
  /** Whether the site offers subscriptions: only then do cars carry a subscription price to filter by. */
  subscriptions: boolean
  /** The stock's makes, models, bodies and dealerships, to read the form as its address would be read. */
  vocabulary: SearchVocabulary
}

/**
 * The filter panel: every facet the stock carries, with counts, changing the results as it changes. On a phone it
 * opens from a Filters button over the results; its Show Me N button closes it and goes to the top of the results.
 */
export function SearchFilters({
  state,
  facets,
  shownCount,
  onChange,
  onShow,
  priceQuickPicks,
  justArrivedDays,
  subscriptions,
  vocabulary,
}: SearchFiltersProps) {
  const headingId = useId()
  const [open, setOpen] = useState(false)
  const showMeText = `Show Me ${formatNumber(shownCount)} ${shownCount === 1 ? 'Car' : 'Cars'}`
  const form = useRef<HTMLFormElement>(null)
  /** Shows the listing the form's fields ask for, read as the server reads the form sent without JavaScript. */
  const showForm = (element: HTMLFormElement) => {
    const fields = new URLSearchParams([...new FormData(element)].map(([name, value]) => [name, String(value)]))
    const parsed = parseSearchUrl(ALL_STOCK_PATH, fields, vocabulary)
    if (!parsed.ok && parsed.reason === 'form' && parsed.location !== searchUrl(state)) onChange(parsed.state)
  }
  // A filter changed while the page's scripts were on their way counts once they are here.
  useChangesBeforeHydration(form, showForm)
  return (
    <aside className="search-filters" aria-labelledby={headingId}>
      <ScriptButton className="search-filters__toggle button" aria-expanded={open} aria-controls={FILTERS_FORM_ID} onClick={() => setOpen(!open)}>
        Filters
      </ScriptButton>
      <form
        ref={form}
        id={FILTERS_FORM_ID}
        method="get"
        action={ALL_STOCK_PATH}
        className="search-filters__panel"
        data-open={open}
        aria-labelledby={headingId}
        onSubmit={(event) => {
          // Without JavaScript the form goes to the listing's address (stock-search.server.ts); with it, each control has
          // changed the results already: the keywords are what a Search or an Enter commits, Show Me shows the results.
          event.preventDefault()
          const submitter = (event.nativeEvent as SubmitEvent).submitter
          if (submitter instanceof HTMLButtonElement && submitter.name === SHOW_BUTTON) {
            setOpen(false)
            onShow()
            return
          }
          // A Search press, or an Enter in a field: the listing the form shows.
          showForm(event.currentTarget)
        }}
      >
        <h2 id={headingId} className="search-filters__heading">
          Filter cars
        </h2>
        <QueryField query={state.query} />
        {/* What the listing's address says that no control here does: its dealership, and "every city". */}
        {(state.refinements.dealership_slug ?? []).map((slug) => (
          <input key={slug} type="hidden" name="dealership_slug" value={slug} />
        ))}
        {state.everyCity ? <input type="hidden" name="city" value="" /> : null}
        <MakeAndModel state={state} facets={facets} onChange={onChange} />
        <Checkboxes facet="car_type" state={state} values={carTypeValues(facets.car_type, state)} onChange={onChange} />
        <Checkboxes
          facet="special_offer"
          state={state}
          values={facetValues(facets.special_offer, state.refinements.special_offer).filter(({ value }) => value === 'true')}
          onChange={onChange}
        />
        {justArrivedDays > 0 ? (
          <fieldset className="search-filters__group">
            <legend className="visually-hidden">Listed</legend>
            <label>
              <input
                type="checkbox"
                name="just_arrived"
                value="true"
                checked={state.justArrived ?? false}
                onChange={(event) => onChange(withJustArrived(state, event.target.checked))}
              />
              {JUST_ARRIVED_LABEL} <span className="search-filters__count">(last {justArrivedDays} days)</span>
            </label>
          </fieldset>
        ) : null}
        <PriceRange range={state.ranges.price} quickPicks={priceQuickPicks} onChange={(range) => onChange(withRange(state, 'price', range))} />
        <NumberRange facet="km" state={state} onChange={onChange} labels={['Min kms', 'Max kms']} suffix=" kms" bounds={RANGE_FIELD_BOUNDS.km} />
        <YearRange state={state} onChange={onChange} />
        <NumberRange
          facet="weekly_price"
          state={state}
          onChange={onChange}
          labels={['Min per week', 'Max per week']}
          prefix="$"
          bounds={RANGE_FIELD_BOUNDS.weekly_price}
        />
        {subscriptions ? (
          <NumberRange
            facet="subscription_price"
            state={state}
            onChange={onChange}
            labels={['Min subscription per week', 'Max subscription per week']}
            prefix="$"
            bounds={RANGE_FIELD_BOUNDS.subscription_price}
          />
        ) : null}
        {LISTED_FACETS.map((facet) => (
          <Checkboxes
            key={facet}
            facet={facet}
            state={state}
            values={listedValues(facet, facets[facet], state.refinements[facet])}
            onChange={onChange}
            collapsible
          />
        ))}
        <button type="submit" className="button button--primary search-filters__show" name={SHOW_BUTTON} value="1">
          {showMeText}
        </button>
      </form>
    </aside>
  )
}

/** The facet's values by count then label, with any value picked but no longer in the results kept (at 0) so it can be unpicked. */
function facetValues(counts: Record<string, number> | undefined, picked: readonly string[] | undefined): FacetValue[] {
  const values = orderFacetValues(counts ?? {})
  for (const value of picked ?? []) if (!values.some((each) => each.value === value)) values.push({ value, count: 0 })
  return values
}

/**
 * A listed facet's values: by count then label, except the price ranges, which spec 000 §9 orders by their number, and
 * the body types, whose equal counts follow the spec's list of 20.
 */
function listedValues(facet: RefinementFacet, counts: Record<string, number> | undefined, picked: readonly string[] | undefined): FacetValue[] {
  const values = facetValues(counts, picked)
  if (facet === 'price_range') return inPriceOrder(values)
  return facet === 'simple_body' ? inBodyTypeOrder(values) : values
}

/** Spec 000 §9: car types are listed new, demo, used, whatever their counts. */
function carTypeValues(counts: Record<string, number> | undefined, state: SearchState): FacetValue[] {
  return inCarTypeOrder(facetValues(counts, state.refinements.car_type))
}

function Checkboxes({
  facet,
  state,
  values,
  onChange,
  collapsible = false,
}: {
  facet: RefinementFacet
  state: SearchState
  values: FacetValue[]
  onChange: (state: SearchState) => void
  collapsible?: boolean
}) {
  if (values.length === 0) return null
  const picked = state.refinements[facet] ?? []
  const list = (
    <ul className="search-filters__options">
      {values.map(({ value, count }) => (
        <li key={value}>
          <label>
            <input
              type="checkbox"
              name={facet}
              value={value}
              checked={picked.includes(value)}
              onChange={(event) => onChange(withRefinement(state, facet, value, event.target.checked))}
            />
            {valueLabel(facet, value)} <span className="search-filters__count">({formatNumber(count)})</span>
          </label>
        </li>
      ))}
    </ul>
  )
  const group = (
    <fieldset className="search-filters__group">
      <legend className={collapsible ? 'visually-hidden' : undefined}>{FACET_LABELS[facet]}</legend>
      {list}
    </fieldset>
  )
  if (!collapsible) return group
  return (
    <Collapsed label={FACET_LABELS[facet]} picked={picked.length}>
      {group}
    </Collapsed>
  )
}

/**
 * A facet under its heading, closed unless something in it is picked: a native <details>. The server's HTML has every
 * option, so it opens and works without JavaScript; in the browser a closed one drops its options at hydration and
 * renders them when opened (a listing carries about 150: hydrating them all would hold up the page's first tap).
 */
function Collapsed({ label, picked, children }: { label: string; picked: number; children: ReactNode }) {
  const [open, setOpen] = useState(picked > 0)
  const details = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    // Opened before the page's scripts ran: its options are shown at once.
    if (details.current?.open) setOpen(true)
  }, [])
  return (
    <details ref={details} className="search-filters__more" open={picked > 0 || undefined} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {label}
        {picked > 0 ? <span className="search-filters__picked"> ({picked} picked)</span> : null}
      </summary>
      {open || ON_SERVER ? children : null}
    </details>
  )
}

/** Spec 000 §9: the make dropdown shows the 20 popular makes first; the model dropdown the chosen make's models. */
function MakeAndModel({ state, facets, onChange }: { state: SearchState; facets: FacetCounts; onChange: (state: SearchState) => void }) {
  const makeId = useId()
  const modelId = useId()
  const make = state.refinements.make?.length === 1 ? state.refinements.make[0] : null
  const { popular, others } = makeOptions(facets.make ?? {})
  const models = make ? facetValues(facets.make_model, state.refinements.make_model).filter(({ value }) => modelOf(make, value) !== null) : []
  const model = state.refinements.make_model?.length === 1 ? state.refinements.make_model[0] : ''
  const option = ({ value, count }: FacetValue, label = value) => (
    <option key={value} value={value}>
      {label} ({formatNumber(count)})
    </option>
  )
  return (
    <div className="search-filters__group search-filters__selects">
      <label htmlFor={makeId}>Make</label>
      <select id={makeId} name="make" value={make ?? ''} onChange={(event) => onChange(withOnly(state, 'make', event.target.value || null))}>
        <option value="">Any make</option>
        {make && !popular.concat(others).some((each) => each.value === make) ? option({ value: make, count: 0 }) : null}
        <optgroup label="Popular makes">{popular.map((value) => option(value))}</optgroup>
        {others.length > 0 ? <optgroup label="All other makes">{others.map((value) => option(value))}</optgroup> : null}
      </select>
      <label htmlFor={modelId}>Model</label>
      <select
        id={modelId}
        name="make_model"
        value={model}
        disabled={!make}
        onChange={(event) => onChange(withOnly(state, 'make_model', event.target.value || null))}
      >
        <option value="">{make ? 'Any model' : 'Choose a make first'}</option>
        {models.map((value) => option(value, valueLabel('make_model', value.value)))}
      </select>
    </div>
  )
}

/** A from–to pair of number inputs (kilometres, weekly prices); a from above the to drops the other side. */
function NumberRange({
  facet,
  state,
  onChange,
  labels: [fromLabel, toLabel],
  prefix,
  suffix,
  bounds,
}: {
  facet: RangeFacet
  state: SearchState
  onChange: (state: SearchState) => void
  labels: [string, string]
  prefix?: string
  suffix?: string
  bounds: NumberBounds
}) {
  const min = state.ranges[facet]?.min ?? null
  const max = state.ranges[facet]?.max ?? null
  return (
    <fieldset className="search-filters__group search-filters__range">
      <legend>{FACET_LABELS[facet]}</legend>
      <NumberField
        label={fromLabel}
        name={rangeFieldName(facet, 'min')}
        prefix={prefix}
        suffix={suffix}
        bounds={bounds}
        value={min}
        onCommit={(value) => onChange(withRange(state, facet, { min: value, max: max !== null && value !== null && value > max ? null : max }))}
      />
      <NumberField
        label={toLabel}
        name={rangeFieldName(facet, 'max')}
        prefix={prefix}
        suffix={suffix}
        bounds={bounds}
        value={max}
        onCommit={(value) => onChange(withRange(state, facet, { min: min !== null && value !== null && value < min ? null : min, max: value }))}
      />
    </fieldset>
  )
}

function YearRange({ state, onChange }: { state: SearchState; onChange: (state: SearchState) => void }) {
  const fromId = useId()
  const toId = useId()
  const range = state.ranges.year
  const latest = new Date().getFullYear() + 1
  const years = Array.from({ length: latest - EARLIEST_YEAR + 1 }, (_, index) => latest - index)
  const pick = (side: 'min' | 'max', text: string) =>
    onChange(withRange(state, 'year', { min: range?.min ?? null, max: range?.max ?? null, [side]: text ? Number(text) : null }))
  const select = (id: string, side: 'min' | 'max', label: string, anyText: string): ReactNode => (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={rangeFieldName('year', side)} value={range?.[side] ?? ''} onChange={(event) => pick(side, event.target.value)}>
        <option value="">{anyText}</option>
        {years.map((year) => (
          <option key={year} value={year} disabled={side === 'min' ? range?.max != null && year > range.max : range?.min != null && year < range.min}>
            {year}
          </option>
        ))}
      </select>
    </>
  )
  return (
    <fieldset className="search-filters__group search-filters__selects">
      <legend>{FACET_LABELS.year}</legend>
      {select(fromId, 'min', 'From', 'Any year')}
      {select(toId, 'max', 'To', 'Any year')}
    </fieldset>
  )
}

/** The keywords, sent with the filters' form (its Search button is the form's first, so Enter in a field sends it). */
function QueryField({ query }: { query: string }) {
  const id = useId()
  return (
    <div role="search" className="search-filters__query" key={query}>
      <label htmlFor={id}>Keywords</label>
      <input id={id} type="search" name="query" defaultValue={query} placeholder="e.g. HiLux SR5" />
      <button type="submit" className="button" name={SEARCH_BUTTON} value="1">
        Search
      </button>
    </div>
  )
}
