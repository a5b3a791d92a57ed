import { LocationCardView } from '@dealer/blocks/locations-list/Component'
import { useId, useState } from 'react'
import type { LocationType, VehicleLocationView } from './vehicle-page.server'

const TYPE_LABELS: Record<LocationType | 'all', string> = { all: 'All', sales: 'Sales', service: 'Service', parts: 'Parts' }

/**
 * Where the car is and the dealership's other sites (spec 000 §2's location block), the car's own location first,
 * filterable by type when there is more than one.
 */
export default function VehicleLocation({ location }: { location: VehicleLocationView }) {
  const [type, setType] = useState<LocationType | 'all'>('all')
  const id = useId()
  const types = [...new Set(location.cards.map((entry) => entry.type))]
  const shown = location.cards.filter((entry) => type === 'all' || entry.type === type)
  return (
    <section className="block-locations vehicle-location" id="vehicle-map" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="block-locations__heading">
        Where to find this car
      </h2>
      {types.length > 1 ? (
        <fieldset className="vehicle-location__filter">
          <legend>Show locations</legend>
          {(['all', ...types] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={`${id}-type`} value={value} checked={type === value} onChange={() => setType(value)} /> {TYPE_LABELS[value]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ul className="block-locations__list">
        {shown.map((entry) => (
          <li key={entry.card.id}>
            <LocationCardView card={entry.card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
