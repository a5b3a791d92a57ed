import type { Block } from 'payload'

const FEATURED_STOCK_MAX = 24

export const featuredStockBlock: Block = {
  slug: 'featuredStock',
  interfaceName: 'FeaturedStockBlock',
  labels: { singular: 'Featured stock', plural: 'Featured stock strips' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Featured cars' },
    {
      name: 'carType',
      label: 'Car type',
      type: 'select',
      defaultValue: 'any',
      required: true,
      options: [
        { label: 'New, used and demo', value: 'any' },
        { label: 'New', value: 'new' },
        { label: 'Demo', value: 'demo' },
        { label: 'Used', value: 'used' },
      ],
    },
    { name: 'make', type: 'text', admin: { description: 'Only this make, e.g. Toyota. Leave empty for all makes.' } },
    { name: 'limit', label: 'Number of cars', type: 'number', defaultValue: 8, min: 1, max: FEATURED_STOCK_MAX, required: true },
  ],
}
