import { useId, useState } from 'react'
import { formatCents } from '@dealer/stock/format'
import { weeklyFuelCost } from './fuel'

/**
 * Weekly fuel cost (spec 000 §9): distance / 100 × consumption × price, starting from the site's price per litre and
 * weekly distance and the car's combined consumption (10 L/100 km when unknown). Not shown for electric cars.
 */
export function FuelCalculator({
  consumption,
  pricePerLitre,
  weeklyKm,
  defaultConsumption,
}: {
  consumption: number | null
  pricePerLitre: number
  weeklyKm: number
  defaultConsumption: number
}) {
  const [km, setKm] = useState(String(weeklyKm))
  const [price, setPrice] = useState(pricePerLitre.toFixed(2))
  const id = useId()
  const kmValue = Number(km)
  const priceValue = Number(price)
  const valid = km.trim() !== '' && price.trim() !== '' && Number.isFinite(kmValue) && Number.isFinite(priceValue) && kmValue >= 0 && priceValue >= 0
  const used = consumption || defaultConsumption
  return (
    <section className="vehicle-panel fuel-calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Fuel cost calculator</h2>
      <div className="calculator-fields">
        <label htmlFor={`${id}-km`}>Kilometres a week</label>
        <input id={`${id}-km`} type="number" inputMode="numeric" min={0} step={10} value={km} onChange={(event) => setKm(event.target.value)} />
        <label htmlFor={`${id}-price`}>Fuel price ($ per litre)</label>
        <input id={`${id}-price`} type="number" inputMode="decimal" min={0} step={0.01} value={price} onChange={(event) => setPrice(event.target.value)} />
      </div>
      <p className="calculator-result" aria-live="polite">
        {valid ? (
          <>
            About <strong>{formatCents(weeklyFuelCost({ consumption, pricePerLitre: priceValue, weeklyKm: kmValue, defaultConsumption }))}</strong> a week
          </>
        ) : (
          'Enter the kilometres and the fuel price.'
        )}
      </p>
      <p className="calculator-note">
        At {used} L/100 km{consumption ? ' (combined)' : ' (a typical figure; this car’s is not listed)'}.
      </p>
    </section>
  )
}
