import { type CollectionConfig, type Field, type FieldAccess } from 'payload'
import { isSuperAdmin, shopperDataAccess, tenantIdsOf } from '../access/roles'
import { tenantIdOf } from '../lib/tenant-id'
import { reservationEndpoints } from '../reservations/endpoints'
import { afterStaffChange, beforeStaffChange } from '../reservations/staff-changes'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }
/** Written only by the storefront's endpoints (as the server); nobody on staff edits what a reservation recorded. */
const locked = (field: Field): Field => ({ ...field, access: { ...('access' in field ? field.access : {}), update: () => false } }) as Field
const hidden = (field: Field): Field => locked({ ...field, admin: { hidden: true }, access: { read: () => false } } as Field)

/** Only the admins of the reservation's own site (and super-admins) may cancel or refund it; editors may not. */
const siteAdminOnly: FieldAccess = ({ req, doc }) => {
  if (isSuperAdmin(req.user)) return true
  const site = tenantIdOf((doc ?? {}) as { tenant?: number | { id: number } | null })
  return site !== null && tenantIdsOf(req.user, ['tenant-admin']).includes(Number(site))
}

/**
 * A car reserved online (issue 22): a signed-in customer holds the car while paying the deposit, and once paid the car
 * is Reserved in the site's stock index and a reservation lead is delivered. Created only by the storefront's server
 * (/api/reservations/hold, its credential); at most one active (held or paid) reservation per site and car, enforced
 * by a partial unique index (migration), so two customers racing for a car can't both win (decision 030). The site's
 * admins read them and may cancel (release the car, no refund) or refund (the provider gives the deposit back) a paid
 * one; nothing else is anyone's to change.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'name', 'lastName', 'depositCents', 'createdAt'],
    group: NAV_GROUPS.leads,
    hidden: hiddenFromEditors,
    description: 'Cars reserved online with a deposit. Cancel (no refund) or refund a paid reservation to release the car.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'], updaters: ['tenant-admin'] }),
  endpoints: reservationEndpoints,
  hooks: { beforeChange: [beforeStaffChange], afterChange: [afterStaffChange] },
  timestamps: true,
  // One hold per customer's key; the one-active-per-car rule is a partial unique index the migration makes.
  indexes: [{ fields: ['tenant', 'idempotencyKey'], unique: true }],
  fields: [
    locked({ name: 'title', type: 'text', admin: { hidden: true } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'held',
      options: [
        { label: 'Held while paying', value: 'held' },
        { label: 'Paid: reserved', value: 'paid' },
        { label: 'Declined', value: 'declined' },
        { label: 'Expired unpaid', value: 'expired' },
        { label: 'Cancelled (no refund)', value: 'cancelled' },
        { label: 'Refunded', value: 'refunded' },
      ],
      access: { update: siteAdminOnly },
      admin: { description: 'A paid reservation may be cancelled (the car is released, the deposit kept) or refunded (the deposit is given back).' },
    },
    {
      name: 'car',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            locked({ name: 'title', type: 'text', required: true, admin: readOnly }),
            // Not `id`: inside a group Payload keeps that name for itself.
            locked({ name: 'stockId', label: 'Stock id', type: 'text', required: true, index: true, admin: readOnly }),
            locked({ name: 'slug', type: 'text', required: true, admin: readOnly }),
            locked({ name: 'stocknum', label: 'Stock number', type: 'text', admin: readOnly }),
          ],
        },
        {
          type: 'row',
          fields: [
            locked({ name: 'vin', label: 'VIN', type: 'text', admin: readOnly }),
            locked({ name: 'dealershipSlug', label: 'Dealership', type: 'text', admin: readOnly }),
            locked({ name: 'price', type: 'number', admin: readOnly }),
            locked({ name: 'image', type: 'text', admin: { hidden: true } }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        locked({ name: 'name', label: 'First name', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'lastName', label: 'Last name', type: 'text', required: true, admin: readOnly }),
        locked({ name: 'email', type: 'text', required: true, admin: readOnly }),
      ],
    },
    // Not required: a deleted customer's reservation stays on record (a deposit was paid), without them.
    locked({ name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly }),
    {
      type: 'row',
      fields: [
        locked({ name: 'depositCents', label: 'Deposit (cents)', type: 'number', required: true, admin: readOnly }),
        locked({
          name: 'provider',
          type: 'select',
          required: true,
          options: [
            { label: 'Local payment simulator', value: 'simulator' },
            { label: 'Stripe', value: 'stripe' },
          ],
          admin: readOnly,
        }),
        locked({ name: 'paymentId', label: 'Payment', type: 'text', index: true, admin: readOnly }),
        locked({ name: 'refundId', label: 'Refund', type: 'text', admin: readOnly }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({
          name: 'heldUntil',
          label: 'Held until',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
        }),
        locked({
          name: 'paidAt',
          label: 'Paid',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
        }),
      ],
    },
    locked({ name: 'lead', type: 'relationship', relationTo: 'leads', admin: { ...readOnly, description: 'The reservation lead sent to the dealership.' } }),
    locked({ name: 'note', label: 'What happened', type: 'textarea', admin: readOnly }),
    locked({ name: 'refundDue', label: 'Refund due', type: 'checkbox', defaultValue: false, admin: readOnly }),
    // The payment events applied (their ids): a provider's repeated delivery changes nothing.
    hidden({ name: 'events', type: 'json' }),
    // The customer's key for this hold (scoped to the customer); cleared when the hold ends, so the key may be used again.
    hidden({ name: 'idempotencyKey', type: 'text', index: true }),
    // The network the hold was made from, as a keyed hash (never the address): one unpaid hold per network at a time.
    hidden({ name: 'holderNetwork', type: 'text', index: true }),
  ],
}
