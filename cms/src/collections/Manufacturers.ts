import type { CollectionConfig } from 'payload'
import { superAdminOnly } from '../access/roles'

/**
 * The makes every site can show (brand grids, make menus): one shared list, seeded with about 150
 * makes and kept by super-admins. Sites pick from it; they don't edit it.
 */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'category'] },
  access: { read: () => true, create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
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
    { name: 'logo', type: 'text', admin: { description: 'Logo address, e.g. /brands/toyota.svg; without one the site shows a generic logo.' } },
  ],
}
