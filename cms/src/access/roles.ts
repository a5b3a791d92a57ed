import { Forbidden, type Access, type FieldHook, type Where } from 'payload'
import { tenantIdOf } from '../lib/tenant-id'

/** Global roles: a super-admin runs every site; everyone else is staff of the sites in their `tenants`. */
export const ROLES = ['super-admin', 'staff'] as const
type Role = (typeof ROLES)[number]

/**
 * A staff member's role on one site (a row of their `tenants`): admins also delete content;
 * editors create, edit and publish it.
 */
const TENANT_ROLES = ['tenant-admin', 'tenant-editor'] as const
export type TenantRole = (typeof TENANT_ROLES)[number]

interface UserWithRoles {
  roles?: Role[] | null
  tenants?: Array<{ tenant?: number | { id: number } | null; role?: TenantRole | null }> | null
}

export function isSuperAdmin(user: UserWithRoles | null | undefined): boolean {
  return Boolean(user?.roles?.includes('super-admin'))
}

/** The ids of the sites the user holds one of `roles` on (any role when omitted). */
export function tenantIdsOf(user: UserWithRoles | null | undefined, roles: readonly TenantRole[] = TENANT_ROLES): number[] {
  return (user?.tenants ?? []).flatMap((row) => {
    const id = typeof row.tenant === 'object' && row.tenant !== null ? row.tenant.id : row.tenant
    return typeof id === 'number' && roles.includes(row.role ?? 'tenant-editor') ? [id] : []
  })
}

/**
 * The site a document's uniqueness may be checked in: its own, when the one saving may write there (a super-admin, the
 * server's own scripts, or staff of that site); else null, and the check says nothing. A message such as "This site
 * already has a page with the slug …" about a site the user can't write would tell them what another site holds; the
 * save itself is refused by the tenant field's own rule (issue 44).
 */
export function siteToCheck(req: { user?: unknown; payloadAPI?: string }, data: unknown): number | string | null {
  const tenant = tenantIdOf((data ?? {}) as { tenant?: number | { id: number } | null })
  if (tenant == null) return null
  const user = req.user as UserWithRoles | null | undefined
  if (!user) return req.payloadAPI === 'local' ? tenant : null
  if (isSuperAdmin(user)) return tenant
  return tenantIdsOf(user).includes(Number(tenant)) ? tenant : null
}

/**
 * The tenant field's hook on every site-scoped collection: the site a document is created in, or moved to, must pass
 * the collection's own create rule. Access alone can't see it when the request names no site (see create above).
 */
export const guardSiteAssignment: FieldHook = async ({ value, originalDoc, operation, req, collection }) => {
  if (!req.user || isSuperAdmin(req.user) || !collection) return value
  const site = tenantIdOf({ tenant: value })
  if (operation === 'update' && site === tenantIdOf({ tenant: originalDoc?.tenant })) return value
  if (operation !== 'create' && operation !== 'update') return value
  // No site at all is the plugin's validation's to refuse, with a 400 that says the site is required.
  if (site === null) return value
  // The plugin wraps the rule: an allowed create comes back as its tenant constraint (a Where), a refusal as false.
  if (!(await collection.access.create({ req, data: { tenant: site } }))) throw new Forbidden(req.t)
  return value
}

/** Whether the user may see site `tenant`'s records: a super-admin, or staff of that site. */
export function worksOn(user: UserWithRoles | null | undefined, tenant: number | string | null | undefined): boolean {
  if (tenant == null || !user) return false
  return isSuperAdmin(user) || tenantIdsOf(user).includes(Number(tenant))
}

export const superAdminOnly: Access = ({ req }) => isSuperAdmin(req.user)

/**
 * Access for a tenant-scoped collection, enforced on every path (REST, Local API with a user,
 * uploads), not only in the admin: the multi-tenant plugin filters the admin's lists but doesn't
 * guard anonymous requests or writes aimed at another site, so these rules don't rely on it.
 * - read: super-admins everything; staff their sites' documents; anyone else `publicRead`.
 * - create: into one of the staff member's sites (and "may create at all" for the admin's Create New button).
 * - update: documents of the staff member's sites.
 * - delete: tenant-admins of the document's site.
 * - readVersions: as read for staff, never for anyone else. Payload's default lets any signed-in user
 *   list every site's versions (drafts included) at /api/<collection>/versions.
 */
export function tenantScopedAccess(
  publicRead: boolean | Where,
  /** Who of a site's staff may create and update (all staff by default), and delete (site admins; [] for super-admins only). */
  { editors = TENANT_ROLES, deleters = ['tenant-admin'] }: { editors?: readonly TenantRole[]; deleters?: readonly TenantRole[] } = {},
): { read: Access; create: Access; update: Access; delete: Access; readVersions: Access } {
  const inTenants = (ids: number[]): Where => ({ tenant: { in: ids } })
  return {
    read: ({ req }) => {
      if (isSuperAdmin(req.user)) return true
      if (req.user) return inTenants(tenantIdsOf(req.user))
      return publicRead
    },
    create: ({ req, data }) => {
      if (isSuperAdmin(req.user)) return true
      const sites = tenantIdsOf(req.user, editors)
      const id = tenantIdOf({ tenant: data?.tenant })
      // No site yet: the admin asking whether to offer "Create New", its autosaved first draft, or a duplicate. The
      // site is filled in later (the multi-tenant plugin's default, or the original's), and guardSiteAssignment
      // checks this same rule against it then.
      if (id === null) return sites.length > 0
      return sites.includes(Number(id))
    },
    update: ({ req }) => (isSuperAdmin(req.user) ? true : req.user ? inTenants(tenantIdsOf(req.user, editors)) : false),
    delete: ({ req }) => (isSuperAdmin(req.user) ? true : req.user && deleters.length > 0 ? inTenants(tenantIdsOf(req.user, deleters)) : false),
    readVersions: ({ req }) => (isSuperAdmin(req.user) ? true : req.user ? { 'version.tenant': { in: tenantIdsOf(req.user) } } : false),
  }
}

/**
 * Access for shopper data a site's staff work with but never author (leads, their deliveries, analytics events,
 * customers): nothing is public; only the storefront's endpoints (a server credential, see
 * leads/storefront-credential.ts) create.
 * - read: the staff named (all the site's staff by default); `update`: the staff named (none by default); delete: the
 *   site's admins, or nobody.
 */
export function shopperDataAccess({
  readers = TENANT_ROLES,
  updaters = [],
  deleters = [],
}: { readers?: readonly TenantRole[]; updaters?: readonly TenantRole[]; deleters?: readonly TenantRole[] } = {}): {
  read: Access
  create: Access
  update: Access
  delete: Access
} {
  const scoped =
    (roles: readonly TenantRole[]): Access =>
    ({ req }) => {
      if (isSuperAdmin(req.user)) return true
      if (!req.user || roles.length === 0) return false
      return { tenant: { in: tenantIdsOf(req.user, roles) } }
    }
  return { read: scoped(readers), create: superAdminOnly, update: scoped(updaters), delete: scoped(deleters) }
}
