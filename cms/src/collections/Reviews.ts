import type { CollectionConfig, TextFieldValidation, Where } from 'payload'
import { text } from 'payload/shared'
import { isHttpsAddress } from '@dealer/cms-contract/outside-addresses'
import { tenantScopedAccess } from '../access/roles'
import { summariseRatings } from '../lib/review-summary'
import { siteChangeHooks } from '../lib/site-changes'
import { QUIET_IMPORT } from '../reviews/import'
import { importedSummary } from '../reviews/summary'
import { NAV_GROUPS } from '../admin/nav-groups'

/** A reviewer's profile photo as Google gives it: an https:// address (the storefront's pages allow https images). */
const httpsImage: TextFieldValidation = (value, options) => {
  if (typeof value === 'string' && value !== '' && !isHttpsAddress(value)) return 'Use an https:// address.'
  return text(value, options)
}

/**
 * A customer's review of a site (or one of its locations), with the dealer's reply. Public. Typed in by staff
 * (source "manual") or imported from Google (source "google", src/reviews/): an imported review is keyed by Google's
 * review id, unique within its site, so each import updates it; edits to it are overwritten by the next import.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'rating', 'reviewDate', 'source', 'location'], group: NAV_GROUPS.content },
  access: tenantScopedAccess(true),
  hooks: {
    // An import's hundreds of writes are announced once, as it ends (src/reviews/import.ts).
    afterChange: siteChangeHooks.afterChange.map((hook) => (args: Parameters<typeof hook>[0]) => (args.context?.[QUIET_IMPORT] ? args.doc : hook(args))),
    afterDelete: siteChangeHooks.afterDelete.map((hook) => (args: Parameters<typeof hook>[0]) => (args.context?.[QUIET_IMPORT] ? args.doc : hook(args))),
  },
  // One of Google's reviews once per site (NULLs, the typed-in reviews, are distinct in a Postgres unique index).
  indexes: [{ fields: ['tenant', 'providerReviewId'], unique: true }],
  endpoints: [
    {
      // GET /api/reviews/summary?site=<slug>[&location=<id>][&minRating=4]: { count, average_rating } of a site's (or a location's) reviews.
      path: '/summary',
      method: 'get',
      handler: async (req) => {
        const site = req.searchParams.get('site') ?? ''
        const location = req.searchParams.get('location')
        const minRating = req.searchParams.get('minRating')
        if (!/^[a-z0-9-]{1,100}$/.test(site)) return Response.json({ message: 'Give the site as ?site=<slug>.' }, { status: 400 })
        if (location !== null && !/^\d{1,12}$/.test(location)) return Response.json({ message: 'location must be a location id.' }, { status: 400 })
        if (minRating !== null && !/^[1-5]$/.test(minRating))
          return Response.json({ message: 'minRating must be a whole number from 1 to 5.' }, { status: 400 })
        const tenants = await req.payload.find({ collection: 'tenants', where: { slug: { equals: site } }, limit: 1, depth: 0, overrideAccess: true, req })
        if (tenants.docs.length === 0) return Response.json({ message: `There is no site "${site}".` }, { status: 404 })
        // The whole site's summary: Google's own totals when its reviews are imported (590 reviews, 4.6).
        if (location === null && minRating === null) {
          const imported = await importedSummary(req, tenants.docs[0].id)
          if (imported) return Response.json(imported)
        }
        const where: Where[] = [{ tenant: { equals: tenants.docs[0].id } }]
        if (location !== null) where.push({ location: { equals: Number(location) } })
        if (minRating !== null) where.push({ rating: { greater_than_equal: Number(minRating) } })
        const reviews = await req.payload.find({
          collection: 'reviews',
          where: { and: where },
          select: { rating: true },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          req,
        })
        return Response.json(summariseRatings(reviews.docs.map((review) => review.rating)))
      },
    },
  ],
  fields: [
    { name: 'customerName', type: 'text', required: true },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      admin: { step: 1 },
      validate: (value: unknown) =>
        (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) || 'A rating is a whole number from 1 to 5.',
    },
    { name: 'text', type: 'textarea' },
    { name: 'reviewDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'The reviewer’s photo, if you have one.' } },
    {
      name: 'imageUrl',
      label: 'Reviewer photo address',
      type: 'text',
      maxLength: 2000,
      validate: httpsImage,
      admin: { description: 'An imported reviewer’s profile photo (https://). An uploaded photo above comes first.' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'replyText', type: 'textarea' },
    { name: 'replyDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      options: [
        { label: 'Typed in', value: 'manual' },
        { label: 'Google', value: 'google' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'providerReviewId',
      label: 'Google review id',
      type: 'text',
      maxLength: 300,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => data?.source === 'google' },
    },
  ],
}
