import { CarCard } from '@dealer/blocks/CarCard'
import { CarCardActions } from '../search/CarCardActions'
import type { VehiclePageData } from './vehicle-page.server'

/** The vehicle page's similar cars (spec 000 §2, §9): below the fold, so its code (the cards) loads when scrolled near. */
export default function SimilarCars({ cars, leadForms, sold }: { cars: VehiclePageData['similar']; leadForms: VehiclePageData['leadForms']; sold: boolean }) {
  if (cars.length === 0) return null
  return (
    <section className={`vehicle-section similar-cars${sold ? ' similar-cars--narrow' : ''}`} aria-labelledby="similar-cars">
      <h2 id="similar-cars">Similar cars</h2>
      <ul className="car-grid">
        {cars.map((similar) => (
          <li key={similar.objectID}>
            <CarCard car={similar} actions={<CarCardActions car={similar} available leadForms={leadForms} tradeInHref={null} />} />
          </li>
        ))}
      </ul>
    </section>
  )
}
