import type { CollectionConfig } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { siteChangeHooks } from '../lib/site-changes'
import { NAV_GROUPS } from '../admin/nav-groups'

const percent = (name: string, description?: string) => ({
  name,
  type: 'number' as const,
  min: 0,
  max: 100,
  ...(description ? { admin: { description } } : {}),
})

/** A lender a site offers finance through: rates, fees, terms and the disclaimer shown with quotes. Public. */
export const FinanceLenders: CollectionConfig = {
  slug: 'finance-lenders',
  labels: { singular: 'Finance lender', plural: 'Finance lenders' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'rates.advertised', 'rates.comparison', 'isDefault'], group: NAV_GROUPS.settings },
  access: tenantScopedAccess(true),
  hooks: siteChangeHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'isDefault', type: 'checkbox', defaultValue: false, admin: { description: 'The lender the calculator starts with.' } },
    {
      name: 'rates',
      label: 'Rates (% p.a.)',
      type: 'group',
      fields: [{ type: 'row', fields: [percent('advertised'), percent('comparison', 'Comparison rate on a secured loan.'), percent('min'), percent('max')] }],
    },
    {
      name: 'fees',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'establishment', type: 'number', min: 0, admin: { description: 'Financed: added to the loan.' } },
            { name: 'securityRegistration', type: 'number', min: 0, admin: { description: 'Financed: added to the loan.' } },
            { name: 'agency', type: 'number', min: 0, admin: { description: 'Financed: added to the loan.' } },
            { name: 'monthly', label: 'Monthly account fee', type: 'number', min: 0, admin: { description: 'Paid each month beside the repayments.' } },
          ],
        },
      ],
    },
    {
      name: 'terms',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minYears', type: 'number', min: 1, max: 10, defaultValue: 1 },
            { name: 'maxYears', type: 'number', min: 1, max: 10, defaultValue: 7 },
            percent('maxBalloon', 'Largest final (balloon) payment, as a share of the price.'),
          ],
        },
        {
          name: 'minPrice5000',
          label: 'Minimum price $5,000',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Repayment calculators with this lender accept purchase prices from $5,000 instead of $1,000 (spec 001 §5).' },
        },
      ],
    },
    { name: 'disclaimer', type: 'textarea', required: true },
  ],
}
