/**
 * Dealer insights benchmark (issue 46): one site of the bench's own with 100,000 leads over 90 days (every form, most
 * contacted, some failed), 1,000,000 car views over its cars and a 2,000-car index, then GET /api/insights for the last
 * 90 days, timed: p50 and p95 over 40 requests after 3 to warm up, and the storage the figures read (the leads table
 * and its indexes, car_views, and the searches' rollup, site_searches, holding 500,000 searches).
 *
 * Run against a running stack: `npm run bench:insights` (CMS_URL; DATABASE_URI, default the local stack's embedded
 * database; BENCH_INSIGHTS_LEADS, default 100000). Deletes what it made. Asserts nothing.
 */
import pg from 'pg'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { generateStock } from '@dealer/seed/stock/generate'
import { photoPath } from '@dealer/stock/demo-photos'
import { replaceStockIndex } from '@dealer/stock-import/import'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName } from '@dealer/stock/index-schema'
import { superAdminApi } from './cms-api'

const databaseUri = process.env.DATABASE_URI ?? 'postgres://postgres:postgres@127.0.0.1:5433/dealer'
const LEADS = Number(process.env.BENCH_INSIGHTS_LEADS ?? 100_000)
const VIEWS = 1_000_000
const SEARCHES = 500_000
const CARS = 2_000
const slug = `bench-insights-${Date.now().toString(36)}`

const api = await superAdminApi()
const { doc: site } = await api<{ doc: { id: number } }>('POST', '/api/tenants', { name: 'Bench Insights Motors', slug, template: 'dealer' })
const db = new pg.Client({ connectionString: databaseUri })
await db.connect()
const { client: search } = adminSearchClient()

try {
  const started = Date.now()
  const cars = generateStock({
    tenant: slug,
    seed: 46,
    count: CARS,
    firstId: 9_000_000,
    referenceDate: new Date(),
    dealerships: DEMO_TENANTS[0]!.dealerships,
    photoUrl: photoPath,
  })
  await replaceStockIndex(search, slug, cars)
  // Leads spread over 90 days: forms in turn, nine in ten contacted after up to a day, one in thirty failed.
  await db.query(
    `INSERT INTO leads (tenant_id, title, form, category, name, last_name, email, phone, status, delivery_status, created_at, updated_at,
       first_contacted_at, car_stock_id, traffic_source, traffic_source_name)
     SELECT $1, 'Bench lead ' || n, (ARRAY['enquiry','test-drive','finance','trade-in','reservation','offer-accepted','contact'])[1 + n % 7]::enum_leads_form,
       'Bench', 'Bench', 'Lead', 'bench' || n || '@bench.example', '0400000000',
       (CASE WHEN n % 10 = 0 THEN 'new' ELSE 'contacted' END)::enum_leads_status,
       (CASE WHEN n % 30 = 0 THEN 'failed' ELSE 'delivered' END)::enum_leads_delivery_status,
       at, at, CASE WHEN n % 10 = 0 THEN NULL ELSE at + make_interval(mins => (n * 37) % 1440) END,
       ($2::text[])[1 + n % $3::int],
       (ARRAY['campaign','referral','direct'])[1 + n % 3]::enum_leads_traffic_source,
       CASE n % 3 WHEN 0 THEN 'google / campaign-' || (n / 3 % 10) WHEN 1 THEN 'site-' || (n / 3 % 40) || '.com.au' ELSE '' END
     FROM (SELECT n, now() - make_interval(secs => (n::bigint * 7776000 / $4::int)) AS at FROM generate_series(1, $4::int) AS n) AS generated`,
    [site.id, cars.map((car) => car.objectID), cars.length, LEADS],
  )
  await db.query(
    `INSERT INTO car_views (tenant_id, stock_id, slug, name, make, model, year, price, car_type, views, last_viewed_at, updated_at, created_at)
     SELECT $1, c.stock_id, c.stock_id, 'Bench car', 'Toyota', 'HiLux', 2022, 40000, 'used', $2::int / $3::int, now(), now(), now()
     FROM unnest($4::text[]) AS c(stock_id)`,
    [site.id, VIEWS, cars.length, cars.map((car) => car.objectID)],
  )
  // Searches over the 90 days, as the rollup keeps them (one row per day and terms, with its count): 40 makes of 8
  // models each, one in five with words of their own, one in eleven finding nothing.
  await db.query(
    `INSERT INTO site_searches (tenant_id, day, make, model, query, found, searches)
     SELECT $1::int, (now() AT TIME ZONE 'Australia/Brisbane')::date - (n % 90), 'Make ' || (n % 40), 'Model ' || (n / 40 % 8),
       CASE WHEN n % 5 = 0 THEN 'words ' || (n::bigint * 7919 % 5000) ELSE '' END, n % 11 <> 0, count(*)
     FROM generate_series(1, $2::int) AS n GROUP BY 1, 2, 3, 4, 5, 6`,
    [site.id, SEARCHES],
  )
  // As autovacuum leaves a table after a bulk load: its statistics, and the visibility map index-only scans need.
  await db.query('VACUUM ANALYZE leads')
  await db.query('VACUUM ANALYZE site_searches')
  console.log(
    `made ${LEADS.toLocaleString('en-AU')} leads, ${SEARCHES.toLocaleString('en-AU')} searches, ${VIEWS.toLocaleString('en-AU')} views of ${CARS.toLocaleString('en-AU')} cars in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() - daysAgo * 86_400_000),
    )
  const path = `/api/insights?site=${slug}&from=${day(89)}&to=${day(0)}`
  const timings: number[] = []
  let answer: { leads: { total: { current: number } }; stock: { cars: number } } | null = null
  for (let request = 0; request < 43; request++) {
    const begun = performance.now()
    answer = await api('GET', path)
    if (request >= 3) timings.push(performance.now() - begun)
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(0)
  console.log(`GET /api/insights, 90 days: ${answer!.leads.total.current.toLocaleString('en-AU')} leads, ${answer!.stock.cars} cars`)
  console.log(`  p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (40 requests, one at a time)`)
  const sizes = await db.query<{ leads: string; views: string; searches: string; rows: string }>(
    `SELECT pg_size_pretty(pg_total_relation_size('leads')) AS leads, pg_size_pretty(pg_total_relation_size('car_views')) AS views,
       pg_size_pretty(pg_total_relation_size('site_searches')) AS searches, (SELECT count(*) FROM site_searches WHERE tenant_id = $1) AS rows`,
    [site.id],
  )
  const size = sizes.rows[0]!
  console.log(`storage (every site's, with indexes): leads ${size.leads}, car_views ${size.views}`)
  console.log(`  site_searches ${size.searches}: this site's searches in ${Number(size.rows).toLocaleString('en-AU')} rollup rows`)
} finally {
  await db.query('DELETE FROM leads WHERE tenant_id = $1', [site.id])
  await db.query('DELETE FROM car_views WHERE tenant_id = $1', [site.id])
  await db.query('DELETE FROM site_searches WHERE tenant_id = $1', [site.id])
  await search.deleteIndex({ indexName: stockIndexName(slug) }).catch(() => undefined)
  await api('DELETE', `/api/tenants/${site.id}`).catch(() => undefined)
  await db.end()
}
