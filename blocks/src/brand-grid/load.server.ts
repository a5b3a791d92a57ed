import type { BrandGridBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { brandTiles, type BrandGridData } from './tiles'

/** The grid with its makes and logos; only a grid of this site (a page can't show another site's grid). */
export async function loadBrandGrid(block: BrandGridBlock, { cms }: BlockReaders): Promise<BrandGridData | null> {
  const id = typeof block.grid === 'object' ? block.grid.id : block.grid
  const grid = await cms.brandGrid(id)
  return grid ? brandTiles(grid) : null
}
