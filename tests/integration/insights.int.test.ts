import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { liteClient } from 'algoliasearch/lite'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { stockIndexName } from '@dealer/stock/index-schema'
import { cmsAs, cmsJsonAs, cmsLogin } from './helpers/cms'
import { siteSearchKey } from './helpers/search-keys'
import { siteRequest } from './helpers/site-request'

/**
 * GET /api/insights (issue 46) against the real CMS: its figures equal what the leads collection's REST API counts for
 * the same range, time to first contact is what the database recorded as each status first left New, and staff see
 * only their own sites' figures. A site of its own, so the counts are exact.
 */

const bayside = DEMO_TENANTS.find((tenant) => tenant.slug === 'bayside-toyota')!
const southernCross = DEMO_TENANTS.find((tenant) => tenant.slug === 'southern-cross')!
const run = Date.now().toString(36)
let superAdmin: string
let db: pg.Client
let site: { id: number; slug: string }

interface Lead {
  id: number
  form: string
  status: string
  createdAt: string
  firstContactedAt: string | null
  trafficSource: string
}

interface Insights {
  sites: string[]
  range: { from: string; to: string }
  previous: { from: string; to: string }
  timeZone: string
  leads: {
    total: { current: number; previous: number; change: number; percent: number | null }
    byDay: Array<{ day: string; total: number }>
    byForm: Array<{ form: string; leads: number; previous: number }>
    bySource: Array<{ source: string; name: string | null; leads: number; previous: number }>
    firstContact: { medianMinutes: number | null; p90Minutes: number | null; contacted: number }
    waiting: { count: number; leads: Array<{ id: number }> }
    failedDeliveries: { current: number }
  }
}

/** Today on Brisbane's clock (a site with no location keeps it), and `days` days before. */
const brisbaneDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  )

beforeAll(async () => {
  superAdmin = await cmsLogin(SUPER_ADMIN)
  db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  const { doc } = await cmsJsonAs<{ doc: { id: number } }>(superAdmin, 'POST', '/api/tenants', {
    name: 'Insight Motors',
    slug: `insight-motors-${run}`,
    template: 'dealer',
  })
  site = { id: doc.id, slug: `insight-motors-${run}` }
})

afterAll(async () => {
  if (site) await cmsAs(superAdmin, 'DELETE', `/api/tenants/${site.id}`)
  await db?.end()
})

/** A lead of the site; `visit` is where its visit came from (campaign parameters, another site), else direct. */
async function newLead(form: string, visit: { linkedQueryParams?: Record<string, string>; referrerDomain?: string } = {}): Promise<number> {
  const { doc } = await cmsJsonAs<{ doc: { id: number } }>(superAdmin, 'POST', '/api/leads', {
    ...visit,
    tenant: site.id,
    form,
    category: form === 'contact' ? 'General' : 'Car enquiry',
    name: 'Ada',
    lastName: `Lovelace ${form}`,
    email: 'ada@example.com',
    phone: '0412 345 678',
    postcode: '4163',
  })
  return doc.id
}

/** The leads REST finds for the site from `from` to `to` (whole Brisbane days), with any more conditions. */
async function restLeads(from: string, to: string, extra = ''): Promise<Lead[]> {
  const start = new Date(`${from}T00:00:00+10:00`).toISOString()
  const end = new Date(new Date(`${to}T00:00:00+10:00`).getTime() + 86_400_000).toISOString()
  const { docs } = await cmsJsonAs<{ docs: Lead[] }>(
    superAdmin,
    'GET',
    `/api/leads?where[tenant][equals]=${site.id}&where[createdAt][greater_than_equal]=${start}&where[createdAt][less_than]=${end}${extra}&limit=1000&depth=0`,
  )
  return docs
}

describe('GET /api/insights', () => {
  it("answers a site's lead figures as its REST API counts them, with time to first contact", async () => {
    // In the last seven days: two enquiries, a test drive, a finance application, a contact message; two enquiries
    // the seven days before.
    const newsletter = { linkedQueryParams: { utm_source: 'Newsletter', utm_medium: 'email' } }
    const ids = {
      enquiry: await newLead('enquiry', newsletter),
      secondEnquiry: await newLead('enquiry', { referrerDomain: 'www.carsguide.com.au' }),
      testDrive: await newLead('test-drive', { linkedQueryParams: { gclid: 'abc' }, referrerDomain: 'www.google.com' }),
      finance: await newLead('finance'),
      contact: await newLead('contact'),
      earlier: await newLead('enquiry', newsletter),
      earlierStill: await newLead('enquiry'),
    }
    // Contacted after 30, 90 and 600 minutes: the status change stamps the moment, then arrival is set that long before.
    const contacted: Array<[number, number]> = [
      [ids.enquiry, 30],
      [ids.testDrive, 90],
      [ids.finance, 600],
    ]
    for (const [id] of contacted) await cmsJsonAs(superAdmin, 'PATCH', `/api/leads/${id}`, { status: 'contacted' })
    for (const [id, minutes] of contacted)
      await db.query(`UPDATE leads SET created_at = first_contacted_at - make_interval(mins => $2) WHERE id = $1`, [id, minutes])
    // Still New two days after it came, and its delivery failed.
    await db.query(`UPDATE leads SET created_at = now() - interval '2 days', delivery_status = 'failed' WHERE id = $1`, [ids.contact])
    await db.query(`UPDATE leads SET created_at = now() - interval '9 days' WHERE id = ANY($1)`, [[ids.earlier, ids.earlierStill]])

    const from = brisbaneDay(6)
    const to = brisbaneDay(0)
    const insights = await cmsJsonAs<Insights>(superAdmin, 'GET', `/api/insights?site=${site.slug}&from=${from}&to=${to}`)
    expect(insights).toMatchObject({ sites: [site.slug], range: { from, to }, previous: { from: brisbaneDay(13), to: brisbaneDay(7) } })

    const inRange = await restLeads(from, to)
    const before = await restLeads(brisbaneDay(13), brisbaneDay(7))
    expect(inRange).toHaveLength(5)
    expect(insights.leads.total).toEqual({ current: inRange.length, previous: before.length, change: 3, percent: 150 })
    for (const { form, leads, previous } of insights.leads.byForm) {
      expect(leads, form).toBe(inRange.filter((lead) => lead.form === form).length)
      expect(previous, form).toBe(before.filter((lead) => lead.form === form).length)
    }
    // By source: each kind as REST counts it, then the campaigns and sites.
    const kinds = insights.leads.bySource.filter((row) => row.name === null)
    expect(kinds.map((row) => row.source)).toEqual(['campaign', 'referral', 'direct'])
    for (const { source, leads, previous } of kinds) {
      expect(leads, source).toBe(inRange.filter((lead) => lead.trafficSource === source).length)
      expect(previous, source).toBe(before.filter((lead) => lead.trafficSource === source).length)
    }
    expect(insights.leads.bySource.filter((row) => row.name !== null)).toEqual([
      { source: 'campaign', name: 'newsletter / email', leads: 1, previous: 1 },
      { source: 'referral', name: 'carsguide.com.au', leads: 1, previous: 0 },
      { source: 'campaign', name: 'google / cpc', leads: 1, previous: 0 },
    ])
    expect(insights.leads.byDay).toHaveLength(7)
    expect(insights.leads.byDay.reduce((sum, day) => sum + day.total, 0)).toBe(5)

    // What REST reads back: each contacted lead's first contact, that many minutes after it came.
    const minutes = inRange
      .filter((lead) => lead.firstContactedAt)
      .map((lead) => Math.round((Date.parse(lead.firstContactedAt!) - Date.parse(lead.createdAt)) / 60_000))
      .sort((a, b) => a - b)
    expect(minutes).toEqual([30, 90, 600])
    // Median 90; 90th percentile between 90 and 600 at 0.8: 90 + 0.8 × 510 = 498.
    expect(insights.leads.firstContact).toMatchObject({ medianMinutes: 90, p90Minutes: 498, contacted: 3 })
    // Waiting: every lead still New a day after it came, whatever the range, oldest first.
    expect(insights.leads.waiting.leads.map((lead) => lead.id)).toEqual([ids.earlier, ids.earlierStill, ids.contact])
    expect(insights.leads.failedDeliveries.current).toBe(1)
  })

  it('keeps the first contact where it was, whatever the status does next or a request says', async () => {
    const id = await newLead('enquiry')
    const { doc: first } = await cmsJsonAs<{ doc: Lead }>(superAdmin, 'PATCH', `/api/leads/${id}`, { status: 'contacted' })
    expect(first.firstContactedAt).toEqual(expect.any(String))
    await cmsJsonAs(superAdmin, 'PATCH', `/api/leads/${id}`, { status: 'new' })
    await cmsJsonAs(superAdmin, 'PATCH', `/api/leads/${id}`, { status: 'closed', firstContactedAt: '2020-01-01T00:00:00.000Z' })
    const lead = await cmsJsonAs<Lead>(superAdmin, 'GET', `/api/leads/${id}?depth=0`)
    expect(lead).toMatchObject({ status: 'closed', firstContactedAt: first.firstContactedAt })
  })

  it('counts a search that found nothing, by its words alone, in the day’s demand figures', async () => {
    const words = `flux capacitor ${run}`
    const page = await siteRequest('bayside-toyota', `/search/new-used-and-demo-cars?query=${encodeURIComponent(words.toUpperCase())}`)
    expect(page.status).toBe(200)
    const editor = await cmsLogin(bayside.editor)
    type Demand = { demand: { zeroResultSearches: Array<{ make: string; model: string; query: string; searches: number }> } }
    let found: Demand['demand']['zeroResultSearches'][number] | undefined
    // The storefront reports it without making the shopper wait: within a few seconds.
    for (let attempt = 0; attempt < 50 && !found; attempt++) {
      const figures = await cmsJsonAs<Demand>(editor, 'GET', `/api/insights?site=bayside-toyota&from=${brisbaneDay(0)}&to=${brisbaneDay(0)}`)
      found = figures.demand.zeroResultSearches.find((search) => search.query === words)
      if (!found) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(found).toEqual({ make: '', model: '', query: words, searches: 1 })
    // What is kept of a search: its site, day, terms and whether it found a car; nothing of who searched.
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'site_searches' ORDER BY ordinal_position`,
    )
    expect(columns.rows.map((row) => row.column_name)).toEqual(['tenant_id', 'day', 'make', 'model', 'query', 'found', 'searches'])
    // Only the storefront reports searches.
    const forged = await cmsAs(editor, 'POST', '/api/insights/searches', { site: 'bayside-toyota', make: '', model: '', query: 'x', found: false })
    expect(forged.status).toBe(401)
  })

  it('counts a refinement made on the search page itself (through /search-api), its first page only', async () => {
    const words = `warp drive ${run}`
    const client = liteClient(process.env.ALGOLIA_APP_ID ?? 'local', siteSearchKey('bayside-toyota'), {
      hosts: [{ url: `${new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').host}/search-api`, protocol: 'http', accept: 'read' }],
    })
    // As the search page asks: the results query first, its filters as stockFilters writes them.
    const resultsQuery = (query: string, page: number) => ({
      indexName: stockIndexName('bayside-toyota'),
      query,
      page,
      hitsPerPage: 21,
      filters: `make:"Lamborghini" AND (make_model:"Lamborghini:Urus") AND selling_price >= 1000`,
      attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES,
    })
    await client.search({ requests: [resultsQuery(words, 0)] })
    await client.search({ requests: [resultsQuery(`${words} again`, 1)] })
    const editor = await cmsLogin(bayside.editor)
    type Demand = { demand: { zeroResultSearches: Array<{ make: string; model: string; query: string; searches: number }> } }
    let figures: Demand | undefined
    for (let attempt = 0; attempt < 50; attempt++) {
      figures = await cmsJsonAs<Demand>(editor, 'GET', `/api/insights?site=bayside-toyota&from=${brisbaneDay(0)}&to=${brisbaneDay(0)}`)
      if (figures.demand.zeroResultSearches.some((search) => search.query === words)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const mine = figures!.demand.zeroResultSearches.filter((search) => search.query.startsWith(words))
    expect(mine).toEqual([{ make: 'Lamborghini', model: 'Urus', query: words, searches: 1 }])
  })

  it('answers only the staff of the site, and a clear 400 for a bad range', async () => {
    const range = `from=${brisbaneDay(29)}&to=${brisbaneDay(0)}`
    const southernEditor = await cmsLogin(southernCross.editor)
    const baysideEditor = await cmsLogin(bayside.editor)
    expect((await fetch(new URL(`/api/insights?site=bayside-toyota&${range}`, process.env.CMS_URL ?? 'http://localhost:3001'))).status).toBe(401)
    expect((await cmsAs(southernEditor, 'GET', `/api/insights?site=bayside-toyota&${range}`)).status).toBe(403)
    const own = await cmsJsonAs<Insights>(baysideEditor, 'GET', `/api/insights?site=bayside-toyota&${range}`)
    expect(own.sites).toEqual(['bayside-toyota'])
    // "all" is every site the person works on: for the Bayside editor, Bayside alone.
    expect((await cmsJsonAs<Insights>(baysideEditor, 'GET', `/api/insights?site=all&${range}`)).sites).toEqual(['bayside-toyota'])
    expect((await cmsAs(baysideEditor, 'GET', `/api/insights?site=no-such-site&${range}`)).status).toBe(404)
    const backwards = await cmsAs(baysideEditor, 'GET', `/api/insights?site=bayside-toyota&from=${brisbaneDay(0)}&to=${brisbaneDay(3)}`)
    expect(backwards.status).toBe(400)
    expect(((await backwards.json()) as { message: string }).message).toBe('The range ends before it starts: give a from on or before its to.')
    expect((await cmsAs(baysideEditor, 'GET', `/api/insights?site=bayside-toyota&from=2026-02-30&to=2026-03-01`)).status).toBe(400)
  })
})
