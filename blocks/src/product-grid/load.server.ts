import type { ProductGridBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { productTile, type ProductGridData } from './tiles'

/** The chosen store pages in the chosen order (unpublished ones drop out), or every Products-menu page in menu order. */
export async function loadProductGrid(block: ProductGridBlock, { cms }: BlockReaders): Promise<ProductGridData> {
  const pages = await cms.publishedStorePages()
  const chosen = (block.pages ?? []).map((page) => (typeof page === 'object' ? page.id : page))
  const shown = chosen.length > 0 ? chosen.flatMap((id) => pages.filter((page) => page.id === id)) : pages.filter((page) => page.inProductsMenu)
  return { tiles: shown.map(productTile) }
}
