import { describe, expect, it } from 'vitest'
import { keepReserved } from './reserved-cars'

describe('keepReserved', () => {
  it('keeps cars reserved online reserved whatever the feed says, and leaves the others as the feed has them', () => {
    const cars = [
      { objectID: '1', reserved: false },
      { objectID: '2', reserved: false },
      { objectID: '3', reserved: true },
    ]
    expect(keepReserved(cars, new Set(['2', '9']))).toEqual([
      { objectID: '1', reserved: false },
      { objectID: '2', reserved: true },
      { objectID: '3', reserved: true },
    ])
    expect(keepReserved(cars, new Set())).toEqual(cars)
  })
})
