import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { carViewBySlugEndpoint, recordCarViewEndpoint } from '../stock/car-views'
import { NAV_GROUPS } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/**
 * How often each car's page has been viewed, with the car's fields as last seen (spec 000 §7, view.json). Written only
 * by the storefront through /api/car-views/record; staff of the site read it.
 */
export const CarViews: CollectionConfig = {
  slug: 'car-views',
  labels: { singular: 'Car views', plural: 'Car views' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'views', 'lastViewedAt'],
    // How often each car in stock was looked at: staff read it beside the stock it counts.
    group: NAV_GROUPS.stock,
    description: 'How often shoppers opened each car’s page.',
  },
  access: shopperDataAccess(),
  endpoints: [recordCarViewEndpoint, carViewBySlugEndpoint],
  indexes: [{ fields: ['tenant', 'stockId'], unique: true }],
  timestamps: true,
  fields: [
    { name: 'name', type: 'text', required: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'stockId', type: 'text', required: true, admin: readOnly },
        { name: 'slug', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'views', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        {
          name: 'lastViewedAt',
          type: 'date',
          required: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'make', type: 'text', required: true, admin: readOnly },
        { name: 'model', type: 'text', required: true, admin: readOnly },
        { name: 'year', type: 'number', required: true, admin: readOnly },
        { name: 'price', type: 'number', required: true, admin: readOnly },
        { name: 'carType', type: 'select', required: true, options: ['new', 'demo', 'used'], admin: readOnly },
        { name: 'body', type: 'text', admin: readOnly },
      ],
    },
  ],
}
