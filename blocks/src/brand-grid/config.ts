import type { Block } from 'payload'

/** Shows one of the site's brand grids (Brand grids in the admin) as a titled grid of logo tiles. */
export const brandGridBlock: Block = {
  slug: 'brandGrid',
  interfaceName: 'BrandGridBlock',
  labels: { singular: 'Brand grid', plural: 'Brand grids' },
  fields: [
    { name: 'grid', type: 'relationship', relationTo: 'brand-grids', required: true, admin: { description: 'Which grid; edit its brands under Brand grids.' } },
  ],
}
