import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { currentRequest } from '@dealer/ops/log'
import { getTenants } from './cms.server'
import { config } from './config.server'
import { resolveTenant, siteOrigin, type Tenant } from './tenant'

/** This request's tenant, looked up at most once, on first use (a resource route such as /healthz never asks). */
const tenantContext = createContext<() => Promise<Tenant>>()

/**
 * The root route's middleware: every loader and action of one request shares one tenant lookup. Only the Host header
 * picks the tenant: a forwarded-host header from the browser must not pick another tenant's site.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  let tenant: Promise<Tenant> | undefined
  context.set(tenantContext, () => (tenant ??= lookUpTenant(request.headers.get('host'))))
  return next()
}

async function lookUpTenant(host: string | null): Promise<Tenant> {
  const tenant = resolveTenant(host, await getTenants(), config.localSiteHosts)
  if (!tenant) throw data({ reason: 'unknown-site', host }, { status: 404 })
  // The request's log line, and its calls to the CMS and search, name the site from here on.
  const request = currentRequest()
  if (request) request.site = tenant.slug
  return tenant
}

/** The tenant whose site this request is for; an unknown host gets the "no site here" 404 page. */
export function requireTenant(context: Readonly<RouterContextProvider>): Promise<Tenant> {
  return context.get(tenantContext)()
}

export function notFound(reason: string): never {
  throw data({ reason }, { status: 404 })
}

/** The site's published address (https and its first domain) for canonical, Open Graph and JSON-LD URLs; never the request's host. */
export function publishedOrigin(tenant: Tenant): string {
  return siteOrigin(tenant, config.localSiteUrlPattern)
}
