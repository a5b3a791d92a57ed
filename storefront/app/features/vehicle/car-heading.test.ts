import { describe, expect, it } from 'vitest'
import { carBreadcrumbLabel } from './car-heading'

const car = { year: 2024, make: 'Toyota', model: 'HiLux', badge: 'SR5', series: null, name: 'Toyota HiLux SR5 Double Cab 4x4' }

describe('carBreadcrumbLabel (spec 000 §2)', () => {
  it('is year, make, model and badge when no series is shown', () => {
    expect(carBreadcrumbLabel(car)).toBe('2024 Toyota HiLux SR5')
    expect(carBreadcrumbLabel({ ...car, badge: null })).toBe('2024 Toyota HiLux')
  })

  it('is the name when the car shows a series', () => {
    expect(carBreadcrumbLabel({ ...car, series: 'GUN126R' })).toBe('Toyota HiLux SR5 Double Cab 4x4')
    expect(carBreadcrumbLabel({ ...car, series: '  ' })).toBe('2024 Toyota HiLux SR5')
  })
})
