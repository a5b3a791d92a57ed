import type { StorePage } from '@dealer/cms-contract'
import { responsiveImage, type ResponsiveImage } from '../ui/media'

/** One store page as a product tile, linking to /pages/<slug>. */
export interface ProductTile {
  title: string
  summary: string | null
  href: string
  image: ResponsiveImage | null
}

export interface ProductGridData {
  tiles: ProductTile[]
}

export function productTile(page: Pick<StorePage, 'title' | 'slug' | 'summary' | 'image'>): ProductTile {
  return { title: page.title, summary: page.summary?.trim() || null, href: `/pages/${page.slug}`, image: responsiveImage(page.image) }
}
