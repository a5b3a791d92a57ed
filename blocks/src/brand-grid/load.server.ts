import type { BrandGridBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { brandTiles, type BrandGridData } from './tiles'

/** The grid with its makes and logos; only a grid of this site (a page can't show another site's grid). */
export async function loadBrandGrid(block: BrandGridBlock, { cms, stock }: BlockReaders): Promise<BrandGridData | null> {
  const id = typeof block.grid === 'object' ? block.grid.id : block.grid
  const [grid, pagePaths, makeCounts] = await Promise.all([cms.brandGrid(id), cms.publishedPagePaths(), stock.makeCounts()])
  if (!grid) return null
  return brandTiles(grid, {
    pagePaths: new Set(pagePaths),
    makesInStock: makeCounts.map((entry) => entry.make),
    listingPath: (make) => stock.listingPath({ make: [make] }),
  })
}
