import { describe, expect, it } from 'vitest'
import { GENERIC_BRAND_LOGO } from '@dealer/blocks/brand-grid/tiles'
import { logoUrlOf } from './Manufacturers'

describe('logoUrlOf', () => {
  it('is the make’s logo, or the generic logo when it has none', () => {
    expect(logoUrlOf({ logo: 'https://cdn.example.com/toyota.svg' })).toBe('https://cdn.example.com/toyota.svg')
    expect(logoUrlOf({ logo: null })).toBe(GENERIC_BRAND_LOGO)
    expect(logoUrlOf({ logo: '  ' })).toBe(GENERIC_BRAND_LOGO)
    expect(logoUrlOf({})).toBe(GENERIC_BRAND_LOGO)
  })
})
