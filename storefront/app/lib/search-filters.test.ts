import { describe, expect, it } from 'vitest'
import { filterValue, stockFilters } from './search-filters'

describe('stockFilters', () => {
  it('ORs the values of one facet, ANDs facets, and bounds ranges on the sides given', () => {
    expect(
      stockFilters({
        refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
        ranges: { price: { min: 10000, max: 30000 }, km: { min: null, max: 80000 } },
      }),
    ).toEqual(['(make:"Toyota" OR make:"Mazda")', 'car_type:"used"', 'price >= 10000', 'price <= 30000', 'km <= 80000'])
  })

  it('quotes values so a name with quotes or a backslash stays one value', () => {
    expect(filterValue('Dealer "A" \\ B')).toBe('"Dealer \\"A\\" \\\\ B"')
    expect(stockFilters({ refinements: { make_model: ['Toyota:HiLux'] }, ranges: {} })).toEqual(['make_model:"Toyota:HiLux"'])
  })
})
