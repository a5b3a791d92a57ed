import { describe, expect, it } from 'vitest'
import { deliveryPostcodeProblem, deliveryRegionFor, type DeliveryRegion } from './delivery'

const regions: DeliveryRegion[] = [
  {
    name: 'Brisbane Metro',
    price: 0,
    postcodeRanges: [
      { from: '4000', to: '4179' },
      { from: '4500', to: '4519' },
    ],
  },
  { name: 'Queensland', price: 450, postcodeRanges: [{ from: '4000', to: '4999' }] },
  { name: 'Northern Territory', price: 1_800, postcodeRanges: [{ from: '800', to: '0899' }] },
  { name: 'Broken', price: 99, postcodeRanges: [{ from: 'abc', to: '9999' }] },
]

describe('deliveryRegionFor', () => {
  it('finds the first region whose ranges cover the postcode, ends included', () => {
    expect(deliveryRegionFor(regions, '4000')?.name).toBe('Brisbane Metro')
    expect(deliveryRegionFor(regions, '4519')?.name).toBe('Brisbane Metro')
    expect(deliveryRegionFor(regions, '4180')?.name).toBe('Queensland')
  })

  it('compares postcodes as 4 digits, leading zero and all', () => {
    expect(deliveryRegionFor(regions, '0810')?.name).toBe('Northern Territory')
    expect(deliveryRegionFor(regions, '0799')).toBeNull()
  })

  it('finds nothing for an uncovered or malformed postcode', () => {
    expect(deliveryRegionFor(regions, '2000')).toBeNull()
    expect(deliveryRegionFor(regions, '810')).toBeNull()
    expect(deliveryRegionFor([], '4000')).toBeNull()
  })
})

describe('deliveryPostcodeProblem', () => {
  it('asks for a postcode when there is none', () => {
    expect(deliveryPostcodeProblem('')).toBe('Please enter a postcode.')
    expect(deliveryPostcodeProblem('  ')).toBe('Please enter a postcode.')
  })
  it('wants exactly 4 digits', () => {
    for (const bad of ['400', '40000', '4O00', '-400']) expect(deliveryPostcodeProblem(bad)).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(deliveryPostcodeProblem('4000')).toBeNull()
    expect(deliveryPostcodeProblem(' 0800 ')).toBeNull()
  })
})
