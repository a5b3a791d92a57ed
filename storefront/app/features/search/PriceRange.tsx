import { useEffect, useRef, useState } from 'react'
import { boundLabel } from './search-page'
import { keepApart, PRICE_QUICK_PICKS, PRICE_SLIDER, rangeFor, thumbsFor, type Thumbs } from './price-slider'
import type { Range } from './search-state'
import { NumberField } from './NumberField'
import { RANGE_FIELD_BOUNDS, rangeFieldName } from './search-state'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/** The slider applies once the shopper stops moving it, so dragging doesn't send a search for every step. */
const SLIDER_SETTLE_MS = 400

/**
 * Spec 001 §5's price controls: a two-thumb range slider (two native range inputs, keyboard and screen-reader ready),
 * price inputs with $ and separators, and the quick picks (each sets the most the shopper wants to pay).
 */
export function PriceRange({
  range,
  onChange,
  quickPicks = PRICE_QUICK_PICKS,
}: {
  range: Range | undefined
  onChange: (range: Range | null) => void
  /** The site's quick picks (price-slider.ts `priceQuickPicks`). */
  quickPicks?: readonly number[]
}) {
  const [thumbs, setThumbs] = useState(() => thumbsFor(range))
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => setThumbs(thumbsFor(range)), [range])
  useEffect(() => () => clearTimeout(settle.current), [])

  const move = (moved: keyof Thumbs, value: number) => {
    const next = keepApart({ ...thumbs, [moved]: value }, moved)
    setThumbs(next)
    clearTimeout(settle.current)
    settle.current = setTimeout(() => onChange(rangeFor(next)), SLIDER_SETTLE_MS)
  }
  const slider = (thumb: keyof Thumbs, label: string) => (
    <input
      type="range"
      className={`price-range__thumb price-range__thumb--${thumb}`}
      aria-label={label}
      aria-valuetext={boundLabel('price', thumbs[thumb])}
      min={PRICE_SLIDER.min}
      max={PRICE_SLIDER.max}
      step={PRICE_SLIDER.step}
      value={thumbs[thumb]}
      onChange={(event) => move(thumb, Number(event.target.value))}
    />
  )
  const min = range?.min ?? null
  const max = range?.max ?? null
  return (
    <fieldset className="price-range">
      <legend>Price</legend>
      <div className="price-range__track">
        {slider('low', 'Lowest price')}
        {slider('high', 'Highest price')}
      </div>
      <p className="price-range__reading" aria-hidden="true">
        {boundLabel('price', thumbs.low)} – {boundLabel('price', thumbs.high)}
        {thumbs.high >= PRICE_SLIDER.max ? '+' : ''}
      </p>
      <div className="price-range__inputs">
        <NumberField
          label="Min price"
          name={rangeFieldName('price', 'min')}
          prefix="$"
          bounds={RANGE_FIELD_BOUNDS.price}
          value={min}
          onCommit={(value) => onChange({ min: value, max: max !== null && value !== null && value > max ? null : max })}
        />
        <NumberField
          label="Max price"
          name={rangeFieldName('price', 'max')}
          prefix="$"
          bounds={RANGE_FIELD_BOUNDS.price}
          value={max}
          onCommit={(value) => onChange({ min: min !== null && value !== null && value < min ? null : min, max: value })}
        />
      </div>
      <ul className="price-range__picks" aria-label="Quick picks: price up to">
        {quickPicks.map((pick) => (
          <li key={pick}>
            <ScriptButton aria-pressed={max === pick} onClick={() => onChange({ min: min !== null && min >= pick ? null : min, max: pick })}>
              {boundLabel('price', pick)}
            </ScriptButton>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
