import { seededRandom, seedFromText } from '@dealer/blocks/ui/seeded-random'
import { ReviewsProviderError, type ProviderReview, type ReviewsProvider, type StarRating } from './provider'

/**
 * The spec's sample set (spec 001 §9: "Sample reviews: 20 reviews, count 590, average 4.6."): 590 reviews whose stars
 * average 4.6, of which the 20 newest have something to say (rated 4 or 5, some answered by the dealer); the rest are
 * stars only, as most Google reviews are. Reviewers have no profile photo: the simulator runs offline, and an address
 * that doesn't load would draw a broken image where the card draws the reviewer's initials.
 */
export const SIMULATED_REVIEW_COUNT = 590
/** How many reviews of each star rating, 5 down to 1: 2,716 stars over 590 reviews, 4.603 on average. */
const STAR_COUNTS: Record<5 | 4 | 3 | 2 | 1, number> = { 5: 440, 4: 104, 3: 22, 2: 10, 1: 14 }
export const SIMULATED_WITH_TEXT = 20
/** As Google: at most 50 a page. */
const PAGE_SIZE = 50
const DAY_MS = 86_400_000

const FIRST_NAMES = [
  'Sarah',
  'James',
  'Priya',
  'Liam',
  'Chloe',
  'Mohammed',
  'Grace',
  'Noah',
  'Mia',
  'Jack',
  'Aisha',
  'Tom',
  'Ruby',
  'Wei',
  'Olivia',
  'Lachlan',
  'Zara',
  'Ethan',
  'Hannah',
  'Sam',
]
const SURNAMES = ['Mitchell', 'Tran', 'Kaur', "O'Brien", 'Wilson', 'Ahmed', 'Lee', 'Brown', 'Hughes', 'Robinson', 'Nguyen', 'Walker', 'Patel', 'Chen', 'Kelly']
const COMMENTS = [
  'Easy, no-pressure buying experience. The team explained the finance options clearly.',
  'Picked up our new car on the weekend, everything was ready and spotless.',
  'Fair trade-in price and a quick handover. Would buy here again.',
  'Service was done on time and they washed the car too.',
  'Our salesperson found exactly the spec we were after and kept us posted until delivery.',
  'Straightforward from test drive to paperwork. Thanks to the whole team.',
  'Booked online, dropped the car at 7:30 and it was ready before lunch.',
  'Great range of used cars and honest answers about each one.',
  'They matched the price I found elsewhere without any fuss.',
  'Friendly staff, clean showroom and good coffee while we waited.',
]
const REPLIES = [
  'Thanks so much for the kind words. Enjoy the new car!',
  'Thank you for choosing us. See you at the first service.',
  'We appreciate you taking the time to leave a review.',
]
const STAR_NAMES: Record<number, StarRating> = { 1: 'ONE', 2: 'TWO', 3: 'THREE', 4: 'FOUR', 5: 'FIVE' }

/**
 * Every review of the set, newest first (Google's default order), for one account and location on the day of `now`:
 * the same ids and words each time, so a re-import updates what the last one stored.
 */
export function simulatedReviews(account: string, location: string, now: Date): ProviderReview[] {
  const random = seededRandom(seedFromText(`${account}/${location}`))
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  // The 20 with words first: mostly fives, a few fours (taken from the set's counts), then the rest shuffled.
  const counts = { ...STAR_COUNTS }
  const newest = Array.from({ length: SIMULATED_WITH_TEXT }, (_, index) => (index % 5 === 2 ? 4 : 5))
  for (const stars of newest) counts[stars as 5 | 4]--
  const rest = ([5, 4, 3, 2, 1] as const).flatMap((stars) => Array.from({ length: counts[stars] }, () => stars))
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[rest[i], rest[j]] = [rest[j], rest[i]]
  }
  const ratings = [...newest, ...rest]
  let ageHours = 30
  return ratings.map((stars, index) => {
    ageHours += 24 + Math.floor(random() * 120)
    const created = new Date(today - ageHours * 3_600_000)
    const withText = index < SIMULATED_WITH_TEXT
    const replied = withText && index % 3 === 0
    const name = `${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]} ${SURNAMES[Math.floor(random() * SURNAMES.length)]}`
    return {
      // Numbered from the oldest, so tomorrow's newer reviews don't renumber today's.
      reviewId: `sim-${account}-${location}-${String(ratings.length - index).padStart(4, '0')}`,
      reviewer: { displayName: name, isAnonymous: false },
      starRating: STAR_NAMES[stars],
      ...(withText ? { comment: COMMENTS[index % COMMENTS.length] } : {}),
      createTime: created.toISOString(),
      updateTime: created.toISOString(),
      ...(replied ? { reviewReply: { comment: REPLIES[index % REPLIES.length], updateTime: new Date(created.getTime() + 26 * 3_600_000).toISOString() } } : {}),
    }
  })
}

/** The simulator: pages of 50 through the set, with Google's totals (averageRating to one decimal, as Google gives it). */
export function simulatedReviewsProvider({ now = () => new Date() }: { now?: () => Date } = {}): ReviewsProvider {
  return {
    async listReviews(account, location, pageToken) {
      const offset = pageToken === undefined || pageToken === '' ? 0 : Number(/^page-(\d{1,6})$/.exec(pageToken)?.[1] ?? Number.NaN)
      if (!Number.isInteger(offset)) throw new ReviewsProviderError('The simulator was given a page token it never gave.', `pageToken "${pageToken}"`)
      const all = simulatedReviews(account, location, now())
      const stars = all.reduce((sum, review) => sum + ({ ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as Record<string, number>)[review.starRating], 0)
      const next = offset + PAGE_SIZE
      return {
        reviews: all.slice(offset, next),
        averageRating: Math.round((stars / all.length) * 10) / 10,
        totalReviewCount: all.length,
        ...(next < all.length ? { nextPageToken: `page-${next}` } : {}),
      }
    },
  }
}
