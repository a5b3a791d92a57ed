import { describe, expect, it } from 'vitest'
import { postcodeToLocate } from './coordinates-from-postcode'

describe('postcodeToLocate', () => {
  it('looks up a new location’s postcode when staff left the coordinates empty (or one of them)', () => {
    expect(postcodeToLocate({ postcode: '4163' }, null)).toBe('4163')
    expect(postcodeToLocate({ postcode: '4163', lat: -27.5, lng: null }, null)).toBe('4163')
  })

  it('keeps the coordinates staff typed', () => {
    expect(postcodeToLocate({ postcode: '4163', lat: -27.5, lng: 153.2 }, null)).toBeNull()
    expect(postcodeToLocate({ postcode: '4157', lat: -27.6, lng: 153.1 }, { postcode: '4163', lat: -27.5, lng: 153.2 })).toBeNull()
  })

  it('looks the postcode up again when it changed and the coordinates were not edited', () => {
    expect(postcodeToLocate({ postcode: '4157', lat: -27.5, lng: 153.2 }, { postcode: '4163', lat: -27.5, lng: 153.2 })).toBe('4157')
  })

  it('leaves a location alone when nothing about its place changed', () => {
    expect(postcodeToLocate({ postcode: '4163', lat: -27.5, lng: 153.2 }, { postcode: '4163', lat: -27.5, lng: 153.2 })).toBeNull()
  })

  it('never looks up a postcode that is not four digits', () => {
    expect(postcodeToLocate({ postcode: '41' }, null)).toBeNull()
    expect(postcodeToLocate({}, null)).toBeNull()
  })
})
