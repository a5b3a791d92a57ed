/** The fields of a CMS tenant the storefront needs to route a request and theme the site. */
export interface Tenant {
  id: number
  name: string
  slug: string
  template: 'dealer' | 'group' | 'accessories'
  domains?: Array<{ domain: string }> | null
  theme?: { primaryColour?: string | null; tagline?: string | null } | null
  phone?: string | null
  isDefault?: boolean | null
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Where tenants are found besides their configured domains. */
export interface LocalSiteHosts {
  /** `<slug>.localhost`, and the default tenant on a bare local host: local stacks and development only (LOCAL_SITE_HOSTS). */
  enabled: boolean
  /** The default tenant's slug for a bare local host; unset, the tenant marked default. */
  defaultSlug: string | null
}

/**
 * Picks the tenant for a request's Host header: a configured domain, or where local site hosts are on,
 * `<slug>.localhost` or for a bare local host the default tenant. Returns null for an unknown host.
 */
export function resolveTenant(host: string | null, tenants: readonly Tenant[], local: LocalSiteHosts): Tenant | null {
  if (!host) return null
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const byDomain = tenants.find((tenant) => tenant.domains?.some((entry) => entry.domain.trim().toLowerCase() === hostname))
  if (byDomain) return byDomain
  if (!local.enabled) return null
  const defaultSlug = local.defaultSlug
  if (hostname.endsWith('.localhost')) {
    const slug = hostname.slice(0, -'.localhost'.length)
    return tenants.find((tenant) => tenant.slug === slug) ?? null
  }
  if (LOCAL_HOSTS.has(hostname)) {
    return (defaultSlug ? tenants.find((tenant) => tenant.slug === defaultSlug) : tenants.find((tenant) => tenant.isDefault)) ?? null
  }
  return null
}

/**
 * The address a site publishes itself under, for canonical, Open Graph and JSON-LD URLs: https and its first configured
 * domain, never the request's host. A site with no domain (reachable on a local stack only) gets its local address,
 * `localSiteUrlPattern` with `{slug}` replaced.
 */
export function siteOrigin(tenant: Pick<Tenant, 'slug' | 'domains'>, localSiteUrlPattern: string): string {
  const domain = tenant.domains?.[0]?.domain.trim().toLowerCase()
  return domain ? `https://${domain}` : localSiteUrlPattern.replaceAll('{slug}', tenant.slug)
}
