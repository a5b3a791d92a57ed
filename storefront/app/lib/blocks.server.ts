import { brandTiles, reviewsToShow, type BrandGridData, type FeaturedStockData, type PageBlock, type RenderableBlock, type ReviewsData } from '@dealer/blocks'
import type { BrandGridBlock, FeaturedStockBlock, ReviewsBlock } from '@dealer/cms/payload-types'
import { REVIEW_MIN_RATING } from '@dealer/blocks/reviews/stars'
import { getBrandGrid, getFaqs, getReviewSummary, getTopReviews } from './cms.server'
import { filterValue, searchCarSummaries } from './search.server'
import type { SiteTenant } from './tenant'

/**
 * Pairs each block with the data it needs beyond its own fields, loaded on the server. The switch is
 * exhaustive: a new block type fails type-checking here until its data (or null) is decided.
 */
async function loadBlock(block: PageBlock, tenant: SiteTenant): Promise<RenderableBlock> {
  switch (block.blockType) {
    case 'hero':
      return { type: 'hero', block, data: null }
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

async function loadFeaturedStock(block: FeaturedStockBlock, tenant: SiteTenant): Promise<FeaturedStockData> {
  const filters = ['status:in_stock']
  if (block.carType !== 'any') filters.push(`car_type:${block.carType}`)
  if (block.make) filters.push(`make:${filterValue(block.make)}`)
  const { cars } = await searchCarSummaries(tenant, { filters, hitsPerPage: block.limit })
  return { cars, searchPath: '/search/new-used-and-demo-cars' }
}

/** The grid with its makes and logos; only a grid of this site (a page can't show another site's grid). */
async function loadBrandGrid(block: BrandGridBlock, tenant: SiteTenant): Promise<BrandGridData | null> {
  const id = typeof block.grid === 'object' ? block.grid.id : block.grid
  const grid = await getBrandGrid(tenant, id)
  return grid ? brandTiles(grid) : null
}

/** Spec 001 §4: reviews on pages are rated 4 or more; the summary counts them all. */
async function loadReviews(block: ReviewsBlock, tenant: SiteTenant): Promise<ReviewsData> {
  const [reviews, summary] = await Promise.all([getTopReviews(tenant, REVIEW_MIN_RATING, block.limit), getReviewSummary(tenant)])
  return { summary, reviews: reviewsToShow(reviews, REVIEW_MIN_RATING) }
}

/** Loads every block's data in parallel, keeping the layout's order. */
export function loadBlocks(layout: readonly PageBlock[], tenant: SiteTenant): Promise<RenderableBlock[]> {
  return Promise.all(layout.map((block) => loadBlock(block, tenant)))
}
