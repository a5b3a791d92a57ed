import type { Block } from 'payload'
import { PAYMENT_METHODS } from './methods'

export const acceptedPaymentsBlock: Block = {
  slug: 'acceptedPayments',
  interfaceName: 'AcceptedPaymentsBlock',
  labels: { singular: 'Accepted payments strip', plural: 'Accepted payments strips' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'We accept', maxLength: 60 },
    {
      name: 'methods',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: PAYMENT_METHODS.map((method) => method.value),
      options: PAYMENT_METHODS.map(({ value, label }) => ({ value, label })),
    },
  ],
}
