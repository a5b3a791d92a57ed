import type { CollectionConfig, TextFieldValidation } from 'payload'
import { text } from 'payload/shared'
import { realProviderInProduction } from '../lib/simulators'
import { tenantScopedAccess } from '../access/roles'
import { onePerSite } from '../lib/one-per-site'
import { siteChangeHooks } from '../lib/site-changes'
import { importReviewsEndpoint } from '../reviews/endpoint'
import { QUIET_IMPORT } from '../reviews/import'
import { PROVIDER_ID_PATTERN } from '../reviews/provider'
import { NAV_GROUPS } from '../admin/nav-groups'

const providerId: TextFieldValidation = (value, options) => {
  if (typeof value === 'string' && value !== '' && !PROVIDER_ID_PATTERN.test(value)) return 'Use the number only, as in accounts/1234567890.'
  return text(value, options)
}

/** Only the import writes these: staff read them. */
const importWritesOnly = { create: () => false, update: () => false }

/**
 * Where a site's reviews are imported from (issue 48), one per site: its Google Business Profile account and location,
 * and what the last import brought: Google's totals (e.g. 590 reviews averaging 4.6), which the site's review summary
 * shows (GET /api/reviews/summary), since Google counts reviews the import can't see (those without a star rating).
 * Staff run the import from here (POST /api/review-sources/:id/import); reviews come in with source "google".
 */
export const ReviewSources: CollectionConfig = {
  slug: 'review-sources',
  labels: { singular: 'Review import', plural: 'Review imports' },
  admin: {
    useAsTitle: 'googleLocationId',
    defaultColumns: ['provider', 'googleLocationId', 'reviewCount', 'averageRating', 'importedAt'],
    group: NAV_GROUPS.content,
    description:
      'Your Google Business Profile reviews, imported into Reviews. Each import updates the reviews it brought before, and removes those deleted on Google.',
  },
  // Nothing here is for shoppers: the summary reaches them through GET /api/reviews/summary.
  access: tenantScopedAccess(false),
  endpoints: [importReviewsEndpoint],
  hooks: {
    beforeValidate: [onePerSite('review-sources', 'This site already has a review import: edit that one.')],
    // The import's own summary update is announced once, as the import ends.
    afterChange: siteChangeHooks.afterChange.map((hook) => (args: Parameters<typeof hook>[0]) => (args.context?.[QUIET_IMPORT] ? args.doc : hook(args))),
    afterDelete: siteChangeHooks.afterDelete,
  },
  timestamps: true,
  fields: [
    {
      name: 'provider',
      type: 'select',
      required: true,
      defaultValue: 'simulator',
      validate: realProviderInProduction,
      // Google first, as staff should choose (and as the column's enum was made).
      options: [
        { label: 'Google Business Profile', value: 'google' },
        { label: 'Simulator (development only: 590 sample reviews)', value: 'simulator' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accountId',
          label: 'Google account id',
          type: 'text',
          required: true,
          maxLength: 30,
          validate: providerId,
          admin: { description: 'The number in accounts/{accountId}' },
        },
        {
          name: 'googleLocationId',
          label: 'Google location id',
          type: 'text',
          required: true,
          maxLength: 30,
          validate: providerId,
          admin: { description: 'The number in locations/{locationId}' },
        },
      ],
    },
    {
      name: 'location',
      label: 'Our location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'Optional: the location the imported reviews belong to (its page shows them).' },
    },
    {
      type: 'collapsible',
      label: 'Last import',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'reviewCount', label: 'Reviews on Google', type: 'number', min: 0, access: importWritesOnly, admin: { readOnly: true } },
            {
              name: 'averageRating',
              label: 'Average rating',
              type: 'text',
              maxLength: 3,
              access: importWritesOnly,
              admin: { readOnly: true, description: 'As Google gives it, to one decimal (e.g. 4.6)' },
            },
            {
              name: 'importedAt',
              label: 'Imported',
              type: 'date',
              access: importWritesOnly,
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
            },
          ],
        },
        { name: 'lastImportProblem', label: 'What went wrong', type: 'text', access: importWritesOnly, admin: { readOnly: true } },
      ],
    },
    // The running import's lease (reviews/import.ts): set and cleared in SQL, never shown.
    { name: 'importLeaseUntil', type: 'date', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
  ],
}
