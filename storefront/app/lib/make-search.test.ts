import { describe, expect, it } from 'vitest'
import { makeFromSlug, makeSearchPath } from './make-search'

describe('make search paths', () => {
  it('write the make as its slug, and read it back among the makes in stock', () => {
    expect(makeSearchPath('Land Rover')).toBe('/search/land-rover')
    expect(makeSearchPath('Mercedes-Benz')).toBe('/search/mercedes-benz')
    expect(makeFromSlug('land-rover', ['Toyota', 'Land Rover'])).toBe('Land Rover')
    expect(makeFromSlug('tesla', ['Toyota', 'Land Rover'])).toBeNull()
  })
})
