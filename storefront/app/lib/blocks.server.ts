import type { FeaturedStockData, PageBlock, RenderableBlock } from '@dealer/blocks'
import type { FeaturedStockBlock } from '@dealer/cms/payload-types'
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
  }
}

async function loadFeaturedStock(block: FeaturedStockBlock, tenant: SiteTenant): Promise<FeaturedStockData> {
  const filters = ['status:in_stock']
  if (block.carType !== 'any') filters.push(`car_type:${block.carType}`)
  if (block.make) filters.push(`make:${filterValue(block.make)}`)
  const { cars } = await searchCarSummaries(tenant, { filters, hitsPerPage: block.limit })
  return { cars, searchPath: '/search/new-used-and-demo-cars' }
}

/** Loads every block's data in parallel, keeping the layout's order. */
export function loadBlocks(layout: readonly PageBlock[], tenant: SiteTenant): Promise<RenderableBlock[]> {
  return Promise.all(layout.map((block) => loadBlock(block, tenant)))
}
