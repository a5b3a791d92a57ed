import { describe, expect, it } from 'vitest'
import { compareRows, inNamedOrder } from './compare-table'

describe('compareRows', () => {
  it('lines up each specification across the cars, price first, with null where a car lacks one', () => {
    const rows = compareRows([
      {
        price: '$24,990',
        specs: [
          { label: 'Year', value: '2021' },
          { label: 'Seats', value: '5' },
        ],
      },
      {
        price: 'Enquire for price.',
        specs: [
          { label: 'Seats', value: '7' },
          { label: 'Odometer', value: '12,345 km' },
        ],
      },
    ])
    expect(rows).toEqual([
      { label: 'Price', values: ['$24,990', 'Enquire for price.'] },
      { label: 'Year', values: ['2021', null] },
      { label: 'Odometer', values: [null, '12,345 km'] },
      { label: 'Seats', values: ['5', '7'] },
    ])
  })

  it('leaves out specifications that are not compared (VIN, rego) and lines no car has', () => {
    const rows = compareRows([
      {
        price: '$1',
        specs: [
          { label: 'VIN', value: 'JTNK' },
          { label: 'Rego Plate', value: 'ABC123' },
        ],
      },
    ])
    expect(rows.map((row) => row.label)).toEqual(['Price'])
  })

  it('has no lines without cars', () => {
    expect(compareRows([])).toEqual([])
  })
})

describe('inNamedOrder', () => {
  it('orders the cars as named and skips names with no car', () => {
    const cars = [{ slug: 'b' }, { slug: 'a' }, { slug: 'c' }]
    expect(inNamedOrder(cars, ['c', 'x', 'a'])).toEqual([{ slug: 'c' }, { slug: 'a' }])
  })
})
