import { useEffect, useId, useRef } from 'react'
import { groupThousands, parseWholeNumber, withinBounds, type NumberBounds } from './number-input'

/**
 * A whole-number input shown with thousands separators as it is typed, with an optional "$" before or " kms" after
 * (spec 001 §5). The value is committed when the shopper leaves the field or presses Enter, not on every key, kept within
 * its step, min and max (a hint under the field says them).
 *
 * The field owns what is typed in it (an uncontrolled input): text typed before the page's scripts ran is what Enter or
 * leaving the field commits, never a stale copy in React's state, and hydration never clears it.
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
  const field = useRef<HTMLInputElement>(null)
  // The value the field shows, from the address or committed here: a new one from the address (a chip removed, back or
  // forward) is written into the field, never the same one again over what the shopper is typing.
  const given = useRef(value)
  useEffect(() => {
    if (given.current === value) return
    given.current = value
    if (field.current) field.current.value = groupThousands(value)
  }, [value])
  const commit = (input: HTMLInputElement) => {
    const typed = withinBounds(parseWholeNumber(input.value), bounds)
    input.value = groupThousands(typed)
    // What it commits is what it shows: the address's answer to this commit (the same value) doesn't overwrite
    // anything typed since, and leaving the field after Enter commits nothing more.
    if (typed === given.current) return
    given.current = typed
    onCommit(typed)
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
          ref={field}
          defaultValue={groupThousands(value)}
          onChange={(event) => {
            event.currentTarget.value = groupThousands(parseWholeNumber(event.currentTarget.value))
          }}
          onBlur={(event) => commit(event.currentTarget)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            commit(event.currentTarget)
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
