import { describe, expect, it } from 'vitest'
import { priceChanges, type SavedCarPrice } from './drops'

const saved = (overrides: Partial<SavedCarPrice> = {}): SavedCarPrice => ({ id: 1, carId: '501', priceAlerts: true, lastKnownPrice: 25_990, ...overrides })
const listed = (entries: Array<[string, number]>) => new Map(entries)

describe('priceChanges', () => {
  it('alerts an opted-in saved car whose price fell, and remembers the new price', () => {
    expect(priceChanges([saved()], listed([['501', 23_990]]))).toEqual({
      drops: [{ savedCar: 1, oldPrice: 25_990, newPrice: 23_990 }],
      lastKnown: [{ savedCar: 1, price: 23_990 }],
    })
  })

  it('does not alert a car saved without alerts, but still follows its price', () => {
    expect(priceChanges([saved({ priceAlerts: false })], listed([['501', 23_990]]))).toEqual({ drops: [], lastKnown: [{ savedCar: 1, price: 23_990 }] })
  })

  it('an equal price changes nothing; a raise is remembered without an alert', () => {
    expect(priceChanges([saved()], listed([['501', 25_990]]))).toEqual({ drops: [], lastKnown: [] })
    expect(priceChanges([saved()], listed([['501', 27_990]]))).toEqual({ drops: [], lastKnown: [{ savedCar: 1, price: 27_990 }] })
  })

  it('a raise then a drop alerts again, from the raised price', () => {
    const raised = priceChanges([saved()], listed([['501', 27_990]]))
    const after = saved({ lastKnownPrice: raised.lastKnown[0].price })
    expect(priceChanges([after], listed([['501', 26_990]])).drops).toEqual([{ savedCar: 1, oldPrice: 27_990, newPrice: 26_990 }])
  })

  it('the same list twice alerts once: the second sees the price it remembered', () => {
    const first = priceChanges([saved()], listed([['501', 23_990]]))
    const second = priceChanges([saved({ lastKnownPrice: first.lastKnown[0].price })], listed([['501', 23_990]]))
    expect(first.drops).toHaveLength(1)
    expect(second).toEqual({ drops: [], lastKnown: [] })
  })

  it('leaves a car the list does not name alone, and ignores "no price" (0)', () => {
    expect(priceChanges([saved()], listed([['999', 1_000]]))).toEqual({ drops: [], lastKnown: [] })
    expect(priceChanges([saved()], listed([['501', 0]]))).toEqual({ drops: [], lastKnown: [] })
  })

  it('a car saved without a price gets one to compare with, and no alert', () => {
    expect(priceChanges([saved({ lastKnownPrice: null })], listed([['501', 19_990]]))).toEqual({ drops: [], lastKnown: [{ savedCar: 1, price: 19_990 }] })
  })

  it('judges each saved car of the same car on its own (two customers saved it)', () => {
    const cars = [saved({ id: 1 }), saved({ id: 2, priceAlerts: false }), saved({ id: 3, lastKnownPrice: 22_000 })]
    expect(priceChanges(cars, listed([['501', 23_990]])).drops).toEqual([{ savedCar: 1, oldPrice: 25_990, newPrice: 23_990 }])
  })
})
