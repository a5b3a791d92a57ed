import { carPath, type CarSummary } from './car'
import { carTagLabel, carTypeLabel, formatKm, formatPrice, NO_PRICE_TEXT } from './format'

/** One car in a list: the whole card is a single link to the vehicle page. */
export function CarCard({ car, priority = false, headingLevel = 3 }: { car: CarSummary; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const price = formatPrice(car.price)
  const tag = carTagLabel(car)
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
          decoding="async"
        />
        <Heading className="car-card__title">{car.name}</Heading>
      </a>
      {tag ? <p className="car-card__tag">{tag}</p> : null}
      <p className="car-card__price">
        {price ?? NO_PRICE_TEXT}
        {price && car.price_type ? <span className="car-card__price-type"> {car.price_type}</span> : null}
      </p>
      <ul className="car-card__attributes" aria-label="Key details">
        <li>{carTypeLabel(car.car_type)}</li>
        <li>{car.simple_body}</li>
        <li>{formatKm(car.km)}</li>
        <li>{car.simple_transmission}</li>
        <li>Stock #{car.stocknum}</li>
      </ul>
    </article>
  )
}
