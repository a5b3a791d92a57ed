import type { BrandGrid, Faq, FinanceLender, Location, PromoCard, Review, SiteSetting, StorePage } from '@dealer/cms-contract'
import type { ListedCar } from '@dealer/stock/car-summary'
import type { BlockDataMap, BlockOf, BlockType } from './registry'
import type { ReviewListSummary } from './reviews/stars'

/**
 * What a block's server loader may read, already scoped to the page's site: the app that renders pages (the
 * storefront) implements these with its CMS and search clients, so a block never imports the app.
 */
export interface BlockReaders {
  /** The site's slug (it seeds the daily promo-card shuffle). */
  tenantSlug: string
  /** One clock for the whole page, so every block agrees on "today". */
  now: Date
  cms: {
    brandGrid(id: number): Promise<BrandGrid | null>
    faqs(topic: string | null): Promise<Faq[]>
    /** The site's finance lenders, its default lender first. */
    financeLenders(): Promise<FinanceLender[]>
    locations(): Promise<Location[]>
    promoCards(): Promise<PromoCard[]>
    /** The paths of the site's published pages, e.g. "mazda/overview" (where a brand tile may lead). */
    publishedPagePaths(): Promise<string[]>
    /** Published store pages in menu order, with the fields a product tile needs. */
    publishedStorePages(): Promise<Array<Pick<StorePage, 'id' | 'title' | 'slug' | 'summary' | 'image' | 'inProductsMenu'>>>
    reviewSummary(): Promise<ReviewListSummary>
    siteSettings(): Promise<SiteSetting | null>
    topReviews(minRating: number, limit: number): Promise<Review[]>
  }
  stock: {
    /** Cars matching the filters (built with @dealer/stock/filters), with the tag and price the site shows. */
    listedCars(query: { filters: string[]; hitsPerPage: number }): Promise<ListedCar[]>
    /** The stock search page that lists exactly these refinements, e.g. `{ make: ['Toyota'] }` → /search/toyota. */
    listingPath(refinements: { make?: string[]; car_type?: string[] }): string
    /** The makes in the site's stock with how many cars each, as its listing counts them (most first). */
    makeCounts(): Promise<Array<{ make: string; count: number }>>
  }
}

/** Loads what a block needs beyond its own fields; blocks that need nothing have no loader. */
export type BlockLoader<T extends BlockType> = (block: BlockOf<T>, readers: BlockReaders) => Promise<BlockDataMap[T]> | BlockDataMap[T]
