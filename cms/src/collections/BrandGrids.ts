import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { linkField } from '@dealer/blocks/ui/link-field'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

interface BrandRow {
  manufacturer?: number | { id: number } | null
  name?: string | null
}

/**
 * A titled grid of brand logos (Car Brands, Motorcycle Brands, Truck Brands, Our Brands) that pages
 * show through the brand grid block. A tile is a make from the shared list, linking to
 * /<make>/overview, or a brand of the site's own (name, logo, link).
 */
export const BrandGrids: CollectionConfig = {
  slug: 'brand-grids',
  labels: { singular: 'Brand grid', plural: 'Brand grids' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'], group: NAV_GROUPS.content },
  access: tenantScopedAccess(true),
  hooks: siteChangeHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 60, admin: { description: 'Shown above the logos, e.g. Car Brands.' } },
    {
      name: 'brands',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'In the order shoppers see them.' },
      fields: [
        {
          name: 'manufacturer',
          type: 'relationship',
          relationTo: 'manufacturers',
          admin: { description: 'A make from the shared list; its tile links to /<make>/overview.' },
        },
        {
          type: 'collapsible',
          label: 'Or a brand of your own',
          admin: { initCollapsed: true },
          fields: [
            { name: 'name', type: 'text', admin: { description: 'Replaces the make’s name when both are set.' } },
            { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Without one, the make’s logo or a generic one.' } },
            linkField({ description: 'Replaces /<make>/overview, e.g. /twg-tyres or https://…', required: false }),
          ],
        },
      ],
      validate: (rows: unknown) => {
        const brands = Array.isArray(rows) ? (rows as BrandRow[]) : []
        const index = brands.findIndex((row) => !row.manufacturer && !row.name?.trim())
        return index === -1 ? true : `Brand ${index + 1} needs a make from the list or a name of its own.`
      },
    },
  ],
}
