import { describe, expect, it } from 'vitest'
import { isListed, listingDecision } from './listing'

const now = 1_800_000_000
const day = 86_400

describe('isListed', () => {
  it('lists cars in stock or coming soon that the dealer shows', () => {
    expect(isListed({ status: 'in_stock', show_on_dealer_website: true }, now)).toBe(true)
    expect(isListed({ status: 'coming_soon' }, now)).toBe(true)
    expect(isListed({ status: 'in_stock', show_on_dealer_website: false }, now)).toBe(false)
  })

  it('keeps a sold car for three days by default, or the dealer’s own window', () => {
    expect(isListed({ status: 'sold', sold_date_timestamp: now - 3 * day }, now)).toBe(true)
    expect(isListed({ status: 'sold', sold_date_timestamp: now - 3 * day - 1 }, now)).toBe(false)
    expect(isListed({ status: 'sold', sold_date_timestamp: now - 6 * day }, now, 7)).toBe(true)
    expect(isListed({ status: 'sold', sold_date_timestamp: null }, now)).toBe(false)
  })

  it('hides other statuses', () => {
    expect(isListed({ status: 'others' }, now)).toBe(false)
  })
})

describe('listingDecision', () => {
  it('says why a car is not listed', () => {
    expect(listingDecision({ status: 'sold', sold_date_timestamp: now - 5 * day }, now)).toEqual({
      listed: false,
      reason: 'sold on 2027-01-10, more than 3 days ago',
    })
    expect(listingDecision({ status: 'sold', sold_date_timestamp: now + day }, now)).toEqual({ listed: false, reason: 'sold, with a sold date in the future' })
    expect(listingDecision({ status: 'coming_soon', show_on_dealer_website: false }, now)).toEqual({
      listed: false,
      reason: 'not shown on the dealer website (show_on_dealer_website is false)',
    })
    expect(listingDecision({ status: 'sold', sold_date_timestamp: now - day }, now)).toEqual({ listed: true })
  })
})
