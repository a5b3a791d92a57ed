import { describe, expect, it } from 'vitest'
import { buildSiteChrome, splitEvenly, type MakeTile } from './site-chrome'

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
