import { z } from 'zod'

/**
 * Price-drop alerts (issue 20, "Beyond the specs"): the CMS endpoints of saved cars that only the platform's servers call
 * with STOREFRONT_API_SECRET as a bearer. The stock import tells the CMS a site's new prices; the storefront's
 * unsubscribe page is the alerts' own (alerts.ts).
 */

const site = z.string().regex(/^[a-z0-9-]{1,100}$/)

/** Cars one call may list: an import with more sends them in several calls (each is its own transaction). */
export const STOCK_PRICES_PER_CALL = 1000

/**
 * POST /api/saved-cars/stock-prices → 200 { alerted } | 400 | 401 | 404 (unknown site). Every car the site now lists,
 * with its price (0 when the dealer gives none): a saved, opted-in car whose price is lower than the last one the CMS
 * knew gets one alert.
 */
export const stockPricesSchema = z.object({
  site,
  prices: z.array(z.object({ carId: z.string().min(1).max(100), price: z.number().int().nonnegative().max(100_000_000) })).max(STOCK_PRICES_PER_CALL),
})
export type StockPricesRequest = z.infer<typeof stockPricesSchema>
export interface StockPricesAnswer {
  /** Alerts this call queued (a drop already alerted is not counted again). */
  alerted: number
}
