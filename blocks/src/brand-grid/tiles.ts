import type { BrandGrid, Manufacturer } from '@dealer/cms-contract'
import { responsiveImage } from '../ui/media'

/** Served by the storefront (storefront/public/brands). */
export const GENERIC_BRAND_LOGO = '/brands/generic.svg'

interface BrandTile {
  name: string
  href: string
  logo: string
}

export interface BrandGridData {
  title: string
  tiles: BrandTile[]
}

/**
 * A grid's tiles in order: a make from the shared list links to /<make>/overview with its logo; a
 * brand of the site's own uses its name, logo and link where given. No logo → the generic one. Rows
 * whose make is gone (deleted from the list) are left out rather than shown blank.
 */
export function brandTiles(grid: Pick<BrandGrid, 'title' | 'brands'>): BrandGridData {
  const tiles = grid.brands.flatMap((row): BrandTile[] => {
    const make: Manufacturer | null = typeof row.manufacturer === 'object' && row.manufacturer !== null ? row.manufacturer : null
    const name = row.name?.trim() || make?.name
    if (!name) return []
    const href = row.link?.trim() || (make ? `/${make.slug}/overview` : null)
    if (!href) return []
    const logo = responsiveImage(row.logo)?.src ?? make?.logoUrl ?? GENERIC_BRAND_LOGO
    return [{ name, href, logo }]
  })
  return { title: grid.title, tiles }
}
