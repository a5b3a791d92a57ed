import { describe, expect, it } from 'vitest'
import { brandSlug } from '@dealer/blocks/ui/slug'
import { MANUFACTURERS } from './manufacturers'

describe('the bundled manufacturers', () => {
  it('hold about 150 makes across cars, motorcycles and trucks, each with its own slug', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(150)
    expect(new Set(MANUFACTURERS.map((make) => make.slug)).size).toBe(MANUFACTURERS.length)
    expect(new Set(MANUFACTURERS.map((make) => make.category))).toEqual(new Set(['car', 'motorcycle', 'truck']))
  })

  it('slug names the way brand pages are addressed', () => {
    expect(brandSlug('Mercedes-Benz')).toBe('mercedes-benz')
    expect(brandSlug('Lynk & Co')).toBe('lynk-and-co')
    expect(brandSlug('Citroën')).toBe('citroen')
  })
})
