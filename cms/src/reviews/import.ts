import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { DEVELOPMENT_ONLY_HINT, isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
import { outboundPolicyFromEnv } from '@dealer/outbound/destination'
import { createGuardedFetch } from '@dealer/outbound/guarded-fetch'
import { SITE_CHANGED_CHANNEL } from '@dealer/cms-contract/site-changes'
import { googleBusinessProfileReviews } from './google-business-profile'
import { ReviewsProviderError, starsOf, type ProviderReview, type ReviewProviderName, type ReviewsProvider } from './provider'
import { simulatedReviewsProvider } from './simulator'

type Environment = Record<string, string | undefined>

/** Set on the request context of an import's writes: the reviews collection then announces no site change per review (the import announces one). */
export const QUIET_IMPORT = 'reviewsImport'

/** How long one import holds its source (renewed as each page arrives); another import of the same source waits it out. */
const LEASE_MS = 2 * 60_000
/** 200 pages of 50: a location with more reviews than this is a provider answering in circles. */
const MAX_PAGES = 200

/** What an imported review is called when Google hides the reviewer. */
export const ANONYMOUS_REVIEWER = 'A Google user'

/** A source of a site's reviews, as the import reads it (collection review-sources). */
export interface ReviewSourceRecord {
  id: number
  tenant: number | { id: number }
  provider: ReviewProviderName
  accountId: string
  googleLocationId: string
  location?: number | { id: number } | null
}

export interface ImportOutcome {
  created: number
  updated: number
  unchanged: number
  removed: number
  /** Reviews left out: without a star rating. */
  skipped: number
  /** The provider's totals, stored on the source: the site's review summary. */
  count: number
  averageRating: string | null
}

/** The provider a source names: the simulator only in development; Google with the deployment's access token. */
export function reviewsProviderFor(provider: ReviewProviderName, env: Environment = process.env): ReviewsProvider {
  if (provider === 'simulator') {
    if (!isDevelopmentDeployment(env))
      throw new ReviewsProviderError(`The reviews simulator is for development only. ${DEVELOPMENT_ONLY_HINT}`, 'simulator refused in production')
    return simulatedReviewsProvider()
  }
  const accessToken = env.GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN
  if (!accessToken)
    throw new ReviewsProviderError(
      'The CMS has no Google access token: the operator sets GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN.',
      'GOOGLE_BUSINESS_PROFILE_ACCESS_TOKEN is not set',
    )
  return googleBusinessProfileReviews({
    accessToken,
    baseUrl: env.GOOGLE_BUSINESS_PROFILE_API_URL || undefined,
    guardedFetch: createGuardedFetch({ policy: outboundPolicyFromEnv(env as NodeJS.ProcessEnv) }),
  })
}

const idOf = (value: number | { id: number } | null | undefined): number | null => (value == null ? null : typeof value === 'object' ? value.id : value)

/** The fields of the site's review for one of the provider's; null when it can't be one (no star rating). */
export function reviewDataOf(review: ProviderReview, { tenant, location }: { tenant: number; location: number | null }) {
  const rating = starsOf(review.starRating)
  if (rating === null) return null
  const photo = review.reviewer.profilePhotoUrl
  const name = review.reviewer.isAnonymous ? '' : (review.reviewer.displayName ?? '').trim()
  const comment = review.comment?.trim()
  const reply = review.reviewReply?.comment.trim()
  return {
    tenant,
    source: 'google' as const,
    providerReviewId: review.reviewId,
    customerName: (name || ANONYMOUS_REVIEWER).slice(0, 200),
    rating,
    text: comment || null,
    reviewDate: new Date(review.createTime).toISOString(),
    imageUrl: photo && /^https:\/\//i.test(photo) ? photo.slice(0, 2000) : null,
    location,
    replyText: reply || null,
    replyDate: reply && review.reviewReply?.updateTime ? new Date(review.reviewReply.updateTime).toISOString() : null,
  }
}

type ReviewData = NonNullable<ReturnType<typeof reviewDataOf>>
const COMPARED: ReadonlyArray<keyof ReviewData> = ['customerName', 'rating', 'text', 'reviewDate', 'imageUrl', 'location', 'replyText', 'replyDate']

function differs(existing: Record<string, unknown>, data: Partial<ReviewData>): boolean {
  return COMPARED.filter((field) => field in data).some((field) => {
    const before = existing[field] ?? null
    const after = data[field] ?? null
    if (field === 'location') return idOf(before as number | { id: number } | null) !== (after as number | null)
    if ((field === 'reviewDate' || field === 'replyDate') && before !== null && after !== null)
      return new Date(String(before)).getTime() !== new Date(String(after)).getTime()
    return before !== after
  })
}

/** Claims the source for this import: false while another import of it holds its lease. */
async function claim(payload: Payload, sourceId: number): Promise<boolean> {
  const claimed = await payload.db.drizzle.execute(sql`
    UPDATE review_sources SET import_lease_until = clock_timestamp() + ${`${LEASE_MS} milliseconds`}::interval
    WHERE id = ${sourceId} AND (import_lease_until IS NULL OR import_lease_until < clock_timestamp()) RETURNING id`)
  return claimed.rows.length > 0
}

const renew = (payload: Payload, sourceId: number) =>
  payload.db.drizzle.execute(
    sql`UPDATE review_sources SET import_lease_until = clock_timestamp() + ${`${LEASE_MS} milliseconds`}::interval WHERE id = ${sourceId}`,
  )

export class ImportBusyError extends Error {
  constructor() {
    super('This site’s reviews are being imported already: try again in a minute or two.')
    this.name = 'ImportBusyError'
  }
}

/**
 * Imports every review of one source into its site (issue 48): each page in turn, each review created or updated by
 * its provider id within the site (never another site's), reviews the provider no longer lists removed once every page
 * has arrived, and the provider's totals (e.g. 590 reviews averaging 4.6) stored on the source as the site's summary.
 * Holds the source's lease throughout, so two imports of one site never interleave. One site-change notice at the end.
 */
export async function importReviews(
  payload: Payload,
  source: ReviewSourceRecord,
  { provider = reviewsProviderFor(source.provider), now = () => new Date() }: { provider?: ReviewsProvider; now?: () => Date } = {},
): Promise<ImportOutcome> {
  const tenant = idOf(source.tenant)
  if (tenant === null) throw new Error(`review source ${source.id} has no site`)
  const location = idOf(source.location)
  if (!(await claim(payload, source.id))) throw new ImportBusyError()
  const context = { [QUIET_IMPORT]: true }
  const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0, count: 0, averageRating: null }
  const seen: string[] = []
  try {
    let pageToken: string | undefined
    let pages = 0
    do {
      if (++pages > MAX_PAGES) throw new ReviewsProviderError('The provider kept sending pages: the import stopped.', `more than ${MAX_PAGES} pages`)
      const page = await provider.listReviews(source.accountId, source.googleLocationId, pageToken)
      await renew(payload, source.id)
      if (page.totalReviewCount !== undefined) outcome.count = page.totalReviewCount
      if (page.averageRating !== undefined) outcome.averageRating = page.averageRating.toFixed(1)
      const ids = page.reviews.map((review) => review.reviewId)
      const existing = new Map<string, Record<string, unknown>>()
      if (ids.length > 0) {
        const found = await payload.find({
          collection: 'reviews',
          where: { and: [{ tenant: { equals: tenant } }, { providerReviewId: { in: ids } }] },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        for (const doc of found.docs as unknown as Array<Record<string, unknown>>) existing.set(String(doc.providerReviewId), doc)
      }
      for (const review of page.reviews) {
        const full = reviewDataOf(review, { tenant, location })
        if (!full) {
          outcome.skipped++
          continue
        }
        // Without a location on the source, a review keeps the location staff gave it (a new one has none).
        const data: Partial<ReviewData> = { ...full }
        if (location === null) delete data.location
        seen.push(review.reviewId)
        const before = existing.get(review.reviewId)
        if (!before) {
          await payload.create({ collection: 'reviews', data: full, depth: 0, overrideAccess: true, context })
          outcome.created++
        } else if (differs(before, data)) {
          await payload.update({ collection: 'reviews', id: Number(before.id), data, depth: 0, overrideAccess: true, context })
          outcome.updated++
        } else outcome.unchanged++
      }
      pageToken = page.nextPageToken
    } while (pageToken)

    // Every page arrived: what the provider no longer lists was deleted there.
    const gone = await payload.delete({
      collection: 'reviews',
      where: { and: [{ tenant: { equals: tenant } }, { source: { equals: 'google' } }, ...(seen.length > 0 ? [{ providerReviewId: { not_in: seen } }] : [])] },
      depth: 0,
      overrideAccess: true,
      context,
    })
    outcome.removed = gone.docs.length
    await payload.update({
      collection: 'review-sources',
      id: source.id,
      data: { reviewCount: outcome.count, averageRating: outcome.averageRating, importedAt: now().toISOString(), lastImportProblem: null },
      depth: 0,
      overrideAccess: true,
      context,
    })
    return outcome
  } catch (error) {
    const message = error instanceof ReviewsProviderError || error instanceof ImportBusyError ? error.message : 'The import stopped on an unexpected error.'
    await payload
      .update({ collection: 'review-sources', id: source.id, data: { lastImportProblem: message }, depth: 0, overrideAccess: true, context })
      .catch(() => undefined)
    throw error
  } finally {
    await payload.db.drizzle.execute(sql`UPDATE review_sources SET import_lease_until = NULL WHERE id = ${source.id}`).catch(() => undefined)
    // Outside any transaction: Postgres delivers it at once, after every write above.
    await payload.db.drizzle.execute(sql`SELECT pg_notify(${SITE_CHANGED_CHANNEL}, ${String(tenant)})`).catch(() => undefined)
  }
}
