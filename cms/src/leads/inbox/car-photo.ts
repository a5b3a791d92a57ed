import type { Payload } from 'payload'
import { cache } from 'react'
import type { StockCar } from '@dealer/stock/car'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { siteOrigin } from '../../lib/preview'
import { photoAddress } from './display'

/** A lead's site as the inbox needs it: its slug (its stock index) and the storefront's origin. Once per request. */
export const siteOfLead = cache(async (payload: Payload, tenantId: number | string): Promise<{ slug: string; origin: string | null } | null> => {
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true }).catch(() => null)
  return tenant ? { slug: tenant.slug, origin: siteOrigin(tenant) } : null
})

/** Long enough for a healthy search service; short enough that a stalled one can't hold up the inbox. */
const PHOTO_TIMEOUTS = { connect: 1_000, read: 2_000 }

type Photos = (stockId: string) => Promise<string | null>

/**
 * Per request and site: the stock ids the inbox's rows ask for as they render, fetched together with one getObjects
 * rather than a request per row.
 */
const photosOfSite = cache((payload: Payload, tenantId: number | string): Photos => {
  let waiting = new Map<string, Array<(photo: string | null) => void>>()
  const fetchWaiting = async () => {
    const asked = waiting
    waiting = new Map()
    const ids = [...asked.keys()]
    const answer = (photos: Array<string | null>) => ids.forEach((id, index) => asked.get(id)!.forEach((resolve) => resolve(photos[index] ?? null)))
    try {
      const site = await siteOfLead(payload, tenantId)
      if (!site) return answer([])
      const indexName = stockIndexName(site.slug)
      const { results } = await adminSearchClient().client.getObjects<Partial<Pick<StockCar, 'thumbnails' | 'primary_image_url'>>>(
        { requests: ids.map((objectID) => ({ indexName, objectID, attributesToRetrieve: ['thumbnails', 'primary_image_url'] })) },
        { timeouts: PHOTO_TIMEOUTS },
      )
      answer(results.map((car) => (car ? photoAddress(car.thumbnails?.[0] ?? car.primary_image_url, site.origin) : null)))
    } catch {
      answer([])
    }
  }
  return (stockId) =>
    new Promise((resolve) => {
      // The first ask of a turn schedules the fetch; the rows rendered in the same turn join it.
      if (waiting.size === 0) setTimeout(() => void fetchWaiting(), 0)
      waiting.set(stockId, [...(waiting.get(stockId) ?? []), resolve])
    })
})

/**
 * The thumbnail of a lead's car, from the site's stock index (the lead keeps the car's words, not its photos). Null
 * once the car has left the index, or when the index can't be reached in time: a photo never stops the inbox showing.
 */
export const carThumbnail = cache((payload: Payload, tenantId: number | string, stockId: string): Promise<string | null> =>
  photosOfSite(payload, tenantId)(stockId),
)
