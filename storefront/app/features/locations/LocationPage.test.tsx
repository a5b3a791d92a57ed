// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LocationPage } from './LocationPage'
import type { DepartmentHours, LocationPageData } from './location-page.server'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const schedule = { week: [], special: [], timeZone: 'Australia/Brisbane' }
/** Parts' Saturday morning, for the browser's open-now line. */
const partsSchedule = { ...schedule, week: [{ weekday: '6' as const, status: 'open' as const, open: '08:00', close: '12:00' }] }

function department(id: number, label: string, saturday: string, holidays: DepartmentHours['holidays'] = []): DepartmentHours {
  return {
    id,
    slug: label.toLowerCase(),
    label,
    hours: [
      { days: 'Mon-Fri', daysLabel: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
      { days: 'Sat', daysLabel: 'Saturday', hours: saturday },
      { days: 'Sun', daysLabel: 'Sunday', hours: 'Closed' },
    ],
    openNow: { schedule: label === 'Parts' ? partsSchedule : schedule, initial: null },
    holidays,
  }
}

const christmas = [{ date: '25/12/2026', isoDate: '2026-12-25', label: 'Christmas Day', hours: 'Closed' }]

function page(overrides: Partial<LocationPageData> = {}): LocationPageData {
  return {
    siteName: 'Bayside Toyota',
    canonicalUrl: 'https://www.baysidetoyota.com.au/our-location/cleveland',
    description: 'Bayside Toyota Cleveland',
    name: 'Bayside Toyota Cleveland',
    badge: null,
    addressLines: ['112 Shore Street West', 'Cleveland QLD 4163'],
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=112',
    phones: [{ label: 'Phone', display: '(07) 3286 4000', href: 'tel:+61732864000' }],
    email: null,
    licences: ['DL MD001001'],
    image: null,
    departments: [department(1, 'Sales', '8:30 am – 4:00 pm', christmas), department(2, 'Service', 'Closed'), department(3, 'Parts', '8:00 am – 12:00 pm')],
    selectedDepartment: 0,
    reviews: null,
    stockHref: '/search/new-used-and-demo-cars?location_name=Bayside+Toyota+Cleveland',
    contactHref: '/contact-us/cleveland',
    map: { locations: [], tiles: null, label: 'Map of Bayside Toyota Cleveland' },
    structuredData: { '@type': 'AutoDealer' },
    ...overrides,
  }
}

function renderPage(data: LocationPageData) {
  const router = createMemoryRouter([{ path: '/our-location/:slug', element: <LocationPage page={data} /> }], { initialEntries: ['/our-location/cleveland'] })
  render(<RouterProvider router={router} />)
}

describe('LocationPage', () => {
  it("switches the week, open-now line and Holiday Hours to the chosen department, starting on the page's own", () => {
    // Saturday 28 November 2026, 10:00 in Brisbane.
    vi.useFakeTimers({ now: new Date('2026-11-28T00:00:00Z'), toFake: ['Date'] })
    renderPage(page({ selectedDepartment: 1 }))
    const hours = screen.getByRole('region', { name: 'Opening Hours' })
    expect(within(hours).getByRole<HTMLInputElement>('radio', { name: 'Service' }).checked).toBe(true)
    expect(within(hours).getByRole('row', { name: /Saturday/ }).textContent).toContain('Closed')
    expect(within(hours).queryByRole('button', { name: /Holiday Hours/ })).toBeNull()
    fireEvent.click(within(hours).getByRole('radio', { name: 'Parts' }))
    expect(within(hours).getByRole('row', { name: /Saturday/ }).textContent).toContain('8:00 am – 12:00 pm')
    expect(within(hours).getByText('Open now · closes 12:00 pm')).toBeTruthy()
    fireEvent.click(within(hours).getByRole('radio', { name: 'Sales' }))
    expect(within(hours).getByRole('button', { name: 'Holiday Hours (sales)' })).toBeTruthy()
  })

  it('has no selector for a single department, and no reviews badge or section without reviews', () => {
    renderPage(page({ departments: [department(1, 'Sales', '8:30 am – 4:00 pm')] }))
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('link', { name: /reviews/i })).toBeNull()
    expect(document.getElementById('reviews')).toBeNull()
  })

  it('shows the badge, the reviews badge linking to #reviews, the phone, licence and the stock and contact links', () => {
    renderPage(
      page({
        badge: 'COMING EARLY 2026',
        reviews: {
          average: '4.7',
          summary: { count: 3, average_rating: '4.7' },
          reviews: [{ id: 1, customerName: 'Sarah M.', rating: 5, text: 'Great', reviewDate: '2026-11-24T00:00:00.000Z', replyText: null }],
        },
      }),
    )
    expect(screen.getByText('COMING EARLY 2026')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Rated 4.7 out of 5 from 3 reviews: read them' }).getAttribute('href')).toBe('#reviews')
    expect(document.getElementById('reviews')?.textContent).toContain('Sarah M.')
    expect(screen.getByRole('link', { name: '(07) 3286 4000' }).getAttribute('href')).toBe('tel:+61732864000')
    expect(screen.getByText('DL MD001001')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View our stock at Bayside Toyota Cleveland' }).getAttribute('href')).toContain('location_name=')
    expect(screen.getByRole('link', { name: 'Contact Bayside Toyota Cleveland' }).getAttribute('href')).toBe('/contact-us/cleveland')
  })
})
