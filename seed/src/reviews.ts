import type { Payload } from 'payload'
import { importReviews, type ReviewSourceRecord } from '@dealer/cms/reviews/import'
import { simulatedReviewsProvider } from '@dealer/cms/reviews/simulator'

/** Spec 001 §9 "Sample reviews: 20 reviews, count 590, average 4.6.": the demo's one site whose reviews come from Google. */
export const GOOGLE_REVIEWS_TENANT = 'bayside-toyota'

/** The simulator's account and location (any numbers: the simulator makes the same set for them each time). */
const DEMO_ACCOUNT_ID = '1040000000000000001'
const DEMO_LOCATION_ID = '2040000000000000001'

/**
 * The site's review import on the simulator, run once: 590 reviews averaging 4.6, the 20 newest with words (and so the
 * ones its pages show), and the summary "590 reviews, 4.6" stored for the site. Staff can run it again from the admin;
 * it updates the same reviews.
 */
export async function seedGoogleReviews(payload: Payload, tenantId: number, now: Date): Promise<string> {
  const existing = await payload.find({ collection: 'review-sources', where: { tenant: { equals: tenantId } }, limit: 1, depth: 0 })
  const source =
    existing.docs[0] ??
    (await payload.create({
      collection: 'review-sources',
      depth: 0,
      data: { tenant: tenantId, provider: 'simulator', accountId: DEMO_ACCOUNT_ID, googleLocationId: DEMO_LOCATION_ID },
    }))
  const outcome = await importReviews(payload, source as unknown as ReviewSourceRecord, {
    provider: simulatedReviewsProvider({ now: () => now }),
    now: () => now,
  })
  return `${outcome.created} Google reviews (${outcome.count} on Google, ${outcome.averageRating} average)`
}
