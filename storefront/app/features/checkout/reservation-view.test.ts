import { describe, expect, it } from 'vitest'
import { CHECKOUT_TEXTS, RESERVATION_STATUSES } from './checkout-api'
import { awaitsPayment, confirmationHeading, depositText, RESERVATION_STATUS_LABELS, reservationHref } from './reservation-view'

const car = { id: 'c1', slug: '2022-toyota-hilux-sr5-c42', title: '2022 Toyota HiLux SR5', image: null }

describe('reservation view', () => {
  it('the deposit in dollars as the site shows money: $200, $1,000, $199.50', () => {
    expect(depositText(20_000)).toBe('$200')
    expect(depositText(100_000)).toBe('$1,000')
    expect(depositText(19_950)).toBe('$199.50')
  })

  it('headings: the contract’s texts for paid, held, declined and expired; every status has one and a label', () => {
    expect(confirmationHeading('paid')).toBe(CHECKOUT_TEXTS.confirmed)
    expect(confirmationHeading('held')).toBe(CHECKOUT_TEXTS.pending)
    expect(confirmationHeading('declined')).toBe(CHECKOUT_TEXTS.declined)
    expect(confirmationHeading('expired')).toBe(CHECKOUT_TEXTS.expired)
    for (const status of RESERVATION_STATUSES) {
      expect(confirmationHeading(status)).toMatch(/\S/)
      expect(RESERVATION_STATUS_LABELS[status]).toMatch(/\S/)
    }
  })

  it('links a paying or paid reservation to its confirmation, a cancelled one to the car', () => {
    expect(reservationHref({ id: '12', status: 'paid', car })).toBe('/checkout/confirmation?reservation=12')
    expect(reservationHref({ id: '12', status: 'held', car })).toBe('/checkout/confirmation?reservation=12')
    expect(reservationHref({ id: '12', status: 'refunded', car })).toBe('/cars/2022-toyota-hilux-sr5-c42')
  })

  it('only a held reservation is still waiting for its payment', () => {
    expect(RESERVATION_STATUSES.filter(awaitsPayment)).toEqual(['held'])
  })
})
