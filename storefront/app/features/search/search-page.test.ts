import { describe, expect, it } from 'vitest'
import { refinementChips, valueLabel, withJustArrived, withOnly, withoutFilters, withQuery, withRange, withRefinement, withSort } from './search-page'
import { emptySearchState, searchUrl, type SearchState } from './search-state'

const at = (changes: Partial<SearchState>): SearchState => ({ ...emptySearchState(), page: 3, ...changes })

describe('what the search controls do to the state', () => {
  it('picks and unpicks values, back to page 1; unpicking a make drops its models', () => {
    const toyota = withRefinement(at({}), 'make', 'Toyota', true)
    expect(toyota).toMatchObject({ page: 1, refinements: { make: ['Toyota'] } })
    const hilux = withOnly(toyota, 'make_model', 'Toyota:HiLux')
    expect(searchUrl(hilux)).toBe('/search/toyota/hilux')
    expect(withRefinement(hilux, 'make', 'Toyota', false).refinements).toEqual({})
  })

  it('choosing another make keeps only that make’s models; "Any make" clears both', () => {
    const hilux = at({ refinements: { make: ['Toyota'], make_model: ['Toyota:HiLux'] } })
    expect(withOnly(hilux, 'make', 'Mazda').refinements).toEqual({ make: ['Mazda'] })
    expect(withOnly(hilux, 'make', null).refinements).toEqual({})
  })

  it('sets and clears ranges, sorts and keywords, each from page 1', () => {
    const priced = withRange(at({}), 'price', { min: null, max: 40000 })
    expect(searchUrl(priced)).toBe('/search/new-used-and-demo-cars?price=-40000')
    expect(withRange(priced, 'price', { min: null, max: null }).ranges).toEqual({})
    expect(searchUrl(withSort(priced, 'price_asc'))).toBe('/search/new-used-and-demo-cars?price=-40000&sortBy=price_asc')
    expect(withQuery(at({}), '  sr5 ')).toMatchObject({ query: 'sr5', page: 1 })
  })

  it('Clear Filters drops every refinement and range but keeps the keywords and the sort order', () => {
    const busy = at({ query: 'sr5', sortBy: 'price_desc', refinements: { make: ['Toyota'], colour: ['White'] }, ranges: { km: { min: null, max: 50000 } } })
    expect(withoutFilters(busy)).toEqual({ ...emptySearchState(), query: 'sr5', sortBy: 'price_desc' })
  })
})

describe('refinementChips', () => {
  it('names each refinement as shoppers read it, and removing one keeps the others', () => {
    const state = at({
      refinements: { make: ['Toyota'], make_model: ['Toyota:HiLux'], car_type: ['used'], seats: ['7'] },
      ranges: { price: { min: 10000, max: 30000 }, km: { min: null, max: 80000 } },
    })
    const chips = refinementChips(state)
    expect(chips.map((chip) => chip.label)).toEqual([
      'Make: Toyota',
      'Model: HiLux',
      'Condition: Used',
      'Seats: 7 seats',
      'Price: $10,000 to $30,000',
      'Kilometres: Up to 80,000 kms',
    ])
    expect(searchUrl(chips[1].without)).toBe('/search/toyota?car_type=used&seats=7&price=10000-30000&km=-80000')
    expect(chips[0].without.refinements.make_model).toBeUndefined()
  })

  it('labels certified and make_model values', () => {
    expect(valueLabel('certified', 'true')).toBe('Certified')
    expect(valueLabel('make_model', 'Land Rover:Range Rover Sport')).toBe('Range Rover Sport')
    expect(valueLabel('simple_body', 'cabChassis')).toBe('Cab Chassis')
    expect(valueLabel('simple_body', 'Caravan')).toBe('Caravan')
  })
})

describe('the new facets (issue 24)', () => {
  it('name their values as shoppers read them', () => {
    expect(valueLabel('status', 'coming_soon')).toBe('Coming soon')
    expect(valueLabel('status', 'on_order')).toBe('On order')
    expect(valueLabel('item_type', 'caravan')).toBe('Caravans')
    expect(valueLabel('dealership_slug', 'southern-cross-mazda')).toBe('Southern Cross Mazda')
    expect(valueLabel('categories', 'Off-road')).toBe('Off-road')
  })

  it('give chips for a kilometre range, a subscription price and just arrived, each removable on its own', () => {
    const state: SearchState = {
      ...emptySearchState(),
      ranges: { km: { min: 10000, max: 50000 }, subscription_price: { min: null, max: 200 } },
      justArrived: true,
    }
    const chips = refinementChips(state)
    expect(chips.map((chip) => chip.label)).toEqual(['Subscription: Up to $200/wk', 'Kilometres: 10,000 kms to 50,000 kms', 'Just arrived'])
    expect(searchUrl(chips[2].without)).toBe('/search/new-used-and-demo-cars?subscription_price=-200&km=10000-50000')
    expect(withJustArrived(emptySearchState(), true).justArrived).toBe(true)
    expect(withoutFilters(state).justArrived).toBeUndefined()
  })
})
