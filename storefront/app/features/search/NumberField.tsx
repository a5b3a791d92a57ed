import { useEffect, useId, useState } from 'react'
import { groupThousands, parseWholeNumber } from './number-input'

/**
 * A whole-number input shown with thousands separators as it is typed, with an optional "$" before or " kms" after
 * (spec 001 §5). The value is committed when the shopper leaves the field or presses Enter, not on every key.
 */
export function NumberField({
  label,
  value,
  onCommit,
  prefix,
  suffix,
}: {
  label: string
  value: number | null
  onCommit: (value: number | null) => void
  prefix?: string
  suffix?: string
}) {
  const id = useId()
  const [text, setText] = useState(groupThousands(value))
  useEffect(() => setText(groupThousands(value)), [value])
  const commit = () => {
    const typed = parseWholeNumber(text)
    if (typed !== value) onCommit(typed)
  }
  return (
    <div className="number-field">
      <label htmlFor={id}>{label}</label>
      <span className="number-field__box">
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
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
    </div>
  )
}
