import type { PromoCard } from '@dealer/cms-contract'
import { responsiveImage, type ResponsiveImage } from '../ui/media'

/** A promo card as the block shows it: the picture (or a coloured panel with its title) and where it leads. */
export interface PromoCardView {
  id: number
  title: string
  image: ResponsiveImage | null
  /** Set for an image card: what the picture says (the card's alt text, else its title). */
  alt: string
  background: string | null
  link: string | null
}

export interface PromoCardsData {
  cards: PromoCardView[]
}

export function promoCardView(card: PromoCard): PromoCardView {
  const image = responsiveImage(card.image)
  return {
    id: card.id,
    title: card.title,
    image,
    alt: card.alt?.trim() || card.title,
    background: card.background?.trim() || null,
    link: card.link?.trim() || null,
  }
}
