import { describe, expect, it } from 'vitest'
import { manufacturerOf } from './manufacturer-of'

const MAKES = [
  { name: 'Toyota', slug: 'toyota' },
  { name: 'Land Rover', slug: 'land-rover' },
  { name: 'Mercedes-Benz', slug: 'mercedes-benz' },
]

describe('manufacturerOf', () => {
  it("finds a car's make in the shared list whatever its case and spacing", () => {
    expect(manufacturerOf(MAKES, 'Toyota')?.slug).toBe('toyota')
    expect(manufacturerOf(MAKES, 'TOYOTA')?.slug).toBe('toyota')
    expect(manufacturerOf(MAKES, 'Land Rover')?.slug).toBe('land-rover')
    expect(manufacturerOf(MAKES, 'MERCEDES-BENZ')?.slug).toBe('mercedes-benz')
  })

  it('is null for a make the list lacks, or none', () => {
    expect(manufacturerOf(MAKES, 'Lada')).toBeNull()
    expect(manufacturerOf(MAKES, '')).toBeNull()
  })
})
