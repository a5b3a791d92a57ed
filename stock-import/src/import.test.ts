import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createSearchServer, localHosts, type SearchServer } from '@dealer/search'
import { stockIndexName, stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StockCar } from '@dealer/stock/car'
import { describeRejectedRow, planFeedImport, replaceStockIndex, type FeedImportOptions } from './import'
import { parseFeed } from './parse'
import { CSV_HEADER, csvLine, feedRow } from '../test-support/feed-fixtures'

const DAY = 86_400
/** A fixed "now" for the sold window: 1 November 2026, 10 am in Brisbane. */
const now = new Date('2026-11-01T00:00:00Z')
const nowSeconds = now.getTime() / 1000
const options: FeedImportOptions = { tenant: 'test-motors', now }

const jsonFeed = (rows: unknown[]) => parseFeed(JSON.stringify(rows), 'json')
const stocknums = (cars: Array<{ stocknum: string }>) => cars.map((car) => car.stocknum)

describe('planFeedImport', () => {
  it('imports good rows as complete records for the tenant', () => {
    const plan = planFeedImport(jsonFeed([feedRow()]), options)
    expect(plan).toMatchObject({ rowsRead: 1, hidden: [], rejected: [], ignoredFields: [] })
    expect(plan.cars).toHaveLength(1)
    expect(plan.cars[0]).toMatchObject({
      objectID: '700001',
      tenant: 'test-motors',
      slug: '2021-toyota-hilux-sr5-t7001',
      path: '/cars/2021-toyota-hilux-sr5-t7001',
      make_model: 'Toyota:HiLux',
      price_range: '$40,000 - $50,000',
      location: { id: 11, slug: 'test-toyota-cleveland' },
      location_name: 'Test Toyota Cleveland',
      dealership_slug: 'test-toyota',
      primary_image_url: 'https://photos.example.com/t7001/1.jpg',
      photos_count: 2,
      created_at_timestamp: Date.parse('2026-10-20T09:00:00+10:00') / 1000,
    })
  })

  it('imports the same car from CSV as from JSON', () => {
    const fromCsv = planFeedImport(parseFeed([CSV_HEADER, csvLine()].join('\n'), 'csv'), options)
    const fromJson = planFeedImport(jsonFeed([feedRow()]), options)
    expect(fromCsv.cars).toEqual(fromJson.cars)
  })

  it('imports the 360° spin, its hotspots and the videos as the car page reads them, from CSV as from JSON', () => {
    const hotspots = [
      { view: 'exterior', frame: 1, x: 62.5, y: 40, title: 'LED headlights', description: 'Automatic high beam, "auto" on the stalk.' },
      { view: 'interior', frame: null, x: 50, y: 50, title: '9-inch touchscreen', description: null },
    ]
    const media = {
      spin_images: ['/spins/t7001/0.jpg', '/spins/t7001/1.jpg'],
      spin_interior_image: '/spins/t7001/interior.jpg',
      external_video_url: 'https://www.youtube.com/embed/abc123',
    }
    const fromJson = planFeedImport(jsonFeed([feedRow({ ...media, hotspots, walkaround_videos: ['/videos/t7001.mp4'] })]), options)
    expect(fromJson.cars[0]).toMatchObject({ ...media, hotspots, walkaround_videos: [{ video: { url: '/videos/t7001.mp4' } }] })
    // A cell holding JSON is quoted, its quotes doubled (RFC 4180).
    const hotspotsCell = `"${JSON.stringify(hotspots).replaceAll('"', '""')}"`
    const csv = [
      `${CSV_HEADER},spin_images,spin_interior_image,external_video_url,walkaround_videos,hotspots`,
      `${csvLine()},${media.spin_images.join('|')},${media.spin_interior_image},${media.external_video_url},/videos/t7001.mp4,${hotspotsCell}`,
    ]
    expect(planFeedImport(parseFeed(csv.join('\n'), 'csv'), options).cars).toEqual(fromJson.cars)
  })

  it('lists available cars and cars sold within the window, and hides the rest with the reason', () => {
    const rows = [
      feedRow({ id: 1, stocknum: 'IN', status: 'in_stock' }),
      feedRow({ id: 2, stocknum: 'SOON', status: 'coming_soon' }),
      feedRow({ id: 3, stocknum: 'SOLD-2D', status: 'sold', sold_date_timestamp: nowSeconds - 2 * DAY }),
      feedRow({ id: 4, stocknum: 'SOLD-4D', status: 'sold', sold_date_timestamp: nowSeconds - 4 * DAY }),
      feedRow({ id: 5, stocknum: 'SOLD-UNDATED', status: 'sold' }),
      feedRow({ id: 6, stocknum: 'OFF-SITE', status: 'in_stock', show_on_dealer_website: 'no' }),
      feedRow({ id: 7, stocknum: 'WHOLESALE', status: 'others' }),
    ]
    const plan = planFeedImport(jsonFeed(rows), options)
    expect(stocknums(plan.cars)).toEqual(['IN', 'SOON', 'SOLD-2D'])
    expect(plan.hidden).toEqual([
      { where: 'row 4', stocknum: 'SOLD-4D', reason: 'sold on 2026-10-28, more than 3 days ago' },
      { where: 'row 5', stocknum: 'SOLD-UNDATED', reason: 'sold, with no sold_date_timestamp to time the sold window' },
      { where: 'row 6', stocknum: 'OFF-SITE', reason: 'not shown on the dealer website (show_on_dealer_website is false)' },
      { where: 'row 7', stocknum: 'WHOLESALE', reason: 'status others is neither available nor sold' },
    ])
    // A dealer with a week-long window keeps the car sold four days ago.
    expect(stocknums(planFeedImport(jsonFeed(rows), { ...options, soldWindowDays: 7 }).cars)).toEqual(['IN', 'SOON', 'SOLD-2D', 'SOLD-4D'])
  })

  it('rejects bad rows with every problem and imports the good ones', () => {
    const feed = parseFeed(
      [
        CSV_HEADER,
        csvLine(),
        csvLine({ id: '700002', stocknum: 'T7002', price: 'POA' }),
        csvLine({ id: 'x', stocknum: '', status: 'gone' }),
        'too,few,cells',
        csvLine({ id: '700005', stocknum: 'T7005' }),
      ].join('\n'),
      'csv',
    )
    const plan = planFeedImport(feed, options)
    expect(plan.rowsRead).toBe(5)
    expect(stocknums(plan.cars)).toEqual(['T7001', 'T7005'])
    expect(plan.rejected.map(describeRejectedRow)).toEqual([
      'line 3 (stock T7002): price: expected a number, got "POA"',
      'line 4: id: expected a number, got "x"; stocknum: is required; status: expected one of in_stock, sold, coming_soon, others; got "gone"',
      'line 5: has 3 cells but the header has 25 columns (is a cell holding a comma not quoted?)',
    ])
  })

  it('keeps the first of duplicate ids, stock numbers or addresses and reports the later ones', () => {
    const rows = [
      feedRow({ id: 1, stocknum: 'A1', status: 'sold', sold_date_timestamp: nowSeconds - 30 * DAY }),
      feedRow({ id: 1, stocknum: 'B2' }),
      feedRow({ id: 3, stocknum: 'A1' }),
      feedRow({ id: 4, stocknum: 'D4', slug: 'the-hilux' }),
      feedRow({ id: 5, stocknum: 'E5', slug: 'the-hilux' }),
      feedRow({ id: 6, stocknum: 'F6' }),
    ]
    const plan = planFeedImport(jsonFeed(rows), options)
    expect(stocknums(plan.cars)).toEqual(['D4', 'F6'])
    // The first is kept even when the visibility rule then hides it: it is still the feed's car.
    expect(stocknums(plan.hidden)).toEqual(['A1'])
    expect(plan.rejected.map(describeRejectedRow)).toEqual([
      'row 2 (stock B2): id: 1 is already used on row 1; the first is kept',
      'row 3 (stock A1): stocknum: A1 is already used on row 1; the first is kept',
      'row 5 (stock E5): slug: the-hilux is already used on row 4; the first is kept',
    ])
  })

  it('lists fields the importer does not know, so a misspelt column is noticed', () => {
    const plan = planFeedImport(jsonFeed([feedRow({ prce: 1, location: { id: 11, name: 'X', city: 'Y', state: 'QLD', suburb: 'Z' } })]), options)
    expect(plan.ignoredFields).toEqual(['location.suburb', 'prce'])
    expect(plan.cars).toHaveLength(1)
  })
})

describe('replaceStockIndex against the search service', () => {
  const credentials = { appId: 'seed-test', adminApiKey: 'seed-admin-key', searchApiKey: 'seed-search-key' }
  let dataDir: string
  let service: SearchServer
  let client: Algoliasearch

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-import-'))
    service = createSearchServer({ dataDir, ...credentials })
    const url = `http://127.0.0.1:${await service.listen(0)}`
    client = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(url) })
  })

  afterAll(async () => {
    await service.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const carsOf = (rows: Array<Record<string, unknown>>, tenant: string): StockCar[] => planFeedImport(jsonFeed(rows), { tenant, now }).cars
  const firstFeed = [
    feedRow({ id: 1, stocknum: 'OLD-IN-STOCK', price: 30_990, created_at: '2026-08-01T09:00:00+10:00' }),
    feedRow({ id: 2, stocknum: 'JUST-SOLD', price: 20_990, status: 'sold', sold_date_timestamp: nowSeconds - DAY, created_at: '2026-10-30T09:00:00+10:00' }),
    feedRow({ id: 3, stocknum: 'NEW-IN-STOCK', price: 45_990, created_at: '2026-10-25T09:00:00+10:00' }),
    feedRow({ id: 4, stocknum: 'COMING-SOON', price: 25_990, status: 'coming_soon', created_at: '2026-09-15T09:00:00+10:00' }),
  ]

  async function searchStock(indexName: string) {
    const { hits } = await client.searchSingleIndex<StockCar>({ indexName, searchParams: { hitsPerPage: 100 } })
    return stocknums(hits)
  }

  it('creates the index with the stock settings and sort replicas, ranking available cars first, newest first', async () => {
    const indexName = await replaceStockIndex(client, 'alpha', carsOf(firstFeed, 'alpha'))
    expect(indexName).toBe(stockIndexName('alpha'))
    expect(await searchStock(indexName)).toEqual(['NEW-IN-STOCK', 'COMING-SOON', 'OLD-IN-STOCK', 'JUST-SOLD'])
    expect(await client.getSettings({ indexName })).toMatchObject(stockIndexSettings(indexName))
    const byPrice = stockReplicas(indexName).find((replica) => replica.sort === 'price_asc')
    if (!byPrice) throw new Error('no price_asc replica')
    expect(await client.getSettings({ indexName: byPrice.name })).toMatchObject({
      customRanking: byPrice.customRanking,
      attributesForFaceting: stockIndexSettings(indexName).attributesForFaceting,
    })
    expect(await searchStock(byPrice.name)).toEqual(['JUST-SOLD', 'COMING-SOON', 'OLD-IN-STOCK', 'NEW-IN-STOCK'])
  })

  it('replaces the whole stock on the next import, replicas included, leaving no temporary index and other tenants alone', async () => {
    await replaceStockIndex(client, 'beta', carsOf([feedRow({ id: 9, stocknum: 'BETA-CAR' })], 'beta'))
    const secondFeed = [
      feedRow({ id: 3, stocknum: 'NEW-IN-STOCK', price: 44_990 }),
      feedRow({ id: 5, stocknum: 'ARRIVED', price: 19_990, created_at: '2026-10-31T09:00:00+10:00' }),
    ]
    const indexName = await replaceStockIndex(client, 'alpha', carsOf(secondFeed, 'alpha'))
    expect(await searchStock(indexName)).toEqual(['ARRIVED', 'NEW-IN-STOCK'])
    expect(await client.getObject({ indexName, objectID: '3' })).toMatchObject({ price: 44_990 })
    const byPrice = stockReplicas(indexName).find((replica) => replica.sort === 'price_asc')
    expect(await searchStock(byPrice?.name ?? '')).toEqual(['ARRIVED', 'NEW-IN-STOCK'])
    expect(await searchStock(stockIndexName('beta'))).toEqual(['BETA-CAR'])
    const { items } = await client.listIndices()
    expect(items.filter((item) => item.name.includes('_tmp_'))).toEqual([])
  })
})
