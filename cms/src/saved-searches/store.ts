import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { MAX_SAVED_SEARCHES, type SaveSearchRequest, type SavedSearchView, type UpdateSearchRequest } from '@dealer/cms-contract/saved-searches'

type Database = Payload['db']['drizzle']
type Executor = Pick<Database, 'execute'>

/**
 * A shopper's saved searches in SQL (the collection saved-searches): every statement names the site and the customer,
 * so a session reaches its own searches only, and the limit of 10 is kept under a lock per customer.
 */

interface SearchRow {
  id: number
  name: string
  summary: string | null
  path: string
  query: string | null
  filters: string | null
  alerts: SavedSearchView['alerts']
  frequency: SavedSearchView['frequency']
  paused: boolean | null
  last_visited_at: unknown
  created_at: unknown
}

const COLUMNS = sql`id, name, summary, path, query, filters, alerts, frequency, paused, last_visited_at, created_at`
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

const view = (row: SearchRow): SavedSearchView => ({
  id: Number(row.id),
  name: row.name,
  summary: row.summary ?? '',
  path: row.path,
  query: row.query ?? '',
  filters: row.filters ?? '',
  alerts: row.alerts,
  frequency: row.frequency,
  paused: Boolean(row.paused),
  lastVisitedAt: iso(row.last_visited_at ?? row.created_at),
  createdAt: iso(row.created_at),
})

/** The customer's searches, newest first. */
export async function listSearches(db: Executor, tenant: number, customer: number): Promise<SavedSearchView[]> {
  const result = await db.execute(sql`SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = ${tenant} AND customer_id = ${customer} ORDER BY id DESC`)
  return (result.rows as unknown as SearchRow[]).map(view)
}

/** Saves a search, or 'limit' when the customer has 10 on this site already (two tabs saving at once queue on the lock). */
export async function saveSearch(db: Database, tenant: number, customer: number, search: SaveSearchRequest['search']): Promise<SavedSearchView | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved-searches'), ${customer})`)
    const count = await tx.execute(sql`SELECT count(*)::int AS n FROM saved_searches WHERE tenant_id = ${tenant} AND customer_id = ${customer}`)
    if (Number((count.rows[0] as { n: number }).n) >= MAX_SAVED_SEARCHES) return 'limit'
    const inserted = await tx.execute(sql`
      INSERT INTO saved_searches (tenant_id, customer_id, name, summary, path, query, filters, alerts, frequency, paused, last_visited_at, updated_at, created_at)
      VALUES (${tenant}, ${customer}, ${search.name}, ${search.summary}, ${search.path}, ${search.query}, ${search.filters}, ${search.alerts},
        ${search.frequency}, false, now(), now(), now())
      RETURNING ${COLUMNS}`)
    return view(inserted.rows[0] as unknown as SearchRow)
  })
}

/** Changes what is given of one of the customer's searches; null when it isn't theirs (or is gone). */
export async function updateSearch(
  db: Executor,
  tenant: number,
  customer: number,
  id: number,
  changes: UpdateSearchRequest['changes'],
): Promise<SavedSearchView | null> {
  const sets = [sql`updated_at = now()`]
  if (changes.name !== undefined) sets.push(sql`name = ${changes.name}`)
  if (changes.alerts !== undefined) sets.push(sql`alerts = ${changes.alerts}`)
  if (changes.frequency !== undefined) sets.push(sql`frequency = ${changes.frequency}`)
  if (changes.paused !== undefined) sets.push(sql`paused = ${changes.paused}`)
  if (changes.visited) sets.push(sql`last_visited_at = now()`)
  const result = await db.execute(sql`
    UPDATE saved_searches SET ${sql.join(sets, sql`, `)}
    WHERE id = ${id} AND tenant_id = ${tenant} AND customer_id = ${customer}
    RETURNING ${COLUMNS}`)
  const row = result.rows[0] as unknown as SearchRow | undefined
  return row ? view(row) : null
}

/** Deletes one of the customer's searches (its matches go with it; its sent alerts stay, for staff); false when it isn't theirs. */
export async function deleteSearch(db: Executor, tenant: number, customer: number, id: number): Promise<boolean> {
  const result = await db.execute(sql`DELETE FROM saved_searches WHERE id = ${id} AND tenant_id = ${tenant} AND customer_id = ${customer} RETURNING id`)
  return result.rows.length === 1
}
