import { describe, expect, it } from 'vitest'
import { savedCarButtonsShown, savedCarSettings, type SavedCarFacts, type SavedCarSettings } from './saved-car-visibility'

const usedCar: SavedCarFacts = { status: 'in_stock', car_type: 'used', price: 24_990, hasImages: true }
const everyCar: SavedCarSettings = { favourites: true, usedPricedWithImagesOnly: false }
const strict: SavedCarSettings = { favourites: true, usedPricedWithImagesOnly: true }

describe('savedCarButtonsShown', () => {
  it('shows the buttons on a car for sale when the site has favourites', () => {
    expect(savedCarButtonsShown(usedCar, everyCar)).toBe(true)
    expect(savedCarButtonsShown({ ...usedCar, status: 'coming_soon' }, everyCar)).toBe(true)
  })

  it('hides them on every car when the site has no favourites', () => {
    expect(savedCarButtonsShown(usedCar, { ...everyCar, favourites: false })).toBe(false)
    expect(savedCarButtonsShown(usedCar, { favourites: false, usedPricedWithImagesOnly: true })).toBe(false)
  })

  it('hides them on a car that is not for sale', () => {
    for (const status of ['sold', 'in_transit', 'deleted', '']) expect(savedCarButtonsShown({ ...usedCar, status }, everyCar), status).toBe(false)
  })

  it('shows them on new, unpriced and photo-less cars unless the site asks for the stricter rule', () => {
    const plain: SavedCarFacts = { status: 'in_stock', car_type: 'new', price: 0, hasImages: false }
    expect(savedCarButtonsShown(plain, everyCar)).toBe(true)
    expect(savedCarButtonsShown(plain, strict)).toBe(false)
  })

  it('under the stricter rule needs a used car priced above 0 with images', () => {
    expect(savedCarButtonsShown(usedCar, strict)).toBe(true)
    expect(savedCarButtonsShown({ ...usedCar, car_type: 'new' }, strict)).toBe(false)
    expect(savedCarButtonsShown({ ...usedCar, car_type: 'demo' }, strict)).toBe(false)
    expect(savedCarButtonsShown({ ...usedCar, price: 0 }, strict)).toBe(false)
    expect(savedCarButtonsShown({ ...usedCar, price: -1 }, strict)).toBe(false)
    expect(savedCarButtonsShown({ ...usedCar, hasImages: false }, strict)).toBe(false)
    expect(savedCarButtonsShown({ ...usedCar, status: 'sold' }, strict)).toBe(false)
  })
})

describe('savedCarSettings', () => {
  it('reads the two flags from Site settings', () => {
    expect(savedCarSettings({ features: { favourites: false, favouritesUsedPricedWithImagesOnly: true } })).toEqual({
      favourites: false,
      usedPricedWithImagesOnly: true,
    })
  })

  it("falls back to the fields' defaults: favourites on, on every car", () => {
    expect(savedCarSettings(null)).toEqual({ favourites: true, usedPricedWithImagesOnly: false })
    expect(savedCarSettings({ features: { favourites: null, favouritesUsedPricedWithImagesOnly: null } })).toEqual({
      favourites: true,
      usedPricedWithImagesOnly: false,
    })
  })
})
