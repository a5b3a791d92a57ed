import { describe, expect, it } from 'vitest'
import { reserveSettingsOf, whyNotReservable, type ReservableCar } from './reservable'

const car: ReservableCar = { car_type: 'used', status: 'in_stock', sold: false, reserved: false, price: 24_990 }
const on = { enabled: true, carTypes: ['new', 'used', 'demo'] }

describe('whyNotReservable', () => {
  it('an available, priced, unreserved car of a reservable type on a site with Reserve on can be reserved', () => {
    expect(whyNotReservable(car, on)).toBeNull()
    expect(whyNotReservable({ ...car, status: 'coming_soon' }, on)).toBeNull()
  })

  it('says why not, in order: the site, the car type, availability, already reserved, no price', () => {
    expect(whyNotReservable(car, { ...on, enabled: false })).toBe('reserve-off')
    expect(whyNotReservable(car, { ...on, carTypes: ['new'] })).toBe('car-type')
    expect(whyNotReservable({ ...car, status: 'sold' }, on)).toBe('unavailable')
    expect(whyNotReservable({ ...car, sold: true }, on)).toBe('unavailable')
    expect(whyNotReservable({ ...car, reserved: true }, on)).toBe('reserved')
    expect(whyNotReservable({ ...car, price: 0 }, on)).toBe('no-price')
  })
})

describe('reserveSettingsOf', () => {
  it('takes the CMS defaults for a site without settings', () => {
    expect(reserveSettingsOf(null)).toEqual({ enabled: true, carTypes: ['new', 'used', 'demo'] })
    expect(reserveSettingsOf({ features: { reserve: false }, reserve: { carTypes: ['new'] } })).toEqual({ enabled: false, carTypes: ['new'] })
  })
})
