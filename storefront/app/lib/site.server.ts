import { data } from 'react-router'
import { getTenants } from './cms.server'
import { config } from './config.server'
import { resolveTenant, type SiteTenant } from './tenant'

/** The tenant whose site this request is for; an unknown host gets the "no site here" 404 page. */
export async function requireTenant(request: Request): Promise<SiteTenant> {
  // Only Host: a forwarded-host header from the browser must not pick another tenant's site.
  const host = request.headers.get('host')
  const tenant = resolveTenant(host, await getTenants(), config.defaultTenant)
  if (!tenant) throw data({ reason: 'unknown-site', host }, { status: 404 })
  return tenant
}

export function notFound(reason: string): never {
  throw data({ reason }, { status: 404 })
}
