import type { CollectionConfig, Where } from 'payload'
import { tenantScopedAccess } from '../access/roles'
import { summariseRatings } from '../lib/review-summary'
import { siteChangeHooks } from '../lib/site-changes'

/** A customer's review of a site (or one of its locations), with the dealer's reply. Public. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'rating', 'reviewDate', 'location'] },
  access: tenantScopedAccess(true),
  hooks: siteChangeHooks,
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
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'replyText', type: 'textarea' },
    { name: 'replyDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
  ],
}
