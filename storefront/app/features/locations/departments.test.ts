import type { Location } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { departmentsAt } from './departments'

type Department = Parameters<typeof departmentsAt>[0]

const CLEVELAND = { street: '112 Shore Street West', city: 'Cleveland', state: 'QLD' as const, postcode: '4163' }

function department(id: number, locationType: Location['locationType'], overrides: Partial<Department> = {}): Department {
  return { id, name: `Cleveland ${locationType}`, locationType, visible: true, dealership: 7, address: CLEVELAND, ...overrides }
}

const ids = (list: Department[]) => list.map((entry) => entry.id)

describe('departmentsAt', () => {
  it('groups the same dealership at the same street and postcode, sales, service, parts', () => {
    const sales = department(1, 'sales')
    const parts = department(2, 'parts')
    const service = department(3, 'service', { address: { ...CLEVELAND, street: ' 112  shore street WEST ' } })
    expect(ids(departmentsAt(parts, [parts, service, sales]))).toEqual([1, 3, 2])
    expect(ids(departmentsAt(sales, [sales, parts, service]))).toEqual([1, 3, 2])
  })

  it('leaves out another dealership, another address, another postcode and hidden ones, but never the location itself', () => {
    const sales = department(1, 'sales', { visible: false })
    const others = [
      department(2, 'service', { dealership: { id: 8 } as Location['dealership'] & object }),
      department(3, 'service', { address: { ...CLEVELAND, street: '45 Old Cleveland Road' } }),
      department(4, 'parts', { address: { ...CLEVELAND, postcode: '4157' } }),
      department(5, 'parts', { visible: false }),
      department(6, 'service', { dealership: { id: 7 } as Location['dealership'] & object }),
    ]
    expect(ids(departmentsAt(sales, [sales, ...others]))).toEqual([1, 6])
  })

  it('is the location alone when nothing shares its address', () => {
    const sales = department(1, 'sales')
    expect(ids(departmentsAt(sales, [sales, department(2, 'sales', { address: { ...CLEVELAND, street: '1 Other St' } })]))).toEqual([1])
  })
})
