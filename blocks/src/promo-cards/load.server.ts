import type { PromoCardsBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { brisbaneDate } from '../ui/brisbane-time'
import { seededRandom, seedFromText } from '../ui/seeded-random'
import { promoCardView, type PromoCardsData } from './card'
import { visiblePromoCards } from './rules'

/** Spec 001 §4's promo-card rules for a page (not a search): shuffled the same way all day, so a reload doesn't reorder them. */
export async function loadPromoCards(block: PromoCardsBlock, { cms, tenantSlug, now }: BlockReaders): Promise<PromoCardsData> {
  const cards = await cms.promoCards()
  const placement = block.shuffle ? { shuffle: true as const, random: seededRandom(seedFromText(`${tenantSlug}:${brisbaneDate(now)}`)) } : {}
  return {
    cards: visiblePromoCards(cards, { now, displayType: 'home', ...placement })
      .slice(0, block.limit)
      .map(promoCardView),
  }
}
