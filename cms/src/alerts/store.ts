import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { StopAlertsAnswer } from '@dealer/cms-contract/alerts'
import type { AlertSubject } from './messages'

type Executor = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * What a (verified) stop link names, and whether its alerts are on: the saved car (price drops) or the saved search (new
 * stock) of this site; null when it is gone. With `stop`, the alerts are turned off first (again, harmlessly); alerts
 * already queued are then not sent (alerts/worker.ts reads the switch before each send).
 */
export async function alertsOf(db: Executor, tenant: number, subject: AlertSubject, stop: boolean): Promise<StopAlertsAnswer | null> {
  if (subject.kind === 'price-drop') {
    const result = stop
      ? await db.execute(
          sql`UPDATE saved_cars SET price_alerts = false, updated_at = now() WHERE id = ${subject.savedCar} AND tenant_id = ${tenant} RETURNING name, price_alerts`,
        )
      : await db.execute(sql`SELECT name, price_alerts FROM saved_cars WHERE id = ${subject.savedCar} AND tenant_id = ${tenant}`)
    const row = result.rows[0] as { name: string; price_alerts: boolean | null } | undefined
    return row ? { kind: 'price-drop', name: row.name, on: Boolean(row.price_alerts) } : null
  }
  // A saved search's alerts are off when paused or set to none; stopping sets none (its channel is the shopper's to choose again in My garage).
  const result = stop
    ? await db.execute(
        sql`UPDATE saved_searches SET alerts = 'none', updated_at = now() WHERE id = ${subject.savedSearch} AND tenant_id = ${tenant} RETURNING name, alerts, paused`,
      )
    : await db.execute(sql`SELECT name, alerts, paused FROM saved_searches WHERE id = ${subject.savedSearch} AND tenant_id = ${tenant}`)
  const row = result.rows[0] as { name: string; alerts: string; paused: boolean | null } | undefined
  return row ? { kind: 'new-stock', name: row.name, on: row.alerts !== 'none' && !row.paused } : null
}
