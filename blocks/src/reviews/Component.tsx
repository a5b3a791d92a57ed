import type { Review, ReviewsBlock } from '@dealer/cms-contract'
import { formatDate } from '@dealer/stock/format'
import { Stars } from '../ui/Stars'
import { reviewSummaryLabel, type ReviewListSummary } from './stars'

export interface ReviewsData {
  summary: ReviewListSummary
  reviews: Array<Pick<Review, 'id' | 'customerName' | 'rating' | 'text' | 'reviewDate' | 'replyText'>>
}

export function ReviewsBlockView({ block, data }: { block: ReviewsBlock; data: ReviewsData }) {
  if (data.reviews.length === 0) return null
  const headingId = `reviews-${block.id ?? 'list'}`
  return (
    <section className="block-reviews" aria-labelledby={headingId} id="reviews">
      <h2 id={headingId}>{block.heading}</h2>
      <p className="block-reviews__summary">
        <Stars rating={data.summary.average_rating} />
        <span>{reviewSummaryLabel(data.summary)}</span>
      </p>
      <ul className="block-reviews__list">
        {data.reviews.map((review) => (
          <li key={review.id}>
            <article className="review-card" aria-label={`Review by ${review.customerName}`}>
              <p className="review-card__meta">
                <strong>{review.customerName}</strong> <Stars rating={review.rating} compact />{' '}
                <time dateTime={review.reviewDate}>{formatDate(review.reviewDate)}</time>
              </p>
              {review.text ? <p>{review.text}</p> : null}
              {review.replyText ? (
                <p className="review-card__reply">
                  <strong>Reply from the dealer:</strong> {review.replyText}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
