import http from 'node:http'
import type { Endpoint, PayloadRequest } from 'payload'
import { isSuperAdmin, tenantIdsOf } from '../access/roles'
import { linkCheckAnswer, sitePathToCheck } from './link-check'

/** Per staff member: plenty for typing in a few link fields, too few to use the CMS as a crawler. */
const CHECKS_PER_MINUTE = 60

/**
 * Counts one check for `key` in a one-minute window, in Postgres (every CMS instance shares it), beside the storefront's
 * counters in the rate_limits schema that Payload's migrations never see. True while under the limit.
 */
async function withinLimit(req: PayloadRequest, key: string): Promise<boolean> {
  const pool = (req.payload.db as unknown as { pool: { query(sql: string, values?: unknown[]): Promise<{ rows: Array<{ count: number }> }> } }).pool
  await pool.query('CREATE SCHEMA IF NOT EXISTS rate_limits').catch(() => undefined)
  await pool
    .query('CREATE TABLE IF NOT EXISTS rate_limits.cms_windows (key text PRIMARY KEY, window_start timestamptz NOT NULL, count integer NOT NULL)')
    .catch(() => undefined)
  const { rows } = await pool.query(
    `INSERT INTO rate_limits.cms_windows AS w (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN w.window_start < now() - interval '1 minute' THEN 1 ELSE w.count + 1 END,
       window_start = CASE WHEN w.window_start < now() - interval '1 minute' THEN now() ELSE w.window_start END
     RETURNING count`,
    [key],
  )
  return (rows[0]?.count ?? 0) <= CHECKS_PER_MINUTE
}

/** The storefront's status for `path` on one site: asked at STOREFRONT_INTERNAL_URL with the site's host, as a shopper's browser would. */
function storefrontStatus(site: { slug: string; domains?: Array<{ domain: string }> | null }, path: string): Promise<number | null> {
  const base = process.env.STOREFRONT_INTERNAL_URL
  if (!base) return Promise.resolve(null)
  const storefront = new URL(base)
  const host = site.domains?.[0]?.domain.trim().toLowerCase() || `${site.slug}.localhost`
  return new Promise((resolve) => {
    const request = http.request(
      { host: storefront.hostname, port: storefront.port || 80, path, method: 'GET', headers: { host, 'x-link-check': '1' }, timeout: 5000 },
      (response) => {
        resolve(response.statusCode ?? null)
        response.destroy()
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(null))
    request.end()
  })
}

const answer = (status: number, message: string) => Response.json({ message }, { status })

/**
 * GET /api/pages/link-check?site=<id>&path=/foo, for the admin's link fields: whether a shopper following the link on
 * that site would see "page not found". Signed-in staff of that site only, rate-limited per staff member; only paths on
 * the site are checked, always at the storefront's own address.
 */
export const linkCheckEndpoint: Endpoint = {
  path: '/link-check',
  method: 'get',
  handler: async (req) => {
    const user = req.user
    if (!user || user.collection !== 'users') return answer(401, 'Sign in to the admin to check links.')
    const siteId = Number(req.searchParams.get('site'))
    const link = req.searchParams.get('path') ?? ''
    if (!Number.isInteger(siteId) || siteId <= 0) return answer(400, 'Name the site to check the link on (site=<id>).')
    const path = sitePathToCheck(link)
    if (!path) return answer(400, 'Only a path on the site (starting with /) can be checked.')
    if (!isSuperAdmin(user) && !tenantIdsOf(user).includes(siteId)) return answer(403, 'You can check links on your own sites only.')
    if (!(await withinLimit(req, `link-check:${user.id}`))) return answer(429, 'Too many link checks just now; try again in a minute.')
    const site = await req.payload.findByID({ collection: 'tenants', id: siteId, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!site) return answer(404, `There is no site ${siteId}.`)
    return Response.json(linkCheckAnswer(path, await storefrontStatus(site, path)))
  },
}
