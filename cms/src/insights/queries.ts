import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { locationTimeZone } from '@dealer/geo/time-zones'
import { ALLOWANCE_TIME_ZONE, monthStart } from '../customers/codes'
import { monthlyAllowance, smsSentSince } from '../customers/store'
import { compared, daysOf, leadSources, quantileOfCounts, type Compared, type DayRange, type LeadSource, type SourceCount } from './figures'

/**
 * The dashboard's figures that live in Postgres (issue 46): leads, demand and sign-in messages, each an aggregate over
 * indexed columns for the sites in scope and a range of whole days in the sites' time zone. Nothing here loads
 * documents: rows come back already counted.
 */

type Database = Payload['db']['drizzle']
type SQL = ReturnType<typeof sql>

/** Which sites, on whose clock. */
export interface Scope {
  tenantIds: number[]
  timeZone: string
}

/** The forms a lead comes from, in the order the dashboard lists them. */
export const LEAD_FORMS = ['enquiry', 'test-drive', 'finance', 'trade-in', 'reservation', 'offer-accepted', 'contact'] as const

/** `tenant_id IN (…)` for the sites in scope. */
export const ofSites = (scope: Scope) =>
  sql`tenant_id IN (${sql.join(
    scope.tenantIds.map((id) => sql`${id}`),
    sql`, `,
  )})`

/** The instant the range's first day begins, and the instant after its last day ends, on the scope's clock. */
const startOf = (day: string, timeZone: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`
const endOf = (day: string, timeZone: string) => sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${timeZone})`
export const within = (column: SQL, range: DayRange, timeZone: string) =>
  sql`${column} >= ${startOf(range.from, timeZone)} AND ${column} < ${endOf(range.to, timeZone)}`

export interface LeadFigures {
  total: Compared
  byDay: Array<{ day: string; total: number } & Record<(typeof LEAD_FORMS)[number], number>>
  byForm: Array<{ form: (typeof LEAD_FORMS)[number]; leads: number; previous: number }>
  /**
   * Leads by where their visit came from: each kind's total (`name` null), then its campaigns or sites (the 20 with
   * the most leads in the range, then those of the period before).
   */
  bySource: LeadSource[]
  /** Minutes from a lead's arrival to its status first leaving New, over the range's leads contacted so far. */
  firstContact: { medianMinutes: number | null; p90Minutes: number | null; contacted: number; previousMedianMinutes: number | null }
  /** Leads still New a day after they came, oldest first (the first 100), and how many there are. */
  waiting: { count: number; leads: Array<{ id: number; title: string; form: string; createdAt: string; tenant: number }> }
  failedDeliveries: Compared
}

export async function leadFigures(db: Database, scope: Scope, range: DayRange, previous: DayRange, now: Date): Promise<LeadFigures> {
  const { timeZone } = scope
  // Minutes to first contact as a histogram of whole minutes, for the range and the period before in one read.
  const contactRead = db.execute(sql`
    SELECT created_at >= ${startOf(range.from, timeZone)} AS current, round(extract(epoch FROM first_contacted_at - created_at) / 60)::int AS minutes,
      count(*)::int AS leads
    FROM leads WHERE ${ofSites(scope)} AND ${within(sql`created_at`, { from: previous.from, to: range.to }, timeZone)} AND first_contacted_at IS NOT NULL
    GROUP BY 1, 2`)
  // Grouped by the date and the form's enum, then written as text: formatting each row first took twice as long.
  const countsRead = db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, form::text AS form, leads, failed FROM (
      SELECT (created_at AT TIME ZONE ${timeZone})::date AS day, form, count(*)::int AS leads,
        count(*) FILTER (WHERE delivery_status = 'failed')::int AS failed
      FROM leads WHERE ${ofSites(scope)} AND ${within(sql`created_at`, { from: previous.from, to: range.to }, timeZone)}
      GROUP BY 1, 2
    ) AS counted`)
  const waitingRead = db.execute(sql`
    SELECT id, coalesce(title, '') AS title, form::text AS form, created_at, tenant_id, count(*) OVER ()::int AS count FROM leads
    WHERE ${ofSites(scope)} AND status = 'new' AND created_at < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz
    ORDER BY created_at, id LIMIT 100`)
  const sourcesRead = db.execute(sql`
    SELECT coalesce(traffic_source::text, 'direct') AS source, coalesce(traffic_source_name, '') AS name, leads, previous FROM (
      SELECT traffic_source, traffic_source_name, count(*) FILTER (WHERE created_at >= ${startOf(range.from, timeZone)})::int AS leads,
        count(*) FILTER (WHERE created_at < ${startOf(range.from, timeZone)})::int AS previous
      FROM leads WHERE ${ofSites(scope)} AND ${within(sql`created_at`, { from: previous.from, to: range.to }, timeZone)}
      GROUP BY 1, 2
    ) AS counted`)
  const [counts, contacts, waiting, sources] = await Promise.all([countsRead, contactRead, waitingRead, sourcesRead])
  const contactRows = contacts.rows as Array<{ current: boolean; minutes: number; leads: number }>
  const minutesOf = (current: boolean) => contactRows.filter((row) => row.current === current).map((row) => [Number(row.minutes), Number(row.leads)] as const)
  const whole = (value: number | null) => (value === null ? null : Math.round(value))
  const rows = counts.rows as Array<{ day: string; form: (typeof LEAD_FORMS)[number]; leads: number; failed: number }>
  const inRange = (row: { day: string }) => row.day >= range.from
  const sum = (list: typeof rows, pick: (row: (typeof rows)[number]) => number) => list.reduce((total, row) => total + pick(row), 0)
  const current = rows.filter(inRange)
  const before = rows.filter((row) => !inRange(row))

  const byDay = daysOf(range).map((day) => {
    const ofDay = current.filter((row) => row.day === day)
    const forms = Object.fromEntries(
      LEAD_FORMS.map((form) => [
        form,
        sum(
          ofDay.filter((row) => row.form === form),
          (row) => row.leads,
        ),
      ]),
    )
    return { day, total: sum(ofDay, (row) => row.leads), ...forms } as LeadFigures['byDay'][number]
  })

  const waitingRows = waiting.rows as Array<{ id: number; title: string; form: string; created_at: string; tenant_id: number; count: number }>

  return {
    total: compared(
      sum(current, (row) => row.leads),
      sum(before, (row) => row.leads),
    ),
    byDay,
    byForm: LEAD_FORMS.map((form) => ({
      form,
      leads: sum(
        current.filter((row) => row.form === form),
        (row) => row.leads,
      ),
      previous: sum(
        before.filter((row) => row.form === form),
        (row) => row.leads,
      ),
    })),
    bySource: leadSources(sources.rows as SourceCount[]),
    firstContact: {
      medianMinutes: whole(quantileOfCounts(minutesOf(true), 0.5)),
      p90Minutes: whole(quantileOfCounts(minutesOf(true), 0.9)),
      contacted: minutesOf(true).reduce((sum, [, leads]) => sum + leads, 0),
      previousMedianMinutes: whole(quantileOfCounts(minutesOf(false), 0.5)),
    },
    waiting: {
      count: waitingRows[0]?.count ?? 0,
      leads: waitingRows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        form: row.form,
        createdAt: new Date(row.created_at).toISOString(),
        tenant: Number(row.tenant_id),
      })),
    },
    failedDeliveries: compared(
      sum(current, (row) => row.failed),
      sum(before, (row) => row.failed),
    ),
  }
}

export interface DemandFigures {
  /** The cars most often saved to a watchlist in the range. */
  mostSaved: Array<{ carId: string; name: string; saves: number }>
  priceAlertsSent: Compared
  /** New-stock alerts of saved searches sent (texts and emails). */
  newStockAlertsSent: Compared
}

export async function demandFigures(db: Database, scope: Scope, range: DayRange, previous: DayRange): Promise<DemandFigures> {
  const saved = await db.execute(sql`
    SELECT car_id, max(name) AS name, count(*)::int AS saves FROM saved_cars
    WHERE ${ofSites(scope)} AND ${within(sql`created_at`, range, scope.timeZone)}
    GROUP BY car_id ORDER BY saves DESC, car_id LIMIT 10`)
  const alerts = async (days: DayRange) => {
    const result = await db.execute(sql`
      SELECT count(*) FILTER (WHERE kind = 'price-drop')::int AS price_drop, count(*) FILTER (WHERE kind = 'new-stock')::int AS new_stock
      FROM shopper_alerts WHERE ${ofSites(scope)} AND status = 'sent' AND ${within(sql`sent_at`, days, scope.timeZone)}`)
    const row = result.rows[0] as { price_drop: number; new_stock: number }
    return { priceDrop: Number(row.price_drop), newStock: Number(row.new_stock) }
  }
  const [now, before] = [await alerts(range), await alerts(previous)]
  return {
    mostSaved: (saved.rows as Array<{ car_id: string; name: string; saves: number }>).map((row) => ({ carId: row.car_id, name: row.name, saves: row.saves })),
    priceAlertsSent: compared(now.priceDrop, before.priceDrop),
    newStockAlertsSent: compared(now.newStock, before.newStock),
  }
}

export interface MessageFigures {
  /** Texts sent this calendar month (Brisbane): sign-in codes and alerts, against the sites' monthly caps. */
  smsThisMonth: { sent: number; cap: number }
  signUps: Compared
  /** Sends refused in the range, by reason (the cap reached, too soon after the last, …). */
  refusedSends: Record<string, number>
}

export async function messageFigures(db: Database, scope: Scope, range: DayRange, previous: DayRange, now: Date): Promise<MessageFigures> {
  let sent = 0
  let cap = 0
  const refused: Record<string, number> = {}
  const month = monthStart(now)
  for (const tenant of scope.tenantIds) {
    sent += await smsSentSince(db, tenant, month)
    cap += await monthlyAllowance(db, tenant)
  }
  const refusals = await db.execute(sql`
    SELECT reason::text AS reason, sum(refused)::int AS refused FROM customer_sms_refusals
    WHERE ${ofSites(scope)} AND day >= ${range.from}::date AND day <= ${range.to}::date GROUP BY reason`)
  for (const row of refusals.rows as Array<{ reason: string; refused: number }>) refused[row.reason] = Number(row.refused)
  const signUps = async (days: DayRange) => {
    const result = await db.execute(
      sql`SELECT count(*)::int AS customers FROM customers WHERE ${ofSites(scope)} AND ${within(sql`created_at`, days, scope.timeZone)}`,
    )
    return Number((result.rows[0] as { customers: number }).customers)
  }
  return { smsThisMonth: { sent, cap }, signUps: compared(await signUps(range), await signUps(previous)), refusedSends: refused }
}

/** The site's clock: its first location's time zone, else its state's capital's; Brisbane's for several sites. */
export async function timeZoneOf(db: Database, tenantIds: number[]): Promise<string> {
  if (tenantIds.length !== 1) return ALLOWANCE_TIME_ZONE
  const result = await db.execute(sql`
    SELECT time_zone::text AS time_zone, address_state::text AS state FROM locations WHERE tenant_id = ${tenantIds[0]} ORDER BY id LIMIT 1`)
  const row = result.rows[0] as { time_zone: string | null; state: string | null } | undefined
  return row ? locationTimeZone({ timeZone: row.time_zone, address: { state: row.state } }) : ALLOWANCE_TIME_ZONE
}
