import type { CollectionConfig, Field } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { financeApplicationEndpoints } from '../finance/applications'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }
/** Nothing an application records is anyone's to change: the storefront's endpoints write it as the server. */
const locked = (field: Field): Field => ({ ...field, access: { ...('access' in field ? field.access : {}), update: () => false } }) as Field
const hidden = (field: Field): Field => locked({ ...field, admin: { hidden: true }, access: { read: () => false } } as Field)

/**
 * A finance pre-approval application the storefront sent to the site's finance broker (issue 21): who applied (a
 * signed-in customer whose mobile was verified), for what, and what the broker answered. Written only by the
 * storefront's server through /api/finance-applications/* (its credential); the site's admins read them; nobody edits.
 * One per site and idempotency key: a double submit, on one storefront or two, reaches the broker once
 * (docs/decisions/023-finance-broker-behind-one-interface.md).
 */
export const FinanceApplications: CollectionConfig = {
  slug: 'finance-applications',
  labels: { singular: 'Finance application', plural: 'Finance applications' },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['firstName', 'lastName', 'phone', 'purchasePrice', 'loanTerm', 'status', 'createdAt'],
    group: NAV_GROUPS.leads,
    hidden: hiddenFromEditors,
    description: 'Finance pre-approval applications sent to the broker from the website.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  endpoints: financeApplicationEndpoints,
  timestamps: true,
  // The claim: one application per site and key, whoever inserts first (the others wait for its outcome).
  indexes: [{ fields: ['tenant', 'idempotencyKey'], unique: true }],
  fields: [
    locked({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Waiting for the broker', value: 'pending' },
        { label: 'Sent to the lender', value: 'redirected' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: readOnly,
    }),
    {
      type: 'row',
      fields: [
        locked({ name: 'firstName', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'lastName', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'email', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'phone', label: 'Mobile', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'postcode', type: 'text', admin: readOnly }),
        locked({ name: 'subscribe', label: 'Opted in to marketing', type: 'checkbox', defaultValue: false, admin: readOnly }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({ name: 'purchasePrice', label: 'Purchase amount ($)', type: 'number', required: true, admin: readOnly }),
        locked({ name: 'loanTerm', label: 'Term (years)', type: 'number', required: true, admin: readOnly }),
        locked({
          name: 'selfAssessedCreditScore',
          label: 'Credit history',
          type: 'select',
          required: true,
          options: [
            { label: 'Great', value: 'GREAT' },
            { label: 'Decent', value: 'DECENT' },
            { label: 'Poor', value: 'POOR' },
          ],
          admin: readOnly,
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({ name: 'year', label: 'Car year', type: 'number', admin: readOnly }),
        locked({ name: 'vin', label: 'VIN', type: 'text', admin: readOnly }),
        locked({ name: 'nvic', label: 'NVIC', type: 'text', admin: readOnly }),
      ],
    },
    locked({
      name: 'broker',
      type: 'select',
      required: true,
      options: [
        { label: 'Local broker simulator', value: 'simulator' },
        { label: 'Finance broker API', value: 'http' },
      ],
      admin: readOnly,
    }),
    locked({ name: 'redirectUrl', label: 'Lender page', type: 'text', admin: readOnly }),
    {
      type: 'row',
      fields: [
        locked({ name: 'failure', label: 'What the shopper was told', type: 'text', admin: readOnly }),
        locked({ name: 'failureStatus', label: 'Answer status', type: 'number', admin: readOnly }),
      ],
    },
    locked({ name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: readOnly }),
    locked({ name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { ...readOnly, description: 'The finance lead sent with it.' } }),
    // The client's key (unique per site while it names a live claim; a failed claim's key is cleared so it may be tried again).
    hidden({ name: 'idempotencyKey', type: 'text', index: true }),
    // The finance lead's own key, to link the lead whichever of the two is saved first.
    hidden({ name: 'leadKey', type: 'text', index: true }),
    // The simulator's lender page names the application by this random reference, never by its id.
    hidden({ name: 'reference', type: 'text', unique: true, index: true }),
  ],
}
