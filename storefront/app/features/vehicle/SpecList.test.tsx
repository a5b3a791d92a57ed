// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { keyInformation, KEY_INFO_INITIAL, SPECS_INITIAL, type VehicleSpecSource } from '@dealer/stock/specs'
import { afterEach, describe, expect, it } from 'vitest'
import { SpecList } from './SpecList'

afterEach(cleanup)

/** A used HiLux as the feed gives it: all eight key-information facts known. */
const hilux = {
  car_type: 'used',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: 'GUN126R',
  km: 48_210,
  body: 'Double Cab Pick Up',
  simple_body: 'Ute',
  colour: 'Glacier White',
  transmission: 'Automatic',
  simple_transmission: 'Automatic',
  fuel: 'Diesel',
  simple_fuel: 'Diesel',
  drive: 'Four Wheel Drive',
  simple_drive: '4WD',
  engine_size: 2_755,
  engine_size_litres: 2.8,
  seats: 5,
} as VehicleSpecSource

/** The facts a shopper can see: `hidden` ones are left out of the accessibility tree, as a browser leaves them off screen. */
const shownLabels = () => screen.queryAllByRole('term').map((term) => term.textContent)

describe('Key information (spec 000 §9: "Key information shows the first 4 then more")', () => {
  const items = keyInformation(hilux, 'litres')

  it('shows the first 4 facts and Show More for the rest', () => {
    expect(items.length).toBeGreaterThan(4)
    render(<SpecList items={items} initial={KEY_INFO_INITIAL} className="spec-list--key" />)
    expect(shownLabels()).toEqual(['Odometer', 'Transmission', 'Body', 'Fuel'])
    expect(screen.getByText('48,210 km')).toBeTruthy()
    const more = screen.getByRole('button', { name: 'Show More' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    // The rest are in the page (search engines read them) but not shown.
    expect(screen.getByText('Engine', { selector: 'dt' }).closest('div')?.hidden).toBe(true)
  })

  it('Show More shows every fact and becomes Show Less, which goes back to the first 4', () => {
    render(<SpecList items={items} initial={KEY_INFO_INITIAL} className="spec-list--key" />)
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }))
    expect(shownLabels()).toEqual(items.map((item) => item.label))
    expect(shownLabels()).toContain('Seats')
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(shownLabels()).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'Show More' })).toBeTruthy()
  })

  it('with 4 facts or fewer there is nothing more to show, and no Show More', () => {
    render(<SpecList items={items.slice(0, 4)} initial={KEY_INFO_INITIAL} className="spec-list--key" />)
    expect(shownLabels()).toEqual(['Odometer', 'Transmission', 'Body', 'Fuel'])
    expect(screen.queryByRole('button', { name: /Show (More|Less)/ })).toBeNull()
  })

  it('All specifications start at 8 (spec 000 §9: "detail spec lists default limit 8")', () => {
    const specs = Array.from({ length: 12 }, (_, index) => ({ label: `Fact ${index + 1}`, value: String(index) }))
    render(<SpecList items={specs} initial={SPECS_INITIAL} className="spec-list--all" />)
    expect(shownLabels()).toHaveLength(8)
  })
})
