import { brandTiles, type BrandGridData, type FeaturedStockData, type PageBlock, type RenderableBlock } from '@dealer/blocks'
import type { BrandGridBlock, FeaturedStockBlock } from '@dealer/cms/payload-types'
import { getBrandGrid } from './cms.server'
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

/** Loads every block's data in parallel, keeping the layout's order. */
export function loadBlocks(layout: readonly PageBlock[], tenant: SiteTenant): Promise<RenderableBlock[]> {
  return Promise.all(layout.map((block) => loadBlock(block, tenant)))
}
