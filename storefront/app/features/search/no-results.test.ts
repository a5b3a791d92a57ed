import { describe, expect, it } from 'vitest'
import { NO_OFFERS_TEXT, addStockUrl, noResultsText, refreshPath } from './no-results'
import { NO_RESULTS_TEXT } from './search-results'

describe('the no-results card (spec 000 §2, §8)', () => {
  it('sends Clear Filters to the special-offers path by default, or the main stock search where the site says so', () => {
    expect(refreshPath(undefined)).toBe('/special-offers')
    expect(refreshPath(null)).toBe('/special-offers')
    expect(refreshPath('special-offers')).toBe('/special-offers')
    expect(refreshPath('stock')).toBe('/search/new-used-and-demo-cars')
  })

  it('says the offers text on special offers and keeps the search text elsewhere', () => {
    expect(noResultsText({ refinements: { special_offer: ['true'], make: ['Toyota'] } })).toBe(
      'There appears to be no offers currently available that meet the conditions of your search',
    )
    expect(noResultsText({ refinements: { make: ['Toyota'] } })).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    )
    expect(NO_OFFERS_TEXT).not.toBe(NO_RESULTS_TEXT)
  })
})

describe('the way to add stock, on a site with none', () => {
  const unfiltered = { query: '', refinements: {}, ranges: {} }
  it("is the admin's Stock section when the unfiltered listing has no car", () => {
    expect(addStockUrl(unfiltered, 0, 'https://cms.example.com.au')).toBe('https://cms.example.com.au/admin/collections/stock-feeds')
  })

  it('is not shown once a car is listed, nor for a search that found none', () => {
    expect(addStockUrl(unfiltered, 12, 'https://cms.example.com.au')).toBeNull()
    expect(addStockUrl({ ...unfiltered, refinements: { make: ['Toyota'] } }, 0, 'https://cms.example.com.au')).toBeNull()
    expect(addStockUrl({ ...unfiltered, query: 'hilux' }, 0, 'https://cms.example.com.au')).toBeNull()
    expect(addStockUrl({ ...unfiltered, ranges: { price: { min: 5000, max: null } } }, 0, 'https://cms.example.com.au')).toBeNull()
    expect(addStockUrl({ ...unfiltered, justArrived: true }, 0, 'https://cms.example.com.au')).toBeNull()
  })
})
