import { clampToRange, type NumberRange } from '@dealer/stock/repayment'
import { useId, useState, type ReactNode } from 'react'

/**
 * A calculator's slider (a native range input: keyboard, touch and screen readers for free, its value spoken by
 * `aria-valuetext`) paired with a number input for an exact figure. `value` is what the shopper entered, which may be
 * out of range while they type; the slider shows it clamped, and leaving the number input clamps it (spec 001 §4).
 */
export function SliderField({
  label,
  value,
  range,
  valueText,
  onChange,
  describedBy,
  className = 'slider-field',
  children,
}: {
  label: string
  value: number
  range: NumberRange
  /** The value as a person says it: "$30,000", "6 years", "9.5%". */
  valueText: (value: number) => string
  onChange: (value: number) => void
  /** The id of a message about the value (e.g. the bounds message). */
  describedBy?: string
  className?: string
  children?: ReactNode
}) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const shown = clampToRange(value, range)
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={`${id}-range`}>
        {label}
      </label>
      <input
        id={`${id}-range`}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={shown}
        aria-valuetext={valueText(shown)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <input
        type="number"
        inputMode="decimal"
        className="slider-field__number"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        min={range.min}
        max={range.max}
        step={range.step}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value)
          const typed = Number(event.target.value)
          if (event.target.value.trim() !== '' && Number.isFinite(typed)) onChange(typed)
        }}
        onBlur={() => {
          setDraft(null)
          onChange(clampToRange(value, range))
        }}
      />
      {children}
    </div>
  )
}
