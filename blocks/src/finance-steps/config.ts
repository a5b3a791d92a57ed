import type { Block } from 'payload'
import { linkField } from '../ui/link-field'

/** Spec 001 §2: without a chosen car, the finance page shows three steps (apply, get pre-approved, purchase). */
export const financeStepsBlock: Block = {
  slug: 'financeSteps',
  interfaceName: 'FinanceStepsBlock',
  labels: { singular: 'Finance steps', plural: 'Finance steps' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Finance in three easy steps', maxLength: 80 },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      admin: { components: { RowLabel: '/components/NamedRowLabel#NamedRowLabel' } },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 60 },
        { name: 'text', type: 'textarea', required: true, maxLength: 240 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ctaLabel', label: 'Button label', type: 'text', maxLength: 40, admin: { description: 'e.g. Apply now; leave empty for no button.' } },
        linkField({ name: 'ctaLink', required: false, description: 'e.g. /finance#finance-form' }),
      ],
    },
  ],
}
