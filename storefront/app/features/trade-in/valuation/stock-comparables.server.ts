import type { StockCar } from '@dealer/stock/car'
import { comparableFilters } from '@dealer/stock/comparables'
import { stockRecords } from '../../../server/search.server'
import type { Tenant } from '../../../server/tenant'
import type { ComparablesReader } from './built-in-valuer.server'

/** How many comparables a valuation reads at most. */
const COMPARABLES_LIMIT = 200

/**
 * The site's comparables through its search key (so only its own stock, within its base stock filter): the comparables
 * engine's filter, sold cars included (they are the sold history while they stay in the index).
 */
export function stockComparablesReader(tenant: Tenant): ComparablesReader {
  return async (subject) => {
    type Fields = Pick<StockCar, 'price' | 'year' | 'km' | 'created_at_timestamp' | 'sold_date_timestamp' | 'status'>
    const cars = await stockRecords<Fields>(tenant, comparableFilters(subject), COMPARABLES_LIMIT, [
      'price',
      'year',
      'km',
      'created_at_timestamp',
      'sold_date_timestamp',
      'status',
    ])
    return cars.map((car) => ({
      price: car.price,
      year: car.year,
      km: car.km,
      listedAt: car.created_at_timestamp,
      soldAt: car.status === 'sold' ? (car.sold_date_timestamp ?? car.created_at_timestamp) : null,
    }))
  }
}
