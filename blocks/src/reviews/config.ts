import type { Block } from 'payload'

/** Spec 001 §4: Google reviews show in full up to 12. */
const REVIEWS_BLOCK_MAX = 12

/** The site's best reviews (4 stars and up, newest first) under its rating summary. */
export const reviewsBlock: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Review lists' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'What our customers say', maxLength: 80 },
    { name: 'limit', label: 'Number of reviews', type: 'number', required: true, defaultValue: 6, min: 1, max: REVIEWS_BLOCK_MAX },
  ],
}
