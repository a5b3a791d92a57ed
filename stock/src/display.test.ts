import { describe, expect, it } from 'vitest'
import { carTag, isBelowMarket, priceDisplay, sellingPrice, showsBelowMarket, type TagFields } from './display'
import { listedCar } from './car-summary'

const settings = {
  now: new Date('2026-11-23T00:00:00Z'),
  justArrivedDays: 7,
  justArrivedTag: 'Just Arrived',
  soldTag: 'JUST SOLD',
  certifiedBrand: 'Toyota',
}
const car = (fields: Partial<TagFields>): TagFields => ({ status: 'in_stock', tag: null, ...fields })

describe('carTag (spec 000 §4)', () => {
  it('follows the precedence: fuel label, reserved, certified, explicit tag, coming soon, just arrived', () => {
    const everything = car({
      make: 'Toyota',
      simple_fuel: 'Hybrid',
      reserved: true,
      certified: true,
      tag: 'Runout Sale',
      status: 'coming_soon',
      created_at: '2026-11-22T00:00:00Z',
    })
    const labels: string[] = []
    let remaining: TagFields = everything
    for (const drop of [
      { simple_fuel: 'Petrol' },
      { reserved: false },
      { certified: false },
      { tag: null },
      { status: 'in_stock' },
      { created_at: '2026-01-01T00:00:00Z' },
    ]) {
      labels.push(carTag(remaining, settings)?.label ?? 'none')
      remaining = { ...remaining, ...drop }
    }
    labels.push(carTag(remaining, settings)?.label ?? 'none')
    expect(labels).toEqual(['Hybrid', 'Reserved', 'Certified', 'Runout Sale', 'COMING SOON', 'Just Arrived', 'none'])
  })

  it("shows the certified badge only on the site's certified brand, with its badge image when it has one", () => {
    const certified = car({ certified: true, make: 'TOYOTA' })
    expect(carTag(certified, settings)).toEqual({ kind: 'certified', label: 'Certified', tone: 'red' })
    expect(carTag({ ...certified, make: 'Mazda' }, settings)).toBeNull()
    expect(carTag(certified, { ...settings, certifiedBrand: null })).toBeNull()
    expect(carTag(certified, { ...settings, certifiedBrand: ' ' })).toBeNull()
    const badge = { src: '/media/toyota-certified.png', width: 240, height: 80 }
    expect(carTag(certified, { ...settings, certifiedBadge: badge })?.badge).toEqual(badge)
    expect(carTag({ ...certified, status: 'sold' }, { ...settings, certifiedBadge: badge })).toEqual({ kind: 'sold', label: 'JUST SOLD', tone: 'red' })
  })

  it('labels electric cars Electric', () => {
    expect(carTag(car({ simple_fuel: 'Electric' }), settings)).toEqual({ kind: 'fuel', label: 'Electric', tone: 'red' })
  })

  it('says sold above everything else, in the site’s words or JUST SOLD', () => {
    expect(carTag(car({ status: 'sold', reserved: true, tag: 'Runout Sale' }), settings)?.label).toBe('JUST SOLD')
    expect(carTag(car({ status: 'sold' }), { ...settings, soldTag: 'SOLD' })?.label).toBe('SOLD')
    expect(carTag(car({ status: 'sold' }), { ...settings, soldTag: ' ' })?.label).toBe('JUST SOLD')
  })

  it('colours a runout-sale tag green and any other red', () => {
    expect(carTag(car({ tag: 'Runout Sale' }), settings)?.tone).toBe('green')
    expect(carTag(car({ tag: 'Run-out special' }), settings)?.tone).toBe('green')
    expect(carTag(car({ tag: 'Demo Clearance' }), settings)?.tone).toBe('red')
  })

  it('counts "just arrived" from the listing time, within the site’s days and not from the future', () => {
    expect(carTag(car({ created_at: '2026-11-16T00:00:01Z' }), settings)?.kind).toBe('just-arrived')
    expect(carTag(car({ created_at: '2026-11-16T00:00:00Z' }), settings)).toBeNull()
    expect(carTag(car({ created_at: '2026-11-30T00:00:00Z' }), settings)).toBeNull()
    expect(carTag(car({ created_at: 'yesterday' }), settings)).toBeNull()
    expect(carTag(car({ created_at: '2026-11-22T00:00:00Z' }), { ...settings, justArrivedDays: 0 })).toBeNull()
  })
})

describe('priceDisplay (spec 001 §4)', () => {
  const site = { subscriptions: false, noPriceText: 'Enquire for price.' }

  it('shows the subscription price first on subscription sites, per week', () => {
    expect(priceDisplay({ price: 45990, subscription_price: 199 }, { ...site, subscriptions: true })).toEqual({
      kind: 'subscription',
      amount: 199,
      text: '$199/week',
    })
    expect(priceDisplay({ price: 45990, subscription_price: 199 }, site).kind).toBe('price')
    expect(priceDisplay({ price: 45990, subscription_price: 0 }, { ...site, subscriptions: true })).toMatchObject({ kind: 'price', amount: 45990 })
  })

  it('prefers a reduced price above $10 to the price, and treats $10 or less as no price', () => {
    expect(priceDisplay({ price: 45990, offer_price: 43990, price_type: 'Drive Away' }, site)).toEqual({
      kind: 'price',
      amount: 43990,
      text: '$43,990',
      priceType: 'Drive Away',
      // The special-offers page lists it: the price it was reduced from says why.
      was: '$45,990',
    })
    expect(priceDisplay({ price: 45990, offer_price: 10 }, site)).toMatchObject({ amount: 45990 })
    expect(priceDisplay({ price: 10 }, site)).toEqual({ kind: 'none', text: 'Enquire for price.' })
  })

  it('shows PREORDER for a preorder car without a price, then the site’s no-price text', () => {
    expect(priceDisplay({ price: 0, preorder: true }, site)).toEqual({ kind: 'preorder', text: 'PREORDER' })
    expect(priceDisplay({ price: 0 }, { ...site, noPriceText: 'Call for price' })).toEqual({ kind: 'none', text: 'Call for price' })
  })

  it('shows a Was price only when before_price is higher than the price shown', () => {
    expect(priceDisplay({ price: 39990, before_price: 42990 }, site)).toMatchObject({ text: '$39,990', was: '$42,990' })
    expect(priceDisplay({ price: 39990, before_price: 39990 }, site)).toMatchObject({ was: null })
    expect(priceDisplay({ price: 45990, offer_price: 41990, before_price: 43990 }, site)).toMatchObject({ text: '$41,990', was: '$43,990' })
  })
})

describe('sellingPrice (spec 001 §4 rules 2 and 3)', () => {
  it('is the reduced or trade-in price above $10, else the price above $10, else none', () => {
    expect(sellingPrice({ price: 39_990, offer_price: 37_990 })).toBe(37_990)
    expect(sellingPrice({ price: 39_990, offer_price: 10 })).toBe(39_990)
    expect(sellingPrice({ price: 39_990, offer_price: null })).toBe(39_990)
    expect(sellingPrice({ price: 10, offer_price: null })).toBeNull()
    expect(sellingPrice({ price: 0, offer_price: 24_990 })).toBe(24_990)
  })
})

describe('isBelowMarket (spec 001 §4)', () => {
  it('needs more than $499 under the market average and under the state average', () => {
    expect(isBelowMarket(30000, { market: 30500, state: 31000 })).toBe(true)
    expect(isBelowMarket(30001, { market: 30500, state: 31000 })).toBe(false)
    expect(isBelowMarket(30000, { market: 31000, state: 30000 })).toBe(false)
    expect(isBelowMarket(30000, { market: null, state: 31000 })).toBe(false)
    expect(isBelowMarket(0, { market: 31000, state: 31000 })).toBe(false)
  })
})

describe('showsBelowMarket and the listed car (spec 001 §4 badge)', () => {
  const site = { subscriptions: false, noPriceText: '' }
  const autograb = { average_market_price: 30_500, state_average_market_price: 31_000 }

  it('compares the price the car shows, the offer price when there is one', () => {
    expect(showsBelowMarket(priceDisplay({ price: 30_000 }, site), autograb)).toBe(true)
    expect(showsBelowMarket(priceDisplay({ price: 30_400 }, site), autograb)).toBe(false)
    expect(showsBelowMarket(priceDisplay({ price: 30_400, offer_price: 29_990 }, site), autograb)).toBe(true)
  })

  it('shows no badge without market data, or without a dollar price', () => {
    expect(showsBelowMarket(priceDisplay({ price: 30_000 }, site), null)).toBe(false)
    expect(showsBelowMarket(priceDisplay({ price: 0, preorder: true }, site), autograb)).toBe(false)
    expect(showsBelowMarket(priceDisplay({ price: 30_000, subscription_price: 99 }, { ...site, subscriptions: true }), autograb)).toBe(false)
  })

  it('is decided with the tag and price on every listed car', () => {
    const settings = { justArrivedDays: 8, justArrivedTag: 'New', soldTag: 'JUST SOLD', noPriceText: '', subscriptions: false }
    const car = {
      objectID: '1',
      slug: 'a',
      name: 'A',
      year: 2020,
      make: 'Toyota',
      model: 'Corolla',
      badge: null,
      car_type: 'used' as const,
      status: 'in_stock' as const,
      tag: null,
      reserved: false,
      price: 30_000,
      price_type: null,
      km: 1,
      simple_body: 'Hatch',
      simple_transmission: 'Automatic' as const,
      stocknum: 'S1',
      primary_image_url: '',
    }
    expect(listedCar({ ...car, autograb_data: autograb }, settings, new Date()).display.belowMarket).toBe(true)
    expect(listedCar(car, settings, new Date()).display.belowMarket).toBe(false)
    expect(listedCar({ ...car, offer_price: 28_990 }, settings, new Date()).display.price).toMatchObject({ amount: 28_990 })
  })
})
