import type { PromoCardsBlock } from '@dealer/cms-contract'
import { useId, type CSSProperties } from 'react'
import type { PromoCardView, PromoCardsData } from './card'
import { PANEL_LIGHT_TEXT, readableTextOn } from './contrast'
import { ResponsiveImg } from '../ui/ResponsiveImg'

/** What screen readers call the strip when the editor gave it no heading. */
const PROMO_CARDS_DEFAULT_LABEL = 'Offers'

/**
 * The promo cards the loader picked (spec 001 §4's rules, in rules.ts), in its order. An image card is its picture, a
 * link when the card has one; a card without an image is a coloured panel showing its title.
 */
export function PromoCardsBlockView({ block, data }: { block: PromoCardsBlock; data: PromoCardsData }) {
  const headingId = useId()
  if (data.cards.length === 0) return null
  const heading = block.heading?.trim()
  return (
    <section className="block-promo-cards" {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': PROMO_CARDS_DEFAULT_LABEL })}>
      {heading ? (
        <h2 id={headingId} className="block-promo-cards__heading">
          {heading}
        </h2>
      ) : null}
      <ul className="block-promo-cards__list">
        {data.cards.map((card) => (
          <li key={card.id} className="block-promo-cards__item">
            <PromoCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One promo card: its picture, or a coloured panel with its title (also placed among search results). */
export function PromoCard({ card }: { card: PromoCardView }) {
  return card.image ? <ImageCard card={card} image={card.image} /> : <PanelCard card={card} />
}

function ImageCard({ card, image }: { card: PromoCardView; image: NonNullable<PromoCardView['image']> }) {
  const picture = (
    <ResponsiveImg
      image={image}
      className="block-promo-cards__image"
      sizes="(min-width: 1200px) 584px, (min-width: 600px) 50vw, calc(100vw - 2rem)"
      alt={card.alt}
    />
  )
  return card.link ? (
    <a className="block-promo-cards__card block-promo-cards__card--image" href={card.link}>
      {picture}
    </a>
  ) : (
    <div className="block-promo-cards__card block-promo-cards__card--image">{picture}</div>
  )
}

/** The panel's colours: the card's own hex colour with text that reads on it, else the brand colour with white text. */
function panelColours(background: string | null): CSSProperties {
  const colour = background?.trim() ?? ''
  const text = readableTextOn(colour)
  return text ? { background: colour, color: text } : { background: 'var(--brand)', color: PANEL_LIGHT_TEXT }
}

function PanelCard({ card }: { card: PromoCardView }) {
  const style = panelColours(card.background)
  const title = <span className="block-promo-cards__title">{card.title}</span>
  return card.link ? (
    <a className="block-promo-cards__card block-promo-cards__card--panel" href={card.link} style={style}>
      {title}
    </a>
  ) : (
    <div className="block-promo-cards__card block-promo-cards__card--panel" style={style}>
      {title}
    </div>
  )
}
