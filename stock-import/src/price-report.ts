/**
 * After an import swaps a site's stock in, the CMS is told the site's new prices (POST /api/saved-cars/stock-prices), so
 * customers who saved a car that got cheaper, with alerts on, get a price-drop alert (cms/src/price-alerts/). Reporting
 * the same prices again alerts nobody twice, so an import that failed here can simply be run again.
 */
import { STOCK_PRICES_PER_CALL, type StockPricesAnswer, type StockPricesRequest } from '@dealer/cms-contract/price-alerts'
import type { StockCar } from '@dealer/stock/car'

export interface PriceReportTarget {
  cmsUrl: string
  /** The platform's server credential (STOREFRONT_API_SECRET), as the storefront's calls carry it. */
  secret: string
}

/** Where to report, from the environment `npm run seed` has (CMS_INTERNAL_URL, else CMS_URL; STOREFRONT_API_SECRET), or null without them. */
export function priceReportTarget(env: Record<string, string | undefined> = process.env): PriceReportTarget | null {
  const cmsUrl = env.CMS_INTERNAL_URL || env.CMS_URL
  const secret = env.STOREFRONT_API_SECRET
  return cmsUrl && secret ? { cmsUrl, secret } : null
}

/** The request bodies of a site's prices: every listed car, in calls of at most STOCK_PRICES_PER_CALL. */
export function stockPriceReports(tenant: string, cars: ReadonlyArray<Pick<StockCar, 'objectID' | 'price'>>): StockPricesRequest[] {
  const prices = cars.map((car) => ({ carId: car.objectID, price: Math.max(0, Math.round(car.price || 0)) }))
  const reports: StockPricesRequest[] = []
  for (let start = 0; start < prices.length; start += STOCK_PRICES_PER_CALL)
    reports.push({ site: tenant, prices: prices.slice(start, start + STOCK_PRICES_PER_CALL) })
  return reports
}

/** Tells the CMS the site's prices; returns the alerts it queued. Throws with the CMS's answer when it refuses. */
export async function reportStockPrices(
  target: PriceReportTarget,
  tenant: string,
  cars: ReadonlyArray<Pick<StockCar, 'objectID' | 'price'>>,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  let alerted = 0
  const url = new URL('/api/saved-cars/stock-prices', target.cmsUrl)
  for (const report of stockPriceReports(tenant, cars)) {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(60_000),
    })
    if (!response.ok) throw new Error(`the CMS answered HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`)
    alerted += ((await response.json()) as StockPricesAnswer).alerted
  }
  return alerted
}
