import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

/** A question and answer a site shows in its FAQ blocks, grouped by topic and ordered. Public. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'topic', 'order'], group: NAV_GROUPS.content },
  access: tenantScopedAccess(true),
  hooks: siteChangeHooks,
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    { name: 'topic', type: 'text', admin: { description: 'e.g. Finance, Trade-in, Servicing.' } },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
