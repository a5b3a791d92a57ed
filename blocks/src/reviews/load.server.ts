import type { ReviewsBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import type { ReviewsData } from './Component'
import { reviewCardOf, type ReviewInput } from './review-card'
import { REVIEW_MIN_RATING, reviewsToShow } from './stars'

/**
 * Spec 001 §4: reviews on pages are rated 4 or more; the summary counts them all (Google's totals when the site's
 * reviews are imported). Each review as its card shows it, its dates in words as of `now` (spec 001 §3's
 * review_date_in_words, reply_date_in_words): the CMS's record-keeping (site, location, source) stays on the server.
 */
export async function loadReviews(block: ReviewsBlock, { cms }: BlockReaders, now: Date = new Date()): Promise<ReviewsData> {
  const [reviews, summary] = await Promise.all([cms.topReviews(REVIEW_MIN_RATING, block.limit), cms.reviewSummary()])
  return { summary, reviews: reviewsToShow(reviews as ReviewInput[], REVIEW_MIN_RATING).map((review) => reviewCardOf(review, now)) }
}
