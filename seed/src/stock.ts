import type { Algoliasearch } from 'algoliasearch'
import type { DemoTenant } from './demo-tenants'
import { replaceStockIndex } from '@dealer/stock-import/import'
import { generateStock } from './stock/generate'
import { photoPath } from '@dealer/stock/demo-photos'
import { DEMO_STOCK_EXTRAS } from './stock/stock-extras'
import type { StockCar } from '@dealer/stock/car'

/** A fixed "today" for the demo feed, so every machine generates the same cars. */
const FEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00+10:00')

/** Each demo tenant's deterministic stock: the same cars on every machine and every call. */
export function demoStock(tenants: readonly DemoTenant[]): Array<{ tenant: DemoTenant; cars: StockCar[] }> {
  let firstId = 100_000
  return tenants.map((tenant, index) => {
    const cars = generateStock({
      tenant: tenant.slug,
      seed: index + 1,
      count: tenant.stockCount,
      firstId,
      referenceDate: FEED_REFERENCE_DATE,
      dealerships: tenant.dealerships,
      photoUrl: photoPath,
      ...DEMO_STOCK_EXTRAS[tenant.slug],
    })
    firstId += 10_000
    return { tenant, cars }
  })
}

/**
 * Writes each demo tenant's deterministic stock to its index, swapped in as a feed import swaps it
 * (one way to write stock); re-running replaces it.
 */
export async function seedStock(client: Algoliasearch, tenants: DemoTenant[], log: (line: string) => void): Promise<number> {
  let total = 0
  for (const { tenant, cars } of demoStock(tenants)) {
    await replaceStockIndex(client, tenant.slug, cars)
    total += cars.length
    log(`seeded ${cars.length} cars for ${tenant.name}`)
  }
  return total
}
