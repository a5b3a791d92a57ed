import { describe, expect, it } from 'vitest'
import { defaultCityAddress } from './default-city'
import { refinementChips, withoutFilters, withRefinement } from './search-page'
import { emptySearchState, parseSearchUrl, searchUrl, type SearchState } from './search-state'

const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState(), ...overrides })

describe("a site's page-1 default city filter (spec 001 §4)", () => {
  it('adds the city to a first page that names none', () => {
    expect(defaultCityAddress(state(), new URLSearchParams(), 'Virginia')).toBe('/search/new-used-and-demo-cars?city=Virginia')
    expect(defaultCityAddress(state({ refinements: { car_type: ['used'] } }), new URLSearchParams(), ' Virginia ')).toBe('/search/used-cars?city=Virginia')
  })

  it('leaves later pages, addresses naming a city (even an empty one) and sites without a default alone', () => {
    expect(defaultCityAddress(state({ page: 2 }), new URLSearchParams('page=2'), 'Virginia')).toBeNull()
    expect(defaultCityAddress(state({ refinements: { city: ['Toowoomba'] } }), new URLSearchParams('city=Toowoomba'), 'Virginia')).toBeNull()
    expect(defaultCityAddress(state(), new URLSearchParams('city='), 'Virginia')).toBeNull()
    expect(defaultCityAddress(state(), new URLSearchParams(), null)).toBeNull()
    expect(defaultCityAddress(state(), new URLSearchParams(), '  ')).toBeNull()
  })
})

describe('a default city the shopper removes stays removed', () => {
  const withCity = state({ refinements: { city: ['Virginia'], car_type: ['used'] } })

  it('removing the city, by its chip, its checkbox or Clear Filters, chooses every city: city= in the address', () => {
    const byChip = refinementChips(withCity).find((chip) => chip.key === 'city=Virginia')!.without
    const byCheckbox = withRefinement(withCity, 'city', 'Virginia', false)
    for (const removed of [byChip, byCheckbox]) {
      expect(removed.everyCity).toBe(true)
      expect(searchUrl(removed)).toBe('/search/used-cars?city=')
    }
    expect(searchUrl(withoutFilters(withCity))).toBe('/search/new-used-and-demo-cars?city=')
  })

  it('so a reload of that address gets no redirect, and later changes keep every city until a city is picked', () => {
    const removed = withRefinement(withCity, 'city', 'Virginia', false)
    const url = new URL(searchUrl(removed), 'http://outback.localhost')
    const reloaded = parseSearchUrl(url.pathname, url.searchParams, { makes: [], models: [], bodies: [], dealerships: [] })
    expect(reloaded).toMatchObject({ ok: true, state: { everyCity: true } })
    expect(defaultCityAddress(removed, url.searchParams, 'Virginia')).toBeNull()
    const narrowed = withRefinement(removed, 'make', 'Toyota', true)
    expect(searchUrl(narrowed)).toContain('city=')
    const picked = withRefinement(narrowed, 'city', 'Toowoomba', true)
    expect(picked.everyCity).toBeUndefined()
    expect(searchUrl(picked)).toContain('city=Toowoomba')
  })

  it('a listing that never had a city says nothing of cities', () => {
    expect(searchUrl(withRefinement(state(), 'make', 'Toyota', true))).not.toContain('city')
    expect(searchUrl(withoutFilters(state({ refinements: { make: ['Toyota'] } })))).not.toContain('city')
  })
})
