import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { siteSearchSchema } from '@dealer/cms-contract/site-searches'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { storefrontEndpoint } from '../customers/endpoints'
import type { DayRange } from './figures'
import { ofSites, timeZoneOf, type Scope } from './queries'

/**
 * What shoppers search for (issue 46): the storefront reports each search's terms (POST /api/insights/searches, its
 * server credential), counted per site, day (on the site's clock), make, model, words and whether it found a car in
 * `site_searches`, with nothing of the shopper. GET /api/insights reads the searches that found nothing, and the most
 * searched makes and models against what the site has in stock.
 */

type Database = Payload['db']['drizzle']

/** POST /api/insights/searches: one search; 204. */
export const recordSearchEndpoint = storefrontEndpoint('/insights/searches', 'post', siteSearchSchema, async (search, site, req) => {
  const db = req.payload.db.drizzle
  const timeZone = await timeZoneOf(db, [site.id])
  await db.execute(sql`
    INSERT INTO site_searches (tenant_id, day, make, model, query, found, searches)
    VALUES (${site.id}, (now() AT TIME ZONE ${timeZone})::date, ${search.make}, ${search.model}, ${search.query}, ${search.found}, 1)
    ON CONFLICT (tenant_id, day, make, model, query, found) DO UPDATE SET searches = site_searches.searches + 1`)
  return new Response(null, { status: 204 })
})

export interface SearchDemand {
  /** The searches that found no car, most often run first (the first 20). */
  zeroResultSearches: Array<{ make: string; model: string; query: string; searches: number }>
  /** The makes and models searched most (the first 10), and how many of each the site lists now. */
  mostSearched: Array<{ make: string; model: string; searches: number; inStock: number }>
}

export async function searchDemand(db: Database, scope: Scope, sites: ReadonlyArray<{ slug: string }>, range: DayRange): Promise<SearchDemand> {
  const inRange = sql`${ofSites(scope)} AND day >= ${range.from}::date AND day <= ${range.to}::date`
  const [zero, searched, stock] = await Promise.all([
    db.execute(sql`
      SELECT make, model, query, sum(searches)::int AS searches FROM site_searches WHERE ${inRange} AND NOT found
      GROUP BY make, model, query ORDER BY searches DESC, make, model, query LIMIT 20`),
    db.execute(sql`
      SELECT make, model, sum(searches)::int AS searches FROM site_searches WHERE ${inRange} AND make <> ''
      GROUP BY make, model ORDER BY searches DESC, make, model LIMIT 10`),
    stockByModel(sites),
  ])
  return {
    zeroResultSearches: zero.rows as SearchDemand['zeroResultSearches'],
    mostSearched: (searched.rows as Array<{ make: string; model: string; searches: number }>).map((row) => ({
      ...row,
      inStock: row.model ? (stock.models.get(`${row.make}:${row.model}`) ?? 0) : (stock.makes.get(row.make) ?? 0),
    })),
  }
}

/** The sites' cars for sale per make and per make and model (`Make:Model`), from the indexes' facets. */
async function stockByModel(sites: ReadonlyArray<{ slug: string }>): Promise<{ makes: Map<string, number>; models: Map<string, number> }> {
  const makes = new Map<string, number>()
  const models = new Map<string, number>()
  const { client } = adminSearchClient()
  for (const site of sites) {
    const answer = await client
      .searchSingleIndex({
        indexName: stockIndexName(site.slug),
        searchParams: { query: '', hitsPerPage: 0, facets: ['make', 'make_model'], maxValuesPerFacet: 1000, filters: 'NOT status:sold' },
      })
      .catch(() => null)
    for (const [facet, counts] of [
      ['make', makes],
      ['make_model', models],
    ] as const)
      for (const [value, count] of Object.entries(answer?.facets?.[facet] ?? {})) counts.set(value, (counts.get(value) ?? 0) + count)
  }
  return { makes, models }
}
