import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { FEED_FIELD_OPTIONS, SCHEDULE_OPTIONS } from '../stock/feed-options'
import { checkFeedAddress, sealFeedSecret } from '../stock/feed-source'
import { stockFeedEndpoints } from '../stock/endpoints'
import { NAV_GROUPS } from '../admin/nav-groups'

/**
 * Where a site's stock comes from (issue 45): a feed address its DMS or feed provider publishes, fetched on a schedule
 * through the guarded outbound client, read in its format with the site's column mapping, checked and swapped in by
 * the stock-import worker (src/stock/). The site's own staff keep their sources; the secret of a feed's login is kept
 * sealed and never shown again (src/stock/feed-source.ts).
 */
export const StockFeeds: CollectionConfig = {
  slug: 'stock-feeds',
  labels: { singular: 'Feed source', plural: 'Feed sources' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'format', 'schedule', 'enabled', 'nextRunAt'],
    group: NAV_GROUPS.stock,
    description:
      'Addresses your dealer-management system or feed provider publishes your stock at. Each is read on its schedule; an import that would remove much of your stock waits for your approval.',
  },
  access: tenantScopedAccess(false),
  endpoints: stockFeedEndpoints,
  hooks: { beforeChange: [sealFeedSecret] },
  timestamps: true,
  fields: [
    { name: 'runNow', type: 'ui', admin: { components: { Field: '/components/stock/RunFeedNow#RunFeedNow' } } },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'url',
      label: 'Feed address',
      type: 'text',
      required: true,
      maxLength: 2000,
      validate: checkFeedAddress,
      admin: { description: 'An https:// address, such as https://feeds.example-dms.com.au/stock/bayside.csv' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'format',
          type: 'select',
          required: true,
          defaultValue: 'csv',
          options: [
            { label: 'CSV', value: 'csv' },
            { label: 'JSON', value: 'json' },
            { label: 'XML (carsales CSN-DTO)', value: 'xml' },
          ],
        },
        { name: 'schedule', type: 'select', required: true, defaultValue: 'hourly', options: SCHEDULE_OPTIONS },
        { name: 'enabled', label: 'On', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Login (optional)',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'authType',
          label: 'Sign in with',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'Nothing', value: 'none' },
            { label: 'User name and password (basic)', value: 'basic' },
            { label: 'A header', value: 'header' },
          ],
        },
        { name: 'username', label: 'User name', type: 'text', maxLength: 200, admin: { condition: (data) => data?.authType === 'basic' } },
        {
          name: 'headerName',
          label: 'Header name',
          type: 'text',
          maxLength: 100,
          admin: { condition: (data) => data?.authType === 'header', description: 'Such as Authorization or X-Api-Key' },
        },
        {
          name: 'newSecret',
          label: 'Password or header value',
          type: 'text',
          virtual: true,
          maxLength: 2000,
          admin: {
            condition: (data) => data?.authType === 'basic' || data?.authType === 'header',
            description: 'Kept encrypted and never shown again. Leave empty to keep the one saved.',
          },
        },
        { name: 'secretSaved', label: 'A password or header value is saved', type: 'checkbox', admin: { readOnly: true } },
        // AES-GCM sealed (src/stock/feed-source.ts); no API answer ever carries it.
        { name: 'sealedSecret', type: 'text', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
      ],
    },
    {
      name: 'columnMapping',
      label: 'Column mapping',
      type: 'array',
      admin: {
        description:
          'Your feed’s column (or field) and the field of ours it holds. Columns already named as ours need no row. Check a mapping with Preview below.',
      },
      maxRows: 200,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'column', label: 'Your column', type: 'text', required: true, maxLength: 200 },
            { name: 'field', label: 'Our field', type: 'select', required: true, options: FEED_FIELD_OPTIONS },
          ],
        },
      ],
    },
    { name: 'mappingPreview', type: 'ui', admin: { components: { Field: '/components/stock/FeedPreview#FeedPreview' } } },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'The location (and its dealership) of cars whose rows name none.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'soldWindowDays',
          label: 'Sold window (days)',
          type: 'number',
          min: 0,
          max: 60,
          defaultValue: 3,
          admin: { description: 'How long a sold car stays on the site.' },
        },
        {
          name: 'maxRemovedPercent',
          label: 'Hold an import that removes more than (%)',
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: 30,
        },
      ],
    },
    {
      name: 'nextRunAt',
      label: 'Next run',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
    },
  ],
}
