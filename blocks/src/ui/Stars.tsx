import { ratingLabel, starsOf, type RatingValue } from '../reviews/stars'

/** A star rating drawn by the spec's rules, read out as "Rated 4.6 out of 5". */
export function Stars({ rating, compact = false }: { rating: RatingValue; compact?: boolean }) {
  const { full, partial, empty } = starsOf(rating, { compact })
  return (
    <span className={`stars${compact ? ' stars--compact' : ''}`} role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: full }, (_, index) => (
        <span key={`full-${index}`} className="star star--full" aria-hidden="true" />
      ))}
      {partial > 0 ? <span className="star star--partial" style={{ ['--fill' as string]: `${Math.round(partial * 100)}%` }} aria-hidden="true" /> : null}
      {Array.from({ length: empty }, (_, index) => (
        <span key={`empty-${index}`} className="star star--empty" aria-hidden="true" />
      ))}
    </span>
  )
}
