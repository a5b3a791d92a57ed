import type { CollectionConfig, Where } from 'payload'
import { ROLES, isSuperAdmin, superAdminOnly, tenantIdsOf } from '../access/roles'
import { tenantIdOf } from '../lib/tenant-id'
import { refuseSignUpInProduction } from '../lib/first-user'
import { isProduction } from '../lib/secrets'
import { NAV_GROUPS, hiddenFromStaff } from '../admin/nav-groups'

export const Users: CollectionConfig = {
  slug: 'users',
  // Staff sessions travel only over https in production (issue 44); a development machine serves the admin over http.
  auth: { cookies: { secure: isProduction(), sameSite: 'Lax' } },
  hooks: {
    beforeOperation: [refuseSignUpInProduction],
    // A colleague's other sites are theirs: staff read only the rows of the sites they share with them.
    afterRead: [
      ({ doc, req }) => {
        if (!req.user || isSuperAdmin(req.user) || req.user.id === doc.id || !Array.isArray(doc.tenants)) return doc
        const shared = tenantIdsOf(req.user)
        return { ...doc, tenants: doc.tenants.filter((row: { tenant?: number | { id: number } | null }) => shared.includes(Number(tenantIdOf(row)))) }
      },
    ],
  },
  // Staff keep their own details under Account; who works on which site is a super-admin's to set.
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: NAV_GROUPS.platform, hidden: hiddenFromStaff },
  access: {
    // Staff see themselves and their colleagues on their own sites (a lead is assigned to one of them, by name);
    // nobody else sees users.
    read: ({ req }) => {
      if (isSuperAdmin(req.user)) return true
      if (!req.user) return false
      const self: Where = { id: { equals: req.user.id } }
      const colleagues: Where = { 'tenants.tenant': { in: tenantIdsOf(req.user) } }
      return { or: [self, colleagues] }
    },
    create: superAdminOnly,
    delete: superAdminOnly,
    update: ({ req, id }) => isSuperAdmin(req.user) || (req.user != null && req.user.id === id),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['staff'],
      options: ROLES.map((role) => ({ label: role === 'super-admin' ? 'Super admin' : 'Dealer staff', value: role })),
      access: { update: ({ req }) => isSuperAdmin(req.user) },
    },
  ],
}
