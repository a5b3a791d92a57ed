import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@dealer/blocks/configs'
import { tenantScopedAccess } from '../access/roles'
import { seoField } from '../fields/seo'
import { tenantSlugField } from '../fields/tenant-slug'
import { publishedOnly, pageVersions, previewAdmin, previewEndpoint } from '../lib/preview'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

/**
 * An accessories store's product and information pages, at /pages/<slug> (bull bars, winches,
 * warranty…). Those marked for the Products menu fill it, in menu order.
 */
export const StorePages: CollectionConfig = {
  slug: 'store-pages',
  labels: { singular: 'Store page', plural: 'Store pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'inProductsMenu', '_status', 'updatedAt'],
    group: NAV_GROUPS.content,
    ...previewAdmin('store-pages'),
  },
  versions: pageVersions,
  access: tenantScopedAccess(publishedOnly),
  hooks: siteChangeHooks,
  endpoints: [previewEndpoint('store-pages')],
  fields: [
    { name: 'title', type: 'text', required: true },
    tenantSlugField('store-pages', 'store page', 'The page answers at /pages/<slug>, e.g. /pages/bull-bars.'),
    { name: 'summary', type: 'textarea', maxLength: 200, admin: { description: 'One or two sentences for product grids and menus.' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'The tile image in product grids.' } },
    {
      type: 'row',
      fields: [
        { name: 'inProductsMenu', label: 'In the Products menu', type: 'checkbox', defaultValue: true },
        { name: 'menuOrder', type: 'number', min: 0, defaultValue: 100, admin: { description: 'Lower comes first.' } },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
    seoField,
  ],
}
