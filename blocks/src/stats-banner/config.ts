import type { Block } from 'payload'

/** A row of headline figures, e.g. 50+ Locations, 40+ Brands, 30+ Years Est. */
export const statsBannerBlock: Block = {
  slug: 'statsBanner',
  interfaceName: 'StatsBannerBlock',
  labels: { singular: 'Stats banner', plural: 'Stats banners' },
  fields: [
    {
      name: 'stats',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 12, admin: { description: 'e.g. 50+' } },
            { name: 'label', type: 'text', required: true, maxLength: 40, admin: { description: 'e.g. Locations' } },
          ],
        },
      ],
    },
  ],
}
