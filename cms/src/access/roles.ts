import type { Access, Where } from 'payload'
import { tenantIdOf } from '../lib/tenant-id'

/** Global roles: a super-admin runs every site; everyone else is staff of the sites in their `tenants`. */
export const ROLES = ['super-admin', 'staff'] as const
export type Role = (typeof ROLES)[number]

/**
 * A staff member's role on one site (a row of their `tenants`): admins also delete content;
 * editors create, edit and publish it.
 */
export const TENANT_ROLES = ['tenant-admin', 'tenant-editor'] as const
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
 * The site a create without one lands in: what the multi-tenant plugin's tenant field defaults to (the site chosen in
 * the admin's selector, its `payload-tenant` cookie, when the user belongs to it, else the user's first site). The
 * admin creates autosaved drafts before staff pick anything, so create access must judge that site, not refuse.
 */
function defaultTenantOf(req: { user?: UserWithRoles | null; headers: Headers }): number | null {
  const mine = tenantIdsOf(req.user)
  const chosen = Number(/(?:^|;\s*)payload-tenant=(\d+)/.exec(req.headers.get('cookie') ?? '')?.[1])
  return mine.includes(chosen) ? chosen : (mine[0] ?? null)
}

export const superAdminOnly: Access = ({ req }) => isSuperAdmin(req.user)

export const signedIn: Access = ({ req }) => Boolean(req.user)

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
      // Without a document (the admin asking whether to offer "Create New"), the answer is whether the user may
      // create in any site; an actual create always carries data, checked against the user's sites below.
      if (data === undefined) return tenantIdsOf(req.user, editors).length > 0
      const id = tenantIdOf({ tenant: data?.tenant }) ?? defaultTenantOf(req)
      return id !== null && tenantIdsOf(req.user, editors).includes(Number(id))
    },
    update: ({ req }) => (isSuperAdmin(req.user) ? true : req.user ? inTenants(tenantIdsOf(req.user, editors)) : false),
    delete: ({ req }) => (isSuperAdmin(req.user) ? true : req.user && deleters.length > 0 ? inTenants(tenantIdsOf(req.user, deleters)) : false),
    readVersions: ({ req }) => (isSuperAdmin(req.user) ? true : req.user ? { 'version.tenant': { in: tenantIdsOf(req.user) } } : false),
  }
}
