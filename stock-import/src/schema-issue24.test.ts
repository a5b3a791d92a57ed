// Issue 24's feed fields: prices, market data, history report, media, finance, private seller, item type, caravans.
import { describe, expect, it } from 'vitest'
import { checkFeedCar, type FeedCar } from './schema'
import { feedRow } from '../test-support/feed-fixtures'

function accepted(row: unknown): FeedCar {
  const result = checkFeedCar(row)
  if (!result.ok) throw new Error(`expected the row to be accepted: ${JSON.stringify(result.problems)}`)
  return result.car
}

function problemsOf(row: unknown) {
  const result = checkFeedCar(row)
  if (result.ok) throw new Error('expected the row to be rejected')
  return result.problems
}

const lenders = {
  'Driveline Finance': {
    interestRate: 7.99,
    comparisonRate: 8.7,
    paymentWeek: 182,
    paymentMonth: 790,
    termYears: 5,
    deposit: 0,
    balloon: 0,
    establishmentFees: 395,
    disclaimer: 'Approved applicants only.',
  },
}
const specifications = { body_width: 2440, body_length: 5660, tare_weight: 1980, aggregate_trailer_mass: 2400, axle_type: 'Single', sleeps: 3 }

describe('checkFeedCar: issue 24 fields', () => {
  it('leaves every new field out as null, an empty list, or a car', () => {
    expect(accepted(feedRow())).toMatchObject({
      subscription_price: null,
      offer_price: null,
      autograb_data: null,
      file: null,
      thumbnails: null,
      videos: [],
      youxQuote: null,
      finance_lenders: null,
      private_suburb: null,
      private_postcode: null,
      item_type: 'car',
      specifications: null,
      location: { place_url: null, distribution_locations: [] },
    })
  })

  it('accepts them as JSON values', () => {
    const car = accepted(
      feedRow({
        subscription_price: 189,
        offer_price: 46_990,
        autograb_data: { state_average_market_price: 51_000, average_market_price: 50_500 },
        file: 'https://reports.example.com/t7001.pdf',
        thumbnails: ['https://photos.example.com/t7001/1-thumb.jpg'],
        videos: ['https://www.youtube.com/watch?v=abc'],
        youxQuote: { weeklyRepaymentAmount: 171.5, advertisedRate: 8.99, comparisonRate: 9.61 },
        finance_lenders: lenders,
        private_suburb: 'Wynnum',
        private_postcode: '4178',
        item_type: 'Caravan',
        specifications,
        location: {
          ...(feedRow().location as object),
          place_url: 'https://www.google.com/maps/search/?api=1&query=Cleveland',
          distribution_locations: [{ id: 12, name: 'Capalaba', city: 'Capalaba', state: 'QLD' }],
        },
      }),
    )
    expect(car).toMatchObject({
      subscription_price: 189,
      offer_price: 46_990,
      autograb_data: { state_average_market_price: 51_000, average_market_price: 50_500 },
      file: 'https://reports.example.com/t7001.pdf',
      thumbnails: ['https://photos.example.com/t7001/1-thumb.jpg'],
      videos: ['https://www.youtube.com/watch?v=abc'],
      youxQuote: { weeklyRepaymentAmount: 171.5, advertisedRate: 8.99, comparisonRate: 9.61 },
      finance_lenders: lenders,
      private_suburb: 'Wynnum',
      private_postcode: '4178',
      item_type: 'caravan',
      specifications,
      location: { distribution_locations: [{ id: 12, name: 'Capalaba', city: 'Capalaba', state: 'QLD' }] },
    })
  })

  it('reads objects from the JSON text a CSV cell holds, and lists from |-separated text', () => {
    const car = accepted(
      feedRow({
        subscription_price: '189',
        autograb_data: '{"state_average_market_price": 51000, "average_market_price": 50500}',
        finance_lenders: JSON.stringify(lenders),
        specifications: JSON.stringify(specifications),
        item_type: 'caravan',
        thumbnails: '/t/1.jpg | /t/2.jpg',
        videos: 'https://www.youtube.com/watch?v=a|https://www.youtube.com/watch?v=b',
        private_postcode: 800,
      }),
    )
    expect(car.subscription_price).toBe(189)
    expect(car.autograb_data).toEqual({ state_average_market_price: 51_000, average_market_price: 50_500 })
    expect(car.finance_lenders).toEqual(lenders)
    expect(car.specifications).toEqual(specifications)
    expect(car.thumbnails).toEqual(['/t/1.jpg', '/t/2.jpg'])
    expect(car.videos).toHaveLength(2)
    expect(car.private_postcode).toBe('0800')
  })

  it('quotes what was wrong', () => {
    const problems = problemsOf(
      feedRow({
        offer_price: '$46,990',
        autograb_data: 'about 50k',
        item_type: 'boat',
        private_postcode: '41780',
        file: 'reports/t7001.pdf',
        youxQuote: { advertisedRate: 8.99 },
        finance_lenders: { Driveline: { interestRate: 'low' } },
        specifications: { body_length: -1 },
      }),
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'offer_price', problem: 'expected a number, got "$46,990"' },
        { field: 'autograb_data', problem: 'expected a JSON object of state_average_market_price and average_market_price, got "about 50k"' },
        { field: 'item_type', problem: 'expected one of car, caravan, motorcycle, truck; got "boat"' },
        { field: 'private_postcode', problem: 'expected four digits, got "41780"' },
        { field: 'file', problem: 'expected an http(s) address or a path starting with /, got "reports/t7001.pdf"' },
        { field: 'youxQuote.weeklyRepaymentAmount', problem: 'is required' },
        { field: 'finance_lenders.Driveline.interestRate', problem: 'expected a number, got "low"' },
        { field: 'specifications.body_length', problem: 'must be at least 0, got -1' },
      ]),
    )
  })

  it('refuses a distribution location list that is not one', () => {
    const problems = problemsOf(feedRow({ location: { ...(feedRow().location as object), distribution_locations: 'Capalaba' } }))
    expect(problems).toEqual([{ field: 'location.distribution_locations', problem: 'expected a JSON list of distribution locations, got "Capalaba"' }])
  })
})
