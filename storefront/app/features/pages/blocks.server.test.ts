import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeaturedStockBlock } from '@dealer/cms-contract'
import type { CarSummary } from '@dealer/stock/car-summary'
import { searchCarSummariesMany } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { loadBlocks } from './blocks.server'

// The search client itself is the integration tests' business: here, how a page's blocks ask it.
vi.mock('../../server/search.server', () => ({ searchCarSummariesMany: vi.fn() }))
// No site settings: the listing words are the specs' defaults.
vi.mock('../../server/cms.server', () => ({ getSiteSettings: vi.fn(async () => null) }))
const search = vi.mocked(searchCarSummariesMany)
const tenant: Tenant = { id: 1, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }

const strip = (id: string, carType: FeaturedStockBlock['carType']): FeaturedStockBlock => ({
  blockType: 'featuredStock',
  id,
  heading: id,
  carType,
  limit: 4,
})
const car = (objectID: string): CarSummary => ({
  objectID,
  slug: `car-${objectID}`,
  name: `Car ${objectID}`,
  year: 2024,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  car_type: 'new',
  status: 'in_stock',
  tag: null,
  reserved: false,
  price: 50_000,
  price_type: 'Drive Away',
  km: 10,
  simple_body: 'Ute',
  simple_transmission: 'Automatic',
  stocknum: objectID,
  primary_image_url: '/photo.webp',
})

// A block, not an expression: a function beforeEach returns is run after the test.
beforeEach(() => {
  search.mockReset()
})

describe('loadBlocks', () => {
  it('asks the search service once for every stock strip on the page, and gives each strip its own cars', async () => {
    search.mockImplementation(async (_tenant, queries) =>
      queries.map((_query, index) => ({ cars: [car(`${index + 1}00`)], totalCars: 1, page: 1, totalPages: 1 })),
    )
    const [newCars, usedCars] = await loadBlocks([strip('new', 'new'), strip('used', 'used')], tenant)

    expect(search).toHaveBeenCalledTimes(1)
    const [askedTenant, queries] = search.mock.calls[0]
    expect(askedTenant).toBe(tenant)
    expect(queries).toHaveLength(2)
    expect(queries[0].filters?.join(' ')).toContain('new')
    expect(queries[1].filters?.join(' ')).toContain('used')
    expect(newCars.type === 'featuredStock' && newCars.data.cars.map((listed) => listed.objectID)).toEqual(['100'])
    expect(usedCars.type === 'featuredStock' && usedCars.data.cars.map((listed) => listed.objectID)).toEqual(['200'])
  })

  it('fails each strip when the search service fails, as one request would', async () => {
    search.mockRejectedValue(new Error('search is down'))
    await expect(loadBlocks([strip('new', 'new'), strip('used', 'used')], tenant)).rejects.toThrow('search is down')
  })
})
