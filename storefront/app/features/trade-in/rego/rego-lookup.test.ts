import { describe, expect, it } from 'vitest'
import { isRegistrationState, normalisePlate } from './rego-lookup'

describe('normalisePlate', () => {
  it('keys a plate as registries do: upper case, no spaces or dashes', () => {
    expect(normalisePlate(' abc 123 ')).toBe('ABC123')
    expect(normalisePlate('1-abc-23')).toBe('1ABC23')
    expect(normalisePlate('Trade1')).toBe('TRADE1')
  })
  it('refuses what cannot be a plate', () => {
    expect(normalisePlate('')).toBeNull()
    expect(normalisePlate('   ')).toBeNull()
    expect(normalisePlate('ABCDEFGHIJ')).toBeNull()
    expect(normalisePlate('AB*123')).toBeNull()
    expect(normalisePlate('ÄBC123')).toBeNull()
  })
})

describe('isRegistrationState', () => {
  it('knows the six states and two territories, in capitals', () => {
    expect(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].every(isRegistrationState)).toBe(true)
    expect(isRegistrationState('qld')).toBe(false)
    expect(isRegistrationState('NZ')).toBe(false)
    expect(isRegistrationState(undefined)).toBe(false)
  })
})
