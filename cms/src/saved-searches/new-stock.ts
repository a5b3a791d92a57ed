import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { allOf, anyOf } from '@dealer/stock/filters'
import { stockIndexName } from '@dealer/stock/index-schema'
import type { adminSearchClient } from '@dealer/stock-import/search-client'
import { timeZoneOf } from '../insights/queries'

type SearchClient = ReturnType<typeof adminSearchClient>['client']

type Database = Payload['db']['drizzle']

/**
 * New-stock alerts (issue 47): after an import swaps a site's stock in, the cars new to the site are matched against
 * every saved search that wants alerts. Each search was translated into the engine's filters once, when saved; here
 * each is one query of the search engine limited to the new cars (`objectID` is one of them), sent in batches, so the
 * cost follows the new cars and the searches, never the site's whole stock. What matched is remembered per search and
 * car (saved_search_matches, unique): a car is told of once per search, however often or concurrently imports run.
 * New matches join the search's waiting alert, or queue one: due now (instant, unless one went in the last 24 hours) or
 * at 8 am the site's time (the daily digest). The alerts' worker sends them (cms/src/alerts/worker.ts).
 */

/** A new car as the import listed it. */
export interface NewCar {
  objectID: string
  name: string
}

interface AlertingSearch {
  id: number
  customer_id: number
  name: string
  query: string | null
  filters: string | null
  frequency: 'instant' | 'daily'
}

/** Searches per batch of queries, and new cars per query's filter (a first import of a large site lists thousands). */
const SEARCHES_PER_BATCH = 50
const CARS_PER_QUERY = 500

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

/** Which of `cars` each search matches: its query and filters, limited to the new cars, in the site's index. */
async function matchNewCars(client: SearchClient, slug: string, searches: readonly AlertingSearch[], cars: readonly NewCar[]) {
  const matched = new Map<number, NewCar[]>()
  const names = new Map(cars.map((car) => [car.objectID, car.name]))
  const pairs = searches.flatMap((search) => chunks(cars, CARS_PER_QUERY).map((group) => ({ search, group })))
  for (const batch of chunks(pairs, SEARCHES_PER_BATCH)) {
    const { results } = await client.search<{ objectID: string }>({
      requests: batch.map(({ search, group }) => ({
        indexName: stockIndexName(slug),
        query: search.query ?? '',
        filters: allOf([
          search.filters,
          anyOf(
            'objectID',
            group.map((car) => car.objectID),
          ),
        ]),
        hitsPerPage: group.length,
        attributesToRetrieve: ['objectID'],
        attributesToHighlight: [],
      })),
    })
    results.forEach((result, index) => {
      const hits = 'hits' in result ? result.hits : []
      if (hits.length === 0) return
      const list = matched.get(batch[index]!.search.id) ?? []
      for (const hit of hits) list.push({ objectID: hit.objectID, name: names.get(hit.objectID) ?? hit.objectID })
      matched.set(batch[index]!.search.id, list)
    })
  }
  return matched
}

/**
 * Remembers one search's matches and queues (or grows) its alert, in one transaction under the search's lock, so two
 * imports at once can't both queue one. Returns whether the search had a car it had not been told of.
 */
async function queueMatches(db: Database, tenant: number, timeZone: string, search: AlertingSearch, cars: NewCar[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('new-stock-alerts'), ${search.id})`)
    const fresh = await tx.execute(sql`
      INSERT INTO saved_search_matches (tenant_id, saved_search_id, car_id, created_at)
      SELECT ${tenant}, ${search.id}, car_id, now() FROM jsonb_array_elements_text(${JSON.stringify(cars.map((car) => car.objectID))}::jsonb) AS car_id
      ON CONFLICT (saved_search_id, car_id) DO NOTHING
      RETURNING car_id`)
    const freshIds = new Set((fresh.rows as Array<{ car_id: string }>).map((row) => row.car_id))
    if (freshIds.size === 0) return false
    const names = cars.filter((car) => freshIds.has(car.objectID)).map((car) => car.name)
    // The search's alert no worker holds yet: the new cars join it (a claim waiting on this row lock reads them).
    const waiting = await tx.execute(sql`
      SELECT id FROM shopper_alerts
      WHERE saved_search_id = ${search.id} AND kind = 'new-stock' AND status = 'pending' AND (lease_until IS NULL OR lease_until < clock_timestamp())
      ORDER BY id LIMIT 1 FOR UPDATE`)
    const waitingId = (waiting.rows[0] as { id: number } | undefined)?.id
    if (waitingId !== undefined) {
      await tx.execute(sql`
        UPDATE shopper_alerts SET car_count = car_count + ${names.length}::numeric, car_names = concat_ws(E'\n', car_names, ${names.join('\n')}::varchar),
          updated_at = now()
        WHERE id = ${waitingId}`)
      return true
    }
    // At most one message a day per search: an instant alert waits out 24 hours from the last one sent (or being sent).
    const due =
      search.frequency === 'daily'
        ? sql`(SELECT CASE WHEN t.eight > now() THEN t.eight ELSE t.eight + interval '1 day' END
             FROM (SELECT (date_trunc('day', now() AT TIME ZONE ${timeZone}) + interval '8 hours') AT TIME ZONE ${timeZone} AS eight) t)`
        : sql`greatest(now(), (
             SELECT max(coalesce(sent_at, updated_at)) + interval '24 hours' FROM shopper_alerts
             WHERE saved_search_id = ${search.id} AND kind = 'new-stock' AND (status = 'sent' OR (status = 'pending' AND lease_until >= clock_timestamp()))))`
    await tx.execute(sql`
      INSERT INTO shopper_alerts (tenant_id, kind, saved_search_id, customer_id, title, car_count, car_names, channel, status, attempts, next_attempt_at, updated_at, created_at)
      SELECT ${tenant}, 'new-stock', id, customer_id, name, ${names.length}, ${names.join('\n')}, CASE WHEN alerts = 'email' THEN 'email' ELSE 'sms' END::enum_shopper_alerts_channel,
        'pending', 0, ${due}, now(), now()
      FROM saved_searches WHERE id = ${search.id} AND tenant_id = ${tenant}`)
    return true
  })
}

/**
 * Matches the cars an applied import added against the site's saved searches that want alerts, and queues the alerts.
 * Returns how many searches had new matches.
 */
export async function queueNewStockAlerts(payload: Payload, client: SearchClient, tenant: number, slug: string, cars: readonly NewCar[]): Promise<number> {
  if (cars.length === 0) return 0
  const db = payload.db.drizzle
  const found = await db.execute(sql`
    SELECT id, customer_id, name, query, filters, frequency FROM saved_searches
    WHERE tenant_id = ${tenant} AND alerts <> 'none' AND NOT coalesce(paused, false)
    ORDER BY id`)
  const searches = found.rows as unknown as AlertingSearch[]
  if (searches.length === 0) return 0
  const matched = await matchNewCars(client, slug, searches, cars)
  if (matched.size === 0) return 0
  const timeZone = await timeZoneOf(db, [tenant])
  let queued = 0
  for (const search of searches) {
    const cars = matched.get(search.id)
    if (cars && (await queueMatches(db, tenant, timeZone, search, cars))) queued++
  }
  return queued
}
