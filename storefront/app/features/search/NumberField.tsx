import { useEffect, useId, useState } from 'react'
import { groupThousands, parseWholeNumber, withinBounds, type NumberBounds } from './number-input'

/**
 * A whole-number input shown with thousands separators as it is typed, with an optional "$" before or " kms" after
 * (spec 001 §5). The value is committed when the shopper leaves the field or presses Enter, not on every key, kept within
 * its step, min and max (a hint under the field says them).
 */
export function NumberField({
  label,
  name,
  value,
  onCommit,
  prefix,
  suffix,
  bounds = {},
}: {
  label: string
  /** Its name in the filters' GET form (search-state.ts `rangeFieldName`). */
  name: string
  value: number | null
  onCommit: (value: number | null) => void
  prefix?: string
  suffix?: string
  bounds?: NumberBounds
}) {
  const id = useId()
  const hintId = useId()
  const hint = boundsHint(bounds, prefix ?? '', suffix ?? '')
  const [text, setText] = useState(groupThousands(value))
  useEffect(() => setText(groupThousands(value)), [value])
  const commit = () => {
    const typed = withinBounds(parseWholeNumber(text), bounds)
    setText(groupThousands(typed))
    if (typed !== value) onCommit(typed)
  }
  return (
    <div className="number-field">
      <label htmlFor={id}>{label}</label>
      <span className="number-field__box">
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          value={text}
          onChange={(event) => setText(groupThousands(parseWholeNumber(event.target.value)))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            commit()
          }}
        />
        {suffix ? <span aria-hidden="true">{suffix}</span> : null}
      </span>
      {hint ? (
        <span id={hintId} className="number-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}

/** "0 to 500,000 kms, in steps of 1,000"; nothing when the field has no bounds. */
function boundsHint({ min, max, step }: NumberBounds, prefix: string, suffix: string): string | null {
  const shown = (value: number) => `${prefix}${groupThousands(value)}`
  const range = min !== undefined && max !== undefined ? `${shown(min)} to ${shown(max)}${suffix}` : max !== undefined ? `Up to ${shown(max)}${suffix}` : null
  if (!range) return null
  return step !== undefined && step > 1 ? `${range}, in steps of ${prefix}${groupThousands(step)}` : range
}
