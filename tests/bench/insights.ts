/**
 * Dealer insights benchmark (issue 46): one site of the bench's own with 100,000 leads over 90 days (every form, most
 * contacted, some failed), 1,000,000 car views over its cars and a 2,000-car index, then GET /api/insights for the last
 * 90 days, timed: p50 and p95 over 40 requests after 3 to warm up, and the storage the figures read (the leads table
 * and its indexes, car_views). Searches (500,000) come with the search terms' rollup.
 *
 * Run against a running stack: `npm run bench:insights` (CMS_URL; DATABASE_URI, default the local stack's embedded
 * database; BENCH_INSIGHTS_LEADS, default 100000). Deletes what it made. Asserts nothing.
 */
import pg from 'pg'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { generateStock } from '@dealer/seed/stock/generate'
import { photoPath } from '@dealer/stock/demo-photos'
import { replaceStockIndex } from '@dealer/stock-import/import'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName } from '@dealer/stock/index-schema'

const cms = new URL(process.env.CMS_URL ?? 'http://localhost:3001')
const databaseUri = process.env.DATABASE_URI ?? 'postgres://postgres:postgres@127.0.0.1:5433/dealer'
const LEADS = Number(process.env.BENCH_INSIGHTS_LEADS ?? 100_000)
const VIEWS = 1_000_000
const CARS = 2_000
const slug = `bench-insights-${Date.now().toString(36)}`

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, cms), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as T
}

const { token } = await api<{ token: string }>('', 'POST', '/api/users/login', SUPER_ADMIN)
const { doc: site } = await api<{ doc: { id: number } }>(token, 'POST', '/api/tenants', { name: 'Bench Insights Motors', slug, template: 'dealer' })
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
       first_contacted_at, car_stock_id)
     SELECT $1, 'Bench lead ' || n, (ARRAY['enquiry','test-drive','finance','trade-in','reservation','offer-accepted','contact'])[1 + n % 7]::enum_leads_form,
       'Bench', 'Bench', 'Lead', 'bench' || n || '@bench.example', '0400000000',
       (CASE WHEN n % 10 = 0 THEN 'new' ELSE 'contacted' END)::enum_leads_status,
       (CASE WHEN n % 30 = 0 THEN 'failed' ELSE 'delivered' END)::enum_leads_delivery_status,
       at, at, CASE WHEN n % 10 = 0 THEN NULL ELSE at + make_interval(mins => (n * 37) % 1440) END,
       ($2::text[])[1 + n % $3::int]
     FROM (SELECT n, now() - make_interval(secs => (n::bigint * 7776000 / $4::int)) AS at FROM generate_series(1, $4::int) AS n) AS generated`,
    [site.id, cars.map((car) => car.objectID), cars.length, LEADS],
  )
  await db.query(
    `INSERT INTO car_views (tenant_id, stock_id, slug, name, make, model, year, price, car_type, views, last_viewed_at, updated_at, created_at)
     SELECT $1, c.stock_id, c.stock_id, 'Bench car', 'Toyota', 'HiLux', 2022, 40000, 'used', $2::int / $3::int, now(), now(), now()
     FROM unnest($4::text[]) AS c(stock_id)`,
    [site.id, VIEWS, cars.length, cars.map((car) => car.objectID)],
  )
  await db.query('ANALYZE leads')
  console.log(
    `made ${LEADS.toLocaleString('en-AU')} leads, ${VIEWS.toLocaleString('en-AU')} views of ${CARS.toLocaleString('en-AU')} cars in ${((Date.now() - started) / 1000).toFixed(1)} s`,
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
    answer = await api(token, 'GET', path)
    if (request >= 3) timings.push(performance.now() - begun)
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(0)
  console.log(`GET /api/insights, 90 days: ${answer!.leads.total.current.toLocaleString('en-AU')} leads, ${answer!.stock.cars} cars`)
  console.log(`  p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (40 requests, one at a time)`)
  const sizes = await db.query<{ leads: string; views: string }>(
    `SELECT pg_size_pretty(pg_total_relation_size('leads')) AS leads, pg_size_pretty(pg_total_relation_size('car_views')) AS views`,
  )
  console.log(`storage: leads with indexes ${sizes.rows[0]!.leads} (every site's), car_views ${sizes.rows[0]!.views}`)
} finally {
  await db.query('DELETE FROM leads WHERE tenant_id = $1', [site.id])
  await db.query('DELETE FROM car_views WHERE tenant_id = $1', [site.id])
  await search.deleteIndex({ indexName: stockIndexName(slug) }).catch(() => undefined)
  await api(token, 'DELETE', `/api/tenants/${site.id}`).catch(() => undefined)
  await db.end()
}
