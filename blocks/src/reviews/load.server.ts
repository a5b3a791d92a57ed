import type { ReviewsBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import type { ReviewsData } from './Component'
import { REVIEW_MIN_RATING, reviewsToShow } from './stars'

/**
 * Spec 001 §4: reviews on pages are rated 4 or more; the summary counts them all. Each review as its card shows it: the
 * CMS's record-keeping (site, location, dates of the record) stays on the server.
 */
export async function loadReviews(block: ReviewsBlock, { cms }: BlockReaders): Promise<ReviewsData> {
  const [reviews, summary] = await Promise.all([cms.topReviews(REVIEW_MIN_RATING, block.limit), cms.reviewSummary()])
  return {
    summary,
    reviews: reviewsToShow(reviews, REVIEW_MIN_RATING).map(({ id, customerName, rating, text, reviewDate, replyText }) => ({
      id,
      customerName,
      rating,
      text,
      reviewDate,
      replyText,
    })),
  }
}
