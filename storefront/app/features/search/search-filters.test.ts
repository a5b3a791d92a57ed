import { describe, expect, it } from 'vitest'
import { quoted } from '@dealer/stock/filters'
import { stockFilters } from './search-filters'

describe('stockFilters', () => {
  it('ORs the values of one facet, ANDs facets, and bounds ranges on the sides given', () => {
    expect(
      stockFilters({
        refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
        ranges: { price: { min: 10000, max: 30000 }, km: { min: null, max: 80000 } },
        sortBy: 'relevance',
      }),
    ).toEqual(['(make:"Toyota" OR make:"Mazda")', 'car_type:"used"', 'price >= 10000', 'price <= 30000', 'km <= 80000'])
  })

  it('quotes values so a name with quotes or a backslash stays one value', () => {
    expect(quoted('Dealer "A" \\ B')).toBe('"Dealer \\"A\\" \\\\ B"')
    expect(stockFilters({ refinements: { make_model: ['Toyota:HiLux'] }, ranges: {}, sortBy: 'relevance' })).toEqual(['make_model:"Toyota:HiLux"'])
  })

  it('leaves out one facet for its own counts, keeping every other filter', () => {
    const state = { refinements: { make: ['Toyota'], car_type: ['used', 'demo'] }, ranges: { year: { min: 2020, max: null } }, sortBy: 'relevance' as const }
    expect(stockFilters(state, { except: 'car_type' })).toEqual(['make:"Toyota"', 'year >= 2020'])
  })

  it('drops cars without a price from the price-ascending sort only on sites that ask for it', () => {
    const state = { refinements: {}, ranges: {}, sortBy: 'price_asc' as const }
    expect(stockFilters(state, { priceAscendingExcludesZero: true })).toEqual(['price > 0'])
    expect(stockFilters(state, { priceAscendingExcludesZero: false })).toEqual([])
    expect(stockFilters({ ...state, sortBy: 'price_desc' }, { priceAscendingExcludesZero: true })).toEqual([])
  })
})
