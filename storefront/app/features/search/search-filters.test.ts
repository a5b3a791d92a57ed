import { describe, expect, it } from 'vitest'
import { quoted } from '@dealer/stock/filters'
import { BODY_TYPES } from '@dealer/stock/body-types'
import { inBodyTypeOrder, justArrivedSince, refinementsInFilters, stockFilters } from './search-filters'

describe('stockFilters', () => {
  it('ORs the values of one facet, ANDs facets, and bounds ranges on the sides given', () => {
    expect(
      stockFilters({
        refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
        ranges: { price: { min: 10000, max: 30000 }, km: { min: null, max: 80000 } },
        sortBy: 'relevance',
      }),
    ).toEqual(['(make:"Toyota" OR make:"Mazda")', 'car_type:"used"', 'selling_price >= 10000', 'selling_price <= 30000', 'km <= 80000'])
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
    expect(stockFilters(state, { priceAscendingExcludesZero: true })).toEqual(['selling_price > 0'])
    expect(stockFilters(state, { priceAscendingExcludesZero: false })).toEqual([])
    expect(stockFilters({ ...state, sortBy: 'price_desc' }, { priceAscendingExcludesZero: true })).toEqual([])
  })
})

describe('stockFilters: the new facets (issue 24)', () => {
  const now = Date.parse('2026-11-25T12:00:30Z')
  it('filters just-arrived cars by the site window, from the minute', () => {
    const since = Math.ceil((now / 1000 - 8 * 86_400) / 60) * 60
    expect(stockFilters({ refinements: {}, ranges: {}, sortBy: 'relevance', justArrived: true }, { justArrivedDays: 8, now })).toEqual([
      `created_at_timestamp >= ${since}`,
    ])
    expect(justArrivedSince(3, now)).toBe(Math.ceil((now / 1000 - 3 * 86_400) / 60) * 60)
  })

  it('bounds kilometres on both sides and a subscription price, and ORs categories and features', () => {
    expect(
      stockFilters({
        refinements: { categories: ['Family', 'Off-road'], filtered_features: ['Apple CarPlay'], status: ['in_stock'], item_type: ['caravan'] },
        ranges: { km: { min: 10000, max: 50000 }, subscription_price: { min: null, max: 250 } },
        sortBy: 'relevance',
      }),
    ).toEqual([
      'status:"in_stock"',
      'item_type:"caravan"',
      '(categories:"Family" OR categories:"Off-road")',
      'filtered_features:"Apple CarPlay"',
      'subscription_price <= 250',
      'km >= 10000',
      'km <= 50000',
    ])
  })
})

describe('refinementsInFilters', () => {
  it('reads back the refinements stockFilters wrote, quotes and backslashes too, and nothing else', () => {
    const refinements = { make: ['Toyota', 'Škoda'], make_model: ['Toyota:Corolla "Hybrid"'], simple_body: ['Ute\\Cab'] }
    const filters = stockFilters({ refinements, ranges: { price: { min: 10_000, max: null } }, sortBy: 'relevance', justArrived: true }, { now: 0 })
    expect(refinementsInFilters(filters.join(' AND '))).toEqual(refinements)
  })

  it('has none in filters without refinements, and takes no attribute it doesn’t know', () => {
    expect(refinementsInFilters('')).toEqual({})
    expect(refinementsInFilters('selling_price >= 5000 AND tenant:"bayside" AND objectID:"42"')).toEqual({})
  })
})

describe('the body filter (spec 001 §9 body types)', () => {
  it('lists most cars first, equal counts in the spec order of body types, then other values by label', () => {
    const values = [
      { value: 'Wagon', count: 3 },
      { value: 'Caravan', count: 3 },
      { value: 'Ute', count: 3 },
      { value: 'SUV', count: 9 },
      { value: 'Bus', count: 3 },
      { value: 'Cab Chassis', count: 3 },
      { value: 'Boat', count: 3 },
      { value: 'Hatch', count: 1 },
    ]
    expect(inBodyTypeOrder(values).map(({ value }) => value)).toEqual(['SUV', 'Bus', 'Cab Chassis', 'Ute', 'Wagon', 'Boat', 'Caravan', 'Hatch'])
  })

  it('lists all 20 body types, at equal counts, exactly as the spec orders them', () => {
    const shuffled = [...BODY_TYPES].reverse().map((body) => ({ value: body.label, count: 1 }))
    expect(inBodyTypeOrder(shuffled).map(({ value }) => value)).toEqual(BODY_TYPES.map((body) => body.label))
  })
})
