import { CarCard } from '@dealer/blocks/CarCard'
import { CmsPageView } from '../pages/CmsPageView'
import TradeInForm from './TradeInForm'
import { TradeInFaq } from './TradeInFaq'
import type { TradeInPageData } from './trade-in-page.server'

/**
 * The trade-in pages (spec 001 §2): the CMS page's blocks (hero, intro), then the four-step form at #trade-in-form beside
 * the card of the car it goes towards, then the trade-in FAQ.
 */
export function TradeInPage({ data }: { data: TradeInPageData }) {
  const { car, form } = data
  return (
    <div className="trade-in-page">
      <CmsPageView heading={data.heading} blocks={data.blocks} />
      {data.intro ? <p className="trade-in-page__section trade-in-page__intro">{data.intro}</p> : null}
      <section id="trade-in-form" className="trade-in-page__section" aria-labelledby="trade-in-form-title">
        <h2 id="trade-in-form-title">{car ? `Value your trade-in towards the ${car.name}` : 'Get your instant estimate'}</h2>
        <div className={car ? 'trade-in-page__grid' : undefined}>
          <div className="trade-in-page__form">
            <TradeInForm car={form.car} defaultState={form.defaultState} />
          </div>
          {car ? (
            <aside className="trade-in-page__car" aria-labelledby="trade-in-car-title">
              <h3 id="trade-in-car-title" className="trade-in-page__car-title">
                Your next car
              </h3>
              <CarCard car={car} priority />
            </aside>
          ) : null}
        </div>
      </section>
      <div className="trade-in-page__section">
        <TradeInFaq faqs={data.faqs} />
      </div>
    </div>
  )
}
