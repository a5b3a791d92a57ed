import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { priceAlertEndpoints } from '../price-alerts/endpoints'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/**
 * A customer's watchlist (spec 000 §4): the car as it was when saved, so the list still names a car that has left the
 * stock index. Written by POST /api/customers/watchlist/save and /remove only (one row per site, customer and car); the
 * site's admins read it. `priceAlerts` is the customer's opt-in to price-drop alerts, and `lastKnownPrice` (the price when saved, then each
 * stock import's) what they compare with (cms/src/price-alerts/).
 */
export const SavedCars: CollectionConfig = {
  slug: 'saved-cars',
  labels: { singular: 'Saved car', plural: 'Saved cars' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'customer', 'priceAtSave', 'priceAlerts', 'createdAt'],
    group: NAV_GROUPS.shoppers,
    hidden: hiddenFromEditors,
    description: 'Cars shoppers saved to their watchlist.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  endpoints: priceAlertEndpoints,
  timestamps: true,
  indexes: [{ fields: ['tenant', 'customer', 'carId'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: readOnly },
    { name: 'name', type: 'text', required: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'carId', label: 'Stock id', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'slug', type: 'text', required: true, admin: readOnly },
        { name: 'priceAtSave', label: 'Price when saved', type: 'number', admin: readOnly },
        { name: 'priceAlerts', label: 'Price-drop alerts', type: 'checkbox', defaultValue: false, admin: readOnly },
      ],
    },
    {
      name: 'lastKnownPrice',
      label: 'Last known price',
      type: 'number',
      admin: { ...readOnly, description: 'The price when saved, then the price of each stock import: what the next price-drop alert compares with.' },
    },
    { name: 'primaryImageUrl', label: 'Photo', type: 'text', admin: readOnly },
  ],
}
