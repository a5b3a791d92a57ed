import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { savedSearchEndpoints } from '../saved-searches/endpoints'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/**
 * A signed-in shopper's saved searches (issue 47): a search page's address, its refinements as the search engine's
 * filters (translated once, by the storefront, when saved), and how the shopper wants to hear of new cars that match.
 * Written by the storefront's account endpoints only (/api/saved-searches/…, at most 10 per shopper and site); the
 * site's admins read them. New-stock alerts are matched after each applied import (saved-searches/new-stock.ts).
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'customer', 'summary', 'alerts', 'frequency', 'paused', 'createdAt'],
    group: NAV_GROUPS.shoppers,
    hidden: hiddenFromEditors,
    description: 'Searches shoppers saved, and how they want to hear of new cars that match.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  endpoints: savedSearchEndpoints,
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: readOnly },
        { name: 'name', type: 'text', required: true, admin: readOnly },
        { name: 'summary', type: 'text', admin: { ...readOnly, description: 'The refinements, as the search page’s chips name them.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'path', label: 'Search address', type: 'text', required: true, admin: readOnly },
        { name: 'query', label: 'Keywords', type: 'text', admin: readOnly },
      ],
    },
    { name: 'filters', label: 'Search engine filters', type: 'textarea', admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'alerts',
          type: 'select',
          required: true,
          defaultValue: 'sms',
          options: [
            { label: 'Text message', value: 'sms' },
            { label: 'Email', value: 'email' },
            { label: 'None', value: 'none' },
          ],
          admin: readOnly,
        },
        {
          name: 'frequency',
          type: 'select',
          required: true,
          defaultValue: 'instant',
          options: [
            { label: 'Instant (at most one a day)', value: 'instant' },
            { label: 'Daily digest', value: 'daily' },
          ],
          admin: readOnly,
        },
        { name: 'paused', type: 'checkbox', defaultValue: false, admin: readOnly },
        { name: 'lastVisitedAt', label: 'Last opened', type: 'date', admin: { ...readOnly, date: { displayFormat: 'dd/MM/yyyy h:mm a' } } },
      ],
    },
  ],
}
