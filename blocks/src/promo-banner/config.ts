import type { Block } from 'payload'
import { linkField } from '../ui/link-field'

type PromoBannerIcon = 'offers' | 'service' | 'sell' | 'finance' | 'car'

/** Spec 000 §2: three features side by side (a carousel on small screens), e.g. latest offers, service, sell your car. */
export const promoBannerBlock: Block = {
  slug: 'promoBanner',
  interfaceName: 'PromoBannerBlock',
  labels: { singular: 'Feature promo banner', plural: 'Feature promo banners' },
  fields: [
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 3,
      admin: { components: { RowLabel: '/components/NamedRowLabel#NamedRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 60 },
            {
              name: 'icon',
              type: 'select',
              required: true,
              defaultValue: 'offers',
              options: [
                { label: 'Price tag (offers)', value: 'offers' },
                { label: 'Spanner (service)', value: 'service' },
                { label: 'Dollar (sell your car)', value: 'sell' },
                { label: 'Calculator (finance)', value: 'finance' },
                { label: 'Car', value: 'car' },
              ] satisfies { label: string; value: PromoBannerIcon }[],
            },
          ],
        },
        { name: 'text', type: 'textarea', required: true, maxLength: 200 },
        {
          type: 'row',
          fields: [linkField({ description: 'e.g. /special-offers' }), { name: 'linkLabel', type: 'text', required: true, maxLength: 40 }],
        },
      ],
    },
  ],
}
