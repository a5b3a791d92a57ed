import type { BrandGrid, Manufacturer } from '@dealer/cms-contract'
import { responsiveImage } from '../ui/media'

/** Served by the storefront (storefront/public/brands). */
export const GENERIC_BRAND_LOGO = '/brands/generic.svg'

interface BrandTile {
  name: string
  /** Null for a make with neither a page nor stock on this site: the tile shows the logo, linking nowhere rather than to a 404. */
  href: string | null
  logo: string
}

/** What decides where a make's tile leads on this site (the loader reads it). */
export interface BrandLinkContext {
  /** The site's published pages' paths, e.g. "mazda/overview". */
  pagePaths: ReadonlySet<string>
  /** The makes in the site's stock, as the stock spells them. */
  makesInStock: readonly string[]
  /** The stock search page listing one make, e.g. "Mazda" → /search/mazda. */
  listingPath: (make: string) => string
}

/** The path of a make's overview page (decision 034). */
const brandOverviewPath = (make: Pick<Manufacturer, 'slug'>) => `${make.slug}/overview`

/**
 * Where a make's tile leads: its overview page when the site has published one, else its stock search when the site has
 * some of it, else nowhere (never a page that answers 404).
 */
export function brandHref(make: Pick<Manufacturer, 'name' | 'slug'>, { pagePaths, makesInStock, listingPath }: BrandLinkContext): string | null {
  const overview = brandOverviewPath(make)
  if (pagePaths.has(overview)) return `/${overview}`
  const stocked = makesInStock.find((name) => name.toLowerCase() === make.name.toLowerCase())
  return stocked ? listingPath(stocked) : null
}

export interface BrandGridData {
  title: string
  tiles: BrandTile[]
}

/**
 * A grid's tiles in order: a make from the shared list links by brandHref with its logo; a brand of the
 * site's own uses its name, logo and link where given. No logo → the generic one (spec 001 §8). Rows
 * whose make is gone (deleted from the list) are left out rather than shown blank.
 */
export function brandTiles(grid: Pick<BrandGrid, 'title' | 'brands'>, links: BrandLinkContext): BrandGridData {
  const tiles = grid.brands.flatMap((row): BrandTile[] => {
    const make: Manufacturer | null = typeof row.manufacturer === 'object' && row.manufacturer !== null ? row.manufacturer : null
    const name = row.name?.trim() || make?.name
    if (!name) return []
    const link = row.link?.trim()
    if (!link && !make) return []
    const href = link || (make ? brandHref(make, links) : null)
    const logo = responsiveImage(row.logo)?.src ?? make?.logoUrl ?? GENERIC_BRAND_LOGO
    return [{ name, href, logo }]
  })
  return { title: grid.title, tiles }
}
