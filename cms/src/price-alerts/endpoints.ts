import type { Endpoint } from 'payload'
import { stockPricesSchema, type StockPricesAnswer } from '@dealer/cms-contract/price-alerts'
import { storefrontEndpoint } from '../customers/endpoints'
import { announceSiteChange } from '../lib/site-changes'
import { recordStockPrices } from './store'

/**
 * The price-drop endpoint (cms-contract/price-alerts.ts), under /api/saved-cars: for the platform's servers only
 * (STOREFRONT_API_SECRET). The alerts it queues are sent, and stopped, as every shopper alert is (cms/src/alerts/).
 */

/** POST /api/saved-cars/stock-prices: the site's listed prices; queues an alert per opted-in saved car whose price fell. */
const stockPrices = storefrontEndpoint('/stock-prices', 'post', stockPricesSchema, async ({ prices }, site, req) => {
  const alerted = await recordStockPrices(req.payload.db.drizzle, site.id, prices)
  // The import reports once its new stock is in the index: every storefront drops the site's cached pages.
  await announceSiteChange(req, site.id)
  return Response.json({ alerted } satisfies StockPricesAnswer)
})

export const priceAlertEndpoints: Endpoint[] = [stockPrices]
