import { CarCard } from '@dealer/blocks/CarCard'
import { CmsPageView } from '../pages/CmsPageView'
import type { FinancePageData } from './finance-page.server'
import PreApprovalForm from './PreApprovalForm'

/**
 * The finance pages (spec 001 §2): the CMS page's blocks (hero, words, steps, calculator), then the pre-approval form
 * at #finance-form beside the chosen car, the get-finance-now promo, and the disclaimer at #financeDisclaimer (the
 * calculator block's, when the page has one).
 */
export function FinancePage({ data }: { data: FinancePageData }) {
  const { sideCard, form, promo } = data
  return (
    <div className="finance-page">
      <CmsPageView heading={data.heading} blocks={data.blocks} />
      <section id="finance-form" className="finance-page__section finance-page__apply" aria-labelledby="finance-form-heading" tabIndex={-1}>
        <h2 id="finance-form-heading">{sideCard ? `Get pre-approved for the ${sideCard.name}` : 'Get pre-approved'}</h2>
        <div className={sideCard ? 'finance-page__apply-grid' : undefined}>
          <div className="finance-page__form">
            <PreApprovalForm
              car={form.car}
              vehicle={form.vehicle}
              start={form.start}
              postcodeRequired={form.postcodeRequired}
              preferredDealership={form.preferredDealership}
              variant="page"
            />
          </div>
          {sideCard ? (
            <aside className="finance-page__side-card" aria-labelledby="finance-car-heading">
              <h3 id="finance-car-heading" className="finance-page__side-heading">
                Your chosen car
              </h3>
              <CarCard car={sideCard} priority />
            </aside>
          ) : null}
        </div>
      </section>
      {promo ? (
        <section className="finance-page__section finance-page__promo" aria-labelledby="finance-promo-heading">
          <div className="finance-page__promo-header">
            <h2 id="finance-promo-heading">Get finance now on a quality used car</h2>
            <a className="button button--primary" href={promo.usedCarsPath}>
              Browse used cars
            </a>
          </div>
          <div className="car-grid">
            {promo.cars.map((car) => (
              <CarCard key={car.objectID} car={car} />
            ))}
          </div>
        </section>
      ) : null}
      {data.disclaimer ? (
        <section id="financeDisclaimer" className="finance-page__section finance-page__disclaimer" aria-labelledby="finance-disclaimer-heading" tabIndex={-1}>
          <h2 id="finance-disclaimer-heading">Finance disclaimer</h2>
          <p>{data.disclaimer}</p>
        </section>
      ) : null}
    </div>
  )
}
