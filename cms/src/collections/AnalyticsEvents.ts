import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { analyticsIntakeEndpoint } from '../leads/intake'
import { NAV_GROUPS, hiddenFromStaff } from '../admin/nav-groups'

/** First-party analytics: the spec's numbered events (14 new-car enquiry, 26 car enquiry modal, …) as they happen. */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['eventId', 'name', 'path', 'createdAt'],
    // Raw tracking rows for the platform's own checks; staff read the figures on the dashboard.
    group: NAV_GROUPS.platform,
    hidden: hiddenFromStaff,
  },
  access: shopperDataAccess(),
  endpoints: [analyticsIntakeEndpoint],
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'eventId', type: 'number', required: true, index: true, admin: { readOnly: true } },
        { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'path', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'carId', type: 'text', admin: { readOnly: true } },
        { name: 'dealershipId', type: 'number', admin: { readOnly: true, description: "The car's dealership, e.g. for a call-button click (event 25)." } },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    {
      name: 'userData',
      label: 'Shopper details',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'What a shopper signing in gave with their number (event 36): the site, and their name and email where the form asked.',
      },
    },
  ],
}
