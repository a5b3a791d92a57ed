import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/**
 * The outbox: one row per destination of a lead, written in the lead's transaction and worked off by the delivery
 * worker (cms/src/leads/worker.ts), which claims due rows with a lease so a worker that dies mid-send doesn't strand them.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: { singular: 'Lead delivery', plural: 'Lead deliveries' },
  admin: {
    useAsTitle: 'target',
    defaultColumns: ['lead', 'destination', 'target', 'status', 'attempts', 'lastError', 'nextAttemptAt'],
    group: NAV_GROUPS.leads,
    // Editors see a lead's deliveries on the lead itself; the outbox as a whole is for the site's admins to fix.
    hidden: hiddenFromEditors,
  },
  access: shopperDataAccess(),
  timestamps: true,
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'destination',
          type: 'select',
          required: true,
          options: [
            { label: 'Email', value: 'email' },
            { label: 'ADF/XML webhook', value: 'adf-webhook' },
            // Not a destination of the lead: the email to the site's admins once every attempt has failed (leads/worker.ts).
            { label: 'Notice to site admins', value: 'admin-notice' },
          ],
          admin: readOnly,
        },
        {
          name: 'target',
          type: 'text',
          required: true,
          admin: { ...readOnly, description: 'Email address or webhook URL ("site admins" for the notice that the lead was not delivered).' },
        },
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
            { label: 'Delivered', value: 'delivered' },
            { label: 'Failed', value: 'failed' },
          ],
          admin: readOnly,
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        {
          name: 'nextAttemptAt',
          type: 'date',
          required: true,
          index: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm:ss a' } },
        },
        { name: 'deliveredAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm:ss a' } } },
      ],
    },
    // Staff read this: a plain reason only (senders.ts), never an internal address or our network's error text.
    { name: 'lastError', type: 'text', admin: readOnly },
    // Until when a worker holds this row; a worker that died leaves a lease that simply runs out.
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
  ],
}
