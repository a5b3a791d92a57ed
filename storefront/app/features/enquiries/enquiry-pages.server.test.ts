import { describe, expect, it } from 'vitest'
import { serviceBookingLabel } from './enquiry-pages.server'

describe('serviceBookingLabel', () => {
  it('names the manufacturer staff set, else the one brand the dealerships sell, else none', () => {
    expect(serviceBookingLabel(' Toyota ', [['Mazda']])).toBe('Book a service with Toyota')
    expect(serviceBookingLabel(null, [['Toyota'], ['Toyota '], null])).toBe('Book a service with Toyota')
    expect(serviceBookingLabel('', [['Hyundai', 'Kia'], ['Ford']])).toBe('Book a service online')
    expect(serviceBookingLabel(undefined, [])).toBe('Book a service online')
  })
})
