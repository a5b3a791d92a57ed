import type { CollectionConfig } from 'payload'
import { heroBlocks, pageBlocks } from '@dealer/blocks/configs'
import { tenantScopedAccess } from '../access/roles'
import { seoField } from '../fields/seo'
import { tenantSlugField } from '../fields/tenant-slug'
import { pageVersions, previewAdmin, previewEndpoint, publishedOnly } from '../lib/preview'
import { siteChangeHooks } from '../lib/site-changes'
import { linkCheckEndpoint } from '../page-addresses/link-check-endpoint'
import { computePagePath, pagePathFields } from '../page-addresses/page-path-field'
import { NAV_GROUPS } from '../admin/nav-groups'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status', 'updatedAt'], group: NAV_GROUPS.content, ...previewAdmin('pages') },
  versions: pageVersions,
  // Shoppers see published pages only; staff see and edit their own sites' pages, drafts included.
  access: tenantScopedAccess(publishedOnly),
  hooks: { ...siteChangeHooks, beforeValidate: [computePagePath] },
  endpoints: [previewEndpoint('pages'), linkCheckEndpoint],
  fields: [
    { name: 'title', type: 'text', required: true },
    tenantSlugField('pages', 'page', '"home" is the site\'s front page; other pages answer at their path (below).', { unique: false }),
    ...pagePathFields,
    { name: 'hero', type: 'blocks', blocks: heroBlocks, maxRows: 1, admin: { description: 'The banner at the top of the page (optional).' } },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
    seoField,
  ],
}
