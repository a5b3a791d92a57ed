import { describe, expect, it } from 'vitest'
import { sampleCar } from '../../test-support/fixtures'
import { carCardView } from './car-card-view'

describe('carCardView', () => {
  it('keeps what the card shows, the tag and price as decided, and drops what they were decided from', () => {
    const listed = sampleCar({
      before_price: 57_990,
      created_at: '2026-11-22T00:00:00.000Z',
      autograb_data: { average_market_price: 58_000, state_average_market_price: 59_000 },
      weekly_price: 212,
    })
    const view = carCardView(listed)
    expect(view).toEqual({
      objectID: listed.objectID,
      slug: listed.slug,
      name: listed.name,
      primary_image_url: listed.primary_image_url,
      car_type: listed.car_type,
      simple_body: listed.simple_body,
      km: listed.km,
      simple_transmission: listed.simple_transmission,
      stocknum: listed.stocknum,
      weekly_price: 212,
      display: listed.display,
    })
    // The decisions themselves travel: the just-arrived tag, the was-price and the below-market badge.
    expect(view.display.tag?.label).toBe('Just Arrived')
    expect(view.display.price).toMatchObject({ text: '$54,990', was: '$57,990' })
    expect(view.display.belowMarket).toBe(true)
  })
})
