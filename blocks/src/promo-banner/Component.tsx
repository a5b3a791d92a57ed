import type { PromoBannerBlock } from '@dealer/cms-contract'
import { Carousel } from '../ui/Carousel'
import { LineIcon } from '../ui/LineIcon'

type Feature = PromoBannerBlock['features'][number]

/**
 * Spec 000 §2: up to three features side by side (latest offers, book a service, sell your car). From
 * 768 px wide they all fit, so the carousel shows no controls; narrower, it shows one card at a time.
 */
export function PromoBannerBlockView({ block }: { block: PromoBannerBlock; data: null }) {
  if (block.features.length === 0) return null
  const cards = block.features.map((feature, index) => <FeatureCard key={feature.id ?? index} feature={feature} />)
  return <Carousel label="Offers and services" className="block-promo-banner" slideClassName="block-promo-banner__slide" slides={cards} />
}

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <article className="block-promo-banner__card">
      <LineIcon className="block-promo-banner__icon" paths={ICON_PATHS[feature.icon]} strokeWidth={1.75} />
      <h2 className="block-promo-banner__title">{feature.title}</h2>
      <p className="block-promo-banner__text">{feature.text}</p>
      <a className="block-promo-banner__link" href={feature.link}>
        {feature.linkLabel}
      </a>
    </article>
  )
}

/** 24 px line icons, drawn in the text colour. */
const ICON_PATHS: Record<Feature['icon'], string[]> = {
  // A price tag with its hole.
  offers: [
    'M3 12.2V4a1 1 0 0 1 1-1h8.2a1 1 0 0 1 .7.3l8 8a1 1 0 0 1 0 1.4l-8.2 8.2a1 1 0 0 1-1.4 0l-8-8a1 1 0 0 1-.3-.7z',
    'M8 7.5a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1z',
  ],
  // A spanner.
  service: ['M12.7 9.9A4.5 4.5 0 0 1 18.44 3.44L16.15 5.73 18.27 7.85 20.56 5.56A4.5 4.5 0 0 1 14.1 11.3L5.7 19.7a1 1 0 0 1-1.4-1.4z'],
  // A dollar sign in a circle.
  sell: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M15 9.2c-.5-1-1.6-1.7-3-1.7-1.7 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2-1.5 0-2.6-.7-3.1-1.8',
    'M12 6v1.5',
    'M12 16.5V18',
  ],
  // A calculator.
  finance: [
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
    'M8 6.5h8v3H8z',
    'M8.5 13h.01',
    'M12 13h.01',
    'M15.5 13h.01',
    'M8.5 17h.01',
    'M12 17h.01',
    'M15.5 17h.01',
  ],
  // A car from the side.
  car: [
    'M3 16.5V13l2-4.5A1.5 1.5 0 0 1 6.4 7.5h8.4a1.5 1.5 0 0 1 1.2.6L19 12l1.3.4a1 1 0 0 1 .7 1v3.1h-2',
    'M9 16.5h6',
    'M3 16.5h1',
    'M6.5 14.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M17 14.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M5.5 12h13',
  ],
}
