import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'

const readOnly = { readOnly: true }
const dateTime = { ...readOnly, date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd/MM/yyyy h:mm:ss a' } }

/**
 * Price-drop alerts (issue 20): the outbox of texts telling a customer a car they saved, with alerts on, got cheaper.
 * Written by POST /api/saved-cars/stock-prices (one per saved car and new price: the unique index makes a drop alerted
 * once, however often or concurrently imports report it) and worked off by the price-alert worker
 * (cms/src/price-alerts/worker.ts). The site's admins read them; nobody writes them through the API.
 */
export const PriceAlerts: CollectionConfig = {
  slug: 'price-alerts',
  labels: { singular: 'Price alert', plural: 'Price alerts' },
  admin: {
    useAsTitle: 'carName',
    defaultColumns: ['carName', 'customer', 'oldPrice', 'newPrice', 'status', 'sentAt'],
    group: 'Customers',
    description: 'Texts telling shoppers that a car they saved, with price-drop alerts on, is now cheaper.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  timestamps: true,
  indexes: [{ fields: ['savedCar', 'newPrice'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'carName', label: 'Car', type: 'text', required: true, admin: readOnly },
        { name: 'slug', type: 'text', required: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
        { name: 'savedCar', type: 'relationship', relationTo: 'saved-cars', index: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'oldPrice', label: 'Was', type: 'number', required: true, admin: readOnly },
        { name: 'newPrice', label: 'Now', type: 'number', required: true, admin: readOnly },
        { name: 'channel', type: 'select', required: true, defaultValue: 'sms', options: [{ label: 'Text message', value: 'sms' }], admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { label: 'Waiting', value: 'pending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed', value: 'failed' },
            { label: 'Not sent (alerts turned off or car removed)', value: 'cancelled' },
          ],
          admin: readOnly,
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        { name: 'nextAttemptAt', type: 'date', required: true, index: true, admin: dateTime },
        { name: 'sentAt', type: 'date', admin: dateTime },
      ],
    },
    // Staff read this: the SMS provider's answer or a plain reason (price-alerts/worker.ts), never a network error's text.
    { name: 'lastError', type: 'text', admin: readOnly },
    // Until when a worker holds this row; a worker that died leaves a lease that simply runs out.
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
  ],
}
