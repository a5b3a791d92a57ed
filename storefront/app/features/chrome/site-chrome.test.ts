import { describe, expect, it } from 'vitest'
import { buildSiteChrome, megaMenuTiles, splitEvenly, type FixedTileRow, type MakeTile, type TileLogos } from './site-chrome'

const storePages = ['Suspension', 'Seat Covers', 'Winches', 'Bull Bars', 'Canopies'].map((title) => ({ title, slug: title.toLowerCase().replace(/ /g, '-') }))
const toyota: MakeTile = { name: 'Toyota', href: '/search/toyota', logo: '/brands/generic.svg', count: 120 }

describe('buildSiteChrome', () => {
  it('fills Products from the store pages in menu order, keeps own dropdowns and plain links', () => {
    const chrome = buildSiteChrome(
      {
        header: [
          { label: 'Home', link: '/', fill: 'links' },
          { label: 'Products', fill: 'store-pages' },
          {
            label: 'Services',
            fill: 'links',
            children: [
              { label: 'Videos', link: '/pages/videos' },
              { label: 'Fitting', link: '/pages/fitting' },
            ],
          },
        ],
      },
      storePages,
      [],
      'hover',
    )
    expect(chrome.menu).toEqual([
      { kind: 'link', label: 'Home', href: '/' },
      { kind: 'dropdown', label: 'Products', href: null, links: storePages.map((page) => ({ label: page.title, href: `/pages/${page.slug}` })) },
      {
        kind: 'dropdown',
        label: 'Services',
        href: null,
        links: [
          { label: 'Videos', href: '/pages/videos' },
          { label: 'Fitting', href: '/pages/fitting' },
        ],
      },
    ])
    expect(chrome.menuOpensOn).toBe('hover')
  })

  it('gives the make entry the makes in stock, or falls back to its own link when there are none', () => {
    const header = [{ label: 'New Cars', link: '/search/new-and-demo-cars', fill: 'makes' as const }]
    expect(buildSiteChrome({ header }, [], [toyota], 'click').menu).toEqual([
      { kind: 'makes', label: 'New Cars', href: '/search/new-and-demo-cars', makes: [toyota] },
    ])
    expect(buildSiteChrome({ header }, [], [], 'click').menu).toEqual([{ kind: 'link', label: 'New Cars', href: '/search/new-and-demo-cars' }])
  })

  it('leaves out an entry that would be an empty dropdown', () => {
    expect(buildSiteChrome({ header: [{ label: 'Products', fill: 'store-pages' }] }, [], [], 'hover').menu).toEqual([])
  })

  it('shares the store pages between the footer groups that list them, and drops empty groups', () => {
    const chrome = buildSiteChrome(
      {
        footer: [
          { title: 'Company', fill: 'links', links: [{ label: 'Careers', link: '/careers' }] },
          { title: 'Products', fill: 'store-pages' },
          { title: 'More Products', fill: 'store-pages' },
          { title: 'Empty', fill: 'links', links: [] },
        ],
      },
      storePages,
      [],
      'hover',
    )
    expect(chrome.footer.map((group) => [group.title, group.links.map((link) => link.label)])).toEqual([
      ['Company', ['Careers']],
      ['Products', ['Suspension', 'Seat Covers', 'Winches']],
      ['More Products', ['Bull Bars', 'Canopies']],
    ])
  })

  it('is empty for a site without navigation', () => {
    expect(buildSiteChrome(null, storePages, [toyota], 'hover')).toEqual({ menu: [], footer: [], menuOpensOn: 'hover' })
  })
})

describe('megaMenuTiles (spec 001 §4: fixed brand lists in the mega menu)', () => {
  const stock = (name: string, count: number): MakeTile => ({
    name,
    href: `/search/${name.toLowerCase()}`,
    logo: `/media/logo-${name.toLowerCase()}.svg`,
    count,
  })
  const [mazda, kia, ford] = [stock('Mazda', 40), stock('Kia', 30), stock('Ford', 20)]
  const logos: TileLogos = {
    uploadFilename: (id) => (id === 7 ? 'used-cars-tile.svg' : null),
    makeLogo: (name) => ({ ford: '/media/logo-ford.svg', kia: '/media/logo-kia.svg' })[name.toLowerCase()] ?? null,
  }
  const geelong: FixedTileRow = { label: 'Ford Geelong', link: '/our-location/geelong-ford', replaces: 'Ford' }
  const osborne: FixedTileRow = { label: 'Ford Osborne Park', link: '/our-location/osborne-park-ford', replaces: ' ford ' }
  const used: FixedTileRow = { label: 'Used cars', link: '/search/used-cars', logo: 7 }

  it('puts the tiles naming a make in its place, in their order, and the others after the makes', () => {
    expect(megaMenuTiles([mazda, ford, kia], [used, geelong, osborne], false, logos)).toEqual([
      mazda,
      { name: 'Ford Geelong', href: '/our-location/geelong-ford', logo: '/media/logo-ford.svg' },
      { name: 'Ford Osborne Park', href: '/our-location/osborne-park-ford', logo: '/media/logo-ford.svg' },
      kia,
      { name: 'Used cars', href: '/search/used-cars', logo: '/media/used-cars-tile.svg' },
    ])
  })

  it('shows only the fixed tiles when staff say so, in their order', () => {
    expect(megaMenuTiles([mazda, ford], [used, geelong], true, logos).map((tile) => tile.name)).toEqual(['Used cars', 'Ford Geelong'])
  })

  it('keeps a tile whose make is not in stock, after the makes; a populated upload or the generic logo', () => {
    const hyundai: FixedTileRow = { label: 'Hyundai Penrith', link: '/our-location/penrith', replaces: 'Hyundai', logo: { filename: 'penrith.svg' } }
    const plain: FixedTileRow = { label: 'Rentals', link: '/twg-rental', replaces: 'Hyundai' }
    expect(megaMenuTiles([mazda], [hyundai, plain], false, logos)).toEqual([
      mazda,
      { name: 'Hyundai Penrith', href: '/our-location/penrith', logo: '/media/penrith.svg' },
      { name: 'Rentals', href: '/twg-rental', logo: '/brands/generic.svg' },
    ])
  })

  it('gives the make entry its tiles, even with no makes in stock, and carries no counts on fixed tiles', () => {
    const header = [{ label: 'Our Brands', link: '/brands', fill: 'makes' as const, tiles: [used] }]
    const [entry] = buildSiteChrome({ header }, [], [], 'click', logos).menu
    expect(entry).toEqual({
      kind: 'makes',
      label: 'Our Brands',
      href: '/brands',
      makes: [{ name: 'Used cars', href: '/search/used-cars', logo: '/media/used-cars-tile.svg' }],
    })
    expect(buildSiteChrome({ header: [{ ...header[0], tiles: [], tilesOnly: true }] }, [], [mazda], 'click').menu).toEqual([
      { kind: 'link', label: 'Our Brands', href: '/brands' },
    ])
  })
})

describe('splitEvenly', () => {
  it('splits in order, earlier parts taking the extra item', () => {
    expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
    expect(splitEvenly([1, 2], 3)).toEqual([[1], [2], []])
    expect(splitEvenly([1, 2], 0)).toEqual([])
  })
})
