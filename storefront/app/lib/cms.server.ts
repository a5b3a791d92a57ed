import type { BrandGrid, Faq, Manufacturer, Navigation, Page, Review, SiteSetting, StorePage } from '@dealer/cms/payload-types'
import type { ReviewListSummary } from '@dealer/blocks/reviews/stars'
import { config } from './config.server'
import { ContentCache } from './content-cache'
import type { SiteTenant } from './tenant'

export const contentCache = new ContentCache(config.contentTtlMs)

async function cmsGet<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const url = new URL(`/api/${path}`, config.cmsUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value))
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`CMS ${url.pathname} answered ${response.status}`)
  return (await response.json()) as T
}

interface PaginatedDocs<T> {
  docs: T[]
}

export function getTenants(): Promise<SiteTenant[]> {
  return contentCache.get(ContentCache.ALL_TENANTS, 'tenants', async () => {
    const result = await cmsGet<PaginatedDocs<SiteTenant>>('tenants', { limit: 1000, depth: 0, pagination: 'false' })
    return result.docs
  })
}

/** A page shoppers open by path: a CMS page (/<slug>) or an accessories store page (/pages/<slug>). */
export type SitePageCollection = 'pages' | 'store-pages'
export type SitePage = Page | StorePage

/** The published page with this slug on this tenant's site, or null. */
export function getPublishedPage(tenant: SiteTenant, collection: SitePageCollection, slug: string): Promise<SitePage | null> {
  return contentCache.get(String(tenant.id), `${collection}:${slug}`, async () => {
    const result = await cmsGet<PaginatedDocs<SitePage>>(collection, {
      'where[and][0][tenant][equals]': tenant.id,
      'where[and][1][slug][equals]': slug,
      'where[and][2][_status][equals]': 'published',
      limit: 1,
      depth: 1,
    })
    return result.docs[0] ?? null
  })
}

/** One of this site's brand grids with its makes and logos populated, or null. */
export function getBrandGrid(tenant: SiteTenant, id: number): Promise<BrandGrid | null> {
  return contentCache.get(String(tenant.id), `brand-grid:${id}`, async () => {
    const result = await cmsGet<PaginatedDocs<BrandGrid>>('brand-grids', { 'where[and][0][tenant][equals]': tenant.id, 'where[and][1][id][equals]': id, limit: 1, depth: 1 })
    return result.docs[0] ?? null
  })
}

/** The site's header menu and footer groups, or null before staff create them. */
export function getNavigation(tenant: SiteTenant): Promise<Navigation | null> {
  return contentCache.get(String(tenant.id), 'navigation', async () => {
    const result = await cmsGet<PaginatedDocs<Navigation>>('navigation', { 'where[tenant][equals]': tenant.id, limit: 1, depth: 0 })
    return result.docs[0] ?? null
  })
}

/** The site's feature flags and values, or null (the storefront then uses the specs' defaults). */
export function getSiteSettings(tenant: SiteTenant): Promise<SiteSetting | null> {
  return contentCache.get(String(tenant.id), 'site-settings', async () => {
    const result = await cmsGet<PaginatedDocs<SiteSetting>>('site-settings', { 'where[tenant][equals]': tenant.id, limit: 1, depth: 0 })
    return result.docs[0] ?? null
  })
}

/** Published store pages marked for the Products menu, in menu order. */
export function getProductsMenuPages(tenant: SiteTenant): Promise<Array<Pick<StorePage, 'title' | 'slug'>>> {
  return contentCache.get(String(tenant.id), 'products-menu', async () => {
    const result = await cmsGet<PaginatedDocs<StorePage>>('store-pages', {
      'where[and][0][tenant][equals]': tenant.id,
      'where[and][1][_status][equals]': 'published',
      'where[and][2][inProductsMenu][equals]': 'true',
      sort: 'menuOrder',
      limit: 200,
      depth: 0,
    })
    return result.docs.map((page) => ({ title: page.title, slug: page.slug }))
  })
}

/** The shared list of makes (names, slugs, logos), for every site. */
export function getManufacturers(): Promise<Manufacturer[]> {
  return contentCache.get(ContentCache.ALL_TENANTS, 'manufacturers', async () => {
    const result = await cmsGet<PaginatedDocs<Manufacturer>>('manufacturers', { pagination: 'false', depth: 0 })
    return result.docs
  })
}

/** The site's FAQs in their order, all or one topic's. */
export function getFaqs(tenant: SiteTenant, topic: string | null): Promise<Faq[]> {
  return contentCache.get(String(tenant.id), `faqs:${topic ?? ''}`, async () => {
    const query: Record<string, string | number> = { 'where[and][0][tenant][equals]': tenant.id, sort: 'order', limit: 200, depth: 0 }
    if (topic) query['where[and][1][topic][equals]'] = topic
    return (await cmsGet<PaginatedDocs<Faq>>('faqs', query)).docs
  })
}

/** The site's newest reviews rated at least `minRating`. */
export function getTopReviews(tenant: SiteTenant, minRating: number, limit: number): Promise<Review[]> {
  return contentCache.get(String(tenant.id), `reviews:${minRating}:${limit}`, async () => {
    const query = { 'where[and][0][tenant][equals]': tenant.id, 'where[and][1][rating][greater_than_equal]': minRating, sort: '-reviewDate', limit, depth: 0 }
    return (await cmsGet<PaginatedDocs<Review>>('reviews', query)).docs
  })
}

/** Spec 001 §3's review list summary for the site: every review's count and average. */
export function getReviewSummary(tenant: SiteTenant): Promise<ReviewListSummary> {
  return contentCache.get(String(tenant.id), 'review-summary', () => cmsGet('reviews/summary', { site: tenant.slug }))
}

export type DraftPreview = { ok: true; page: SitePage } | { ok: false; status: number; message: string }

/**
 * The newest draft of one page, opened by the preview link's token (the CMS checks it). Never cached:
 * each reload after an autosave must show the latest draft.
 */
export async function getDraftPreview(collection: SitePageCollection, id: string, expires: string, token: string): Promise<DraftPreview> {
  const url = new URL(`/api/${collection}/preview/${encodeURIComponent(id)}`, config.cmsUrl)
  url.searchParams.set('expires', expires)
  url.searchParams.set('token', token)
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (response.ok) return { ok: true, page: (await response.json()) as SitePage }
  if (response.status >= 500) throw new Error(`CMS ${url.pathname} answered ${response.status}`)
  const { message = 'This preview is not available.' } = (await response.json().catch(() => ({}))) as { message?: string }
  return { ok: false, status: response.status, message }
}
