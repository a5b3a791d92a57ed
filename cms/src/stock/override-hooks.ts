import { APIError, type CollectionAfterChangeHook, type CollectionAfterDeleteHook, type CollectionBeforeChangeHook, type Payload } from 'payload'
import { completeStockCar } from '@dealer/stock/derive'
import { stockIndexName } from '@dealer/stock/index-schema'
import { DEFAULT_SOLD_WINDOW_DAYS, listingDecision } from '@dealer/stock/listing'
import { withOverride, type StockOverride } from '@dealer/stock-import/overrides'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { announceSiteChange } from '../lib/site-changes'
import { tenantIdOf } from '../lib/tenant-id'
import { withMirroredPhotos } from './photos'
import { importedCar, reservedCarIds } from './store'

/**
 * An override takes effect at once: saving or removing one rewrites the car's record in the site's index from the
 * facts its last import stated (stock_feed_cars) with the active override applied, and every storefront drops the
 * site's pages, so the car's page shows the new values within seconds. Who set it and when are recorded here, never
 * taken from the request.
 */

const beforeChange: CollectionBeforeChangeHook = async ({ data, req, originalDoc, operation }) => {
  if (typeof data.stocknum === 'string') data.stocknum = data.stocknum.trim()
  data.setBy = req.user ? req.user.id : (originalDoc?.setBy ?? null)
  data.setAt = new Date().toISOString()
  if (data.status === 'active') data.archivedAt = null
  const tenantId = tenantIdOf(data) ?? tenantIdOf(originalDoc ?? {})
  if (tenantId === null || !data.stocknum) return data
  if ((data.status ?? 'active') === 'active') {
    const others = await req.payload.find({
      collection: 'stock-overrides',
      where: {
        tenant: { equals: tenantId },
        stocknum: { equals: data.stocknum },
        status: { equals: 'active' },
        ...(operation === 'update' && originalDoc ? { id: { not_equals: originalDoc.id } } : {}),
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (others.docs.length > 0)
      throw new APIError(`Stock number ${String(data.stocknum)} already has an active override: change that one instead.`, 400, undefined, true)
  }
  const facts = await importedCar(req.payload.db.drizzle, Number(tenantId), String(data.stocknum))
  data.carName = facts ? [facts.year, facts.make, facts.model, facts.badge].filter(Boolean).join(' ') : null
  return data
}

// The hooks run inside the save's transaction, which the index write can't see: the override is passed as saved.
const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const tenantId = Number(tenantIdOf(doc))
  let rewritten = await rewriteCar(req.payload, tenantId, doc.stocknum, doc.status === 'active' ? overrideOf(doc) : null)
  if (previousDoc?.stocknum && previousDoc.stocknum !== doc.stocknum)
    rewritten = (await rewriteCar(req.payload, tenantId, previousDoc.stocknum, null)) || rewritten
  if (rewritten) await announceSiteChange(req, tenantId)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const tenantId = Number(tenantIdOf(doc))
  if (await rewriteCar(req.payload, tenantId, doc.stocknum, null)) await announceSiteChange(req, tenantId)
}

function overrideOf(doc: Record<string, unknown>): StockOverride {
  return {
    stocknum: String(doc.stocknum),
    price: (doc.price as number | null) ?? null,
    offerPrice: (doc.offerPrice as number | null) ?? null,
    tag: (doc.tag as string | null) ?? null,
    comments: (doc.comments as string | null) ?? null,
    featured: doc.featured === true,
    hidden: doc.hidden === true,
  }
}

export const overrideHooks = { beforeChange: [beforeChange], afterChange: [afterChange], afterDelete: [afterDelete] }

/**
 * Writes the car's index record from its imported facts, its photos as mirrored, and its override (null: the feed's own
 * values); false when no import has brought the car (the override waits for the feed to list it). The caller tells the
 * storefronts.
 */
export async function rewriteCar(payload: Payload, tenantId: number, stocknum: string, override: StockOverride | null): Promise<boolean> {
  const db = payload.db.drizzle
  const facts = await importedCar(db, tenantId, stocknum)
  if (!facts) return false
  const car = await withMirroredPhotos(payload, tenantId, completeStockCar(override ? withOverride(facts, override) : facts))
  if ((await reservedCarIds(db, tenantId)).has(car.objectID)) car.reserved = true
  const listed = listingDecision(car, Math.floor(Date.now() / 1000), DEFAULT_SOLD_WINDOW_DAYS).listed
  const { client } = adminSearchClient()
  const indexName = stockIndexName(facts.tenant)
  if (listed) {
    const { taskID } = await client.saveObject({ indexName, body: { ...car } })
    await client.waitForTask({ indexName, taskID })
  } else {
    const { taskID } = await client.deleteObject({ indexName, objectID: car.objectID })
    await client.waitForTask({ indexName, taskID })
  }
  return true
}
