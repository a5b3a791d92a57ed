import { describe, expect, it } from 'vitest'
import { FUEL_DEFAULTS, showsFuelCalculator, weeklyFuelCost } from './fuel'

const defaults = { pricePerLitre: FUEL_DEFAULTS.pricePerLitre, weeklyKm: FUEL_DEFAULTS.weeklyKm, defaultConsumption: FUEL_DEFAULTS.consumption }

describe('weeklyFuelCost', () => {
  it("works out distance / 100 × consumption × price with the car's consumption", () => {
    // 250 km / 100 × 7.6 L × $1.70 = $32.30.
    expect(weeklyFuelCost({ ...defaults, consumption: 7.6 })).toBe(32.3)
    // 320 / 100 × 8.3 × 1.899 = 50.43744.
    expect(weeklyFuelCost({ consumption: 8.3, pricePerLitre: 1.899, weeklyKm: 320, defaultConsumption: 10 })).toBe(50.44)
  })

  it('uses the default consumption when the car has none', () => {
    // 2.5 × 10 × 1.70 = $42.50.
    expect(weeklyFuelCost({ ...defaults, consumption: null })).toBe(42.5)
    expect(weeklyFuelCost({ ...defaults, consumption: 0 })).toBe(42.5)
  })
})

describe('showsFuelCalculator', () => {
  it('is hidden for electric cars', () => {
    expect(showsFuelCalculator({ simple_fuel: 'Electric', fuel: 'Electric' })).toBe(false)
    expect(showsFuelCalculator({ simple_fuel: null, fuel: 'electric' })).toBe(false)
  })

  it('shows for cars that burn fuel, hybrids included', () => {
    expect(showsFuelCalculator({ simple_fuel: 'Diesel', fuel: 'Diesel' })).toBe(true)
    expect(showsFuelCalculator({ simple_fuel: 'Hybrid', fuel: 'Petrol/Electric Hybrid' })).toBe(true)
    expect(showsFuelCalculator({ simple_fuel: 'Plug-in Hybrid Electric', fuel: null })).toBe(true)
    expect(showsFuelCalculator({ simple_fuel: null, fuel: 'Petrol - Electric' })).toBe(true)
  })

  it('shows when the fuel is unknown', () => {
    expect(showsFuelCalculator({ simple_fuel: null, fuel: null })).toBe(true)
  })
})
