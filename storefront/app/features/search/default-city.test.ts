import { describe, expect, it } from 'vitest'
import { defaultCityAddress } from './default-city'
import { emptySearchState, type SearchState } from './search-state'

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
