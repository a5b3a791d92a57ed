import { stockIndexName } from '@dealer/search/stock-index'
import type { Algoliasearch } from 'algoliasearch'
import type { DemoTenant } from './demo-tenants'
import { generateStock } from './stock/generate'
import { photoPath } from './stock/photo'

/** The index settings every stock index needs: what is searchable, filterable and how it ranks. */
export const STOCK_INDEX_SETTINGS = {
  searchableAttributes: ['name', 'make', 'model', 'badge', 'series', 'stocknum', 'colour', 'simple_body'],
  attributesForFaceting: [
    'filterOnly(tenant)',
    'filterOnly(slug)',
    'filterOnly(stocknum)',
    'car_type',
    'status',
    'make',
    'model',
    'make_model',
    'simple_body',
    'simple_fuel',
    'simple_transmission',
    'simple_drive',
    'colour',
    'seats',
    'state',
    'city',
    'location_name',
    'dealership_name',
    'tag',
    'badge',
    'certified',
    'price',
    'km',
    'year',
  ],
  customRanking: ['desc(created_at_timestamp)'],
}

/** A fixed "today" for the demo feed, so every machine generates the same cars. */
const FEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00+10:00')

/** Writes each demo tenant's deterministic stock to its index; re-running replaces it in place. */
export async function seedStock(client: Algoliasearch, tenants: DemoTenant[], log: (line: string) => void): Promise<number> {
  let firstId = 100_000
  let total = 0
  for (const [index, tenant] of tenants.entries()) {
    const cars = generateStock({
      tenant: tenant.slug,
      seed: index + 1,
      count: tenant.stockCount,
      firstId,
      referenceDate: FEED_REFERENCE_DATE,
      dealerships: tenant.dealerships,
      photoUrl: photoPath,
    })
    firstId += 10_000
    const indexName = stockIndexName(tenant.slug)
    const settings = await client.setSettings({ indexName, indexSettings: STOCK_INDEX_SETTINGS })
    await client.waitForTask({ indexName, taskID: settings.taskID })
    await client.saveObjects({ indexName, objects: cars.map((car) => ({ ...car })), waitForTasks: true })
    total += cars.length
    log(`seeded ${cars.length} cars for ${tenant.name}`)
  }
  return total
}
