import type { Block } from 'payload'
import { linkField } from '../ui/link-field'
import { DISCOVER_THE_RANGE } from './texts'

/** Full-width photos that slide, each with an optional overlay (the accessories home slider of spec 001 §2). */
export const imageSliderBlock: Block = {
  slug: 'imageSlider',
  interfaceName: 'ImageSliderBlock',
  labels: { singular: 'Image slider', plural: 'Image sliders' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: { components: { RowLabel: '/components/NamedRowLabel#NamedRowLabel' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Landscape, ideally 1440 × 745 or larger.' } },
        { name: 'name', type: 'text', maxLength: 80, admin: { description: 'The overlay heading, e.g. the range name.' } },
        { name: 'description', type: 'textarea', maxLength: 240 },
        {
          type: 'row',
          fields: [
            { ...linkField({ required: false, description: 'Where the overlay link leads, e.g. /pages/bull-bars' }) },
            { name: 'linkLabel', type: 'text', maxLength: 40, defaultValue: DISCOVER_THE_RANGE },
          ],
        },
        { name: 'hideLink', label: 'Hide the link', type: 'checkbox', defaultValue: false },
        { name: 'hideOverlay', label: 'Hide the overlay (name and description)', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
