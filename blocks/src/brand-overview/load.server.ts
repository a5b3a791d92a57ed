import type { BrandOverviewBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { locationCardSettings } from '../locations-list/card'
import { brandOverview, type BrandOverviewData } from './overview'

/** The brand's stock count, its locations and FAQs, all of this page's site; null when the make was deleted. */
export async function loadBrandOverview(block: BrandOverviewBlock, { cms, stock, now }: BlockReaders): Promise<BrandOverviewData | null> {
  const make = typeof block.make === 'object' ? block.make : null
  if (!make) return null
  const [makeCounts, locations, settings, faqs] = await Promise.all([stock.makeCounts(), cms.locations(), cms.siteSettings(), cms.faqs(make.name)])
  return brandOverview({
    make,
    makeCounts,
    listingPath: stock.listingPath,
    locations,
    cardSettings: locationCardSettings(settings, now),
    faqs,
  })
}
