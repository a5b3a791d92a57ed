import type { BrandGrid, Manufacturer } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { brandHref, brandTiles, GENERIC_BRAND_LOGO, type BrandLinkContext } from './tiles'

const make = (name: string, slug: string, logoUrl: string = GENERIC_BRAND_LOGO): Manufacturer => ({
  id: slug.length,
  name,
  slug,
  category: 'car',
  logoUrl,
  updatedAt: '',
  createdAt: '',
})

const links: BrandLinkContext = {
  pagePaths: new Set(['mazda/overview', 'kia/overview', 'about-us']),
  makesInStock: ['Mazda', 'Kia', 'Toyota'],
  listingPath: (make) => `/search/${make.toLowerCase()}`,
}

describe('brandHref', () => {
  it("leads to the make's overview page when the site published one", () => {
    expect(brandHref({ name: 'Mazda', slug: 'mazda' }, links)).toBe('/mazda/overview')
  })

  it('leads to the stock search of the make when there is no page but there is stock, matching the name in any case', () => {
    expect(brandHref({ name: 'Toyota', slug: 'toyota' }, links)).toBe('/search/toyota')
    expect(brandHref({ name: 'TOYOTA', slug: 'toyota' }, links)).toBe('/search/toyota')
  })

  it('leads nowhere for a make with neither (its search would answer 404)', () => {
    expect(brandHref({ name: 'Iveco', slug: 'iveco' }, links)).toBeNull()
    expect(brandHref({ name: 'Ford', slug: 'ford' }, { ...links, pagePaths: new Set(['ford']) })).toBeNull()
  })
})

describe('brandTiles', () => {
  it('links each make by brandHref with its logo, or the generic logo when it has none, in order', () => {
    const grid: Pick<BrandGrid, 'title' | 'brands'> = {
      title: 'Car Brands',
      brands: [
        { manufacturer: make('Mazda', 'mazda', 'https://cdn.example.com/mazda.svg') },
        { manufacturer: make('Kia', 'kia') },
        { manufacturer: make('Toyota', 'toyota') },
        { manufacturer: make('Iveco', 'iveco') },
      ],
    }
    expect(brandTiles(grid, links)).toEqual({
      title: 'Car Brands',
      tiles: [
        { name: 'Mazda', href: '/mazda/overview', logo: 'https://cdn.example.com/mazda.svg' },
        { name: 'Kia', href: '/kia/overview', logo: GENERIC_BRAND_LOGO },
        { name: 'Toyota', href: '/search/toyota', logo: GENERIC_BRAND_LOGO },
        { name: 'Iveco', href: null, logo: GENERIC_BRAND_LOGO },
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
    expect(brandTiles(grid, links).tiles).toEqual([
      { name: 'Southern Cross Tyres', href: '/southern-cross-tyres', logo: GENERIC_BRAND_LOGO },
      { name: 'Ford Trucks & Vans', href: '/ford-commercial', logo: GENERIC_BRAND_LOGO },
      { name: 'Southern Cross Rentals', href: '/rentals', logo: '/media/rentals.png' },
    ])
  })

  it('leaves out a row whose make was deleted (an id that no longer populates) rather than show an empty tile', () => {
    expect(
      brandTiles({ title: 'Car Brands', brands: [{ manufacturer: 99 }, { manufacturer: make('MG', 'mg') }] }, links).tiles.map((tile) => tile.name),
    ).toEqual(['MG'])
  })
})
