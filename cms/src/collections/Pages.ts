import type { CollectionConfig, TextFieldSingleValidation, Where } from 'payload'
import { pageBlocks } from '@dealer/blocks/configs'
import { tenantScopedAccess } from '../access/roles'
import { notifyStorefront, tenantIdOf } from '../lib/storefront-notify'
import type { Page } from '../payload-types'

const publishedOnly: Where = { _status: { equals: 'published' } }

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// Slugs are unique per site, not globally: every dealer has its own "home" and "about-us".
const validatePageSlug: TextFieldSingleValidation = async (value, { data, id, req }) => {
  if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and hyphens only.'
  const tenantId = tenantIdOf({ tenant: (data as Partial<Page>).tenant })
  if (tenantId == null) return true
  const clash = await req.payload.count({
    collection: 'pages',
    where: { and: [{ slug: { equals: value } }, { tenant: { equals: tenantId } }, ...(id != null ? [{ id: { not_equals: id } }] : [])] },
    overrideAccess: true,
    req,
  })
  return clash.totalDocs > 0 ? `This site already has a page with the slug "${value}".` : true
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  // Shoppers see published pages only; staff see and edit their own sites' pages, drafts included.
  access: tenantScopedAccess(publishedOnly),
  hooks: {
    afterChange: [({ doc }) => notifyStorefront(tenantIdOf(doc))],
    afterDelete: [({ doc }) => notifyStorefront(tenantIdOf(doc))],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: '"home" is the site\'s front page; other slugs answer at /<slug>.' },
      validate: validatePageSlug,
    },
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
