import { CarCard } from '@dealer/blocks/CarCard'
import { NotFoundMessage } from '../../ui/NotFoundMessage'
import type { SoftLanding } from './soft-landing.server'

/** A car no longer listed: what it was, when the site knows, and similar stock (issue 8's soft landing). */
export default function MissingCar({ landing }: { landing: SoftLanding }) {
  const alike = [landing.make, landing.model].filter(Boolean).join(' ')
  return (
    <NotFoundMessage heading="This car is no longer listed">
      <meta name="robots" content="noindex" />
      <p>
        {landing.name ? `The ${landing.name} has been sold or taken off sale.` : 'It may have been sold or the link may be mistyped.'}{' '}
        {landing.similar.length > 0 ? `Here ${alike ? `are other ${alike} cars and more` : 'is more'} of our stock.` : 'We have plenty more cars.'}
      </p>
      {landing.similar.length > 0 ? (
        <ul className="car-grid car-grid--landing">
          {landing.similar.map((car) => (
            <li key={car.objectID}>
              {/* Right under the page's h1: each car's name is an h2 (the card's class keeps its look), not an h3 that skips a level. */}
              <CarCard car={car} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </NotFoundMessage>
  )
}
