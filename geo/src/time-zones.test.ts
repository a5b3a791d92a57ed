import { describe, expect, it } from 'vitest'
import { locationTimeZone, stateTimeZone } from './time-zones'

describe('locationTimeZone', () => {
  const address = { state: 'WA' }

  it("is the location's own zone, else its state's capital's, else Brisbane's", () => {
    expect(locationTimeZone({ timeZone: null, address })).toBe('Australia/Perth')
    expect(locationTimeZone({ timeZone: 'Australia/Eucla', address })).toBe('Australia/Eucla')
    expect(locationTimeZone({ timeZone: undefined, address: { state: 'ACT' } })).toBe('Australia/Sydney')
    expect(stateTimeZone('SA')).toBe('Australia/Adelaide')
    expect(stateTimeZone(null)).toBe('Australia/Brisbane')
  })
})
