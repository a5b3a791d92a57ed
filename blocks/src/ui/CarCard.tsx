import type { ReactNode } from 'react'
import { carPath } from '@dealer/stock/car-summary'
import type { CarCardView } from './car-card-view'
import { carTypeLabel, formatKm, formatPrice } from '@dealer/stock/format'
import { BelowMarketBadge } from './BelowMarketBadge'
import { CarTagLabel } from './CarTagLabel'

/**
 * One car in a list: the photo and name are a single link to the vehicle page. Tag and price as listedCar() decided;
 * the tag sits on the photo. `actions` (the enquiry button and the toggles) sit at the foot of the card, outside the
 * link, and cards in a row line them up at the bottom (car-card.css).
 */
export function CarCard({
  car,
  priority = false,
  headingLevel = 3,
  actions,
}: {
  car: CarCardView
  priority?: boolean
  headingLevel?: 2 | 3
  actions?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { tag, price } = car.display
  const weekly = price.kind === 'price' ? car.weekly_price : null
  return (
    <article className="car-card">
      <a className="car-card__link" href={carPath(car)}>
        <img
          className="car-card__image"
          src={car.primary_image_url}
          alt=""
          width={600}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        <Heading className="car-card__title">{car.name}</Heading>
      </a>
      {tag ? <CarTagLabel tag={tag} className="car-card__tag" /> : null}
      <p className="car-card__price">
        {price.kind === 'price' && price.was ? (
          <>
            <s className="car-card__was">
              <span className="visually-hidden">Was </span>
              {price.was}
            </s>{' '}
          </>
        ) : null}
        <span className="car-card__amount">{price.text}</span>
        {price.kind === 'price' && price.priceType ? <span className="car-card__price-type"> {price.priceType}</span> : null}
      </p>
      {weekly || car.display.belowMarket ? (
        // One line where the card is wide enough: the weekly estimate beside the below-market badge.
        <div className="car-card__deal">
          {weekly ? <p className="car-card__weekly">Est. {formatPrice(weekly)}/wk</p> : null}
          {car.display.belowMarket ? <BelowMarketBadge className="below-market-badge--card" /> : null}
        </div>
      ) : null}
      <ul className="car-card__attributes" aria-label="Key details">
        <li>{carTypeLabel(car.car_type)}</li>
        <li>{car.simple_body}</li>
        <li>{formatKm(car.km)}</li>
        {/* A caravan has no gearbox: the record's transmission describes nothing shown (spec 001 §3). */}
        {car.item_type === 'caravan' ? null : <li>{car.simple_transmission}</li>}
        <li>Stock #{car.stocknum}</li>
      </ul>
      {actions ? <div className="car-card__actions">{actions}</div> : null}
    </article>
  )
}
