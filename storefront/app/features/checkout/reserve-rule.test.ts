import { describe, expect, it } from 'vitest'
import type { ReservableCar } from './reservable'
import { canReserve, depositDollars, reserveHref, type ReserveSiteSettings } from './reserve-rule'

const car: ReservableCar & { slug: string } = {
  slug: '2022-toyota-hilux-sr5-c42',
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  reserved: false,
  price: 42_990,
}
const on: ReserveSiteSettings = { features: { reserve: true }, reserve: { carTypes: ['new', 'used', 'demo'] } }

describe('canReserve (spec 000 §5, spec 001 §4)', () => {
  it('an available, priced car on a site with Reserve on: yes, unset settings count as on for every type', () => {
    expect(canReserve(on, car)).toBe(true)
    expect(canReserve(null, car)).toBe(true)
    expect(canReserve({}, { ...car, status: 'coming_soon' })).toBe(true)
  })

  it('not when the site turned Reserve off', () => {
    expect(canReserve({ ...on, features: { reserve: false } }, car)).toBe(false)
  })

  it('only for the car types the site reserves', () => {
    const newOnly: ReserveSiteSettings = { features: { reserve: true }, reserve: { carTypes: ['new'] } }
    expect(canReserve(newOnly, car)).toBe(false)
    expect(canReserve(newOnly, { ...car, car_type: 'new' })).toBe(true)
    expect(canReserve({ reserve: { carTypes: [] } }, car)).toBe(false)
  })

  it('not for a sold car, or one no longer in stock', () => {
    expect(canReserve(on, { ...car, status: 'sold' })).toBe(false)
    expect(canReserve(on, { ...car, sold: true })).toBe(false)
    expect(canReserve(on, { ...car, status: 'others' })).toBe(false)
  })

  it('not for a car someone reserved', () => {
    expect(canReserve(on, { ...car, reserved: true })).toBe(false)
  })

  it('not for a car without a price', () => {
    expect(canReserve(on, { ...car, price: 0 })).toBe(false)
    expect(canReserve(on, { ...car, price: Number.NaN })).toBe(false)
  })
})

describe('reserveHref', () => {
  it('the checkout path, or buy-online where the site says so; null when the car can’t be reserved', () => {
    expect(reserveHref(on, car)).toBe('/cars/2022-toyota-hilux-sr5-c42/checkout')
    expect(reserveHref({ ...on, features: { reserve: true, buyOnlinePath: true } }, car)).toBe('/cars/2022-toyota-hilux-sr5-c42/buy-online')
    expect(reserveHref(on, { ...car, reserved: true })).toBeNull()
  })
})

describe('depositDollars (spec 001 §9: $200 by default)', () => {
  it('the site’s deposit in whole dollars, else 200', () => {
    expect(depositDollars(null)).toBe(200)
    expect(depositDollars({ reserve: { deposit: null } })).toBe(200)
    expect(depositDollars({ reserve: { deposit: 500 } })).toBe(500)
    expect(depositDollars({ reserve: { deposit: 0 } })).toBe(200)
  })
})
