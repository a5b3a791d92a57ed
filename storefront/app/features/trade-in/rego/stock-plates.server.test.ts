import { describe, expect, it, vi } from 'vitest'
import { stockRecords } from '../../../server/search.server'
import type { Tenant } from '../../../server/tenant'
import { stockPlateReader } from './stock-plates.server'

// The search client itself is the integration tests' business: here, what the reader asks of it and makes of its answer.
vi.mock('../../../server/search.server', () => ({ stockRecords: vi.fn() }))
const search = vi.mocked(stockRecords)
const tenant: Tenant = { id: 1, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }

describe('stockPlateReader', () => {
  it('asks the site’s stock for the plate and answers each car’s make, model, year, badge, colour, VIN, id and state', async () => {
    search.mockResolvedValue([
      { id: 7, make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL', state: 'QLD', colour: 'Glacier White', vin: '', objectID: '7' },
    ])
    expect(await stockPlateReader(tenant)('412KLM')).toEqual([
      { id: 7, make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL', state: 'QLD', colour: 'Glacier White', vin: null },
    ])
    const [askedTenant, filters, , attributes] = search.mock.calls[0]
    expect(askedTenant).toBe(tenant)
    expect(filters).toEqual(['regplate:"412KLM"'])
    expect(attributes).toEqual(expect.arrayContaining(['id', 'make', 'model', 'year', 'badge', 'state', 'colour', 'vin']))
  })
})
