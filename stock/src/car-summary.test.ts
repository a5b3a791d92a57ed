import { describe, expect, it } from 'vitest'
import { carCardView, listedCar, type CarSummary } from './car-summary'

const settings = { justArrivedDays: 8, justArrivedTag: 'New', soldTag: 'Sold', noPriceText: 'Call for price', subscriptions: false }
const car: CarSummary = {
  objectID: '1001',
  slug: '2023-toyota-hilux-sr5-t10001',
  name: '2023 Toyota HiLux SR5',
  year: 2023,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  reserved: false,
  price: 52_990,
  price_type: 'Drive Away',
  km: 41_000,
  simple_body: 'Ute',
  simple_transmission: 'Automatic',
  stocknum: 'T10001',
  primary_image_url: '/photo.webp',
  before_price: 55_990,
  created_at: '2026-11-27T00:00:00.000Z',
  autograb_data: { average_market_price: 56_000, state_average_market_price: 57_000 },
  weekly_price: 212,
}

describe('carCardView', () => {
  it('keeps what the card shows, the tag and price as decided, and drops what they were decided from', () => {
    const listed = listedCar(car, settings, new Date('2026-11-28T00:00:00.000Z'))
    const view = carCardView(listed)
    expect(view).toEqual({
      objectID: '1001',
      slug: '2023-toyota-hilux-sr5-t10001',
      name: '2023 Toyota HiLux SR5',
      primary_image_url: '/photo.webp',
      car_type: 'used',
      simple_body: 'Ute',
      km: 41_000,
      simple_transmission: 'Automatic',
      stocknum: 'T10001',
      weekly_price: 212,
      display: listed.display,
    })
    // The decisions themselves travel: the just-arrived tag, the was-price and the below-market badge.
    expect(view.display.tag?.label).toBe('New')
    expect(view.display.price).toMatchObject({ text: '$52,990', was: '$55,990' })
    expect(view.display.belowMarket).toBe(true)
  })
})
