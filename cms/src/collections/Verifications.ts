import type { CollectionConfig } from 'payload'
import { shopperDataAccess } from '../access/roles'
import { NAV_GROUPS, hiddenFromStaff } from '../admin/nav-groups'

const readOnly = { readOnly: true }

/**
 * The verification log (spec 001 §7): a row for every sign-in code texted (`sms`) and every right code (`verify`, with
 * the customer it signed in). Written by the sign-in endpoints only; the site's admins read it. The `sms` rows are also
 * what the monthly allowance counts (Site settings → Text messages). Column names are the spec's: website_slug,
 * dealership_slug, verification_type.
 */
export const Verifications: CollectionConfig = {
  slug: 'verifications',
  labels: { singular: 'Sign-in code', plural: 'Sign-in codes' },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['verificationType', 'phone', 'customer', 'dealershipSlug', 'createdAt'],
    group: NAV_GROUPS.platform,
    // Each site's spend on texts is in its Site settings; the log itself is the platform's, to look into abuse.
    hidden: hiddenFromStaff,
    description: 'Every sign-in code texted to a shopper, and every sign-in.',
  },
  access: shopperDataAccess({ readers: ['tenant-admin'] }),
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'verificationType',
          label: 'Type',
          type: 'select',
          required: true,
          index: true,
          options: [
            { label: 'Code sent (SMS)', value: 'sms' },
            { label: 'Signed in', value: 'verify' },
          ],
          admin: readOnly,
        },
        { name: 'phone', label: 'Mobile', type: 'text', required: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'websiteSlug', type: 'text', required: true, admin: readOnly },
        { name: 'dealershipSlug', type: 'text', admin: readOnly },
      ],
    },
  ],
}
