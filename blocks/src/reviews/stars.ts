// Star ratings and which reviews show. Spec 001 §4 "Reviews and promo cards": "Star rating: rounds down to whole stars; a
// partial star is shown only if the fraction exceeds 30 percent; the compact rating shows at most 4 full stars plus the
// partial one." and "Reviews shown on cars and pages: minimum rating 4".
import { formatNumber } from '@dealer/stock/format'

const MAX_STARS = 5
/** Spec 001 §9: "Rating partial-star threshold 30 percent." A fraction must exceed it; exactly 30 percent draws no partial star. */
const PARTIAL_STAR_THRESHOLD = 0.3
/** Spec 001 §9: "Review minimum rating 4". */
export const REVIEW_MIN_RATING = 4
const COMPACT_MAX_FULL_STARS = 4

/** How a rating draws: `full` whole stars, then one star filled to `partial` (0 when none is drawn), then `empty` outlines. */
export interface StarCounts {
  full: number
  /** The filled share of the partial star, in (0.3, 1]; 0 when no partial star is drawn. */
  partial: number
  empty: number
}

/** A rating as the data gives it: a review's number, or a summary's average_rating string ("4.6"); null when there is none. */
export type RatingValue = number | string | null | undefined

/**
 * The stars for a rating out of 5. A rating outside 0–5 is clamped to it; no rating (or one that isn't a number) draws
 * five empty outlines (none when compact).
 *
 * The compact rating draws at most 4 full stars and the partial one, and no empty outlines: from 4 up, the fifth star is
 * always "the partial one", so a 5.0 rating draws 4 full stars and a fully filled fifth (never just 4 stars) and 4.99
 * draws a fifth filled to 0.99. Below 4 it draws the same full and partial stars as the full-size rating.
 */
export function starsOf(rating: RatingValue, { compact = false }: { compact?: boolean } = {}): StarCounts {
  const value = clampedRating(rating) ?? 0
  const full = Math.min(Math.floor(value), compact ? COMPACT_MAX_FULL_STARS : MAX_STARS)
  // Rounded to a millionth so binary fractions don't cross the threshold (1.3 − 1 is 0.30000000000000004 in floating point).
  const fraction = Math.round((value - full) * 1e6) / 1e6
  const partial = fraction > PARTIAL_STAR_THRESHOLD ? fraction : 0
  const empty = compact ? 0 : MAX_STARS - full - (partial > 0 ? 1 : 0)
  return { full, partial, empty }
}

/** The rating in words for screen readers, e.g. "Rated 4.6 out of 5"; "Not yet rated" without a rating. */
export function ratingLabel(rating: RatingValue): string {
  const value = clampedRating(rating)
  return value === null ? 'Not yet rated' : `Rated ${oneDecimal(value)} out of ${MAX_STARS}`
}

/**
 * The reviews to show on cars and pages: those rated at least `minRating` (spec: 4; a location's threshold comes from the
 * site config), in the order given. A review without a numeric rating never shows.
 */
export function reviewsToShow<Review extends { rating?: number | null }>(reviews: readonly Review[], minRating: number = REVIEW_MIN_RATING): Review[] {
  return reviews.filter((review) => typeof review.rating === 'number' && review.rating >= minRating)
}

/** Spec 001 §3 "Review list summary: count, average_rating (a string)". */
export interface ReviewListSummary {
  count: number
  average_rating: string | null
}

/**
 * The summary above a review list in words, e.g. "Rated 4.6 out of 5 from 590 reviews". The spec gives no wording;
 * this reads as the stars beside it do. "No reviews yet" with none.
 */
export function reviewSummaryLabel(summary: ReviewListSummary): string {
  const rating = clampedRating(summary.average_rating)
  if (summary.count <= 0 || rating === null) return 'No reviews yet'
  return `${ratingLabel(rating)} from ${reviewCountLabel(summary.count)}`
}

/** "1 review", "590 reviews", "1,234 reviews". */
export function reviewCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`
}

/** The rating as a number within 0–5, or null when there is none (null, blank, or not a number). */
function clampedRating(rating: RatingValue): number | null {
  const value = typeof rating === 'string' ? (rating.trim() === '' ? Number.NaN : Number(rating)) : (rating ?? Number.NaN)
  if (Number.isNaN(value)) return null
  return Math.min(MAX_STARS, Math.max(0, value))
}

/** "4.6", "5" (not "5.0", which a screen reader reads as "five point zero"); halves round up, as the review summary's average does. */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10 + 1e-9) / 10)
}
