import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { alertEndpoints } from '../alerts/endpoints'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }
const dateTime = { ...readOnly, date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd/MM/yyyy h:mm:ss a' } }

/**
 * The outbox of every message a shopper asked to be sent (decision 060): price-drop alerts of a saved car (issue 20) and
 * new-stock alerts of a saved search (issue 47), one pipeline with one worker (cms/src/alerts/worker.ts), one allowance
 * of texts, one kind of unsubscribe link. Written by the stock import only: a price drop is queued once per saved car
 * and new price (the unique index), new cars once per saved search and car (saved_search_matches). The site's admins
 * read them; nobody writes them through the API.
 */
export const ShopperAlerts: CollectionConfig = {
  slug: 'shopper-alerts',
  labels: { singular: 'Alert', plural: 'Alerts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'customer', 'channel', 'status', 'sentAt'],
    group: NAV_GROUPS.shoppers,
    hidden: hiddenFromEditors,
    description: 'Messages telling shoppers that a car they saved is cheaper, or that new cars match a search they saved.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  endpoints: alertEndpoints,
  timestamps: true,
  indexes: [{ fields: ['savedCar', 'newPrice'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'price-drop',
          index: true,
          options: [
            { label: 'Price drop', value: 'price-drop' },
            { label: 'New stock', value: 'new-stock' },
          ],
          admin: readOnly,
        },
        // The car (price drop) or the saved search's name (new stock): what the list shows.
        { name: 'title', type: 'text', required: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
        {
          name: 'channel',
          type: 'select',
          required: true,
          defaultValue: 'sms',
          options: [
            { label: 'Text message', value: 'sms' },
            { label: 'Email', value: 'email' },
          ],
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind !== 'new-stock' },
      fields: [
        { name: 'savedCar', type: 'relationship', relationTo: 'saved-cars', index: true, admin: readOnly },
        { name: 'slug', type: 'text', admin: readOnly },
        { name: 'oldPrice', label: 'Was', type: 'number', admin: readOnly },
        { name: 'newPrice', label: 'Now', type: 'number', admin: readOnly },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind === 'new-stock' },
      fields: [
        { name: 'savedSearch', type: 'relationship', relationTo: 'saved-searches', index: true, admin: readOnly },
        { name: 'carCount', label: 'New cars', type: 'number', admin: readOnly },
        { name: 'carNames', label: 'Cars', type: 'textarea', admin: { ...readOnly, description: 'One car a line, as the message names them.' } },
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
            { label: 'Not sent (alerts turned off, or the car or search removed)', value: 'cancelled' },
          ],
          admin: readOnly,
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        { name: 'nextAttemptAt', type: 'date', required: true, index: true, admin: dateTime },
        { name: 'sentAt', type: 'date', admin: dateTime },
      ],
    },
    // Staff read this: the provider's answer or a plain reason (alerts/worker.ts), never a network error's text.
    { name: 'lastError', type: 'text', admin: readOnly },
    // Until when a worker holds this row; a worker that died leaves a lease that simply runs out.
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
    // When a text of this alert took a place in the site's monthly allowance (customers/store.ts); cleared if it failed.
    { name: 'countedAt', type: 'date', index: true, admin: { hidden: true } },
  ],
}
