import { useEffect, useId, useState } from 'react'
import { formatDollars as dollars } from '@dealer/stock/format'
import { gaugeBand, gaugeGraphicPercent, gaugeLabel, isShowableGauge, type AutoGauge } from './price-gauge'

/** Spec 000 §7, §8: an empty answer counts as a failure ("No data returned"); any failure is only logged. */
async function fetchAutoGauge(carPath: string): Promise<AutoGauge | null> {
  try {
    const response = await fetch(`${carPath}/autogauge`)
    if (!response.ok) throw new Error(`The auto gauge answered ${response.status}`)
    const text = await response.text()
    if (!text.trim()) throw new Error('No data returned')
    const data = JSON.parse(text) as Partial<AutoGauge> | null
    if (!data) throw new Error('No data returned')
    return isShowableGauge(data) ? data : null
  } catch (error) {
    console.error('Failed to fetch auto gauge data', error)
    return null
  }
}

type GaugeState = { kind: 'loading' } | { kind: 'shown'; gauge: AutoGauge } | { kind: 'hidden' }

/**
 * Where the price sits against comparable cars (spec 000 §4, §5): a skeleton while loading, then the gauge if the data
 * passes the rules, otherwise nothing at all. The needle sweeps in over 2 seconds (not with reduced motion).
 */
export default function PriceGauge({ carPath }: { carPath: string }) {
  const [state, setState] = useState<GaugeState>({ kind: 'loading' })
  const id = useId()
  useEffect(() => {
    let current = true
    void fetchAutoGauge(carPath).then((gauge) => current && setState(gauge ? { kind: 'shown', gauge } : { kind: 'hidden' }))
    return () => {
      current = false
    }
  }, [carPath])
  if (state.kind === 'hidden') return null
  if (state.kind === 'loading') {
    return (
      <section className="vehicle-panel price-gauge price-gauge--loading" aria-busy="true" aria-label="Price comparison, loading">
        <div className="price-gauge__skeleton" />
      </section>
    )
  }
  const { gauge } = state
  const fill = gaugeGraphicPercent(gauge.fill)
  const label = gaugeLabel(gauge.fill)
  return (
    <section className="vehicle-panel price-gauge" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Price comparison</h2>
      <div
        className={`price-gauge__meter price-gauge__meter--${gaugeBand(gauge.fill)}`}
        role="img"
        aria-label={`${label}: the price is ${dollars(gauge.listing_price)}, against a market range of ${dollars(gauge.market_range_min)} to ${dollars(gauge.market_range_max)}`}
      >
        <svg viewBox="0 0 200 110" aria-hidden="true" focusable="false">
          <path d="M10 100 A90 90 0 0 1 190 100" className="price-gauge__track" pathLength={100} />
          <path d="M10 100 A90 90 0 0 1 190 100" className="price-gauge__fill" pathLength={100} style={{ strokeDasharray: `${fill} 100` }} />
        </svg>
        <p className="price-gauge__label">{label}</p>
      </div>
      <dl className="price-gauge__figures">
        <div>
          <dt>This car</dt>
          <dd>{dollars(gauge.listing_price)}</dd>
        </div>
        <div>
          <dt>Market range</dt>
          <dd>
            {dollars(gauge.market_range_min)} – {dollars(gauge.market_range_max)}
          </dd>
        </div>
      </dl>
      <p className="price-gauge__description">{gauge.description}</p>
    </section>
  )
}
