import { sql } from '@payloadcms/db-postgres'
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { isStorefront, notStorefront } from '../leads/storefront-credential'
import { carViewSchema, siteSlugSchema, type CarViewAnswer } from '@dealer/cms-contract/car-views'
import { readJson, tenantIdOfSlug } from '../lib/endpoint-input'

interface CarViewRow {
  stock_id: string
  slug: string
  name: string
  make: string
  model: string
  year: number | string
  price: string
  car_type: 'new' | 'demo' | 'used'
  body: string | null
  views: number | string
  last_viewed_at: Date | string
}

const answerOf = (row: CarViewRow): CarViewAnswer => ({
  // Payload keeps number fields as numeric, which the driver returns as text.
  views: Number(row.views),
  car_fields: {
    id: row.stock_id,
    slug: row.slug,
    name: row.name,
    make: row.make,
    model: row.model,
    year: Number(row.year),
    price: Number(row.price),
    car_type: row.car_type,
    body: row.body,
    last_viewed_at: new Date(row.last_viewed_at).toISOString(),
  },
})

/**
 * POST /api/car-views/record (storefront only): counts one view of a car and keeps its fields, in one statement, so
 * concurrent views never lose a count. The fields outlive the car in the index: a page for a car that has gone can
 * still say what it was and offer similar stock.
 */
export const recordCarViewEndpoint: Endpoint = {
  path: '/record',
  method: 'post',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const parsed = carViewSchema.safeParse(await readJson(req))
    if (!parsed.success)
      return Response.json(
        { message: 'The view is malformed.', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
        { status: 400 },
      )
    const tenant = await tenantIdOfSlug(req, parsed.data.site)
    if (tenant === null) return Response.json({ message: `There is no site "${parsed.data.site}".` }, { status: 404 })
    const { car } = parsed.data
    const result = await req.payload.db.drizzle.execute(sql`
      INSERT INTO car_views (tenant_id, stock_id, slug, name, make, model, year, price, car_type, body, views, last_viewed_at, updated_at, created_at)
      VALUES (${tenant}, ${car.id}, ${car.slug}, ${car.name}, ${car.make}, ${car.model}, ${car.year}, ${car.price}, ${car.carType}, ${car.body}, 1, now(), now(), now())
      ON CONFLICT (tenant_id, stock_id) DO UPDATE SET
        views = car_views.views + 1, slug = EXCLUDED.slug, name = EXCLUDED.name, make = EXCLUDED.make, model = EXCLUDED.model,
        year = EXCLUDED.year, price = EXCLUDED.price, car_type = EXCLUDED.car_type, body = EXCLUDED.body, last_viewed_at = now(), updated_at = now()
      RETURNING stock_id, slug, name, make, model, year, price, car_type, body, views, last_viewed_at`)
    return Response.json(answerOf(result.rows[0] as unknown as CarViewRow))
  },
}

/** GET /api/car-views/by-slug?site=&slug= (storefront only): what a car no longer listed was, or 404. */
export const carViewBySlugEndpoint: Endpoint = {
  path: '/by-slug',
  method: 'get',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const query = z
      .object({ site: siteSlugSchema, slug: z.string().trim().min(1).max(300) })
      .safeParse({ site: req.searchParams.get('site'), slug: req.searchParams.get('slug') })
    if (!query.success) return Response.json({ message: 'Give the site and the car slug.' }, { status: 400 })
    const tenant = await tenantIdOfSlug(req, query.data.site)
    if (tenant === null) return Response.json({ message: `There is no site "${query.data.site}".` }, { status: 404 })
    const result = await req.payload.db.drizzle.execute(sql`
      SELECT stock_id, slug, name, make, model, year, price, car_type, body, views, last_viewed_at FROM car_views
      WHERE tenant_id = ${tenant} AND slug = ${query.data.slug} ORDER BY last_viewed_at DESC LIMIT 1`)
    const row = result.rows[0] as unknown as CarViewRow | undefined
    return row ? Response.json(answerOf(row)) : Response.json({ message: 'No car with that slug has been seen.' }, { status: 404 })
  },
}
