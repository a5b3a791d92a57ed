import { beforeEach, describe, expect, it, vi } from 'vitest'
import { comparableFilters } from '@dealer/stock/comparables'
import { stockRecords } from '../../../server/search.server'
import type { Tenant } from '../../../server/tenant'
import { stockComparablesReader } from './stock-comparables.server'

// The search client itself is the integration tests' business: here, what the reader asks of it and makes of its answer.
vi.mock('../../../server/search.server', () => ({ stockRecords: vi.fn() }))
const search = vi.mocked(stockRecords)
const tenant: Tenant = { id: 1, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }
const subject = { make: 'Toyota', model: 'HiLux', year: 2022, km: 50_000 }

// A block, not an expression: a function beforeEach returns is run after the test.
beforeEach(() => {
  search.mockReset()
})

describe('stockComparablesReader', () => {
  it('asks the site’s stock for the comparables engine’s filter, and reads sales and listings apart', async () => {
    search.mockResolvedValue([
      { price: 45_000, year: 2022, km: 40_000, created_at_timestamp: 1_000, sold_date_timestamp: null, status: 'in_stock' },
      { price: 44_000, year: 2021, km: 60_000, created_at_timestamp: 2_000, sold_date_timestamp: 9_000, status: 'sold' },
      { price: 46_000, year: 2023, km: 30_000, created_at_timestamp: 3_000, sold_date_timestamp: null, status: 'sold' },
    ])
    expect(await stockComparablesReader(tenant)(subject)).toEqual([
      { price: 45_000, year: 2022, km: 40_000, listedAt: 1_000, soldAt: null },
      { price: 44_000, year: 2021, km: 60_000, listedAt: 2_000, soldAt: 9_000 },
      // Sold without a date: counted as sold when it was listed.
      { price: 46_000, year: 2023, km: 30_000, listedAt: 3_000, soldAt: 3_000 },
    ])
    const [askedTenant, filters, limit, attributes] = search.mock.calls[0]
    expect(askedTenant).toBe(tenant)
    expect(filters).toEqual(comparableFilters(subject))
    expect(limit).toBeGreaterThanOrEqual(50)
    expect(attributes).toEqual(expect.arrayContaining(['price', 'year', 'km', 'created_at_timestamp', 'sold_date_timestamp', 'status']))
  })
})
