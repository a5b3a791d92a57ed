import { createGuardedFetch, OutboundRequestError, type GuardedFetch } from '@dealer/outbound/guarded-fetch'
import { PROVIDER_ID_PATTERN, ReviewsProviderError, type ProviderReview, type ReviewsPage, type ReviewsProvider } from './provider'

/** The API's largest page (Google Business Profile API v4, accounts.locations.reviews.list: "pageSize … max 50"). */
const GOOGLE_PAGE_SIZE = 50

export interface GoogleBusinessProfileOptions {
  /** An OAuth 2.0 access token with the business.manage scope (GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN; no default). */
  accessToken: string
  /** The API's origin; GOOGLE_BUSINESS_PROFILE_API_URL (tests: a stand-in on loopback, which OUTBOUND_ALLOW must let through). */
  baseUrl?: string
  timeoutMs?: number
  guardedFetch?: GuardedFetch
}

/**
 * The Google Business Profile API's reviews list: GET
 * https://mybusiness.googleapis.com/v4/accounts/{accountId}/locations/{locationId}/reviews?pageSize=50[&pageToken=…]
 * with the token as a bearer; answers { reviews[], averageRating, totalReviewCount, nextPageToken }. Through the
 * guarded outbound client.
 */
export function googleBusinessProfileReviews({
  accessToken,
  baseUrl = 'https://mybusiness.googleapis.com',
  timeoutMs = 15_000,
  guardedFetch = createGuardedFetch(),
}: GoogleBusinessProfileOptions): ReviewsProvider {
  if (!accessToken) throw new Error('The Google Business Profile API needs an access token (GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN).')
  return {
    async listReviews(account, location, pageToken) {
      if (!PROVIDER_ID_PATTERN.test(account) || !PROVIDER_ID_PATTERN.test(location))
        throw new ReviewsProviderError('The Google account and location ids are numbers.', `account "${account}", location "${location}"`)
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/v4/accounts/${account}/locations/${location}/reviews`)
      url.searchParams.set('pageSize', String(GOOGLE_PAGE_SIZE))
      if (pageToken) url.searchParams.set('pageToken', pageToken)
      let answer
      try {
        answer = await guardedFetch(url.toString(), {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          timeoutMs,
          maxResponseBytes: 2 * 1024 * 1024,
        })
      } catch (error) {
        if (error instanceof OutboundRequestError)
          throw new ReviewsProviderError(`Google did not answer: ${error.message}`, `${error.failure}: ${error.detail}`)
        throw error
      }
      if (answer.status !== 200) throw new ReviewsProviderError(refusal(answer.status), `Google answered HTTP ${answer.status}: ${errorMessageOf(answer.body)}`)
      let body: unknown
      try {
        body = JSON.parse(answer.body.toString('utf8'))
      } catch {
        throw new ReviewsProviderError('Google answered with something that is not a list of reviews.', 'the body is not JSON')
      }
      return pageOf(body)
    },
  }
}

function refusal(status: number): string {
  if (status === 401) return 'Google refused the access token: it may have expired.'
  if (status === 403) return 'Google says the access token may not read this location’s reviews.'
  if (status === 404) return 'Google has no such account or location.'
  if (status === 429) return 'Google asks us to slow down: try again in a few minutes.'
  return `Google answered with an error (HTTP ${status}).`
}

/** Google's error body: { error: { code, message, status } }. It names no secret. */
function errorMessageOf(body: Buffer): string {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { error?: { message?: unknown } }
    return typeof parsed.error?.message === 'string' ? parsed.error.message.slice(0, 300) : ''
  } catch {
    return ''
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** The page as the import reads it: reviews without an id or a creation time are left out. */
export function pageOf(body: unknown): ReviewsPage {
  const page = (body ?? {}) as Record<string, unknown>
  const reviews = (Array.isArray(page.reviews) ? page.reviews : []).flatMap((entry): ProviderReview[] => {
    const review = (entry ?? {}) as Record<string, unknown>
    const reviewId = text(review.reviewId)
    const createTime = text(review.createTime)
    if (!reviewId || !createTime) return []
    const reviewer = (review.reviewer ?? {}) as Record<string, unknown>
    const reply = review.reviewReply as Record<string, unknown> | undefined
    const replyComment = text(reply?.comment)
    return [
      {
        reviewId,
        reviewer: { displayName: text(reviewer.displayName), profilePhotoUrl: text(reviewer.profilePhotoUrl), isAnonymous: reviewer.isAnonymous === true },
        starRating: (text(review.starRating) ?? 'STAR_RATING_UNSPECIFIED') as ProviderReview['starRating'],
        comment: text(review.comment),
        createTime,
        updateTime: text(review.updateTime),
        reviewReply: replyComment ? { comment: replyComment, updateTime: text(reply?.updateTime) } : undefined,
      },
    ]
  })
  return {
    reviews,
    averageRating: typeof page.averageRating === 'number' ? page.averageRating : undefined,
    totalReviewCount: typeof page.totalReviewCount === 'number' ? page.totalReviewCount : undefined,
    nextPageToken: text(page.nextPageToken) || undefined,
  }
}
