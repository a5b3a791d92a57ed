import type { Endpoint } from 'payload'
import { alertCarSchema, stockPricesSchema, stopAlertsSchema, type StockPricesAnswer, type StopAlertsAnswer } from '@dealer/cms-contract/price-alerts'
import { storefrontEndpoint } from '../customers/endpoints'
import { announceSiteChange } from '../lib/site-changes'
import { savedCarOfStopToken, stopTokenKey } from './message'
import { alertCar, recordStockPrices, stopAlerts } from './store'

/**
 * The price-drop alert endpoints (cms-contract/price-alerts.ts), under /api/saved-cars: for the platform's servers only
 * (STOREFRONT_API_SECRET), each naming its site. The stock import reports prices; the storefront's unsubscribe page
 * asks which car a token names and turns its alerts off.
 */

const BAD_TOKEN = { message: 'This link to stop price alerts is not valid. Please use the link in your text message.' }
/** A right token whose saved car was removed from the watchlist (or its customer deleted): nothing is left to alert. */
const CAR_GONE = { message: 'This car is no longer in your watchlist, so you will get no price alerts for it.' }

/** POST /api/saved-cars/stock-prices: the site's listed prices; queues an alert per opted-in saved car whose price fell. */
const stockPrices = storefrontEndpoint('/stock-prices', 'post', stockPricesSchema, async ({ prices }, site, req) => {
  const alerted = await recordStockPrices(req.payload.db.drizzle, site.id, prices)
  // The import reports once its new stock is in the index: every storefront drops the site's cached pages.
  await announceSiteChange(req, site.id)
  return Response.json({ alerted } satisfies StockPricesAnswer)
})

/** POST /api/saved-cars/alert-car: the car a stop link names and whether its alerts are on; changes nothing. */
const alertCarOfToken = storefrontEndpoint('/alert-car', 'post', alertCarSchema, async ({ token }, site, req) => {
  const savedCar = savedCarOfStopToken(stopTokenKey(req.payload.secret), site.id, token)
  if (savedCar === null) return Response.json(BAD_TOKEN, { status: 400 })
  const car = await alertCar(req.payload.db.drizzle, site.id, savedCar)
  if (!car) return Response.json(CAR_GONE, { status: 404 })
  return Response.json({ carName: car.carName, priceAlerts: car.priceAlerts } satisfies StopAlertsAnswer)
})

/** POST /api/saved-cars/stop-alerts: turns the saved car's alerts off; the same 200 when they already were. */
const stopAlertsOfToken = storefrontEndpoint('/stop-alerts', 'post', stopAlertsSchema, async ({ token }, site, req) => {
  const savedCar = savedCarOfStopToken(stopTokenKey(req.payload.secret), site.id, token)
  if (savedCar === null) return Response.json(BAD_TOKEN, { status: 400 })
  const car = await stopAlerts(req.payload.db.drizzle, site.id, savedCar)
  if (!car) return Response.json(CAR_GONE, { status: 404 })
  return Response.json({ carName: car.carName, priceAlerts: false } satisfies StopAlertsAnswer)
})

export const priceAlertEndpoints: Endpoint[] = [stockPrices, alertCarOfToken, stopAlertsOfToken]
