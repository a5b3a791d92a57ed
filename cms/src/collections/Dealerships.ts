import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { tenantSlugField } from '../fields/tenant-slug'
import { notifyStorefrontHooks } from '../lib/storefront-notify'

/** A dealership of a site (a group has several): the business behind one or more locations. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'makes'] },
  // Dealership names and brands are public: the storefront shows them on every car.
  access: tenantScopedAccess(true),
  hooks: notifyStorefrontHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    tenantSlugField('dealerships', 'dealership', 'Used in stock filters and addresses, e.g. bayside-toyota-cleveland.'),
    { name: 'makes', type: 'text', hasMany: true, admin: { description: 'Brands sold new and demo here, e.g. Toyota.' } },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
  ],
}
