import type { CollectionConfig, Where } from 'payload'
import { ROLES, isSuperAdmin, superAdminOnly, tenantIdsOf } from '../access/roles'
import { refuseSignUpInProduction } from '../lib/first-user'
import { isProduction } from '../lib/secrets'

export const Users: CollectionConfig = {
  slug: 'users',
  // Staff sessions travel only over https in production (issue 44); a development machine serves the admin over http.
  auth: { cookies: { secure: isProduction(), sameSite: 'Lax' } },
  hooks: { beforeOperation: [refuseSignUpInProduction] },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  access: {
    // Staff see themselves and the people on the sites they administer; nobody else sees users.
    read: ({ req }) => {
      if (isSuperAdmin(req.user)) return true
      if (!req.user) return false
      const self: Where = { id: { equals: req.user.id } }
      const administered: Where = { 'tenants.tenant': { in: tenantIdsOf(req.user, ['tenant-admin']) } }
      return { or: [self, administered] }
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
