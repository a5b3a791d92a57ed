import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Payload, SelectField, SelectFieldValidation } from 'payload'
import { select } from 'payload/shared'
import pg from 'pg'
import { DEVELOPMENT_ONLY_HINT, isDevelopmentDeployment, simulatorsProblem, type SimulatorSetting } from '@dealer/cms-contract/deployment'
import { isStorefront, notStorefront } from '../leads/storefront-credential'

/**
 * Production refuses simulators (issue 44, cms-contract/deployment.ts): each site's provider settings, read straight
 * from Postgres, checked as the CMS and the outbox worker start (before Payload, which starts lazily) and answered to
 * the storefront's server, which checks them as it starts.
 */

/**
 * Every site with its provider settings and its review import's provider; a site without settings has none (each
 * defaults to the simulator), and one without a review import imports nothing.
 */
const PROVIDERS_QUERY = `
  SELECT t.slug, s.finance_broker, s.trade_in_rego_lookup, s.reserve_payments, s.maps_tiles, r.provider AS review_provider
  FROM tenants t
    LEFT JOIN site_settings s ON s.tenant_id = t.id
    LEFT JOIN review_sources r ON r.tenant_id = t.id
  ORDER BY t.slug`

interface ProvidersRow {
  slug: string
  finance_broker: string | null
  trade_in_rego_lookup: string | null
  reserve_payments: string | null
  maps_tiles: string | null
  review_provider: string | null
}

export interface SiteProviders {
  slug: string
  settings: Record<SimulatorSetting['group'], Record<string, string | null>>
}

const sitesOf = (rows: ProvidersRow[]): SiteProviders[] =>
  rows.map((row) => ({
    slug: row.slug,
    settings: {
      finance: { broker: row.finance_broker },
      tradeIn: { regoLookup: row.trade_in_rego_lookup },
      reserve: { payments: row.reserve_payments },
      maps: { tiles: row.maps_tiles },
      reviews: { provider: row.review_provider },
    },
  }))

/** Postgres's "no such table": a database not migrated yet has no sites to check. */
const UNDEFINED_TABLE = '42P01'

/** Why `who` must not start (a site on a simulator in production), or null; reads DATABASE_URI itself. */
export async function simulatorsInProductionProblem(who: string, env: Record<string, string | undefined> = process.env): Promise<string | null> {
  if (isDevelopmentDeployment(env) || !env.DATABASE_URI) return null
  const client = new pg.Client({ connectionString: env.DATABASE_URI })
  await client.connect()
  try {
    return simulatorsProblem(who, sitesOf((await client.query<ProvidersRow>(PROVIDERS_QUERY)).rows), env)
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return null
    throw error
  } finally {
    await client.end()
  }
}

/** GET /api/site-settings/providers → { sites }: each site's provider settings, for the storefront's start-up check only. */
export const siteProvidersEndpoint: Endpoint = {
  path: '/providers',
  method: 'get',
  handler: async (req) => {
    if (!isStorefront(req)) return notStorefront()
    const result = await (req.payload as Payload).db.drizzle.execute(sql.raw(PROVIDERS_QUERY))
    return Response.json({ sites: sitesOf(result.rows as unknown as ProvidersRow[]) })
  },
}

/**
 * A provider field's validation: staff of a live site must choose the real provider. The server's own scripts (the
 * seed, through the Local API) may still write the simulator; the CMS, its worker and the storefront then refuse to
 * start, naming the site and the setting.
 */
export const realProviderInProduction: SelectFieldValidation = (value, options) => {
  if (value === 'simulator' && options.req.payloadAPI !== 'local' && !isDevelopmentDeployment())
    return `The simulator is for development only. ${DEVELOPMENT_ONLY_HINT}`
  return select(value, options)
}

/** A provider setting: the simulator (its default, refused to staff in production) or one of the real providers. */
export function providerSelect(
  name: string,
  label: string,
  { simulator, real, description }: { simulator: string; real: Array<{ label: string; value: string }>; description?: string },
): SelectField {
  return {
    name,
    label,
    type: 'select',
    defaultValue: 'simulator',
    validate: realProviderInProduction,
    options: [{ label: simulator, value: 'simulator' }, ...real],
    ...(description ? { admin: { description } } : {}),
  }
}
