// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LocationCard } from './card'
import { LocationsListBlockView, NO_LOCATIONS_TEXT } from './Component'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const block = { blockType: 'locationsList' as const, id: 'l1', heading: 'Our locations', show: 'all' as const }

function card(overrides: Partial<LocationCard> = {}): LocationCard {
  return {
    id: 1,
    name: 'Bayside Toyota Cleveland',
    slug: 'bayside-toyota-cleveland',
    addressLines: ['12 Shore St West', 'Cleveland QLD 4163'],
    phone: { display: '(07) 3821 5000', href: 'tel:+61738215000' },
    hours: [
      { days: 'Mon-Fri', daysLabel: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
      { days: 'Sat', daysLabel: 'Saturday', hours: '8:30 am – 4:00 pm' },
      { days: 'Sun', daysLabel: 'Sunday', hours: 'Closed' },
    ],
    holidays: [],
    licence: 'LMCT 12345',
    image: {
      src: '/media/cleveland.jpg',
      srcSet: '/media/cleveland-768x432.webp 768w, /media/cleveland.jpg 1600w',
      width: 1600,
      height: 900,
      alt: 'The Cleveland showroom from the street',
    },
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=-27.5263%2C153.2655',
    contactHref: '/contact-us/bayside-toyota-cleveland',
    detailsHref: '/our-location/bayside-toyota-cleveland',
    typeLabel: 'Sales',
    badge: null,
    openNow: { schedule: { week: [], special: [], timeZone: 'Australia/Brisbane' }, initial: null },
    ...overrides,
  }
}

const capalaba = card({
  id: 2,
  name: 'Bayside Toyota Capalaba',
  slug: 'bayside-toyota-capalaba',
  addressLines: ['5 Redland Bay Rd', 'Capalaba QLD 4157'],
  phone: null,
  hours: [],
  licence: null,
  image: null,
  contactHref: '/contact-us/bayside-toyota-capalaba',
  detailsHref: '/our-location/bayside-toyota-capalaba',
  typeLabel: 'Service',
})

describe('LocationsListBlockView', () => {
  it('shows the heading and one named card per location', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [card(), capalaba] }} />)
    const section = screen.getByRole('region', { name: 'Our locations' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Our locations' })).toBeTruthy()
    expect(within(section).getAllByRole('listitem')).toHaveLength(2)
    expect(within(section).getByRole('article', { name: 'Bayside Toyota Cleveland' })).toBeTruthy()
    expect(within(section).getByRole('heading', { level: 3, name: 'Bayside Toyota Capalaba' })).toBeTruthy()
  })

  it('shows the address, a tel: link, the licence and the location type', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [card()] }} />)
    const cleveland = screen.getByRole('article', { name: 'Bayside Toyota Cleveland' })
    const address = cleveland.querySelector('address') as HTMLElement
    expect(address.textContent).toContain('12 Shore St West')
    expect(address.textContent).toContain('Cleveland QLD 4163')
    expect(within(cleveland).getByRole('link', { name: '(07) 3821 5000' }).getAttribute('href')).toBe('tel:+61738215000')
    expect(within(cleveland).getByText('LMCT 12345')).toBeTruthy()
    expect(within(cleveland).getByText('Sales')).toBeTruthy()
  })

  it('lists coming holiday hours in their own named table, and has none when there are none', () => {
    const holidays = [{ date: '25/12/2026', isoDate: '2026-12-25', label: 'Christmas Day', hours: 'Closed' }]
    render(<LocationsListBlockView block={block} data={{ cards: [card({ holidays }), capalaba] }} />)
    const table = screen.getByRole('table', { name: 'Holiday hours at Bayside Toyota Cleveland' })
    expect(within(table).getByRole('rowheader').textContent).toBe('25/12/2026 Christmas Day')
    expect(within(table).getByRole('cell').textContent).toBe('Closed')
    expect(screen.queryByRole('table', { name: 'Holiday hours at Bayside Toyota Capalaba' })).toBeNull()
  })

  it('shows the hours as a named table with the days in full for screen readers', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [card()] }} />)
    const hours = screen.getByRole('table', { name: 'Opening hours at Bayside Toyota Cleveland' })
    const rows = within(hours).getAllByRole('row')
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['Mon-FriMonday to Friday', '8:30 am – 5:30 pm'],
      ['SatSaturday', '8:30 am – 4:00 pm'],
      ['SunSunday', 'Closed'],
    ])
    expect(within(hours).getByRole('rowheader', { name: 'Monday to Friday' })).toBeTruthy()
    expect(within(hours).getByText('Mon-Fri').getAttribute('aria-hidden')).toBe('true')
  })

  it('shows the photo lazily at the reserved size, with its alt text', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [card()] }} />)
    const image = screen.getByRole('img', { name: 'The Cleveland showroom from the street' })
    expect(image.getAttribute('src')).toBe('/media/cleveland.jpg')
    expect(image.getAttribute('srcset')).toContain('768w')
    expect(image.getAttribute('sizes')).toBeTruthy()
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('width')).toBe('1600')
    expect(image.getAttribute('height')).toBe('900')
    expect(image.className).toBe('block-locations__image')
  })

  it('shows a plain map-pin panel without a photo, hidden from screen readers and without calling a map service', () => {
    const { container } = render(<LocationsListBlockView block={block} data={{ cards: [capalaba] }} />)
    const placeholder = container.querySelector('.block-locations__placeholder') as HTMLElement
    expect(placeholder.getAttribute('aria-hidden')).toBe('true')
    expect(placeholder.querySelector('svg')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(container.innerHTML).not.toMatch(/maps\.googleapis|staticmap/)
  })

  it('leaves out the phone, hours and licence a location does not have', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [capalaba] }} />)
    const article = screen.getByRole('article', { name: 'Bayside Toyota Capalaba' })
    expect(within(article).queryByRole('table')).toBeNull()
    expect(within(article).queryByText(/^Phone/)).toBeNull()
    expect(article.querySelector('a[href^="tel:"]')).toBeNull()
    expect(article.querySelector('.block-locations__licence')).toBeNull()
  })

  it('gives each card directions (new tab), contact and details links named with the location', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [card(), capalaba] }} />)
    const cleveland = screen.getByRole('article', { name: 'Bayside Toyota Cleveland' })
    const directions = within(cleveland).getByRole('link', { name: 'Get Directions to Bayside Toyota Cleveland (opens in a new tab)' })
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=-27.5263%2C153.2655')
    expect(directions.getAttribute('target')).toBe('_blank')
    expect(directions.getAttribute('rel')).toContain('noopener')
    expect(within(cleveland).getByRole('link', { name: 'Contact Bayside Toyota Cleveland' }).getAttribute('href')).toBe('/contact-us/bayside-toyota-cleveland')
    expect(within(cleveland).getByRole('link', { name: 'View Location Details for Bayside Toyota Cleveland' }).getAttribute('href')).toBe(
      '/our-location/bayside-toyota-cleveland',
    )

    // Every link on the page has a different accessible name, and each starts with its visible label.
    const names = screen.getAllByRole('link').map((link) => link.textContent)
    expect(new Set(names).size).toBe(names.length)
    for (const label of ['Get Directions', 'Contact', 'View Location Details'])
      expect(screen.getAllByRole('link', { name: new RegExp(`^${label} `) })).toHaveLength(2)
  })

  it('says so in a sentence when there are no locations to show', () => {
    render(<LocationsListBlockView block={block} data={{ cards: [] }} />)
    const section = screen.getByRole('region', { name: 'Our locations' })
    expect(within(section).getByText(NO_LOCATIONS_TEXT)).toBeTruthy()
    expect(within(section).queryByRole('list')).toBeNull()
  })

  it("shows staff's badge, and the open-now line as the server rendered it, then as the browser works it out each minute", () => {
    // Monday 23 November 2026, 5:29 pm in Brisbane: a minute before closing.
    vi.useFakeTimers({ now: new Date('2026-11-23T07:29:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] })
    const week = (['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' }))
    // The server's line is stale (a cached page from the morning, due again at 8:30); the browser's first pass corrects it.
    const stale = { open: false, text: 'Closed · opens 8:30 am', changesAt: Date.parse('2026-11-22T22:30:00Z') }
    render(
      <LocationsListBlockView
        block={block}
        data={{ cards: [card({ badge: 'COMING EARLY 2026', openNow: { schedule: { week, special: [], timeZone: 'Australia/Brisbane' }, initial: stale } })] }}
      />,
    )
    const article = screen.getByRole('article', { name: 'Bayside Toyota Cleveland' })
    expect(within(article).getByText('COMING EARLY 2026')).toBeTruthy()
    const line = within(article).getByText('Open now · closes 5:30 pm')
    // Plain text, not a live region: nothing is announced as it changes.
    expect(line.closest('[aria-live]')).toBeNull()
    act(() => vi.advanceTimersByTime(60_000))
    expect(within(article).getByText('Closed · opens Tue 8:30 am')).toBeTruthy()
  })
})
