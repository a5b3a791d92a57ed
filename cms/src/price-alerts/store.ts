import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { StockPricesRequest } from '@dealer/cms-contract/price-alerts'
import { priceChanges, type SavedCarPrice } from './drops'

type Database = Payload['db']['drizzle']

/**
 * A site's listed prices against its saved cars, in one transaction: the saved cars the list names are locked (two
 * imports of the same site queue here, and the second sees the prices the first remembered), an alert is queued for
 * each opted-in car whose price fell, and every named car's last known price follows the list. The unique index on
 * (saved car, new price) is the last word: a drop already alerted is never queued again. Returns the alerts queued.
 */
export async function recordStockPrices(db: Database, tenant: number, prices: StockPricesRequest['prices']): Promise<number> {
  if (prices.length === 0) return 0
  const listed = new Map(prices.map(({ carId, price }) => [carId, price]))
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      SELECT id, car_id, price_alerts, coalesce(last_known_price, price_at_save) AS last_known_price FROM saved_cars
      WHERE tenant_id = ${tenant} AND car_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...listed.keys()])}::jsonb))
      ORDER BY id
      FOR UPDATE`)
    const saved: SavedCarPrice[] = (
      found.rows as Array<{ id: number; car_id: string; price_alerts: boolean | null; last_known_price: string | number | null }>
    ).map((row) => ({
      id: Number(row.id),
      carId: row.car_id,
      priceAlerts: Boolean(row.price_alerts),
      lastKnownPrice: row.last_known_price === null ? null : Number(row.last_known_price),
    }))
    const { drops, lastKnown } = priceChanges(saved, listed)
    let alerted = 0
    if (drops.length > 0) {
      const inserted = await tx.execute(sql`
        INSERT INTO shopper_alerts (tenant_id, kind, saved_car_id, customer_id, title, slug, old_price, new_price, channel, status, attempts, next_attempt_at, updated_at, created_at)
        SELECT s.tenant_id, 'price-drop', s.id, s.customer_id, s.name, s.slug, d.old_price, d.new_price, 'sms', 'pending', 0, now(), now(), now()
        FROM jsonb_to_recordset(${JSON.stringify(drops.map((drop) => ({ saved_car: drop.savedCar, old_price: drop.oldPrice, new_price: drop.newPrice })))}::jsonb)
          AS d(saved_car int, old_price numeric, new_price numeric)
        JOIN saved_cars s ON s.id = d.saved_car AND s.tenant_id = ${tenant}
        ON CONFLICT (saved_car_id, new_price) DO NOTHING
        RETURNING id`)
      alerted = inserted.rows.length
    }
    if (lastKnown.length > 0)
      await tx.execute(sql`
        UPDATE saved_cars s SET last_known_price = n.price, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(lastKnown.map((change) => ({ saved_car: change.savedCar, price: change.price })))}::jsonb)
          AS n(saved_car int, price numeric)
        WHERE s.id = n.saved_car AND s.tenant_id = ${tenant}`)
    return alerted
  })
}
