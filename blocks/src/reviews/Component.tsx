import type { ReviewsBlock } from '@dealer/cms-contract'
import { Stars } from '../ui/Stars'
import { asReviewCard, type CardDate, type ReviewCard, type ReviewInput } from './review-card'
import { reviewSummaryLabel, type ReviewListSummary } from './stars'

export interface ReviewsData {
  summary: ReviewListSummary
  /** Cards as the block's loader makes them (reviewCardOf), or the CMS's reviews as they are (made into cards here). */
  reviews: Array<ReviewCard | ReviewInput>
}

/** Reviewer photos are drawn this size (CSS px), the file's own size aside. */
const AVATAR_SIZE = 48

/** A date as "3 months ago", with the dd/mm/yyyy date as its tooltip and the exact time for machines. */
function When({ date }: { date: CardDate }) {
  return (
    <time dateTime={date.iso} title={date.date}>
      {date.inWords}
    </time>
  )
}

function ReviewCardView({ review }: { review: ReviewCard }) {
  return (
    <article className="review-card" aria-label={`Review by ${review.customerName}`}>
      <div className="review-card__meta">
        {review.imageUrl ? (
          // Decorative: the name beside it says whose review it is.
          <img
            className="review-card__avatar"
            src={review.imageUrl}
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="review-card__avatar review-card__avatar--initials" aria-hidden="true">
            {review.initials}
          </span>
        )}
        <span className="review-card__who">
          <strong>{review.customerName}</strong>
          <span className="review-card__rating">
            <Stars rating={review.rating} compact /> {review.reviewDate ? <When date={review.reviewDate} /> : null}
          </span>
        </span>
      </div>
      {review.text ? <p>{review.text}</p> : null}
      {review.replyText ? (
        <div className="review-card__reply">
          <p className="review-card__reply-meta">
            <strong>Reply from the dealer</strong>
            {review.replyDate ? (
              <>
                {' · '}
                <When date={review.replyDate} />
              </>
            ) : null}
          </p>
          <p>{review.replyText}</p>
        </div>
      ) : null}
    </article>
  )
}

export function ReviewsBlockView({ block, data }: { block: ReviewsBlock; data: ReviewsData }) {
  if (data.reviews.length === 0) return null
  const headingId = `reviews-${block.id ?? 'list'}`
  const now = new Date()
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
            <ReviewCardView review={asReviewCard(review, now)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
