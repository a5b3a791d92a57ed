import type { BrandGrid, Manufacturer } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { brandTiles, GENERIC_BRAND_LOGO } from './tiles'

const make = (name: string, slug: string, logoUrl: string = GENERIC_BRAND_LOGO): Manufacturer => ({
  id: slug.length,
  name,
  slug,
  category: 'car',
  logoUrl,
  updatedAt: '',
  createdAt: '',
})

describe('brandTiles', () => {
  it('links each make to /<make>/overview with its logo, or the generic logo when it has none, in order', () => {
    const grid: Pick<BrandGrid, 'title' | 'brands'> = {
      title: 'Car Brands',
      brands: [{ manufacturer: make('Mazda', 'mazda', 'https://cdn.example.com/mazda.svg') }, { manufacturer: make('Kia', 'kia') }],
    }
    expect(brandTiles(grid)).toEqual({
      title: 'Car Brands',
      tiles: [
        { name: 'Mazda', href: '/mazda/overview', logo: 'https://cdn.example.com/mazda.svg' },
        { name: 'Kia', href: '/kia/overview', logo: GENERIC_BRAND_LOGO },
      ],
    })
  })

  it("uses a brand of the site's own name, link and uploaded logo, and its overrides over a make's", () => {
    const grid: Pick<BrandGrid, 'title' | 'brands'> = {
      title: 'Our Brands',
      brands: [
        { name: 'Southern Cross Tyres', link: '/southern-cross-tyres' },
        { manufacturer: make('Ford', 'ford'), name: 'Ford Trucks & Vans', link: '/ford-commercial' },
        {
          name: 'Southern Cross Rentals',
          link: '/rentals',
          logo: { id: 3, alt: 'Rentals logo', filename: 'rentals.png', width: 300, height: 120, updatedAt: '', createdAt: '' },
        },
      ],
    }
    expect(brandTiles(grid).tiles).toEqual([
      { name: 'Southern Cross Tyres', href: '/southern-cross-tyres', logo: GENERIC_BRAND_LOGO },
      { name: 'Ford Trucks & Vans', href: '/ford-commercial', logo: GENERIC_BRAND_LOGO },
      { name: 'Southern Cross Rentals', href: '/rentals', logo: '/media/rentals.png' },
    ])
  })

  it('leaves out a row whose make was deleted (an id that no longer populates) rather than show an empty tile', () => {
    expect(brandTiles({ title: 'Car Brands', brands: [{ manufacturer: 99 }, { manufacturer: make('MG', 'mg') }] }).tiles.map((tile) => tile.name)).toEqual([
      'MG',
    ])
  })
})
