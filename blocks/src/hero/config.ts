import type { Block } from 'payload'

export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'subheading', type: 'textarea', maxLength: 300 },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'brand',
      required: true,
      options: [
        { label: 'Brand colour', value: 'brand' },
        { label: 'Dark', value: 'dark' },
        { label: 'Light', value: 'light' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ctaLabel', label: 'Button label', type: 'text', maxLength: 40 },
        { name: 'ctaHref', label: 'Button link', type: 'text', admin: { description: 'A path on this site, e.g. /search/new-used-and-demo-cars' } },
      ],
    },
  ],
}
