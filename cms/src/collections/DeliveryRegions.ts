import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

const POSTCODE = /^\d{4}$/
const postcode = (value: unknown) => (typeof value === 'string' && POSTCODE.test(value)) || 'Invalid postcode. Please enter a 4-digit number.'

/** What delivering a car to a postcode costs: postcode ranges priced per region. Public (the delivery calculator reads it). */
export const DeliveryRegions: CollectionConfig = {
  slug: 'delivery-regions',
  labels: { singular: 'Delivery region', plural: 'Delivery regions' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'price'], group: NAV_GROUPS.settings },
  access: tenantScopedAccess(true),
  hooks: siteChangeHooks,
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Shown with the price, e.g. Brisbane metro.' } },
    { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'Delivery price in dollars, GST included.' } },
    {
      name: 'postcodeRanges',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', required: true, validate: postcode },
            {
              name: 'to',
              type: 'text',
              required: true,
              validate: (value: unknown, { siblingData }: { siblingData: { from?: unknown } }) => {
                const valid = postcode(value)
                if (valid !== true) return valid
                return typeof siblingData.from !== 'string' || siblingData.from <= String(value) || 'The range must end at or after its first postcode.'
              },
            },
          ],
        },
      ],
    },
  ],
}
