import type { CollectionConfig, Field } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { tradeInValuationEndpoints } from '../trade-in/valuations'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }
/** Nothing a valuation records is anyone's to change: the storefront's endpoint writes it as the server. */
const locked = (field: Field): Field => ({ ...field, access: { ...('access' in field ? field.access : {}), update: () => false } }) as Field

const select = (name: string, label: string, values: Array<[string, string]>): Field =>
  locked({ name, label, type: 'select', options: values.map(([value, text]) => ({ value, label: text })), admin: readOnly })

/**
 * A trade-in valuation the storefront made for a shopper (spec 001 §7's valuation record, issue 22): their car, the
 * condition answers, and what the site's valuer answered (an estimate and range, or "inspect" and why). Written only by
 * the storefront's server through /api/trade-in-valuations/record (its credential), once per site and idempotency key;
 * the site's admins read them; nobody edits. The trade-in and offer-accepted leads that name one carry a copy
 * (docs/decisions/027-trade-in-valuation-engine.md).
 */
export const TradeInValuations: CollectionConfig = {
  slug: 'trade-in-valuations',
  labels: { singular: 'Trade-in valuation', plural: 'Trade-in valuations' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'km', 'outcome', 'estimate', 'provider', 'lead', 'createdAt'],
    group: NAV_GROUPS.leads,
    hidden: hiddenFromEditors,
    description: 'Instant trade-in valuations given on the website, and the leads that followed.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  endpoints: tradeInValuationEndpoints,
  timestamps: true,
  // One record per site and key, whichever storefront request inserts first (a retry answers the same record).
  indexes: [{ fields: ['tenant', 'idempotencyKey'], unique: true }],
  fields: [
    locked({
      name: 'title',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => [siblingData.year, siblingData.make, siblingData.model, siblingData.badge].filter(Boolean).join(' ')] },
    }),
    {
      type: 'row',
      fields: [
        locked({ name: 'make', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'model', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'badge', type: 'text', admin: readOnly }),
        locked({ name: 'year', type: 'number', required: true, admin: readOnly }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({ name: 'km', label: 'Kilometres', type: 'number', required: true, admin: readOnly }),
        locked({ name: 'state', label: 'Registered in', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'plate', label: 'Registration', type: 'text', admin: readOnly }),
      ],
    },
    {
      type: 'row',
      fields: [
        select('serviceHistory', 'Service history', [
          ['full', 'Full'],
          ['partial', 'Partial'],
          ['none', 'None'],
        ]),
        select('damage', 'Damage', [
          ['none', 'None'],
          ['minor', 'Minor'],
          ['major', 'Major'],
        ]),
        select('tyres', 'Tyres', [
          ['good', 'Good'],
          ['fair', 'Fair'],
          ['worn', 'Worn'],
        ]),
        locked({ name: 'accessories', label: 'Has accessories', type: 'checkbox', defaultValue: false, admin: readOnly }),
        locked({ name: 'financeOwing', label: 'Finance owing', type: 'checkbox', defaultValue: false, admin: readOnly }),
      ],
    },
    {
      type: 'row',
      fields: [
        select('outcome', 'Outcome', [
          ['estimate', 'Estimate'],
          ['inspect', 'Inspect and call'],
        ]),
        locked({ name: 'estimate', label: 'Estimate ($)', type: 'number', admin: readOnly }),
        locked({ name: 'low', label: 'Low ($)', type: 'number', admin: readOnly }),
        locked({ name: 'high', label: 'High ($)', type: 'number', admin: readOnly }),
        locked({ name: 'confidence', type: 'number', admin: readOnly }),
        locked({ name: 'comparables', type: 'number', admin: readOnly }),
      ],
    },
    {
      type: 'row',
      fields: [
        select('inspectReason', 'Why no number', [
          ['over-age', 'Over 7 years old'],
          ['over-km', 'Over 100,000 km'],
          ['too-few-comparables', 'Too few comparable cars'],
          ['declined', 'The valuation API declined'],
        ]),
        select('provider', 'Valued by', [
          ['built-in', 'Built-in model'],
          ['http', 'Valuation API'],
        ]),
        locked({ name: 'carId', label: 'Trade-in towards (stock id)', type: 'text', admin: readOnly }),
      ],
    },
    locked({ name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { ...readOnly, description: 'The trade-in lead sent with it.' } }),
    locked({
      name: 'offerAcceptedLead',
      label: 'Offer accepted',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: { ...readOnly, description: 'The offer-accepted lead, when the shopper accepted the estimate.' },
    }),
    // The browser names the valuation by this random id (the leads' valuationId), never by its row id.
    locked({ name: 'publicId', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } }),
    locked({ name: 'idempotencyKey', type: 'text', required: true, index: true, admin: { hidden: true }, access: { read: () => false } }),
  ],
}
