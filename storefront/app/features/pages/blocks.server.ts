import { brandTiles, reviewsToShow, type BrandGridData, type FeaturedStockData, type PageBlock, type RenderableBlock, type ReviewsData } from '@dealer/blocks'
import type { BrandGridBlock, FeaturedStockBlock, LocationsListBlock, ProductGridBlock, PromoCardsBlock, ReviewsBlock, SiteSetting } from '@dealer/cms-contract'
import { locationsListData, type LocationCardSettings, type LocationsListData } from '@dealer/blocks/locations-list/card'
import { productTile, type ProductGridData } from '@dealer/blocks/product-grid/tiles'
import { promoCardView, type PromoCardsData } from '@dealer/blocks/promo-cards/card'
import { visiblePromoCards } from '@dealer/blocks/promo-cards/rules'
import { REVIEW_MIN_RATING } from '@dealer/blocks/reviews/stars'
import { brisbaneDate } from '@dealer/blocks/ui/brisbane-time'
import { seededRandom, seedFromText } from '@dealer/blocks/ui/seeded-random'
import { getBrandGrid, getFaqs, getLocations, getPromoCards, getPublishedStorePages, getReviewSummary, getSiteSettings, getTopReviews } from '../../server/cms.server'
import { allOf, availableFilter, equals } from '@dealer/stock/filters'
import { listedCars } from '../search/listing.server'
import { ALL_STOCK_PATH } from '../search/search-state'
import { searchCarSummaries } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'

/**
 * Pairs each block with the data it needs beyond its own fields, loaded on the server. The switch is
 * exhaustive: a new block type fails type-checking here until its data (or null) is decided.
 */
async function loadBlock(block: PageBlock, tenant: Tenant, now: Date): Promise<RenderableBlock> {
  switch (block.blockType) {
    case 'hero':
      return { type: 'hero', block, data: null }
    case 'imageSlider':
      return { type: 'imageSlider', block, data: null }
    case 'welcome':
      return { type: 'welcome', block, data: null }
    case 'callToAction':
      return { type: 'callToAction', block, data: null }
    case 'promoCards':
      return { type: 'promoCards', block, data: await loadPromoCards(block, tenant, now) }
    case 'promoBanner':
      return { type: 'promoBanner', block, data: null }
    case 'productGrid':
      return { type: 'productGrid', block, data: await loadProductGrid(block, tenant) }
    case 'financeSteps':
      return { type: 'financeSteps', block, data: null }
    case 'locationsList':
      return { type: 'locationsList', block, data: await loadLocations(block, tenant, now) }
    case 'salesCounter':
      return { type: 'salesCounter', block, data: { renderedAt: now.toISOString() } }
    case 'acceptedPayments':
      return { type: 'acceptedPayments', block, data: null }
    case 'richText':
      return { type: 'richText', block, data: null }
    case 'featuredStock':
      return { type: 'featuredStock', block, data: await loadFeaturedStock(block, tenant) }
    case 'brandGrid':
      return { type: 'brandGrid', block, data: await loadBrandGrid(block, tenant) }
    case 'statsBanner':
      return { type: 'statsBanner', block, data: null }
    case 'faq':
      return { type: 'faq', block, data: await getFaqs(tenant, block.topic?.trim() || null) }
    case 'reviews':
      return { type: 'reviews', block, data: await loadReviews(block, tenant) }
  }
}

async function loadFeaturedStock(block: FeaturedStockBlock, tenant: Tenant): Promise<FeaturedStockData> {
  const filters = [allOf([availableFilter, block.carType !== 'any' && equals('car_type', block.carType), block.make && equals('make', block.make)])]
  const { cars } = await searchCarSummaries(tenant, { filters, hitsPerPage: block.limit })
  return { cars: await listedCars(tenant, cars), searchPath: ALL_STOCK_PATH }
}

/** The grid with its makes and logos; only a grid of this site (a page can't show another site's grid). */
async function loadBrandGrid(block: BrandGridBlock, tenant: Tenant): Promise<BrandGridData | null> {
  const id = typeof block.grid === 'object' ? block.grid.id : block.grid
  const grid = await getBrandGrid(tenant, id)
  return grid ? brandTiles(grid) : null
}

/** Spec 001 §4's promo-card rules for a page (not a search): shuffled the same way all day, so a reload doesn't reorder them. */
async function loadPromoCards(block: PromoCardsBlock, tenant: Tenant, now: Date): Promise<PromoCardsData> {
  const cards = await getPromoCards(tenant)
  const placement = block.shuffle ? { shuffle: true as const, random: seededRandom(seedFromText(`${tenant.slug}:${brisbaneDate(now)}`)) } : {}
  return { cards: visiblePromoCards(cards, { now, displayType: 'home', ...placement }).slice(0, block.limit).map(promoCardView) }
}

/** The chosen store pages in the chosen order (unpublished ones drop out), or every Products-menu page in menu order. */
async function loadProductGrid(block: ProductGridBlock, tenant: Tenant): Promise<ProductGridData> {
  const pages = await getPublishedStorePages(tenant)
  const chosen = (block.pages ?? []).map((page) => (typeof page === 'object' ? page.id : page))
  const shown = chosen.length > 0 ? chosen.flatMap((id) => pages.filter((page) => page.id === id)) : pages.filter((page) => page.inProductsMenu)
  return { tiles: shown.map(productTile) }
}

/** Spec 001 §9: licence numbers are labelled DL unless the site says otherwise. */
const DEFAULT_LICENCE_LABEL = 'DL'

/** How the site's location cards read: its licence label and hours rules. */
export function locationCardSettings(settings: SiteSetting | null, now: Date): LocationCardSettings {
  return {
    licenceLabel: settings?.licenceLabel?.trim() || DEFAULT_LICENCE_LABEL,
    forceFullHours: settings?.hours?.forceFullHours ?? false,
    showHolidayHours: settings?.hours?.showHolidayHours ?? true,
    now,
  }
}

async function loadLocations(block: LocationsListBlock, tenant: Tenant, now: Date): Promise<LocationsListData> {
  const [locations, settings] = await Promise.all([getLocations(tenant), getSiteSettings(tenant)])
  return locationsListData(locations, block.show, locationCardSettings(settings, now))
}

/** Spec 001 §4: reviews on pages are rated 4 or more; the summary counts them all. */
async function loadReviews(block: ReviewsBlock, tenant: Tenant): Promise<ReviewsData> {
  const [reviews, summary] = await Promise.all([getTopReviews(tenant, REVIEW_MIN_RATING, block.limit), getReviewSummary(tenant)])
  return { summary, reviews: reviewsToShow(reviews, REVIEW_MIN_RATING) }
}

/** Loads every block's data in parallel, keeping the layout's order. */
export function loadBlocks(layout: readonly PageBlock[], tenant: Tenant, now = new Date()): Promise<RenderableBlock[]> {
  return Promise.all(layout.map((block) => loadBlock(block, tenant, now)))
}
