import type { CollectionConfig, Where } from 'payload'
import { pageBlocks } from '@dealer/blocks/configs'
import { tenantScopedAccess } from '../access/roles'
import { tenantSlugField } from '../fields/tenant-slug'
import { notifyStorefrontHooks } from '../lib/storefront-notify'

const publishedOnly: Where = { _status: { equals: 'published' } }

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  // Shoppers see published pages only; staff see and edit their own sites' pages, drafts included.
  access: tenantScopedAccess(publishedOnly),
  hooks: notifyStorefrontHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    tenantSlugField('pages', 'page', '"home" is the site\'s front page; other slugs answer at /<slug>.'),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
    {
      name: 'meta',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 70 },
        { name: 'description', type: 'textarea', maxLength: 160 },
      ],
    },
  ],
}
