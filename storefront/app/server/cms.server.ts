import type {
  BrandGrid,
  Dealership,
  DeliveryRegion,
  Faq,
  FinanceLender,
  Location,
  Manufacturer,
  Navigation,
  Page,
  PromoCard,
  Review,
  SiteSetting,
  StorePage,
} from '@dealer/cms-contract'
import type { ReviewListSummary } from '@dealer/blocks/reviews/stars'
import { fetchFromCms } from './cms-unavailable.server'
import { config } from './config.server'
import { ContentCache } from './content-cache'
import type { Tenant } from './tenant'

export const contentCache = new ContentCache(config.contentTtlMs)

export async function cmsGet<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const url = new URL(`/api/${path}`, config.cmsUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value))
  const response = await fetchFromCms(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`CMS ${url.pathname} answered ${response.status}`)
  return (await response.json()) as T
}

interface PaginatedDocs<T> {
  docs: T[]
}

export function getTenants(): Promise<Tenant[]> {
  return contentCache.get(ContentCache.ALL_TENANTS, 'tenants', async () => {
    const result = await cmsGet<PaginatedDocs<Tenant>>('tenants', { limit: 1000, depth: 0, pagination: 'false' })
    return result.docs
  })
}

/** A page shoppers open by path: a CMS page (/<slug>) or an accessories store page (/pages/<slug>). */
export type SitePageCollection = 'pages' | 'store-pages'
export type SitePage = Page | StorePage

type Query = Record<string, string | number>

/**
 * A site's documents of one collection matching `where` (field → value, all must match), cached with
 * the site's other content under `cacheKey` and dropped when its staff publish.
 */
function tenantDocs<T>(tenant: Tenant, cacheKey: string, collection: string, where: Record<string, string | number>, extra: Query = {}): Promise<T[]> {
  return contentCache.get(String(tenant.id), cacheKey, async () => {
    const query: Query = { depth: 0, ...extra }
    Object.entries({ tenant: tenant.id, ...where }).forEach(([field, value], index) => {
      query[`where[and][${index}][${field}][equals]`] = value
    })
    return (await cmsGet<PaginatedDocs<T>>(collection, query)).docs
  })
}

async function tenantDoc<T>(
  tenant: Tenant,
  cacheKey: string,
  collection: string,
  where: Record<string, string | number>,
  extra: Query = {},
): Promise<T | null> {
  return (await tenantDocs<T>(tenant, cacheKey, collection, where, { limit: 1, ...extra }))[0] ?? null
}

/**
 * The published page at this address on this tenant's site, or null: a CMS page by its path ("about-us/careers"; a row
 * saved before pages had paths, by its slug), a store page by its slug.
 */
export function getPublishedPage(tenant: Tenant, collection: SitePageCollection, path: string): Promise<SitePage | null> {
  if (collection === 'store-pages') return tenantDoc<SitePage>(tenant, `${collection}:${path}`, collection, { slug: path, _status: 'published' }, { depth: 1 })
  return contentCache.get(String(tenant.id), `pages:${path}`, async () => {
    const query: Query = {
      depth: 1,
      limit: 1,
      'where[and][0][tenant][equals]': tenant.id,
      'where[and][1][_status][equals]': 'published',
      'where[and][2][or][0][path][equals]': path,
      'where[and][2][or][1][and][0][path][exists]': 'false',
      'where[and][2][or][1][and][1][slug][equals]': path,
    }
    return (await cmsGet<PaginatedDocs<SitePage>>('pages', query)).docs[0] ?? null
  })
}

/** The paths of the site's published pages (a brand tile links to its overview only when one is published). */
export async function getPublishedPagePaths(tenant: Tenant): Promise<string[]> {
  return (await getPublishedPageAddresses(tenant, 'pages')).map((page) => page.path || page.slug)
}

/** One of this site's brand grids with its makes and logos populated, or null. */
export function getBrandGrid(tenant: Tenant, id: number): Promise<BrandGrid | null> {
  return tenantDoc<BrandGrid>(tenant, `brand-grid:${id}`, 'brand-grids', { id }, { depth: 1 })
}

/** The site's header menu and footer groups, or null before staff create them. */
export function getNavigation(tenant: Tenant): Promise<Navigation | null> {
  return tenantDoc<Navigation>(tenant, 'navigation', 'navigation', {})
}

/** The site's feature flags and values with its logo, or null (the storefront then uses the specs' defaults). */
export function getSiteSettings(tenant: Tenant): Promise<SiteSetting | null> {
  return tenantDoc<SiteSetting>(tenant, 'site-settings', 'site-settings', {}, { depth: 1 })
}

/** What product grids and the Products menu need of a store page (not its layout). */
export type StorePageTile = Pick<StorePage, 'id' | 'title' | 'slug' | 'summary' | 'image' | 'inProductsMenu'>
const STORE_PAGE_TILE_FIELDS = ['title', 'slug', 'summary', 'image', 'inProductsMenu'] as const

/** The site's published store pages in menu order, with their tile images (product grids and the Products menu). */
export function getPublishedStorePages(tenant: Tenant): Promise<StorePageTile[]> {
  const select = Object.fromEntries(STORE_PAGE_TILE_FIELDS.map((field) => [`select[${field}]`, 'true']))
  return tenantDocs<StorePageTile>(tenant, 'store-pages', 'store-pages', { _status: 'published' }, { sort: 'menuOrder', limit: 200, depth: 1, ...select })
}

/** Where a published page lives and when it last changed (the sitemap). */
export type PageAddress = Pick<Page, 'id' | 'slug' | 'updatedAt'> & { path?: string | null }

/** Every published page of the site's collection, its address fields only (pages carry a full `path` too). */
export function getPublishedPageAddresses(tenant: Tenant, collection: SitePageCollection): Promise<PageAddress[]> {
  const fields = collection === 'pages' ? ['slug', 'path', 'updatedAt'] : ['slug', 'updatedAt']
  const select = Object.fromEntries(fields.map((field) => [`select[${field}]`, 'true']))
  return tenantDocs<PageAddress>(tenant, `${collection}:addresses`, collection, { _status: 'published' }, { pagination: 'false', ...select })
}

/** Published store pages marked for the Products menu, in menu order. */
export async function getProductsMenuPages(tenant: Tenant): Promise<Array<Pick<StorePage, 'title' | 'slug'>>> {
  const pages = await getPublishedStorePages(tenant)
  return pages.filter((page) => page.inProductsMenu).map((page) => ({ title: page.title, slug: page.slug }))
}

/** The site's published promo cards, any dates: which are live is decided when a page renders (the cache outlives a card's start). */
export function getPromoCards(tenant: Tenant): Promise<PromoCard[]> {
  return tenantDocs<PromoCard>(tenant, 'promo-cards', 'promo-cards', { _status: 'published' }, { limit: 200, depth: 1 })
}

/** The site's locations shoppers may see (the CMS hides the others), with their photos. */
export function getLocations(tenant: Tenant): Promise<Location[]> {
  return tenantDocs<Location>(tenant, 'locations', 'locations', {}, { sort: 'name', limit: 200, depth: 1 })
}

/** The site's dealerships (names and slugs; where their leads go is the CMS's, never public). */
export function getDealerships(tenant: Tenant): Promise<Dealership[]> {
  return tenantDocs<Dealership>(tenant, 'dealerships', 'dealerships', {}, { sort: 'name', limit: 200 })
}

/** The site's finance lenders, the default one first. */
export async function getFinanceLenders(tenant: Tenant): Promise<FinanceLender[]> {
  const lenders = await tenantDocs<FinanceLender>(tenant, 'finance-lenders', 'finance-lenders', {}, { sort: 'name', limit: 50 })
  return [...lenders].sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)))
}

/** The site's delivery regions: postcode ranges and their prices (the delivery calculator). */
export function getDeliveryRegions(tenant: Tenant): Promise<DeliveryRegion[]> {
  return tenantDocs<DeliveryRegion>(tenant, 'delivery-regions', 'delivery-regions', {}, { sort: 'name', limit: 200 })
}

/** The shared list of makes (names, slugs, logos), for every site. */
export function getManufacturers(): Promise<Manufacturer[]> {
  return contentCache.get(ContentCache.ALL_TENANTS, 'manufacturers', async () => {
    const result = await cmsGet<PaginatedDocs<Manufacturer>>('manufacturers', { pagination: 'false', depth: 0 })
    return result.docs
  })
}

/**
 * The site's FAQs in their order: one topic's, or every topic's but the brands'. A make's questions (topic: its name)
 * belong on its overview page, not beside another make's cars.
 */
export async function getFaqs(tenant: Tenant, topic: string | null): Promise<Faq[]> {
  if (topic) return tenantDocs<Faq>(tenant, `faqs:${topic}`, 'faqs', { topic }, { sort: 'order', limit: 200 })
  const [faqs, makes] = await Promise.all([tenantDocs<Faq>(tenant, 'faqs:', 'faqs', {}, { sort: 'order', limit: 200 }), getManufacturers()])
  const makeNames = new Set(makes.map((make) => make.name.trim().toLowerCase()))
  return faqs.filter((faq) => !faq.topic || !makeNames.has(faq.topic.trim().toLowerCase()))
}

/** The site's newest reviews rated at least `minRating`. */
export function getTopReviews(tenant: Tenant, minRating: number, limit: number): Promise<Review[]> {
  return contentCache.get(String(tenant.id), `reviews:${minRating}:${limit}`, async () => {
    // Depth 1: a reviewer's uploaded photo comes with its sizes (the card shows its thumbnail).
    const query = { 'where[and][0][tenant][equals]': tenant.id, 'where[and][1][rating][greater_than_equal]': minRating, sort: '-reviewDate', limit, depth: 1 }
    return (await cmsGet<PaginatedDocs<Review>>('reviews', query)).docs
  })
}

/** Spec 001 §3's review list summary for the site: every review's count and average. */
export function getReviewSummary(tenant: Tenant): Promise<ReviewListSummary> {
  return contentCache.get(String(tenant.id), 'review-summary', () => cmsGet('reviews/summary', { site: tenant.slug }))
}

/** One location's newest reviews rated at least `minRating` (its page's reviews section). */
export function getLocationReviews(tenant: Tenant, locationId: number, minRating: number, limit: number): Promise<Review[]> {
  return tenantDocs<Review>(
    tenant,
    `location-reviews:${locationId}:${minRating}:${limit}`,
    'reviews',
    { location: locationId },
    {
      'where[and][2][rating][greater_than_equal]': minRating,
      sort: '-reviewDate',
      limit,
      depth: 1,
    },
  )
}

/** The count and average of one location's reviews rated at least `minRating` (its page's reviews badge). */
export function getLocationReviewSummary(tenant: Tenant, locationId: number, minRating: number): Promise<ReviewListSummary> {
  return contentCache.get(String(tenant.id), `location-review-summary:${locationId}:${minRating}`, () =>
    cmsGet('reviews/summary', { site: tenant.slug, location: locationId, minRating }),
  )
}

export type DraftPreview<T = SitePage> = { ok: true; page: T } | { ok: false; status: number; message: string }

/**
 * The newest draft of one page, opened by the preview link's token (the CMS checks it). Never cached:
 * each reload after an autosave must show the latest draft.
 */
export async function getDraftPreview<T = SitePage>(
  collection: SitePageCollection | 'posts',
  id: string,
  expires: string,
  token: string,
): Promise<DraftPreview<T>> {
  const url = new URL(`/api/${collection}/preview/${encodeURIComponent(id)}`, config.cmsUrl)
  url.searchParams.set('expires', expires)
  url.searchParams.set('token', token)
  const response = await fetchFromCms(url, { signal: AbortSignal.timeout(10_000) })
  if (response.ok) return { ok: true, page: (await response.json()) as T }
  if (response.status >= 500) throw new Error(`CMS ${url.pathname} answered ${response.status}`)
  const { message = 'This preview is not available.' } = (await response.json().catch(() => ({}))) as { message?: string }
  return { ok: false, status: response.status, message }
}
