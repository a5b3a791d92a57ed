import { describe, expect, it } from 'vitest'
import type { GuardedFetch, GuardedRequest } from '@dealer/outbound/guarded-fetch'
import { OutboundRequestError } from '@dealer/outbound/guarded-fetch'
import { googleBusinessProfileReviews, pageOf } from './google-business-profile'
import { ANONYMOUS_REVIEWER, reviewDataOf, reviewsProviderFor } from './import'
import { ReviewsProviderError, starsOf, type ProviderReview, type ReviewsProvider } from './provider'
import { simulatedReviews, simulatedReviewsProvider } from './simulator'
import { summaryOf } from './summary'

const NOW = new Date('2026-11-30T13:00:00.000Z')
const STARS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as Record<string, number>

async function everyPage(provider: ReviewsProvider, account: string, location: string) {
  const pages = []
  let token: string | undefined
  do {
    const page = await provider.listReviews(account, location, token)
    pages.push(page)
    token = page.nextPageToken
  } while (token)
  return pages
}

describe('the reviews simulator', () => {
  it('pages through the spec’s sample set: 590 reviews averaging 4.6, 50 a page, the 20 newest with words', async () => {
    const pages = await everyPage(simulatedReviewsProvider({ now: () => NOW }), '1001', '2002')
    expect(pages).toHaveLength(12)
    expect(pages.every((page) => page.reviews.length <= 50)).toBe(true)
    const reviews = pages.flatMap((page) => page.reviews)
    expect(reviews).toHaveLength(590)
    expect(new Set(reviews.map((review) => review.reviewId)).size).toBe(590)
    expect(pages[0]).toMatchObject({ totalReviewCount: 590, averageRating: 4.6 })
    const average = reviews.reduce((sum, review) => sum + STARS[review.starRating], 0) / reviews.length
    expect(average).toBeGreaterThanOrEqual(4.55)
    expect(average).toBeLessThan(4.65)
    const withWords = reviews.filter((review) => review.comment)
    expect(withWords).toHaveLength(20)
    expect(withWords).toEqual(reviews.slice(0, 20))
    expect(withWords.every((review) => STARS[review.starRating] >= 4)).toBe(true)
    expect(withWords.some((review) => review.reviewReply)).toBe(true)
  })

  it('lists newest first, every review before the day it is read', () => {
    const reviews = simulatedReviews('1001', '2002', NOW)
    const times = reviews.map((review) => Date.parse(review.createTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times[0]).toBeLessThan(NOW.getTime())
    for (const review of reviews.filter((entry) => entry.reviewReply))
      expect(Date.parse(review.reviewReply!.updateTime!)).toBeGreaterThan(Date.parse(review.createTime))
  })

  it('gives the same set every time, and another set for another location', () => {
    expect(simulatedReviews('1001', '2002', NOW)).toEqual(simulatedReviews('1001', '2002', new Date(NOW.getTime() + 3_600_000)))
    expect(simulatedReviews('1001', '2003', NOW).map((review) => review.reviewer.displayName)).not.toEqual(
      simulatedReviews('1001', '2002', NOW).map((review) => review.reviewer.displayName),
    )
  })

  it('keeps each review’s id from one day to the next', () => {
    const today = simulatedReviews('1001', '2002', NOW)
    const tomorrow = simulatedReviews('1001', '2002', new Date(NOW.getTime() + 86_400_000))
    expect(tomorrow.map((review) => review.reviewId)).toEqual(today.map((review) => review.reviewId))
    expect(today.at(-1)!.reviewId).toBe('sim-1001-2002-0001')
  })

  it('refuses a page token it never gave', async () => {
    await expect(simulatedReviewsProvider({ now: () => NOW }).listReviews('1001', '2002', 'bogus')).rejects.toBeInstanceOf(ReviewsProviderError)
  })
})

/** A stand-in for the guarded client: records each request and answers with `status` and `body`. */
function fakeFetch(answers: Array<{ status: number; body: unknown } | Error>) {
  const calls: Array<{ url: string; init: GuardedRequest }> = []
  const guardedFetch = (async (url: string, init: GuardedRequest = {}) => {
    calls.push({ url, init })
    const answer = answers.shift()
    if (!answer) throw new Error('no more answers')
    if (answer instanceof Error) throw answer
    return { status: answer.status, headers: {}, body: Buffer.from(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)) }
  }) as GuardedFetch
  return { guardedFetch, calls }
}

const GOOGLE_PAGE = {
  reviews: [
    {
      name: 'accounts/111/locations/222/reviews/AbC-1',
      reviewId: 'AbC-1',
      reviewer: { displayName: 'Priya Kaur', profilePhotoUrl: 'https://lh3.googleusercontent.com/a/photo=s120' },
      starRating: 'FIVE',
      comment: 'Great service.',
      createTime: '2026-09-01T02:03:04.000Z',
      updateTime: '2026-09-01T02:03:04.000Z',
      reviewReply: { comment: 'Thanks Priya!', updateTime: '2026-09-03T00:00:00Z' },
    },
    { reviewId: 'AbC-2', reviewer: { isAnonymous: true }, starRating: 'THREE', createTime: '2026-08-01T00:00:00Z' },
    { reviewer: { displayName: 'No id' }, starRating: 'FOUR', createTime: '2026-08-01T00:00:00Z' },
  ],
  averageRating: 4.6,
  totalReviewCount: 590,
  nextPageToken: 'next/token+1',
}

describe('the Google Business Profile adapter', () => {
  it('asks the documented reviews list for 50 at a time with the bearer token, and reads the page', async () => {
    const { guardedFetch, calls } = fakeFetch([{ status: 200, body: GOOGLE_PAGE }])
    const provider = googleBusinessProfileReviews({ accessToken: 'ya29.token', guardedFetch })
    const page = await provider.listReviews('111', '222')
    expect(calls[0].url).toBe('https://mybusiness.googleapis.com/v4/accounts/111/locations/222/reviews?pageSize=50')
    expect(calls[0].init.method ?? 'GET').toBe('GET')
    expect(calls[0].init.headers).toMatchObject({ authorization: 'Bearer ya29.token' })
    expect(page.totalReviewCount).toBe(590)
    expect(page.averageRating).toBe(4.6)
    expect(page.nextPageToken).toBe('next/token+1')
    expect(page.reviews.map((review) => review.reviewId)).toEqual(['AbC-1', 'AbC-2'])
    expect(page.reviews[0]).toMatchObject({
      reviewer: { displayName: 'Priya Kaur', profilePhotoUrl: 'https://lh3.googleusercontent.com/a/photo=s120' },
      starRating: 'FIVE',
      reviewReply: { comment: 'Thanks Priya!', updateTime: '2026-09-03T00:00:00Z' },
    })
  })

  it('passes the next page’s token as given, encoded', async () => {
    const { guardedFetch, calls } = fakeFetch([{ status: 200, body: { reviews: [] } }])
    await googleBusinessProfileReviews({ accessToken: 't', guardedFetch, baseUrl: 'https://gbp.example.test/' }).listReviews('111', '222', 'next/token+1')
    expect(calls[0].url).toBe('https://gbp.example.test/v4/accounts/111/locations/222/reviews?pageSize=50&pageToken=next%2Ftoken%2B1')
  })

  it('never puts anything but numbers in the path', async () => {
    const { guardedFetch, calls } = fakeFetch([])
    const provider = googleBusinessProfileReviews({ accessToken: 't', guardedFetch })
    await expect(provider.listReviews('../admin', '222')).rejects.toBeInstanceOf(ReviewsProviderError)
    expect(calls).toHaveLength(0)
  })

  it('needs a token', () => {
    expect(() => googleBusinessProfileReviews({ accessToken: '' })).toThrow(/GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN/)
  })

  it('says what Google refused in words for staff, with Google’s message for the log', async () => {
    const { guardedFetch } = fakeFetch([{ status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.' } } }])
    const error = await googleBusinessProfileReviews({ accessToken: 't', guardedFetch })
      .listReviews('111', '222')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReviewsProviderError)
    expect((error as ReviewsProviderError).message).toBe('Google refused the access token: it may have expired.')
    expect((error as ReviewsProviderError).detail).toContain('invalid authentication credentials')
  })

  it('turns a request that got no answer, or an answer that is not JSON, into a provider error', async () => {
    const noAnswer = fakeFetch([new OutboundRequestError('timeout', 'after 15000 ms')])
    await expect(googleBusinessProfileReviews({ accessToken: 't', guardedFetch: noAnswer.guardedFetch }).listReviews('1', '2')).rejects.toThrow(
      /Google did not answer/,
    )
    const notJson = fakeFetch([{ status: 200, body: '<html>' }])
    await expect(googleBusinessProfileReviews({ accessToken: 't', guardedFetch: notJson.guardedFetch }).listReviews('1', '2')).rejects.toBeInstanceOf(
      ReviewsProviderError,
    )
  })

  it('reads an empty location (no reviews, no totals) as an empty last page', () => {
    expect(pageOf({})).toEqual({ reviews: [], averageRating: undefined, totalReviewCount: undefined, nextPageToken: undefined })
  })
})

describe('reviewDataOf', () => {
  const review: ProviderReview = {
    reviewId: 'AbC-1',
    reviewer: { displayName: ' Priya Kaur ', profilePhotoUrl: 'https://lh3.googleusercontent.com/a/photo' },
    starRating: 'FOUR',
    comment: ' Great service. ',
    createTime: '2026-09-01T02:03:04Z',
    reviewReply: { comment: 'Thanks Priya!', updateTime: '2026-09-03T00:00:00Z' },
  }

  it('makes the site’s review from Google’s: name, photo, stars, words, date and the reply with its date', () => {
    expect(reviewDataOf(review, { tenant: 7, location: 3 })).toEqual({
      tenant: 7,
      source: 'google',
      providerReviewId: 'AbC-1',
      customerName: 'Priya Kaur',
      rating: 4,
      text: 'Great service.',
      reviewDate: '2026-09-01T02:03:04.000Z',
      imageUrl: 'https://lh3.googleusercontent.com/a/photo',
      location: 3,
      replyText: 'Thanks Priya!',
      replyDate: '2026-09-03T00:00:00.000Z',
    })
  })

  it('names an anonymous reviewer so, keeps no photo that isn’t https, and no words or reply when there are none', () => {
    const data = reviewDataOf(
      {
        reviewId: 'x',
        reviewer: { isAnonymous: true, displayName: 'Hidden', profilePhotoUrl: 'http://example.com/a.jpg' },
        starRating: 'FIVE',
        comment: '  ',
        createTime: '2026-01-01T00:00:00Z',
      },
      { tenant: 7, location: null },
    )
    expect(data).toMatchObject({ customerName: ANONYMOUS_REVIEWER, imageUrl: null, text: null, replyText: null, replyDate: null, location: null })
  })

  it('leaves out a review without a star rating', () => {
    expect(reviewDataOf({ ...review, starRating: 'STAR_RATING_UNSPECIFIED' }, { tenant: 7, location: null })).toBeNull()
    expect(starsOf('FIVE')).toBe(5)
    expect(starsOf('toString')).toBeNull()
    expect(starsOf(undefined)).toBeNull()
  })
})

describe('reviewsProviderFor', () => {
  it('refuses the simulator outside development', () => {
    expect(() => reviewsProviderFor('simulator', {})).toThrow(/development only/)
    expect(() => reviewsProviderFor('simulator', { DEALER_ENV: 'production' })).toThrow(ReviewsProviderError)
    expect(reviewsProviderFor('simulator', { DEALER_ENV: 'development' })).toBeDefined()
  })

  it('needs the operator’s Google access token, with no default', () => {
    expect(() => reviewsProviderFor('google', { DEALER_ENV: 'development' })).toThrow(/GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN/)
    expect(reviewsProviderFor('google', { GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN: 'ya29.x' })).toBeDefined()
  })
})

describe('summaryOf', () => {
  it('gives the imported totals as the review list summary', () => {
    expect(summaryOf({ reviewCount: 590, averageRating: '4.6', importedAt: '2026-11-30T00:00:00Z' })).toEqual({ count: 590, average_rating: '4.6' })
    expect(summaryOf({ reviewCount: 3, averageRating: '5', importedAt: '2026-11-30T00:00:00Z' })).toEqual({ count: 3, average_rating: '5.0' })
  })

  it('gives nothing before the first import, and no average without reviews', () => {
    expect(summaryOf(undefined)).toBeNull()
    expect(summaryOf({ reviewCount: null, averageRating: null, importedAt: null })).toBeNull()
    expect(summaryOf({ reviewCount: 0, averageRating: null, importedAt: '2026-11-30T00:00:00Z' })).toEqual({ count: 0, average_rating: null })
  })
})
