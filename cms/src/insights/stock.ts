import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { StockCar } from '@dealer/stock/car'
import { sellingPrice } from '@dealer/stock/display'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { daysInStock, daysInStockDistribution, marketPositions, type DayRange, type MarketPosition } from './figures'
import { within } from './queries'

/**
 * The dashboard's stock figures (issue 46): what each site lists now, read from its search index (the stock the
 * shoppers see, a few thousand cars at most per site), with its views (car_views) and the range's enquiries per car
 * (leads, counted in SQL). Days in stock, market position among the site's own comparable cars, the cars that need
 * photos or words, and which cars draw views but no enquiry.
 */

type Database = Payload['db']['drizzle']

/** Fewer photos than this and the car needs more. */
const MIN_PHOTOS = 5
/** Lists are cut at this many cars; the counts are whole. */
const LIST_LENGTH = 100

type ListedCar = Pick<
  StockCar,
  | 'objectID'
  | 'stocknum'
  | 'name'
  | 'path'
  | 'make'
  | 'model'
  | 'year'
  | 'km'
  | 'price'
  | 'offer_price'
  | 'created_at_timestamp'
  | 'photos_count'
  | 'dealercomments'
  | 'sold'
>

/** A car as the dashboard's lists show it. */
export interface CarLine {
  site: string
  stocknum: string
  name: string
  path: string
  price: number | null
  daysInStock: number
}

export interface StockFigures {
  /** Cars listed for sale now (sold cars still shown within their sold window are left out). */
  cars: number
  daysInStock: Array<{ label: string; cars: number }>
  /** Cars over 60 days in stock, the oldest first (over 90: `daysInStock` > 90). */
  aged: CarLine[]
  marketPosition: {
    below: number
    within: number
    above: number
    /** Cars with too few comparable cars (or no price) to place. */
    unplaced: number
    /** The cars above the band, furthest above first, with a suggested price. */
    aboveBand: Array<CarLine & Omit<MarketPosition, 'position'>>
  }
  /** Cars with fewer than MIN_PHOTOS photos or no dealer comments. */
  needsAttention: Array<CarLine & { photos: number; hasComments: boolean }>
  /** Views (since the car was first viewed) and the range's enquiries, most viewed first. */
  conversion: Array<CarLine & { views: number; enquiries: number }>
  /** The ten most viewed cars with no enquiry in the range. */
  viewedNotEnquired: Array<CarLine & { views: number }>
}

export async function stockFigures(
  payload: Payload,
  sites: ReadonlyArray<{ id: number; slug: string }>,
  range: DayRange,
  timeZone: string,
  now: Date,
): Promise<StockFigures> {
  const db = payload.db.drizzle
  const lines: Array<CarLine & { photos: number; hasComments: boolean; views: number; enquiries: number; position?: MarketPosition }> = []
  for (const site of sites) {
    const [listed, views, enquiries] = await Promise.all([listedCars(site.slug), viewsOf(db, site.id), enquiriesOf(db, site.id, range, timeZone)])
    const cars = listed.filter((car) => !car.sold)
    const positions = marketPositions(
      cars.map((car) => ({ objectID: car.objectID, make: car.make, model: car.model, year: car.year, km: car.km, price: sellingPrice(car) })),
    )
    for (const car of cars)
      lines.push({
        site: site.slug,
        stocknum: car.stocknum,
        name: car.name,
        path: car.path,
        price: sellingPrice(car),
        daysInStock: daysInStock(car.created_at_timestamp, now),
        photos: car.photos_count,
        hasComments: Boolean(car.dealercomments?.trim()),
        views: views.get(car.objectID) ?? 0,
        enquiries: enquiries.get(car.objectID) ?? 0,
        position: positions.get(car.objectID),
      })
  }
  const line = ({ site, stocknum, name, path, price, daysInStock }: CarLine): CarLine => ({ site, stocknum, name, path, price, daysInStock })
  const placed = (position: MarketPosition['position']) => lines.filter((car) => car.position?.position === position).length
  const byViews = [...lines].sort((a, b) => b.views - a.views || a.stocknum.localeCompare(b.stocknum))
  return {
    cars: lines.length,
    daysInStock: daysInStockDistribution(lines.map((car) => car.daysInStock)),
    aged: lines
      .filter((car) => car.daysInStock > 60)
      .sort((a, b) => b.daysInStock - a.daysInStock)
      .slice(0, LIST_LENGTH)
      .map(line),
    marketPosition: {
      below: placed('below'),
      within: placed('within'),
      above: placed('above'),
      unplaced: lines.filter((car) => !car.position).length,
      aboveBand: lines
        .filter((car) => car.position?.position === 'above')
        .sort((a, b) => (b.price ?? 0) - b.position!.high - ((a.price ?? 0) - a.position!.high))
        .slice(0, LIST_LENGTH)
        .map((car) => ({
          ...line(car),
          low: car.position!.low,
          high: car.position!.high,
          comparables: car.position!.comparables,
          suggestedPrice: car.position!.suggestedPrice,
        })),
    },
    needsAttention: lines
      .filter((car) => car.photos < MIN_PHOTOS || !car.hasComments)
      .slice(0, LIST_LENGTH)
      .map((car) => ({ ...line(car), photos: car.photos, hasComments: car.hasComments })),
    conversion: byViews.slice(0, LIST_LENGTH).map((car) => ({ ...line(car), views: car.views, enquiries: car.enquiries })),
    viewedNotEnquired: byViews
      .filter((car) => car.views > 0 && car.enquiries === 0)
      .slice(0, 10)
      .map((car) => ({ ...line(car), views: car.views })),
  }
}

const ATTRIBUTES: Array<keyof ListedCar> = [
  'objectID',
  'stocknum',
  'name',
  'path',
  'make',
  'model',
  'year',
  'km',
  'price',
  'offer_price',
  'created_at_timestamp',
  'photos_count',
  'dealercomments',
  'sold',
]

/** Every car in the site's index (none when it has no index yet). */
async function listedCars(slug: string): Promise<ListedCar[]> {
  const cars: ListedCar[] = []
  try {
    await adminSearchClient().client.browseObjects<ListedCar>({
      indexName: stockIndexName(slug),
      browseParams: { attributesToRetrieve: ATTRIBUTES, hitsPerPage: 1000 },
      aggregator: (response) => void cars.push(...response.hits),
    })
  } catch (error) {
    if ((error as { status?: number }).status === 404) return []
    throw error
  }
  return cars
}

async function viewsOf(db: Database, tenantId: number): Promise<Map<string, number>> {
  const result = await db.execute(sql`SELECT stock_id, views FROM car_views WHERE tenant_id = ${tenantId}`)
  return new Map((result.rows as Array<{ stock_id: string; views: number }>).map((row) => [row.stock_id, Number(row.views)]))
}

async function enquiriesOf(db: Database, tenantId: number, range: DayRange, timeZone: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT car_stock_id, count(*)::int AS enquiries FROM leads
    WHERE tenant_id = ${tenantId} AND car_stock_id IS NOT NULL AND ${within(sql`created_at`, range, timeZone)}
    GROUP BY car_stock_id`)
  return new Map((result.rows as Array<{ car_stock_id: string; enquiries: number }>).map((row) => [row.car_stock_id, row.enquiries]))
}
