import type { CollectionConfig } from 'payload'
import { ROLES, isSuperAdmin, signedIn, superAdminOnly } from '../access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  access: {
    read: signedIn,
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
