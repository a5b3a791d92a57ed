import { loadBrandGrid } from './brand-grid/load.server'
import { loadBrandOverview } from './brand-overview/load.server'
import { loadFaq } from './faq/load.server'
import { loadFeaturedStock } from './featured-stock/load.server'
import { loadLocationsList } from './locations-list/load.server'
import { loadProductGrid } from './product-grid/load.server'
import { loadPromoCards } from './promo-cards/load.server'
import type { BlockLoader, BlockReaders } from './readers'
import type { BlockType, PageBlock, RenderableBlock } from './registry'
import { loadRepaymentCalculator } from './repayment-calculator/load.server'
import { loadReviews } from './reviews/load.server'
import { loadSalesCounter } from './sales-counter/load.server'

const noData = () => null

/** Each block type's server loader: a new block type fails type-checking here until its data (or none) is decided. */
const blockLoaders: { [T in BlockType]: BlockLoader<T> } = {
  hero: noData,
  imageSlider: noData,
  welcome: noData,
  richText: noData,
  callToAction: noData,
  featuredStock: loadFeaturedStock,
  promoCards: loadPromoCards,
  promoBanner: noData,
  productGrid: loadProductGrid,
  brandGrid: loadBrandGrid,
  brandOverview: loadBrandOverview,
  statsBanner: noData,
  financeSteps: noData,
  locationsList: loadLocationsList,
  reviews: loadReviews,
  faq: loadFaq,
  salesCounter: loadSalesCounter,
  acceptedPayments: noData,
  repaymentCalculator: loadRepaymentCalculator,
}

async function loadBlock<T extends BlockType>(block: Extract<PageBlock, { blockType: T }>, readers: BlockReaders): Promise<RenderableBlock> {
  const load = blockLoaders[block.blockType as T]
  // TypeScript can't follow T from the loader to the union member; the map's type is what keeps each pair correct.
  return { type: block.blockType, block, data: await load(block, readers) } as RenderableBlock
}

/** Every block's data, loaded in parallel, in the layout's order. */
export function loadBlocks(layout: readonly PageBlock[], readers: BlockReaders): Promise<RenderableBlock[]> {
  return Promise.all(layout.map((block) => loadBlock(block, readers)))
}
