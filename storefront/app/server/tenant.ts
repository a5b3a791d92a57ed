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

/**
 * Picks the tenant for a request's Host header: a configured domain, `<slug>.localhost` in
 * development, or for a bare local host the default tenant. Returns null for an unknown host.
 */
export function resolveTenant(host: string | null, tenants: readonly Tenant[], defaultSlug: string | null): Tenant | null {
  if (!host) return null
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const byDomain = tenants.find((tenant) => tenant.domains?.some((entry) => entry.domain.trim().toLowerCase() === hostname))
  if (byDomain) return byDomain
  if (hostname.endsWith('.localhost')) {
    const slug = hostname.slice(0, -'.localhost'.length)
    return tenants.find((tenant) => tenant.slug === slug) ?? null
  }
  if (LOCAL_HOSTS.has(hostname)) {
    return (defaultSlug ? tenants.find((tenant) => tenant.slug === defaultSlug) : tenants.find((tenant) => tenant.isDefault)) ?? null
  }
  return null
}
