/** The main stock search (spec 000 §2). Its own tiny module: pages that only link to it don't load the search state code. */
export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars'

/** Spec 000 §2's "more from this dealer": a dealership's listing at its own slug, /search/{dealership_slug}. */
export function dealershipStockPath(dealershipSlug: string): string {
  return `/search/${dealershipSlug}`
}
