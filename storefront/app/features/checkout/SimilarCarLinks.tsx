import { formatPrice } from '@dealer/stock/format'
import type { SimilarCar } from './checkout-api'

/** Cars offered instead of one that can't be reserved: each a link to its page. */
export function SimilarCarLinks({ cars, headingId }: { cars: SimilarCar[]; headingId: string }) {
  if (cars.length === 0) return null
  return (
    <section className="checkout-similar" aria-labelledby={headingId}>
      <h2 id={headingId}>Similar cars</h2>
      <ul className="checkout-similar__list">
        {cars.map((car) => (
          <li key={car.id} className="checkout-similar__item">
            <a href={`/cars/${encodeURIComponent(car.slug)}`} className="checkout-similar__link">
              {car.image ? <img src={car.image} alt="" width={160} height={120} loading="lazy" decoding="async" /> : null}
              <span className="checkout-similar__title">{car.title}</span>
              <span className="checkout-similar__price">{formatPrice(car.price) ?? 'Enquire for price'}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
