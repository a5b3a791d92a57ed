import type { Block } from 'payload'

/**
 * Spec 001 §4 leaves the counter's label and starting value open. It counts up 191 times a day from Brisbane midnight, so
 * it reads as a figure for today: by default "Shoppers helped today", starting at 0 (decision record 005).
 */
const SALES_COUNTER_DEFAULT_LABEL = 'Shoppers helped today'

export const salesCounterBlock: Block = {
  slug: 'salesCounter',
  interfaceName: 'SalesCounterBlock',
  labels: { singular: 'Sales counter', plural: 'Sales counters' },
  fields: [
    { name: 'label', type: 'text', required: true, defaultValue: SALES_COUNTER_DEFAULT_LABEL, maxLength: 60 },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: 'Value at midnight',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          max: 1_000_000,
          admin: { description: 'What it shows at midnight Brisbane time.' },
        },
        { name: 'perIncrement', label: 'Added every 7½ minutes', type: 'number', required: true, defaultValue: 1, min: 1, max: 1000 },
      ],
    },
    { name: 'note', type: 'text', maxLength: 120, admin: { description: 'Small print under the figure (optional).' } },
  ],
}
