import type { CollectionConfig, Field } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { stockImportEndpoints } from '../stock/endpoints'
import { IMPORT_STATES } from '../stock/import-states'
import { NAV_GROUPS } from '../admin/nav-groups'

const readOnly = { readOnly: true } as const
const dateTime = { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd/MM/yyyy h:mm:ss a' } }
const count = (name: string, label: string, admin: { readOnly: true; hidden?: true } = readOnly): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  admin,
})

/**
 * Every stock import of a site (issue 45), scheduled or uploaded: its state, progress, counts, price changes and
 * rejected rows. Made and moved on only by the stock endpoints and the worker (src/stock/); the site's staff read them
 * and apply or cancel a checked upload or a held import from the run's page.
 */
export const StockImports: CollectionConfig = {
  slug: 'stock-imports',
  labels: { singular: 'Import run', plural: 'Import runs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'state', 'added', 'updated', 'removed', 'rejected', 'createdAt'],
    group: NAV_GROUPS.stock,
    description: 'Every import of your stock, from a feed source or a file you upload. Upload a file here to check it before it is applied.',
    components: { beforeList: ['/components/stock/UploadFeed#UploadFeed'] },
  },
  access: shopperDataAccess({ deleters: ['tenant-admin'] }),
  endpoints: stockImportEndpoints,
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', required: true, admin: readOnly },
    { name: 'progress', type: 'ui', admin: { components: { Field: '/components/stock/ImportProgress#ImportProgress' } } },
    {
      type: 'row',
      fields: [
        { name: 'state', type: 'select', required: true, defaultValue: 'queued', options: IMPORT_STATES, admin: readOnly },
        {
          name: 'origin',
          type: 'select',
          required: true,
          options: [
            { label: 'Schedule', value: 'schedule' },
            { label: 'Run now', value: 'manual' },
            { label: 'Upload', value: 'upload' },
            { label: 'Command line', value: 'command' },
          ],
          admin: readOnly,
        },
        { name: 'format', type: 'select', options: ['csv', 'json', 'xml'], admin: readOnly },
      ],
    },
    { name: 'feed', type: 'relationship', relationTo: 'stock-feeds', admin: readOnly },
    { name: 'fileName', type: 'text', admin: readOnly },
    { name: 'startedBy', type: 'relationship', relationTo: 'users', admin: readOnly },
    { name: 'appliedBy', type: 'relationship', relationTo: 'users', admin: readOnly },
    {
      type: 'row',
      fields: [count('rowsTotal', 'Rows'), count('rowsChecked', 'Rows checked')],
    },
    // The photo step's progress (new photos tried of those to fetch), which the progress bar shows.
    count('photosTotal', 'New photos', { readOnly: true, hidden: true }),
    count('photosCopied', 'New photos done', { readOnly: true, hidden: true }),
    {
      type: 'row',
      fields: [
        count('added', 'Added'),
        count('updated', 'Updated'),
        count('removed', 'Removed'),
        count('sold', 'Sold'),
        count('rejected', 'Rejected'),
        count('listed', 'Listed after'),
      ],
    },
    {
      type: 'row',
      fields: [
        count('keptReserved', 'Kept reserved online'),
        count('alertsQueued', 'Price-drop alerts queued'),
        count('searchesAlerted', 'Saved searches with new cars'),
        {
          name: 'soldWindowDays',
          label: 'Sold window (days)',
          type: 'number',
          admin: { ...readOnly, description: 'This run’s own, from the command line; otherwise the feed source’s.' },
        },
      ],
    },
    { name: 'heldReason', label: 'Held because', type: 'text', admin: readOnly },
    { name: 'failure', type: 'text', admin: readOnly },
    { name: 'priceChanges', type: 'json', admin: { ...readOnly, hidden: true } },
    { name: 'rejectedRows', type: 'json', admin: { ...readOnly, hidden: true } },
    { name: 'ignoredFields', type: 'json', admin: { ...readOnly, hidden: true } },
    { name: 'photoProblems', type: 'json', admin: { ...readOnly, hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', admin: dateTime },
        { name: 'checkedAt', type: 'date', admin: dateTime },
        { name: 'finishedAt', type: 'date', admin: dateTime },
      ],
    },
    { name: 'timings', type: 'json', admin: { ...readOnly, hidden: true } },
    // The worker's claim (src/stock/import-worker.ts): never shown, never written through the API.
    { name: 'leaseUntil', type: 'date', access: { read: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'attempts', type: 'number', defaultValue: 0, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'approved', type: 'checkbox', defaultValue: false, admin: readOnly },
  ],
}
