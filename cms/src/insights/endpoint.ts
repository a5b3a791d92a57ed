import type { Endpoint, PayloadRequest } from 'payload'
import { isSuperAdmin, tenantIdsOf } from '../access/roles'
import { staffOf } from '../access/staff-request'
import { unknownSite } from '../lib/endpoint-input'
import { previousRange, readDayRange, type DayRange } from './figures'
import { demandFigures, leadFigures, messageFigures, timeZoneOf, type DemandFigures, type LeadFigures, type MessageFigures, type Scope } from './queries'
import { searchDemand, type SearchDemand } from './searches'
import { stockFigures, type StockFigures } from './stock'

/** The API's answer, as the dashboard reads it. */
export interface InsightsAnswer {
  sites: string[]
  range: DayRange
  previous: DayRange
  /** The clock the days are read on: the site's, or Brisbane's for several sites. */
  timeZone: string
  leads: LeadFigures
  stock: StockFigures
  demand: DemandFigures & SearchDemand
  messages: MessageFigures
}

/**
 * GET /api/insights?site=<slug|all>&from=<yyyy-mm-dd>&to=<yyyy-mm-dd> (issue 46): the dashboard's figures for the
 * staff of the site (both dates inclusive, whole days on the site's clock), each compared with the period of the same
 * length just before. `all`: every site the person may see (a super-admin: every site), on Brisbane's clock. 401
 * without a session, 403 for a site the person does not work on, 404 for no such site, 400 for a bad range.
 */
export const insightsEndpoint: Endpoint = {
  path: '/insights',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return staffOf(req, null)!
    const range = readDayRange(req.searchParams.get('from'), req.searchParams.get('to'))
    if ('problem' in range) return Response.json({ message: range.problem }, { status: 400 })
    const sites = await sitesOf(req, (req.searchParams.get('site') ?? '').trim())
    if (sites instanceof Response) return sites

    const db = req.payload.db.drizzle
    const now = new Date()
    const scope: Scope = {
      tenantIds: sites.map((site) => site.id),
      timeZone: await timeZoneOf(
        db,
        sites.map((site) => site.id),
      ),
    }
    const previous = previousRange(range)
    // Independent reads, side by side on the pool: the answer takes as long as the slowest.
    const [leads, stock, demand, searches, messages] = await Promise.all([
      leadFigures(db, scope, range, previous, now),
      stockFigures(req.payload, sites, range, scope.timeZone, now),
      demandFigures(db, scope, range, previous),
      searchDemand(db, scope, sites, range),
      messageFigures(db, scope, range, previous, now),
    ])
    const answer: InsightsAnswer = {
      sites: sites.map((site) => site.slug),
      range,
      previous,
      timeZone: scope.timeZone,
      leads,
      stock,
      demand: { ...demand, ...searches },
      messages,
    }
    return Response.json(answer)
  },
}

/** The sites `site` names that the person may see, or the refusal. */
async function sitesOf(req: PayloadRequest, site: string): Promise<Array<{ id: number; slug: string }> | Response> {
  if (!site) return Response.json({ message: 'Name the site (its slug), or all.' }, { status: 400 })
  const everySite = isSuperAdmin(req.user)
  const mine = tenantIdsOf(req.user)
  const found = await req.payload.find({
    collection: 'tenants',
    where: site === 'all' ? (everySite ? {} : { id: { in: mine.length > 0 ? mine : [0] } }) : { slug: { equals: site } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  const sites = found.docs.map((doc) => ({ id: Number(doc.id), slug: String(doc.slug) }))
  if (site === 'all') return sites.length > 0 ? sites : (staffOf(req, null) as Response)
  if (sites.length === 0) return unknownSite(site)
  return staffOf(req, sites[0]!.id) ?? sites
}
