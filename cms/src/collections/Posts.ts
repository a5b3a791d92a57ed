import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { tenantSlugField } from '../fields/tenant-slug'
import { pageVersions, previewAdmin, previewEndpoint, publishedOnly } from '../lib/preview'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

/**
 * A site's blog posts (issue 24): /blog lists them newest first, /blog/<slug> shows one, and a car's page shows the newest
 * posts about its make. Drafts, scheduled publishing and live preview work as they do for pages.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'publishedAt', '_status'], group: NAV_GROUPS.content, ...previewAdmin('posts') },
  versions: pageVersions,
  // Shoppers see published posts only; staff see and edit their own sites' posts, drafts included.
  access: tenantScopedAccess(publishedOnly),
  hooks: siteChangeHooks,
  endpoints: [previewEndpoint('posts')],
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    tenantSlugField('posts', 'post', 'The post answers at /blog/<slug>.'),
    {
      name: 'publishedAt',
      label: 'Publish date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
        description: 'Shown on the post; the blog lists the newest first.',
      },
    },
    {
      name: 'makes',
      type: 'relationship',
      relationTo: 'manufacturers',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar', description: 'The makes the post is about: it shows on those cars’ pages and links to their stock.' },
    },
    {
      name: 'heroImage',
      label: 'Hero image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The picture at the top of the post and on its card.' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 160,
      admin: { description: 'Up to 160 characters: the summary on the blog list and cars’ pages, and the description search engines show.' },
    },
    { name: 'body', type: 'richText', required: true },
  ],
}
