import type { Block } from 'payload'

/**
 * Spec 001 §4, §5: a repayment calculator staff can put on any page (the finance page's #finance-calculator). Its
 * bounds, fees and rounding come from the lender and the site settings; only one per page (it owns the anchor).
 */
export const repaymentCalculatorBlock: Block = {
  slug: 'repaymentCalculator',
  interfaceName: 'RepaymentCalculatorBlock',
  labels: { singular: 'Repayment calculator', plural: 'Repayment calculators' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Repayment calculator', maxLength: 80 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'lender',
      type: 'relationship',
      relationTo: 'finance-lenders',
      admin: { description: "Whose rates, fees and disclaimer; empty uses the site's default lender." },
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: "Replaces the lender's disclaimer under this calculator; empty shows the lender's." },
    },
  ],
}
