import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { trafficSourceOf } from '@dealer/cms/leads/traffic-source'
import type { StockCar } from '@dealer/stock/car'
import type { DemoTenant } from './demo-tenants'
import { demoStock } from './stock'
import { SeededRandom } from './stock/random'

/**
 * The demo's history for the dashboard (issue 46): 90 days of each demo site's leads (their forms, cars, statuses, the
 * minutes to a first call, a few failed deliveries, where their visits came from), its cars' views and its searches, drawn from a seeded stream and laid out back
 * from today, so `npm start` opens on a living dashboard. The leads are marked by their email domain: seeding again
 * replaces them and never touches a real shopper's lead.
 */

const HISTORY_EMAIL_DOMAIN = 'history.demo.example'
const HISTORY_DAYS = 90
const MINUTE_MS = 60_000

const FORMS = [
  ['enquiry', 'Car enquiry', 0.38],
  ['test-drive', 'Test drive', 0.16],
  ['finance', 'Finance', 0.1],
  ['trade-in', 'Trade-in', 0.1],
  ['reservation', 'Reservation', 0.04],
  ['offer-accepted', 'Offer accepted', 0.04],
  ['contact', 'General enquiry', 0.18],
] as const
const CAR_FORMS = new Set(['enquiry', 'test-drive', 'reservation', 'offer-accepted'])
const FIRST_NAMES = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Leo', 'Ava', 'Henry']
const LAST_NAMES = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Kelly', 'Singh', 'Martin', 'Walker']

/** Where the visits that ended in a lead came from, and how often: the campaign parameters and referring site. */
const VISITS: ReadonlyArray<[linkedQueryParams: Record<string, string>, referrerDomain: string, share: number]> = [
  [{}, '', 0.33],
  [{ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'used-cars' }, 'www.google.com', 0.18],
  [{}, 'www.google.com', 0.12],
  [{}, 'www.carsales.com.au', 0.12],
  [{ utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'end-of-month' }, 'm.facebook.com', 0.09],
  [{ utm_source: 'newsletter', utm_medium: 'email' }, '', 0.07],
  [{}, 'www.drive.com.au', 0.05],
  [{}, 'www.carsguide.com.au', 0.04],
]

function pickVisit(random: SeededRandom): Pick<HistoryLead, 'linkedQueryParams' | 'referrerDomain'> {
  let roll = random.next()
  for (const [linkedQueryParams, referrerDomain, share] of VISITS) {
    roll -= share
    if (roll < 0) return { linkedQueryParams, referrerDomain }
  }
  return { linkedQueryParams: {}, referrerDomain: '' }
}

/** What shoppers ask for that a dealer often hasn't got: the zero-result searches of the demo's history. */
const WANTED_ELSEWHERE: ReadonlyArray<[make: string, model: string, query: string]> = [
  ['Toyota', 'LandCruiser', ''],
  ['Toyota', 'Prado', ''],
  ['Jeep', 'Wrangler', ''],
  ['Ford', 'Mustang', ''],
  ['Ford', 'Everest', ''],
  ['Tesla', 'Model 3', ''],
  ['', '', 'cybertruck'],
  ['', '', 'campervan'],
  ['', '', 'bull bar snorkel'],
  ['', '', 'v8'],
]

export interface HistorySearch {
  day: string
  make: string
  model: string
  query: string
  found: boolean
  searches: number
}

/**
 * The site's searches, laid out back from `now` as the rollup keeps them (a row per day and terms): its own makes and
 * models most, some words, and a few things it doesn't stock. Pure (for its seed).
 */
export function historySearches(cars: readonly StockCar[], seed: number, now: Date): HistorySearch[] {
  const random = new SeededRandom(seed)
  const stocked = [...new Map(cars.map((car) => [`${car.make}:${car.model}`, [car.make, car.model] as const])).values()]
  if (stocked.length === 0) return []
  const rows = new Map<string, HistorySearch>()
  const brisbaneDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' })
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = brisbaneDay.format(new Date(now.getTime() - daysAgo * 86_400_000))
    for (let search = random.int(10, 40); search > 0; search--) {
      const found = random.next() >= 0.12
      const [stockedMake, stockedModel] = random.pick(stocked)
      const [make, model, query] = found ? [stockedMake, random.chance(0.6) ? stockedModel : '', ''] : random.pick(WANTED_ELSEWHERE)
      const key = JSON.stringify([day, make, model, query, found])
      const row = rows.get(key) ?? rows.set(key, { day, make, model, query, found, searches: 0 }).get(key)!
      row.searches++
    }
  }
  return [...rows.values()]
}

/** Minutes to a first call: most within the hour, some the next day, a few much later. */
function contactMinutes(random: SeededRandom): number {
  const roll = random.next()
  if (roll < 0.45) return random.int(3, 45)
  if (roll < 0.8) return random.int(45, 240)
  if (roll < 0.95) return random.int(240, 1_440)
  return random.int(1_440, 4_320)
}

function pickForm(random: SeededRandom): (typeof FORMS)[number] {
  let roll = random.next()
  for (const form of FORMS) {
    roll -= form[2]
    if (roll < 0) return form
  }
  return FORMS[0]
}

interface HistoryLead {
  form: string
  category: string
  name: string
  lastName: string
  createdAt: Date
  status: 'new' | 'contacted' | 'closed'
  firstContactedAt: Date | null
  deliveryStatus: 'delivered' | 'failed'
  car: StockCar | null
  linkedQueryParams: Record<string, string>
  referrerDomain: string
}

/** The site's history leads, laid out back from `now`. Pure (for its seed). */
export function historyLeads(cars: readonly StockCar[], seed: number, now: Date): HistoryLead[] {
  const random = new SeededRandom(seed)
  // A fifth of the cars draw most of the interest.
  const popular = random.sample(cars, Math.max(1, Math.round(cars.length / 5)))
  const leads: HistoryLead[] = []
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = new Date(now.getTime() - daysAgo * 86_400_000)
    const weekend = [0, 6].includes(day.getUTCDay())
    const count = random.int(weekend ? 4 : 2, weekend ? 11 : 8)
    for (let index = 0; index < count; index++) {
      const [form, category] = pickForm(random)
      const createdAt = new Date(day.getTime() - random.int(0, 23 * 60) * MINUTE_MS)
      if (createdAt > now) continue
      const minutes = contactMinutes(random)
      const contactedAt = new Date(createdAt.getTime() + minutes * MINUTE_MS)
      // A lead is still New when its first call hasn't come yet, and one in twenty is forgotten.
      const forgotten = random.chance(0.05)
      const contacted = contactedAt <= now && !forgotten
      leads.push({
        form,
        category,
        name: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        createdAt,
        status: contacted ? (daysAgo > 7 && random.chance(0.7) ? 'closed' : 'contacted') : 'new',
        firstContactedAt: contacted ? contactedAt : null,
        deliveryStatus: random.chance(0.03) ? 'failed' : 'delivered',
        car: CAR_FORMS.has(form) && cars.length > 0 ? (random.chance(0.6) ? random.pick(popular) : random.pick(cars)) : null,
        ...pickVisit(random),
      })
    }
  }
  return leads
}

/** The lead's source as the CMS names it when a lead is made (its hook is bypassed: these rows go in by SQL). */
function trafficOf(lead: HistoryLead): { traffic_source: string; traffic_source_name: string } {
  const { source, name } = trafficSourceOf(lead.linkedQueryParams, lead.referrerDomain)
  return { traffic_source: source, traffic_source_name: name }
}

export async function seedInsightsHistory(payload: Payload, tenants: DemoTenant[], log: (line: string) => void): Promise<void> {
  const db = payload.db.drizzle
  const now = new Date()
  for (const [index, { tenant, cars }] of demoStock(tenants).entries()) {
    const found = await payload.find({ collection: 'tenants', where: { slug: { equals: tenant.slug } }, limit: 1, depth: 0, overrideAccess: true })
    const tenantId = found.docs[0]?.id
    if (tenantId === undefined) continue
    const forSale = cars.filter((car) => !car.sold)
    const leads = historyLeads(forSale, 5_000 + index, now)
    await db.execute(sql`DELETE FROM leads WHERE tenant_id = ${tenantId} AND email LIKE ${`%@${HISTORY_EMAIL_DOMAIN}`}`)
    for (let start = 0; start < leads.length; start += 500) {
      const rows = leads.slice(start, start + 500).map((lead, offset) => ({
        title: `${lead.name} ${lead.lastName}${lead.car ? ` – ${lead.car.name}` : ''}`,
        form: lead.form,
        category: lead.category,
        name: lead.name,
        last_name: lead.lastName,
        email: `${lead.name.toLowerCase()}.${start + offset}@${HISTORY_EMAIL_DOMAIN}`,
        phone: `04${String(10_000_000 + (((start + offset) * 7_919) % 89_999_999)).padStart(8, '0')}`,
        postcode: '4000',
        status: lead.status,
        delivery_status: lead.deliveryStatus,
        created_at: lead.createdAt.toISOString(),
        first_contacted_at: lead.firstContactedAt?.toISOString() ?? null,
        car_stock_id: lead.car?.objectID ?? null,
        car_name: lead.car?.name ?? null,
        car_stocknum: lead.car?.stocknum ?? null,
        linked_query_params: lead.linkedQueryParams,
        referrer_domain: lead.referrerDomain,
        ...trafficOf(lead),
      }))
      await db.execute(sql`
        INSERT INTO leads (tenant_id, title, form, category, name, last_name, email, phone, postcode, status, delivery_status,
          created_at, updated_at, first_contacted_at, car_stock_id, car_name, car_stocknum, linked_query_params, referrer_domain, traffic_source,
          traffic_source_name)
        SELECT ${tenantId}, r.title, r.form::enum_leads_form, r.category, r.name, r.last_name, r.email, r.phone, r.postcode,
          r.status::enum_leads_status, r.delivery_status::enum_leads_delivery_status, r.created_at, coalesce(r.first_contacted_at, r.created_at),
          r.first_contacted_at, r.car_stock_id, r.car_name, r.car_stocknum, r.linked_query_params, r.referrer_domain,
          r.traffic_source::enum_leads_traffic_source, r.traffic_source_name
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(title text, form text, category text, name text, last_name text,
          email text, phone text, postcode text, status text, delivery_status text, created_at timestamptz, first_contacted_at timestamptz,
          car_stock_id text, car_name text, car_stocknum text, linked_query_params jsonb, referrer_domain text, traffic_source text,
          traffic_source_name text)`)
    }
    // Views: the popular cars most, every car some; the counter is the page's own (car_views), so it only grows here.
    const random = new SeededRandom(7_000 + index)
    const views = forSale.map((car) => ({
      stock_id: car.objectID,
      slug: car.path.replace(/^\/cars\//, ''),
      name: car.name,
      make: car.make,
      model: car.model,
      year: car.year,
      price: car.price,
      car_type: car.car_type,
      body: car.simple_body || null,
      views: random.int(0, random.chance(0.2) ? 900 : 120),
    }))
    await db.execute(sql`
      INSERT INTO car_views (tenant_id, stock_id, slug, name, make, model, year, price, car_type, body, views, last_viewed_at, updated_at, created_at)
      SELECT ${tenantId}, v.stock_id, v.slug, v.name, v.make, v.model, v.year, v.price, v.car_type::enum_car_views_car_type, v.body, v.views, now(), now(), now()
      FROM jsonb_to_recordset(${JSON.stringify(views)}::jsonb) AS v(stock_id text, slug text, name text, make text, model text, year int,
        price numeric, car_type text, body text, views int)
      ON CONFLICT (tenant_id, stock_id) DO UPDATE SET views = greatest(car_views.views, EXCLUDED.views)`)
    // Searches: added to the rollup once (seeding again leaves the days it already has).
    const searches = historySearches(forSale, 9_000 + index, now)
    await db.execute(sql`
      INSERT INTO site_searches (tenant_id, day, make, model, query, found, searches)
      SELECT ${tenantId}, s.day, s.make, s.model, s.query, s.found, s.searches
      FROM jsonb_to_recordset(${JSON.stringify(searches)}::jsonb) AS s(day date, make text, model text, query text, found boolean, searches int)
      ON CONFLICT DO NOTHING`)
    log(
      `insights history for ${tenant.name}: ${leads.length} leads over ${HISTORY_DAYS} days, views of ${views.length} cars, ${searches.reduce((sum, row) => sum + row.searches, 0)} searches`,
    )
  }
}
