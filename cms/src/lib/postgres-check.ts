import type { Payload } from 'payload'
import type { ReadinessCheck } from '@dealer/ops/readiness'

/** Readiness's Postgres check: Payload's pool answers a query. */
export function postgresCheck(payload: () => Promise<Payload> | Payload): ReadinessCheck {
  return {
    name: 'postgres',
    check: async () => {
      await (await payload()).db.pool.query('select 1')
    },
  }
}
