import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { metrics, once } from '@dealer/ops/metrics'
import { monthStart } from '../customers/codes'
import { smsFiguresBySite } from '../customers/store'

/** One read of the figures serves every series of a scrape (prom-client collects the series at once). */
const SCRAPE_MS = 1_000

function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; figures: Promise<T> } | null = null
  return () => {
    if (!last || Date.now() - last.at > SCRAPE_MS) last = { at: Date.now(), figures: read() }
    return last.figures
  }
}

interface OutboxFigures {
  outbox: string
  pending: number
  oldest_seconds: number | null
  failed: number
}

type SiteSms = Awaited<ReturnType<typeof smsFiguresBySite>>[number]

/**
 * The figures an operator's alerts read from Postgres at each scrape, the same from whichever worker answers: the
 * outboxes' backlog (rows waiting, the oldest one's age, rows given up on), stock imports that failed in the last hour,
 * and each site's texts this month against its allowance. Registered by the outbox worker, which has the database.
 */
export function registerOperationsMetrics(payload: Payload): void {
  const execute = (query: ReturnType<typeof sql>) => payload.db.drizzle.execute(query)
  const outboxes = perScrape(async () => {
    const result = await execute(sql`
      SELECT 'leads' AS outbox, count(*) FILTER (WHERE status = 'pending')::int AS pending,
        extract(epoch FROM clock_timestamp() - min(created_at) FILTER (WHERE status = 'pending'))::float AS oldest_seconds,
        count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM lead_deliveries
      UNION ALL
      SELECT 'alerts', count(*) FILTER (WHERE status = 'pending')::int,
        extract(epoch FROM clock_timestamp() - min(created_at) FILTER (WHERE status = 'pending'))::float,
        count(*) FILTER (WHERE status = 'failed')::int
      FROM shopper_alerts`)
    return result.rows as unknown as OutboxFigures[]
  })
  const failedImports = perScrape(async () => {
    const result = await execute(sql`
      SELECT count(*)::int AS failed FROM stock_imports WHERE state = 'failed' AND finished_at > clock_timestamp() - interval '1 hour'`)
    return Number((result.rows[0] as { failed: number } | undefined)?.failed ?? 0)
  })
  const sms = perScrape(() => smsFiguresBySite(payload.db.drizzle, monthStart(new Date())))

  // A figure Postgres can't give now is left out of this scrape (its series empty): the rest of the scrape, Node's
  // figures and dealer_ready among them, still answers.
  const gauge = <Row, L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<Row>,
  ) =>
    once(
      name,
      () =>
        new metrics.Gauge({
          name,
          help,
          labelNames,
          async collect() {
            this.reset()
            await fill((labels, value) => this.set(labels, value)).catch((error: unknown) =>
              console.warn(`metrics: ${name} left out of this scrape (${error instanceof Error ? error.message : String(error)})`),
            )
          },
        }),
    )
  const outboxGauge = (name: string, help: string, value: (row: OutboxFigures) => number | null) =>
    gauge(name, help, ['outbox'], async (set) => {
      for (const row of await outboxes()) set({ outbox: row.outbox }, value(row) ?? 0)
    })
  outboxGauge('dealer_outbox_pending', 'Rows waiting to be sent, per outbox (leads, alerts).', (row) => row.pending)
  outboxGauge('dealer_outbox_oldest_pending_seconds', 'Age of the oldest row waiting, per outbox; 0 when none waits.', (row) => row.oldest_seconds)
  outboxGauge('dealer_outbox_failed', 'Rows given up on after their last attempt, per outbox.', (row) => row.failed)
  gauge('dealer_stock_imports_failed_last_hour', 'Stock import runs that failed in the last hour, every site together.', [], async (set) =>
    set({}, await failedImports()),
  )
  const smsGauge = (name: string, help: string, value: (row: SiteSms) => number) =>
    gauge(name, help, ['site'], async (set) => {
      for (const row of await sms()) set({ site: row.site }, value(row))
    })
  smsGauge('dealer_sms_sent_this_month', 'Texts a site has sent this calendar month (Brisbane time).', (row) => row.sent)
  smsGauge('dealer_sms_monthly_allowance', 'Texts a site may send each month (its Site settings).', (row) => row.allowance)
}
