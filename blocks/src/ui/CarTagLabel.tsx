import type { CarTag } from '@dealer/stock/display'

/**
 * A car's one tag (listedCar() decides which): the certified badge as its programme's image, anything else as a
 * coloured label. `className` is the caller's, so the card and the vehicle page place it their own way.
 */
export function CarTagLabel({ tag, className }: { tag: CarTag; className: string }) {
  if (tag.badge) {
    return (
      <p className={`${className} car-tag-badge`}>
        <img src={tag.badge.src} alt={tag.label} width={tag.badge.width} height={tag.badge.height} decoding="async" />
      </p>
    )
  }
  return <p className={`${className} car-card__tag--${tag.tone}`}>{tag.label}</p>
}
