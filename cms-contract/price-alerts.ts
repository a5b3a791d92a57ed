import { z } from 'zod'

/**
 * Price-drop alerts (issue 20, "Beyond the specs"): the CMS endpoints of saved cars that only the platform's servers call
 * with STOREFRONT_API_SECRET as a bearer. The stock import tells the CMS a site's new prices; the storefront's
 * unsubscribe page turns a saved car's alerts off with the token its text message carried.
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

/** The unsubscribe token in an alert's link: base64url of the saved car's id and its HMAC. */
export const priceAlertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{10,200}$/)

/**
 * POST /api/saved-cars/stop-alerts → 200 StopAlertsAnswer (also when alerts were already off) | 400 (a token that isn't
 * one of this site's) | 404 (the car has left the watchlist) | 401.
 */
export const stopAlertsSchema = z.object({ site, token: priceAlertTokenSchema })
export type StopAlertsRequest = z.infer<typeof stopAlertsSchema>

/** POST /api/saved-cars/alert-car → as stop-alerts, but changes nothing: which car a token names, for the page that asks. */
export const alertCarSchema = z.object({ site, token: priceAlertTokenSchema })
export interface StopAlertsAnswer {
  /** The saved car's name, for "Stop price alerts for {car name}". */
  carName: string
  /** Whether its alerts are on (after stop-alerts: false). */
  priceAlerts: boolean
}
