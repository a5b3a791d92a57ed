import type { CollectionConfig } from 'payload'
import { GENERIC_BRAND_LOGO } from '@dealer/blocks/brand-grid/tiles'
import { superAdminOnly } from '../access/roles'
import { announceSiteChange } from '../lib/site-changes'
import { EVERY_SITE } from '@dealer/cms-contract/site-changes'
import { NAV_GROUPS, hiddenFromStaff } from '../admin/nav-groups'

export function logoUrlOf(manufacturer: { logo?: string | null }): string {
  return manufacturer.logo?.trim() || GENERIC_BRAND_LOGO
}

/**
 * The makes every site can show (brand grids, make menus): one shared list, seeded with about 150
 * makes and kept by super-admins. Sites pick from it; they don't edit it.
 */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'category'], group: NAV_GROUPS.platform, hidden: hiddenFromStaff },
  access: { read: () => true, create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  // Every site's menus and brand grids read this list.
  hooks: { afterChange: [({ req }) => announceSiteChange(req, EVERY_SITE)], afterDelete: [({ req }) => announceSiteChange(req, EVERY_SITE)] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { description: 'Brand pages answer at /<slug>/overview.' } },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: [
        { label: 'Cars', value: 'car' },
        { label: 'Motorcycles', value: 'motorcycle' },
        { label: 'Trucks', value: 'truck' },
      ],
    },
    { name: 'logo', type: 'text', admin: { description: 'Logo address, e.g. https://cdn.example.com/toyota.svg; without one the site shows a generic logo.' } },
    {
      // What sites show: the logo, or the generic one the storefront serves, so no tile is ever an empty box.
      name: 'logoUrl',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => logoUrlOf(siblingData as { logo?: string | null })] },
    },
  ],
}
