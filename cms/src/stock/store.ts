import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { StockFacts } from '@dealer/stock/derive'
import { factsDigest, type ImportedCar } from '@dealer/stock-import/changes'
import type { StockOverride } from '@dealer/stock-import/overrides'

/**
 * The stock tables beside Payload's collections (migration 20261130_stock_feeds): `stock_feed_cars`, each site's cars
 * as its last applied import stated them (the facts an override starts from, and what the next import is compared
 * with), and `stock_import_files`, the exact text each run checked, so Apply writes what staff saw.
 */
type Database = Pick<Payload['db']['drizzle'], 'execute'>

export async function saveImportFile(db: Database, importId: number, body: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO stock_import_files (import_id, body) VALUES (${importId}, ${body})
    ON CONFLICT (import_id) DO UPDATE SET body = excluded.body`)
}

export async function hasImportFile(db: Database, importId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM stock_import_files WHERE import_id = ${importId}`)
  return rows.length > 0
}

export async function readImportFile(db: Database, importId: number): Promise<string | null> {
  const { rows } = await db.execute(sql`SELECT body FROM stock_import_files WHERE import_id = ${importId}`)
  return rows.length === 0 ? null : String((rows[0] as { body: string }).body)
}

/**
 * The site's cars as last imported, by stock number: what the next import is compared with, without their facts (a
 * digest stands for them), so a large site's last import costs little memory.
 */
export async function importedCars(db: Database, tenantId: number): Promise<Map<string, ImportedCar & { createdAt: string }>> {
  const { rows } = await db.execute(sql`
    SELECT stocknum, facts_digest, (facts->>'price')::numeric AS price, facts->>'status' AS status, facts->>'created_at' AS created_at,
      concat_ws(' ', facts->>'year', facts->>'make', facts->>'model', nullif(facts->>'badge', '')) AS name
    FROM stock_feed_cars WHERE tenant_id = ${tenantId}`)
  const cars = new Map<string, ImportedCar & { createdAt: string }>()
  for (const row of rows as Array<{ stocknum: string; facts_digest: string; price: string; status: string; created_at: string; name: string }>)
    cars.set(row.stocknum, {
      stocknum: row.stocknum,
      name: row.name,
      price: Number(row.price),
      status: row.status,
      digest: row.facts_digest,
      createdAt: row.created_at,
    })
  return cars
}

/** One car's facts as last imported, or null. */
export async function importedCar(db: Database, tenantId: number, stocknum: string): Promise<StockFacts | null> {
  const { rows } = await db.execute(sql`SELECT facts FROM stock_feed_cars WHERE tenant_id = ${tenantId} AND stocknum = ${stocknum}`)
  return rows.length === 0 ? null : (rows[0] as { facts: StockFacts }).facts
}

/** Makes the site's imported cars exactly `facts` (call inside the transaction that applies the import). */
export async function replaceImportedCars(db: Database, tenantId: number, facts: readonly StockFacts[]): Promise<void> {
  await db.execute(sql`DELETE FROM stock_feed_cars WHERE tenant_id = ${tenantId}`)
  for (let start = 0; start < facts.length; start += 500) {
    const batch = facts.slice(start, start + 500).map((car) => ({ digest: factsDigest(car), facts: car }))
    await db.execute(sql`
      INSERT INTO stock_feed_cars (tenant_id, stocknum, facts_digest, facts)
      SELECT ${tenantId}, entry->'facts'->>'stocknum', entry->>'digest', entry->'facts'
      FROM jsonb_array_elements(${JSON.stringify(batch)}::jsonb) AS entry`)
  }
}

/** The stock ids of the site's paid reservations: those cars stay Reserved whatever the feed says. */
export async function reservedCarIds(db: Database, tenantId: number): Promise<Set<string>> {
  const { rows } = await db.execute(sql`SELECT DISTINCT car_stock_id FROM reservations WHERE tenant_id = ${tenantId} AND status = 'paid'`)
  return new Set(rows.map((row) => String((row as { car_stock_id: string }).car_stock_id)))
}

/** The site's active overrides by stock number. */
export async function activeOverrides(db: Database, tenantId: number): Promise<Map<string, StockOverride & { id: number }>> {
  const { rows } = await db.execute(sql`
    SELECT id, stocknum, price, offer_price, tag, comments, featured, hidden FROM stock_overrides
    WHERE tenant_id = ${tenantId} AND status = 'active'`)
  return new Map(
    (rows as Array<Record<string, unknown>>).map((row) => [
      String(row.stocknum),
      {
        id: Number(row.id),
        stocknum: String(row.stocknum),
        price: row.price == null ? null : Number(row.price),
        offerPrice: row.offer_price == null ? null : Number(row.offer_price),
        tag: (row.tag as string | null) ?? null,
        comments: (row.comments as string | null) ?? null,
        featured: row.featured === true,
        hidden: row.hidden === true,
      },
    ]),
  )
}

/** Archives the active overrides of cars no longer in the feed; returns how many. */
export async function archiveOverridesOfLeftCars(db: Database, tenantId: number, stocknums: ReadonlySet<string>): Promise<number> {
  const { rows } = await db.execute(sql`
    UPDATE stock_overrides SET status = 'archived', archived_at = now(), updated_at = now()
    WHERE tenant_id = ${tenantId} AND status = 'active' AND stocknum NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify([...stocknums])}::jsonb))
    RETURNING id`)
  return rows.length
}
