// @vitest-environment jsdom
import type { LocationCard } from '@dealer/blocks/locations-list/card'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { cardWithStaticMap } from '../map/static-map'
import type { DealerLocatorData } from './dealer-locator.server'
import { DealerLocatorPage } from './DealerLocatorPage'

afterEach(cleanup)

const TILES = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' }

function card(id: number, name: string, image: LocationCard['image'] = null): LocationCard {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    addressLines: ['112 Shore Street West', 'Cleveland QLD 4163'],
    phone: null,
    hours: [],
    holidays: [],
    licence: null,
    image,
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=112',
    contactHref: `/contact-us/${name.toLowerCase()}`,
    detailsHref: `/our-location/${name.toLowerCase()}`,
    typeLabel: 'Sales',
    badge: null,
    openNow: { schedule: { week: [], special: [], timeZone: 'Australia/Brisbane' }, initial: null },
  }
}

function data(cards: LocationCard[]): DealerLocatorData {
  return {
    title: 'Dealer locator',
    description: 'Find us',
    canonicalUrl: 'https://www.baysidetoyota.com.au/dealer-locator',
    heading: { text: 'Dealer locator', visible: true },
    heroBlocks: [],
    blocks: [],
    form: { postcode: '', department: 'all', error: null },
    nearestTo: null,
    notice: null,
    results: cards.map((entry) => ({ card: entry, distance: null })),
    map: { locations: [], tiles: null, label: 'Map of Bayside Toyota locations' },
  }
}

function renderPage(page: DealerLocatorData) {
  const router = createMemoryRouter([{ path: '/dealer-locator', element: <DealerLocatorPage data={page} /> }], { initialEntries: ['/dealer-locator'] })
  render(<RouterProvider router={router} />)
}

describe('DealerLocatorPage’s location cards', () => {
  it('show the location’s static map, sized and lazy, with its thumbnail and alt text naming the place', () => {
    const withMap = cardWithStaticMap(card(7, 'Cleveland'), { id: 7, address: { lat: -27.5267, lng: 153.2652 } as never }, TILES)
    renderPage(data([withMap]))
    const article = screen.getByRole('article', { name: 'Cleveland' })
    const map = within(article).getByRole('img', { name: 'Map showing Cleveland, 112 Shore Street West, Cleveland QLD 4163' })
    expect(map.getAttribute('src')).toMatch(/^\/location-maps\/7\.webp\?w=600&v=[0-9a-z]+$/)
    expect(map.getAttribute('srcset')).toMatch(/^\/location-maps\/7\.webp\?w=150&v=[0-9a-z]+ 150w, \/location-maps\/7\.webp\?w=600&v=[0-9a-z]+ 600w$/)
    expect(map.getAttribute('sizes')).toBeTruthy()
    expect(map.getAttribute('width')).toBe('600')
    expect(map.getAttribute('height')).toBe('300')
    expect(map.getAttribute('loading')).toBe('lazy')
  })

  it('show no map image when the site has no tiles', () => {
    renderPage(data([cardWithStaticMap(card(7, 'Cleveland'), { id: 7, address: { lat: -27.5267, lng: 153.2652 } as never }, null)]))
    const article = screen.getByRole('article', { name: 'Cleveland' })
    expect(within(article).queryByRole('img')).toBeNull()
    expect(article.querySelector('img')).toBeNull()
  })
})
