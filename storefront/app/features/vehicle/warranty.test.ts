import { describe, expect, it } from 'vitest'
import { STANDARD_WARRANTY_YEARS, warrantyPromo, warrantyYears, type WarrantyCar, type WarrantySettings } from './warranty'

const car = (overrides: Partial<WarrantyCar> = {}): WarrantyCar => ({ car_type: 'new', make: 'Toyota', status: 'in_stock', ...overrides })

const bayside: WarrantySettings = { show: true, standardYears: 3, newCarMakes: [{ make: 'Toyota', years: 5 }] }
const southernCross: WarrantySettings = {
  standardYears: 3,
  newCarMakes: [
    { make: 'Kia', years: 7 },
    { make: 'Mitsubishi', years: 7 },
  ],
}

describe('warrantyYears (spec 001 §9: 3 year standard, 5 or 7 year for some new cars)', () => {
  it("gives a new car of a listed make the make's longer warranty, matched whatever the case or spacing", () => {
    expect(warrantyYears(car(), bayside)).toBe(5)
    expect(warrantyYears(car({ make: ' kia ' }), southernCross)).toBe(7)
  })

  it('gives a new car of an unlisted make the standard years', () => {
    expect(warrantyYears(car({ make: 'Mazda' }), southernCross)).toBe(3)
    expect(warrantyYears(car({ make: 'Toyota' }), { standardYears: 4 })).toBe(4)
  })

  it("gives a demo car its make's new-car warranty", () => {
    expect(warrantyYears(car({ car_type: 'demo' }), bayside)).toBe(5)
    expect(warrantyYears(car({ car_type: 'demo', make: 'Hyundai' }), southernCross)).toBe(3)
  })

  it('gives a used car the standard years, even of a make with a longer new-car warranty', () => {
    expect(warrantyYears(car({ car_type: 'used' }), bayside)).toBe(3)
    expect(warrantyYears(car({ car_type: 'used', make: 'Kia' }), { ...southernCross, standardYears: 2 })).toBe(2)
  })

  it('falls back to 3 years where the site has no settings or cleared the standard years; 0 means none', () => {
    expect(STANDARD_WARRANTY_YEARS).toBe(3)
    expect(warrantyYears(car({ car_type: 'used' }), null)).toBe(3)
    expect(warrantyYears(car({ car_type: 'used' }), { standardYears: null })).toBe(3)
    expect(warrantyYears(car({ car_type: 'used' }), { standardYears: 0 })).toBeNull()
  })

  it('ignores a listed make with no usable years', () => {
    expect(
      warrantyYears(car(), {
        newCarMakes: [
          { make: 'Toyota', years: null },
          { make: null, years: 7 },
        ],
      }),
    ).toBe(3)
    expect(warrantyYears(car({ make: '' }), { newCarMakes: [{ make: 'Toyota', years: 5 }] })).toBe(3)
  })
})

describe('warrantyPromo', () => {
  it('names the years for a car for sale, in stock or coming soon', () => {
    expect(warrantyPromo(car(), bayside)).toEqual({ years: '5-year warranty', plan: null })
    expect(warrantyPromo(car({ car_type: 'used', status: 'coming_soon' }), bayside)).toEqual({ years: '3-year warranty', plan: null })
    expect(warrantyPromo(car({ car_type: 'new', make: 'Kia' }), southernCross)?.years).toBe('7-year warranty')
  })

  it('shows the standard promo on a site that has set nothing', () => {
    expect(warrantyPromo(car({ car_type: 'used' }), undefined)).toEqual({ years: '3-year warranty', plan: null })
  })

  it('shows nothing for a sold car, or a car in a status that is not for sale', () => {
    expect(warrantyPromo(car({ status: 'sold' }), bayside)).toBeNull()
    expect(warrantyPromo(car({ status: 'others' }), { ...bayside, planKm: 175_000 })).toBeNull()
  })

  it('shows nothing where the site has turned the promo off', () => {
    expect(warrantyPromo(car(), { ...bayside, show: false, planKm: 175_000 })).toBeNull()
  })

  it("adds the site's extended plan, its distance in en-AU format", () => {
    expect(warrantyPromo(car({ car_type: 'used' }), { planKm: 175_000 })).toEqual({
      years: '3-year warranty',
      plan: { text: 'Up to 175,000 km warranty plan', href: null },
    })
  })

  it('names the plan and links its terms when the site gives them', () => {
    expect(warrantyPromo(car({ car_type: 'used' }), { planKm: 175_000, planName: ' Outback Care ', planUrl: '/pages/warranty' })?.plan).toEqual({
      text: 'Outback Care: up to 175,000 km warranty plan',
      href: '/pages/warranty',
    })
    expect(warrantyPromo(car(), { planKm: 150_000, planUrl: 'https://warranty.example.com.au/plan' })?.plan?.href).toBe('https://warranty.example.com.au/plan')
  })

  it('links no plan address but a page of the site or an https:// one', () => {
    for (const planUrl of ['javascript:alert(1)', '//evil.example.com', 'http://insecure.example.com', 'pages/warranty', '']) {
      expect(warrantyPromo(car(), { planKm: 175_000, planUrl })?.plan?.href).toBeNull()
    }
  })

  it('shows no plan line for a blank, zero or nonsense distance', () => {
    for (const planKm of [null, 0, -5, Number.NaN]) expect(warrantyPromo(car(), { ...bayside, planKm })?.plan).toBeNull()
  })

  it('shows the plan alone when the site gives no standard years, and nothing when it gives neither', () => {
    expect(warrantyPromo(car({ car_type: 'used' }), { standardYears: 0, planKm: 175_000 })).toEqual({
      years: null,
      plan: { text: 'Up to 175,000 km warranty plan', href: null },
    })
    expect(warrantyPromo(car({ car_type: 'used' }), { standardYears: 0 })).toBeNull()
  })
})
