import { describe, expect, it } from 'vitest'
import { carCardView } from '../ui/car-card-view'
import { sampleCar } from '../../test-support/fixtures'
import { fakeReaders } from '../../test-support/readers'
import { loadFeaturedStock } from './load.server'

const block = { blockType: 'featuredStock' as const, heading: 'New Toyotas in stock', carType: 'new' as const, make: 'Toyota', limit: 8 }

describe('loadFeaturedStock', () => {
  it('asks for available cars of the chosen type and make, as many as the strip shows', async () => {
    const car = sampleCar()
    const { readers, calls } = fakeReaders({ stock: { listedCars: async () => [car] } })
    const data = await loadFeaturedStock(block, readers)
    // As the card shows it: what its tag and price were decided from stays on the server.
    expect(data.cars).toEqual([carCardView(car)])
    expect(data.cars[0]).not.toHaveProperty('price_type')
    expect(calls.find((call) => call.reader === 'stock.listedCars')?.args).toEqual([
      { filters: ['(status:"in_stock" OR status:"coming_soon") AND car_type:"new" AND make:"Toyota"'], hitsPerPage: 8 },
    ])
  })

  it('leads "View all" to the listing with the same make and type, not to all stock', async () => {
    const { readers, calls } = fakeReaders({ stock: { listingPath: (refinements) => JSON.stringify(refinements) } })
    expect((await loadFeaturedStock(block, readers)).searchPath).toBe('{"make":["Toyota"],"car_type":["new"]}')
    expect((await loadFeaturedStock({ ...block, carType: 'used', make: '  ' }, readers)).searchPath).toBe('{"car_type":["used"]}')
    expect((await loadFeaturedStock({ ...block, carType: 'any', make: null }, readers)).searchPath).toBe('{}')
    const filters = calls.filter((call) => call.reader === 'stock.listedCars').map((call) => (call.args[0] as { filters: string[] }).filters[0])
    expect(filters.slice(1)).toEqual(['(status:"in_stock" OR status:"coming_soon") AND car_type:"used"', '(status:"in_stock" OR status:"coming_soon")'])
  })
})
