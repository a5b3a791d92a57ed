/**
 * Staff's corrections to a car the feed sends (the CMS's stock-overrides, by stock number): a shown price or offer
 * price, a special-offer tag, dealer comments, a featured flag, or hidden from the site. They are applied to the feed's
 * facts before the record is completed, so everything worked out from them (the selling price, the price bucket, the
 * weekly repayment, the special-offer flag, the rank) follows, and the feed's next import keeps them.
 */
import { customRank, type StockFacts } from '@dealer/stock/derive'

export interface StockOverride {
  stocknum: string
  /** null or absent: the feed's. */
  price?: number | null
  offerPrice?: number | null
  tag?: string | null
  comments?: string | null
  featured?: boolean | null
  hidden?: boolean | null
}

/**
 * Above every car that isn't featured: a featured car ranks first on the site's default order. customRank's own
 * bonus for an available car is 10^10 and listing times are below that, so 10^11 puts every featured car above.
 */
const FEATURED_RANK_BONUS = 100_000_000_000

/** The car's facts with the override's values in place of the feed's. */
export function withOverride(facts: StockFacts, override: StockOverride): StockFacts {
  const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== ''
  const overridden: StockFacts = { ...facts }
  if (given(override.price)) overridden.price = override.price
  if (given(override.offerPrice)) overridden.offer_price = override.offerPrice
  if (given(override.tag)) overridden.tag = override.tag.trim()
  if (given(override.comments)) overridden.dealercomments = override.comments
  if (override.hidden) overridden.show_on_dealer_website = false
  if (override.featured) {
    const listedAt = Math.floor(Date.parse(facts.created_at) / 1000)
    overridden.custom_rank = (facts.custom_rank ?? customRank({ status: facts.status, created_at_timestamp: listedAt })) + FEATURED_RANK_BONUS
  }
  return overridden
}
