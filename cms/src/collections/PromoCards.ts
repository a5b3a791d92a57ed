import type { CollectionConfig } from 'payload'
import { linkField } from '@dealer/blocks/ui/link-field'
import { tenantScopedAccess } from '../access/roles'
import { publishedOnly } from '../lib/preview'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

/**
 * A dealer's promotional card among search results and on pages. Cards show between `start` and
 * `expiry`; positioned cards come first in position order (the storefront applies the rules).
 */
export const PromoCards: CollectionConfig = {
  slug: 'promo-cards',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'start', 'expiry', 'position', '_status'], group: NAV_GROUPS.content },
  versions: { drafts: true, maxPerDoc: 20 },
  access: tenantScopedAccess(publishedOnly),
  hooks: siteChangeHooks,
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For staff; shoppers see the image.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'alt',
      type: 'text',
      admin: { description: 'What the image says, for screen readers.' },
      validate: (value: unknown, { siblingData }: { siblingData: { image?: unknown } }) =>
        siblingData.image && !value ? "Describe the image for shoppers who can't see it." : true,
    },
    {
      name: 'background',
      type: 'text',
      admin: { description: 'Background colour, e.g. #0b2545.' },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)) || 'Use a colour like #0b2545.',
    },
    linkField({ required: false, description: 'Where the card leads, e.g. /special-offers (optional).' }),
    {
      name: 'displayTypes',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Search results', value: 'search' },
        { label: 'Home page', value: 'home' },
        { label: 'Vehicle page', value: 'vehicle' },
      ],
    },
    { name: 'strictDisplay', type: 'checkbox', defaultValue: false, admin: { description: 'Show only where its display types and car types match exactly.' } },
    {
      name: 'carTypes',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Demo', value: 'demo' },
        { label: 'Used', value: 'used' },
      ],
      admin: { description: 'Only for searches of these car types; none means every search.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
        {
          name: 'expiry',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
          validate: (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) =>
            !value || !siblingData.start || new Date(String(value)) > new Date(String(siblingData.start)) || 'The expiry must be after the start.',
        },
        { name: 'position', type: 'number', min: 1, admin: { description: 'Positioned cards come first, in this order.' } },
      ],
    },
  ],
}
