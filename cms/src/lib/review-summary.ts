import type { ReviewListSummary } from '@dealer/blocks/reviews/stars'

/** What shoppers see above a review list: how many reviews, and their average to one decimal ("4.6"), or null with none. */
export function summariseRatings(ratings: readonly number[]): ReviewListSummary {
  if (ratings.length === 0) return { count: 0, average_rating: null }
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
  // Rounded half up at one decimal, as shoppers read it (4.65 → "4.7"); the epsilon undoes binary fractions.
  return { count: ratings.length, average_rating: (Math.round(average * 10 + 1e-9) / 10).toFixed(1) }
}
