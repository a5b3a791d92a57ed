import { Link } from 'react-router'
import { HydrateWhenVisible } from '@dealer/blocks/ui/near-viewport'
import { CarCard } from '@dealer/blocks/CarCard'
import { PromoCard } from '@dealer/blocks/promo-cards/Component'
import { visiblePromoCards } from '@dealer/blocks/promo-cards/rules'
import { Pagination } from './Pagination'
import { CarCardActions } from './CarCardActions'
import { isAvailable } from '@dealer/stock/listing'
import { showTradeInButton, tradeInPath } from '@dealer/stock/trade-in-button'
import type { LeadFormSettings } from '../leads/lead-settings'
import type { SearchPromoCard } from './search-page'
import { noResultsText } from './no-results'
import { NO_RESULTS_TITLE, resultSlots } from './search-results'
import { searchUrl, type SearchState } from './search-state'
import type { ListedStockResults } from './stock-query'

interface SearchResultsProps {
  state: SearchState
  results: ListedStockResults
  /** The results shown are the previous search's while the new one loads. */
  loading: boolean
  promoCards: SearchPromoCard[]
  slots: { interval: number; ctaCard: boolean }
  /** The promo cards' start and expiry are judged at the time the page was rendered, the same on server and browser. */
  renderedAt: string
  leadForms: LeadFormSettings
  /** The site's add-ons (Site settings → plugins), for the cards' Trade-in button. */
  plugins: readonly string[]
  /** Where the no-results card's Clear Filters goes: the site's refresh path (no-results.ts). */
  clearFiltersPath: string
  /** On a site with no car listed yet, where its staff add stock (no-results.ts); else null. */
  addStockUrl?: string | null
}

/** The cars with the site's promo cards and call-to-action card among them, the no-results card, and the page links. */
export function SearchResults({
  state,
  results,
  loading,
  promoCards,
  slots,
  renderedAt,
  leadForms,
  plugins,
  clearFiltersPath,
  addStockUrl,
}: SearchResultsProps) {
  if (results.totalCars === 0) {
    return (
      <section className="empty-state" aria-labelledby="no-results-title">
        <h2 id="no-results-title">{NO_RESULTS_TITLE}</h2>
        <p>{noResultsText(state)}</p>
        <a className="button button--primary" href={clearFiltersPath}>
          Clear Filters
        </a>
        {addStockUrl ? (
          <p className="empty-state__staff">
            No cars are listed on this site yet. Staff: <a href={addStockUrl}>add your stock in the admin</a>.
          </p>
        ) : null}
      </section>
    )
  }
  const firstPage = searchUrl({ ...state, page: 1 })
  if (results.cars.length === 0) {
    return (
      <div className="empty-state">
        <h2>No cars on this page</h2>
        <p>
          <Link to={firstPage}>Back to the first page of results</Link>
        </p>
      </div>
    )
  }
  const promos = visiblePromoCards(promoCards, { now: new Date(renderedAt), displayType: 'search', searchedCarTypes: state.refinements.car_type })
  return (
    <>
      <ul className="car-grid search-results" aria-label="Search results" aria-busy={loading}>
        {resultSlots(results.cars, promos, slots).map((slot, index) => (
          <li
            key={slot.kind === 'car' ? slot.car.objectID : slot.kind === 'promo' ? `promo-${slot.card.id}` : `cta-${slot.after}`}
            className={`search-results__${slot.kind}`}
          >
            {slot.kind === 'car' ? (
              <HydrateWhenVisible>
                <CarCard
                  car={slot.car}
                  priority={index < 2}
                  headingLevel={3}
                  actions={
                    <CarCardActions
                      car={slot.car}
                      available={isAvailable(slot.car.status)}
                      leadForms={leadForms}
                      tradeInHref={showTradeInButton(plugins, slot.car) ? tradeInPath(slot.car.objectID) : null}
                    />
                  }
                />
              </HydrateWhenVisible>
            ) : slot.kind === 'promo' ? (
              <PromoCard card={slot.card} />
            ) : (
              <CallToActionCard />
            )}
          </li>
        ))}
      </ul>
      <Pagination path={firstPage} page={results.page} totalPages={results.totalPages} />
    </>
  )
}

/** Spec 000 §9's call-to-action card among the results (its words aren't given): ask the dealer for the car you want. */
function CallToActionCard() {
  return (
    <div className="search-results__cta-card">
      <h3>Can’t find the car you want?</h3>
      <p>Tell us what you’re after and our team will find it for you.</p>
      <a className="button button--primary" href="/contact">
        Contact Us
      </a>
    </div>
  )
}
