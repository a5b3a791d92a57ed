import type { BrandOverviewBlock } from '@dealer/cms-contract'
import { FaqBlockView } from '../faq/Component'
import { LocationCardList } from '../locations-list/Component'
import type { BrandOverviewData } from './overview'

/**
 * A brand's overview: its logo, the stock count with a Browse link, the locations that sell it (location cards) and its
 * FAQs. The page's hero is its h1; each part is an h2, and a part with nothing to show is left out.
 */
export function BrandOverviewBlockView({ block, data }: { block: BrandOverviewBlock; data: BrandOverviewData | null }) {
  if (!data) return null
  const id = block.id ?? 'brand'
  return (
    <div className="block-brand-overview">
      <section className="block-brand-overview__stock" aria-labelledby={`${id}-stock`}>
        <img src={data.logo} alt="" width={96} height={82} className="block-brand-overview__logo" />
        <div>
          <h2 id={`${id}-stock`}>{data.name} in stock</h2>
          <p className="block-brand-overview__count">{data.stockText}</p>
          <a className="button button--primary" href={data.browse.href}>
            {data.browse.label}
          </a>
        </div>
      </section>
      {data.locations.length > 0 ? (
        <section className="block-brand-overview__locations" aria-labelledby={`${id}-locations`}>
          <h2 id={`${id}-locations`}>Where to find {data.name}</h2>
          <LocationCardList cards={data.locations} />
        </section>
      ) : null}
      <FaqBlockView block={{ blockType: 'faq', id: `${id}-faq`, heading: `${data.name} questions` }} data={data.faqs} />
    </div>
  )
}
