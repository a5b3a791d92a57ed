import { describe, expect, it } from 'vitest'
import { searchViewKey } from './search-view'

describe('the search view event (49): one per listing viewed', () => {
  it('is the same view while only the query changes (filters, pages, keywords typed)', () => {
    const view = searchViewKey('/search/used-cars', new URLSearchParams())
    expect(view).toBe('/search/used-cars')
    expect(searchViewKey('/search/used-cars', new URLSearchParams('colour=Red&page=2&query=hilux'))).toBe(view)
    expect(searchViewKey('/search/used-cars/', new URLSearchParams())).toBe(view)
  })

  it('is a new view on another listing', () => {
    expect(searchViewKey('/search/toyota', new URLSearchParams())).not.toBe(searchViewKey('/search/used-cars', new URLSearchParams()))
    expect(searchViewKey('/special-offers', new URLSearchParams())).toBe('/special-offers')
  })

  it('is no view on the home path with no query parameters: nothing is synced there (spec 000 §2)', () => {
    expect(searchViewKey('/', new URLSearchParams())).toBeNull()
    expect(searchViewKey('/', new URLSearchParams('make=Toyota'))).toBe('/')
  })
})
