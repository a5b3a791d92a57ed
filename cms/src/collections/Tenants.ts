import type { CollectionConfig } from 'payload'
import { superAdminOnly } from '../access/roles'
import { announceSiteChange } from '../lib/site-changes'
import { NAV_GROUPS, hiddenFromStaff } from '../admin/nav-groups'

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  labels: { singular: 'Site', plural: 'Sites' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'template'], group: NAV_GROUPS.platform, hidden: hiddenFromStaff },
  access: {
    // Tenant identity (name, domains, theme) is public site information the storefront needs to route.
    read: () => true,
    create: superAdminOnly,
    update: superAdminOnly,
    delete: superAdminOnly,
  },
  hooks: {
    afterChange: [({ doc, req }) => announceSiteChange(req, doc.id)],
    afterDelete: [({ doc, req }) => announceSiteChange(req, doc.id)],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lower-case letters, digits and hyphens; the site answers at <slug>.localhost in development.' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, digits and hyphens only.',
    },
    {
      name: 'domains',
      type: 'array',
      admin: { description: 'Host names this site answers to, e.g. www.baysidetoyota.com.au' },
      fields: [{ name: 'domain', type: 'text', required: true }],
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'dealer',
      options: [
        { label: 'Single dealer', value: 'dealer' },
        { label: 'Dealer group', value: 'group' },
        { label: '4x4 accessories store', value: 'accessories' },
      ],
    },
    {
      name: 'theme',
      type: 'group',
      fields: [
        { name: 'primaryColour', type: 'text', required: true, defaultValue: '#0b3d91', admin: { description: 'Hex colour, e.g. #eb0a1e' } },
        { name: 'tagline', type: 'text' },
      ],
    },
    { name: 'phone', type: 'text' },
    {
      name: 'isDefault',
      label: 'Default site',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Served for hosts that match no site (e.g. plain localhost), unless DEFAULT_TENANT is set.' },
    },
  ],
}
