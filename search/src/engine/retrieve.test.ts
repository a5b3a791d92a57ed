import { describe, expect, it } from 'vitest'
import { retrieveAttributes } from './retrieve'

const car = { objectID: '7', make: 'Kia', price: 20_000, cost: 15_000, location: { city: 'Penrith', lat: -33.7 }, photos: [{ url: 'a.jpg', w: 100 }] }

describe('retrieveAttributes', () => {
  it('returns the whole record when nothing or * is asked for', () => {
    expect(retrieveAttributes(car, undefined)).toEqual(car)
    expect(retrieveAttributes(car, ['*'])).toEqual(car)
  })

  it('picks the attributes listed, objectID always, nested ones by dotted path', () => {
    expect(retrieveAttributes(car, ['make', 'location.city', 'missing'])).toEqual({ objectID: '7', make: 'Kia', location: { city: 'Penrith' } })
    expect(retrieveAttributes(car, ['photos.url'])).toEqual({ objectID: '7', photos: car.photos })
  })

  it('leaves out excluded attributes after * without changing the stored record', () => {
    expect(retrieveAttributes(car, ['*', '-cost', '-location.lat', '-objectID'])).toEqual({
      objectID: '7',
      make: 'Kia',
      price: 20_000,
      location: { city: 'Penrith' },
      photos: car.photos,
    })
    expect(car.location.lat).toBe(-33.7)
    expect(car.cost).toBe(15_000)
  })
})
