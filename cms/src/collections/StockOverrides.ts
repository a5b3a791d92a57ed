import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { overrideHooks } from '../stock/override-hooks'
import { NAV_GROUPS } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/**
 * Staff's corrections to a car the feed sends, by stock number (issue 45): a shown price or offer price, a
 * special-offer tag, dealer comments, featured, or hidden. Every import applies the active ones
 * (@dealer/stock-import/overrides); saving one rewrites the car in the site's index at once
 * (src/stock/override-hooks.ts). When the car leaves the feed, its override is archived with the reason, not deleted.
 */
export const StockOverrides: CollectionConfig = {
  slug: 'stock-overrides',
  labels: { singular: 'Override', plural: 'Overrides' },
  admin: {
    useAsTitle: 'stocknum',
    defaultColumns: ['stocknum', 'carName', 'price', 'offerPrice', 'tag', 'featured', 'hidden', 'status', 'setAt'],
    group: NAV_GROUPS.stock,
    description:
      'Correct a car without waiting for your dealer-management system: every later import keeps your values until you remove the override or the car leaves your feed.',
  },
  access: tenantScopedAccess(false),
  hooks: overrideHooks,
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'stocknum', label: 'Stock number', type: 'text', required: true, maxLength: 60, index: true },
        { name: 'carName', label: 'Car', type: 'text', admin: { ...readOnly, description: 'From the feed, when the car is in it.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'price', label: 'Shown price ($)', type: 'number', min: 0, max: 10_000_000 },
        { name: 'offerPrice', label: 'Offer price ($)', type: 'number', min: 0, max: 10_000_000 },
        { name: 'tag', label: 'Special-offer tag', type: 'text', maxLength: 40, admin: { description: 'Such as Runout Sale' } },
      ],
    },
    { name: 'comments', label: 'Dealer comments', type: 'textarea', maxLength: 5000 },
    {
      type: 'row',
      fields: [
        { name: 'featured', type: 'checkbox', defaultValue: false, admin: { description: 'First in the site’s default order.' } },
        { name: 'hidden', label: 'Hide from the site', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Archived: the car left the feed', value: 'archived' },
      ],
      admin: { position: 'sidebar', description: 'Set Active again to apply an archived override when the car is back.' },
    },
    {
      name: 'archivedAt',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
    },
    { name: 'setBy', type: 'relationship', relationTo: 'users', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'setAt', type: 'date', admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } } },
  ],
}
