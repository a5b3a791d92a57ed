import { carPath, listedCar } from '@dealer/stock/car-summary'
import type { StockCar } from '@dealer/stock/car'
import { isAvailable } from '@dealer/stock/listing'
import { getSiteSettings } from '../../server/cms.server'
import { findCarsBySlugs } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { compareSlugs } from '../saved-cars/compare-url'
import { listingSettings } from '../search/listing.server'
import { allSpecifications } from '@dealer/stock/specs'
import { compareRows, inNamedOrder, type CompareColumn, type CompareRow } from './compare-table'

export interface ComparePageData {
  siteName: string
  /** The slugs the address named (valid ones, the first four); null when it named none. */
  named: string[] | null
  columns: CompareColumn[]
  rows: CompareRow[]
}

/**
 * /compare?cars=slug1,slug2 (up to four): the named cars of this site's stock side by side. The address is read
 * leniently (compare-url.ts) and the stock search is the tenant's own, so junk, unknown slugs and another site's cars
 * are simply not there; nothing a shopper types makes this fail.
 */
export async function loadComparePage(tenant: Tenant, url: URL): Promise<ComparePageData> {
  const named = compareSlugs(url.searchParams)
  const [found, settings, listing] = await Promise.all([findCarsBySlugs<StockCar>(tenant, named ?? []), getSiteSettings(tenant), listingSettings(tenant)])
  const now = new Date()
  const cars = inNamedOrder(found, named ?? []).map((car) => listedCar(car, listing, now))
  const engineUnit = settings?.stock?.engineUnit ?? 'litres'
  const columns = cars.map((car): CompareColumn => ({
    id: car.objectID,
    slug: car.slug,
    name: car.name,
    path: carPath(car),
    imageUrl: car.primary_image_url || null,
    price: car.display.price.text,
    priceType: car.display.price.kind === 'price' ? (car.display.price.priceType ?? null) : null,
    available: isAvailable(car.status),
  }))
  const rows = compareRows(
    columns.map((column, index) => ({
      price: column.priceType ? `${column.price} ${column.priceType}` : column.price,
      specs: allSpecifications(cars[index]!, engineUnit),
    })),
  )
  return { siteName: tenant.name, named, columns, rows }
}
