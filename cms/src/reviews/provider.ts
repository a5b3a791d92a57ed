/**
 * Reviews a site has on another service, imported into the CMS's reviews (issue 48). One interface, two
 * implementations: the Google Business Profile API (google-business-profile.ts) and a deterministic simulator
 * (simulator.ts) for `npm start`, the seed and tests. Production refuses the simulator (import.ts).
 */

/** Google's review as its API gives it (v4 accounts.locations.reviews): only the fields the import reads. */
export interface ProviderReview {
  /** The provider's id of the review: the import's key, so a re-import updates rather than duplicates. */
  reviewId: string
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean }
  starRating: StarRating
  comment?: string
  /** RFC 3339 timestamps. */
  createTime: string
  updateTime?: string
  reviewReply?: { comment: string; updateTime?: string }
}

export type StarRating = 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE'

/** One page of a location's reviews, with the location's totals as the provider counts them. */
export interface ReviewsPage {
  reviews: ProviderReview[]
  /** The location's average rating (e.g. 4.6); absent when it has no reviews. */
  averageRating?: number
  /** How many reviews the location has in all. */
  totalReviewCount?: number
  /** The next page's token; absent on the last page. */
  nextPageToken?: string
}

export interface ReviewsProvider {
  /** One page of the reviews of `location` in `account`: the first without a token, then each `nextPageToken`. */
  listReviews(account: string, location: string, pageToken?: string): Promise<ReviewsPage>
}

/** A provider's failure, in words staff may read (`message`), and the detail for the log only. */
export class ReviewsProviderError extends Error {
  readonly detail: string
  constructor(message: string, detail: string) {
    super(message)
    this.name = 'ReviewsProviderError'
    this.detail = detail
  }
}

/** The providers a site may import from; `simulator` is for development only. */
export const REVIEW_PROVIDERS = ['google', 'simulator'] as const
export type ReviewProviderName = (typeof REVIEW_PROVIDERS)[number]

/** Google's account and location ids: digits (the resource names are accounts/{id}/locations/{id}). */
export const PROVIDER_ID_PATTERN = /^[0-9]{1,30}$/

const STARS: Record<StarRating, number | null> = { STAR_RATING_UNSPECIFIED: null, ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 }

/** A star rating as a number from 1 to 5, or null when the provider gives none. */
export function starsOf(rating: string | undefined): number | null {
  return rating !== undefined && Object.hasOwn(STARS, rating) ? STARS[rating as StarRating] : null
}
