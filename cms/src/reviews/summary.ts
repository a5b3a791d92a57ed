import type { PayloadRequest } from 'payload'
import type { ReviewListSummary } from '@dealer/blocks/reviews/stars'

/** Google's totals as the last import stored them, as spec 001 §3's review list summary; null when nothing was imported. */
export function summaryOf(
  source: { reviewCount?: number | null; averageRating?: string | null; importedAt?: string | null } | undefined,
): ReviewListSummary | null {
  if (!source?.importedAt || typeof source.reviewCount !== 'number') return null
  const average = source.averageRating && /^[0-5](\.\d)?$/.test(source.averageRating) ? Number(source.averageRating).toFixed(1) : null
  return { count: source.reviewCount, average_rating: source.reviewCount > 0 ? average : null }
}

/** The site's imported summary (its review source's totals), or null: the site's own reviews are counted instead. */
export async function importedSummary(req: PayloadRequest, tenantId: number): Promise<ReviewListSummary | null> {
  const found = await req.payload.find({
    collection: 'review-sources',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return summaryOf(found.docs[0] as Parameters<typeof summaryOf>[0])
}
