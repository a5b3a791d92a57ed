import { useEffect, useId, useRef, useState } from 'react'
import { formatCents } from '@dealer/stock/format'
import { weeklyFuelCost } from './fuel'

/**
 * Weekly fuel cost (spec 000 §9): distance / 100 × consumption × price, starting from the site's price per litre and
 * weekly distance and the car's combined consumption (10 L/100 km when unknown). Not shown for electric cars.
 */
export function FuelCalculator({
  carPath,
  consumption,
  pricePerLitre,
  weeklyKm,
  defaultConsumption,
  asked,
}: {
  /** The car's page: the form's GET comes back to it with ?km=…&fuelPrice=… when the page's scripts haven't run. */
  carPath: string
  consumption: number | null
  pricePerLitre: number
  weeklyKm: number
  defaultConsumption: number
  /** The values in the page's address, when its form was sent. */
  asked: { km: string; price: string } | null
}) {
  const [km, setKm] = useState(asked?.km ?? String(weeklyKm))
  const [price, setPrice] = useState(asked?.price ?? pricePerLitre.toFixed(2))
  const form = useRef<HTMLFormElement>(null)
  // What was typed before the page's scripts ran is in the fields, not yet in the state.
  useEffect(() => {
    const fields = form.current?.elements
    const typed = (name: string) => (fields?.namedItem(name) as HTMLInputElement | null)?.value
    setKm((value) => typed('km') ?? value)
    setPrice((value) => typed('fuelPrice') ?? value)
  }, [])
  const id = useId()
  const kmValue = Number(km)
  const priceValue = Number(price)
  const valid = km.trim() !== '' && price.trim() !== '' && Number.isFinite(kmValue) && Number.isFinite(priceValue) && kmValue >= 0 && priceValue >= 0
  const used = consumption || defaultConsumption
  return (
    <section className="vehicle-panel fuel-calculator" id="fuel-calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Fuel cost calculator</h2>
      <form ref={form} method="get" action={`${carPath}#fuel-calculator`} className="calculator-fields" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-km`}>Kilometres a week</label>
        <input
          id={`${id}-km`}
          name="km"
          type="number"
          inputMode="numeric"
          min={0}
          step={10}
          defaultValue={km}
          onInput={(event) => setKm(event.currentTarget.value)}
        />
        <label htmlFor={`${id}-price`}>Fuel price ($ per litre)</label>
        <input
          id={`${id}-price`}
          name="fuelPrice"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          defaultValue={price}
          onInput={(event) => setPrice(event.currentTarget.value)}
        />
        {/* Without the page's scripts the result is worked out by the page the form comes back to. */}
        <button type="submit" className="button fuel-calculator__submit">
          Work it out
        </button>
      </form>
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
