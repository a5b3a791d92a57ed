import type { Block } from 'payload'
import { linkField } from '../ui/link-field'

/** A short pitch with one or two buttons, e.g. "Ready to drive? Book a test drive". */
export const callToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 100 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'brand',
      options: [
        { label: 'Brand colour', value: 'brand' },
        { label: 'Light', value: 'light' },
      ],
    },
    {
      name: 'buttons',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 2,
      admin: { description: 'The first button stands out; the second is quieter.', components: { RowLabel: '/components/NamedRowLabel#NamedRowLabel' } },
      fields: [{ type: 'row', fields: [{ name: 'label', type: 'text', required: true, maxLength: 40 }, linkField()] }],
    },
  ],
}
