// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleCar } from '../../test-support/fixtures'
import { CarCard } from './CarCard'

afterEach(cleanup)

describe('CarCard', () => {
  it('shows the tag the rules chose, coloured by kind, and a Was price above the price', () => {
    render(<CarCard car={sampleCar({ tag: 'Runout Sale', price: 39990, before_price: 42990, price_type: 'Drive Away' })} />)
    const tag = screen.getByText('Runout Sale')
    expect(tag.className).toContain('car-card__tag--green')
    const price = tag.nextElementSibling!
    expect(price.textContent).toBe('Was $42,990 $39,990 Drive Away')
  })

  it("shows a certified car of the site's certified brand with the badge image, named Certified", () => {
    const badge = { src: '/certified-badge.svg', width: 104, height: 32 }
    render(<CarCard car={sampleCar({ certified: true, make: 'Toyota' }, { certifiedBrand: 'Toyota', certifiedBadge: badge })} />)
    const image = screen.getByRole('img', { name: 'Certified' })
    expect(image.getAttribute('src')).toBe('/certified-badge.svg')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['104', '32'])
    cleanup()
    render(<CarCard car={sampleCar({ certified: true, make: 'Mazda' }, { certifiedBrand: 'Toyota', certifiedBadge: badge })} />)
    expect(screen.queryByRole('img', { name: 'Certified' })).toBeNull()
  })

  it("says JUST SOLD for a sold car and shows the site's no-price text without a price", () => {
    render(<CarCard car={sampleCar({ status: 'sold', price: 0 })} />)
    expect(screen.getByText('JUST SOLD').className).toContain('car-card__tag--red')
    expect(screen.getByText('Enquire for price.')).toBeTruthy()
  })

  it("lists a car's transmission among its key details, and none for a caravan", () => {
    render(<CarCard car={sampleCar({ simple_transmission: 'Manual' })} />)
    expect(screen.getByRole('list', { name: 'Key details' }).textContent).toContain('Manual')
    cleanup()
    render(<CarCard car={sampleCar({ simple_transmission: 'Manual', item_type: 'caravan' })} />)
    expect(screen.getByRole('list', { name: 'Key details' }).textContent).not.toContain('Manual')
  })

  it('shows the weekly repayment where the stock gives one, and none for a car without a price', () => {
    render(<CarCard car={sampleCar({ price: 39990, weekly_price: 187 })} />)
    expect(screen.getByText('Est. $187/wk')).toBeTruthy()
    cleanup()
    render(<CarCard car={sampleCar({ price: 0, weekly_price: null })} />)
    expect(screen.queryByText(/\/wk/)).toBeNull()
  })

  it('shows the below-market badge for a car under its market averages, an offer price in place of the price, and a subscription price per week', () => {
    const autograb_data = { average_market_price: 45_000, state_average_market_price: 46_000 }
    render(<CarCard car={sampleCar({ price: 39_990, autograb_data })} />)
    expect(screen.getByText('Below market price').className).toContain('below-market-badge')
    cleanup()
    render(<CarCard car={sampleCar({ price: 44_990, autograb_data })} />)
    expect(screen.queryByText('Below market price')).toBeNull()
    cleanup()
    render(<CarCard car={sampleCar({ price: 44_990, offer_price: 41_990 })} />)
    expect(screen.getByText('$41,990')).toBeTruthy()
    cleanup()
    render(<CarCard car={sampleCar({ price: 44_990, subscription_price: 199 }, { subscriptions: true })} />)
    expect(screen.getByText('$199/week')).toBeTruthy()
  })
})
