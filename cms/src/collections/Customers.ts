import type { CollectionConfig, Field } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { customerAccountEndpoints } from '../customers/endpoints'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/** Every field refuses updates on every API: a customer's details are theirs to change (PATCH /api/customers/me), and their phone is their sign-in. */
const locked = (field: Field): Field => ({ ...field, access: { ...('access' in field ? field.access : {}), update: () => false } }) as Field

/**
 * A shopper who signed in on one site with their mobile (issue 20): the same phone on two sites is two customers. Made
 * by the first right code (POST /api/customers/verify-code), never by staff; the site's admins read them (and may
 * delete one, which ends their sessions and forgets their watchlist). Sessions and codes are not documents: they live in
 * tables of their own that no API exposes (docs/decisions/019-shopper-sign-in-codes-and-sessions.md).
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'firstName', 'lastName', 'email', 'createdAt'],
    listSearchableFields: ['phone', 'firstName', 'lastName', 'email'],
    group: NAV_GROUPS.shoppers,
    hidden: hiddenFromEditors,
    description: 'Shoppers who signed in on the website with a code texted to their mobile.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'], deleters: ['tenant-admin'] }),
  endpoints: customerAccountEndpoints,
  hooks: {
    // Their watchlist and saved searches go with them; their leads, alerts and the verification log keep their history (the link is cleared).
    beforeDelete: [
      async ({ req, id }) => {
        for (const collection of ['saved-cars', 'saved-searches'] as const)
          await req.payload.delete({ collection, where: { customer: { equals: id } }, overrideAccess: true, req })
      },
    ],
  },
  timestamps: true,
  indexes: [{ fields: ['tenant', 'phone'], unique: true }],
  fields: [
    locked({ name: 'phone', label: 'Mobile', type: 'text', required: true, index: true, admin: readOnly }),
    {
      type: 'row',
      fields: [
        locked({ name: 'firstName', type: 'text', admin: readOnly }),
        locked({ name: 'lastName', type: 'text', admin: readOnly }),
        locked({ name: 'email', type: 'text', admin: readOnly }),
        locked({ name: 'postcode', type: 'text', admin: readOnly }),
      ],
    },
    {
      name: 'savedCars',
      label: 'Watchlist',
      type: 'join',
      collection: 'saved-cars',
      on: 'customer',
      admin: { allowCreate: false, defaultColumns: ['name', 'priceAtSave', 'priceAlerts', 'createdAt'] },
    },
    {
      name: 'leads',
      label: 'Enquiries sent while signed in',
      type: 'join',
      collection: 'leads',
      on: 'customer',
      admin: { allowCreate: false, defaultColumns: ['title', 'category', 'status', 'createdAt'] },
    },
  ],
}
