import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { notifyStorefrontHooks } from '../lib/storefront-notify'

/** A customer's review of a site (or one of its locations), with the dealer's reply. Public. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'rating', 'reviewDate', 'location'] },
  access: tenantScopedAccess(true),
  hooks: notifyStorefrontHooks,
  fields: [
    { name: 'customerName', type: 'text', required: true },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, admin: { step: 1 }, validate: (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) || 'A rating is a whole number from 1 to 5.' },
    { name: 'text', type: 'textarea' },
    { name: 'reviewDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'replyText', type: 'textarea' },
    { name: 'replyDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
  ],
}
