import { describe, expect, it } from 'vitest'
import { showableCarFilter } from './site-pages'

describe('showableCarFilter: a car the storefront serves, for the vehicle page links', () => {
  it('is any car in stock when the site filters nothing', () => {
    expect(showableCarFilter(null)).toBe('status:"in_stock"')
  })

  it("keeps within the site's base stock filter", () => {
    expect(showableCarFilter({ usedOnly: true, excludedMakes: ['Ford', ' '], stockNumbers: ['A1', 'B2'] })).toBe(
      'status:"in_stock" AND car_type:"used" AND NOT make:"Ford" AND (stocknum:"A1" OR stocknum:"B2")',
    )
  })
})
