import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'

const readOnly = { readOnly: true }

/**
 * A customer's watchlist (spec 000 §4): the car as it was when saved, so the list still names a car that has left the
 * stock index. Written by POST /api/customers/watchlist/save and /remove only (one row per site, customer and car); the
 * site's admins read it. `priceAtSave` and `priceAlerts` are what price-drop alerts compare and honour.
 */
export const SavedCars: CollectionConfig = {
  slug: 'saved-cars',
  labels: { singular: 'Saved car', plural: 'Saved cars' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'customer', 'priceAtSave', 'priceAlerts', 'createdAt'],
    group: 'Customers',
    description: 'Cars shoppers saved to their watchlist.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
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
    { name: 'primaryImageUrl', label: 'Photo', type: 'text', admin: readOnly },
  ],
}
