import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { tenantSlugField } from '../fields/tenant-slug'
import { notifyStorefrontHooks } from '../lib/storefront-notify'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

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
    {
      name: 'leadDelivery',
      label: 'Where leads go',
      type: 'group',
      // Where leads are sent is the dealer's business, not the public's.
      access: { read: ({ req }) => Boolean(req.user) },
      fields: [
        {
          name: 'emails',
          label: 'Lead email addresses',
          type: 'text',
          hasMany: true,
          validate: (value: unknown) =>
            (Array.isArray(value) ? value : []).every((email) => typeof email === 'string' && EMAIL.test(email)) ||
            'Each lead address must be an email address, e.g. sales@example.com.au.',
          admin: { description: 'Every lead of this dealership is emailed here (with its ADF/XML attached). Empty: the email above.' },
        },
        {
          name: 'adfWebhookUrl',
          label: 'CRM webhook (ADF/XML)',
          type: 'text',
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)) || 'Give the CRM address as a full http(s):// URL.',
          admin: { description: 'Each lead is also POSTed here as an ADF/XML document, retried until the CRM accepts it.' },
        },
      ],
    },
  ],
}
