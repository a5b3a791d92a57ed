import { describe, expect, it } from 'vitest'
import { hasValuationPlugin, showTradeInButton, tradeInPath, type TradeInButtonCar } from './trade-in-button'

const inStock: TradeInButtonCar = { status: 'in_stock', reserved: false, sold: false, show_on_dealer_website: true, price: 24_990 }
const plugins = ['Car Analysis', 'Autogauge']

describe('showTradeInButton (spec 001 §4)', () => {
  it('shows for an in-stock, unsold, unreserved car priced above 200 on a site with the Autogauge plugin', () => {
    expect(showTradeInButton(plugins, inStock)).toBe(true)
    expect(showTradeInButton(['Autogauge'], { ...inStock, price: 201 })).toBe(true)
  })

  it('needs the valuation plugin, not another one', () => {
    expect(showTradeInButton(['Car Analysis', 'PPSR Report'], inStock)).toBe(false)
    expect(showTradeInButton([], inStock)).toBe(false)
    expect(showTradeInButton(null, inStock)).toBe(false)
    expect(showTradeInButton(undefined, inStock)).toBe(false)
  })

  it('hides for a car not in stock: coming soon, sold, or anything else', () => {
    expect(showTradeInButton(plugins, { ...inStock, status: 'coming_soon' })).toBe(false)
    expect(showTradeInButton(plugins, { ...inStock, status: 'sold' })).toBe(false)
    expect(showTradeInButton(plugins, { ...inStock, status: 'others' })).toBe(false)
  })

  it('hides for a car marked sold, reserved, or hidden from the website, whatever its status', () => {
    expect(showTradeInButton(plugins, { ...inStock, sold: true })).toBe(false)
    expect(showTradeInButton(plugins, { ...inStock, reserved: true })).toBe(false)
    expect(showTradeInButton(plugins, { ...inStock, show_on_dealer_website: false })).toBe(false)
  })

  it('hides at a price of 200 or less (no price is 0)', () => {
    expect(showTradeInButton(plugins, { ...inStock, price: 200 })).toBe(false)
    expect(showTradeInButton(plugins, { ...inStock, price: 0 })).toBe(false)
  })

  it("reads a card's summary, which leaves out sold and show_on_dealer_website", () => {
    expect(showTradeInButton(plugins, { status: 'in_stock', reserved: false, price: 18_500 })).toBe(true)
    expect(showTradeInButton(plugins, { status: 'in_stock', reserved: true, price: 18_500 })).toBe(false)
  })
})

describe('hasValuationPlugin', () => {
  it('is the Autogauge plugin, spelled as Site settings spell it', () => {
    expect(hasValuationPlugin(['Autogauge'])).toBe(true)
    expect(hasValuationPlugin(['autogauge'])).toBe(false)
  })
})

describe('tradeInPath', () => {
  it('names the car by its id, encoded', () => {
    expect(tradeInPath('12345')).toBe('/cars/trade-in?car_id=12345')
    expect(tradeInPath('a b&c')).toBe('/cars/trade-in?car_id=a+b%26c')
  })
})
