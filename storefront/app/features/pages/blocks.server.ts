import DataLoader from 'dataloader'
import { loadBlocks as loadBlockData } from '@dealer/blocks/loaders.server'
import type { BlockReaders } from '@dealer/blocks/readers'
import type { PageBlock, RenderableBlock } from '@dealer/blocks'
import {
  getBrandGrid,
  getFaqs,
  getFinanceLenders,
  getLocations,
  getPromoCards,
  getPublishedPagePaths,
  getPublishedStorePages,
  getReviewSummary,
  getSiteSettings,
  getTopReviews,
} from '../../server/cms.server'
import { searchCarSummariesMany } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { listedCars } from '../search/listing.server'
import { listingPath } from '../search/search-state'
import { stockMakeCounts } from '../search/stock-vocabulary.server'

type StockQuery = Parameters<BlockReaders['stock']['listedCars']>[0]

/**
 * The storefront's CMS and search clients, scoped to one tenant, as the blocks' loaders read them. The stock queries of
 * one page's blocks (a home page's strips of new and used cars) go to the search service as one multi-query request.
 */
function blockReaders(tenant: Tenant, now: Date): BlockReaders {
  const stockQueries = new DataLoader((queries: readonly StockQuery[]) => searchCarSummariesMany(tenant, queries), { cache: false })
  return {
    tenantSlug: tenant.slug,
    now,
    cms: {
      brandGrid: (id) => getBrandGrid(tenant, id),
      faqs: (topic) => getFaqs(tenant, topic),
      financeLenders: () => getFinanceLenders(tenant),
      locations: () => getLocations(tenant),
      promoCards: () => getPromoCards(tenant),
      publishedPagePaths: () => getPublishedPagePaths(tenant),
      publishedStorePages: () => getPublishedStorePages(tenant),
      reviewSummary: () => getReviewSummary(tenant),
      siteSettings: () => getSiteSettings(tenant),
      topReviews: (minRating, limit) => getTopReviews(tenant, minRating, limit),
    },
    stock: {
      listedCars: async (query) => listedCars(tenant, (await stockQueries.load(query)).cars, now),
      listingPath,
      makeCounts: () => stockMakeCounts(tenant),
    },
  }
}

/** Loads every block's data (each block's own load.server.ts) in parallel, keeping the layout's order. */
export function loadBlocks(layout: readonly PageBlock[], tenant: Tenant, now = new Date()): Promise<RenderableBlock[]> {
  return loadBlockData(layout, blockReaders(tenant, now))
}
