import type { Block } from 'payload'

/** Tiles of the accessories store's product pages: image, name and summary, each linking to /pages/<slug>. */
export const productGridBlock: Block = {
  slug: 'productGrid',
  interfaceName: 'ProductGridBlock',
  labels: { singular: 'Product grid', plural: 'Product grids' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Shop our range', maxLength: 80 },
    {
      name: 'pages',
      type: 'relationship',
      relationTo: 'store-pages',
      hasMany: true,
      admin: { description: 'Which store pages, in this order. Leave empty for every page in the Products menu, in menu order.' },
    },
  ],
}
