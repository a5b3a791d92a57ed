/**
 * The prices an import records for price-drop alerts (cms/src/price-alerts/): every listed car's, in parts of at most
 * STOCK_PRICES_PER_CALL. Recording the same prices again alerts nobody twice.
 */
import { STOCK_PRICES_PER_CALL, type StockPricesRequest } from '@dealer/cms-contract/price-alerts'
import type { StockCar } from '@dealer/stock/car'

/** A site's listed prices, in parts of at most STOCK_PRICES_PER_CALL. */
export function stockPriceReports(tenant: string, cars: ReadonlyArray<Pick<StockCar, 'objectID' | 'price'>>): StockPricesRequest[] {
  const prices = cars.map((car) => ({ carId: car.objectID, price: Math.max(0, Math.round(car.price || 0)) }))
  const reports: StockPricesRequest[] = []
  for (let start = 0; start < prices.length; start += STOCK_PRICES_PER_CALL)
    reports.push({ site: tenant, prices: prices.slice(start, start + STOCK_PRICES_PER_CALL) })
  return reports
}
