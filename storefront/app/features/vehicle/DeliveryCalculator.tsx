import { useId, useState, type FormEvent } from 'react'
import { formatDollars } from '@dealer/stock/format'
import { useHydrated } from '../../ui/hydration'
import { deliveryPostcodeProblem } from './delivery'

type DeliveryState = { kind: 'idle' } | { kind: 'result'; postcode: string; price: number; name: string } | { kind: 'error'; message: string }

const FAILED = 'The estimate could not be worked out just now. Please try again, or give us a call.'

async function estimate(postcode: string): Promise<DeliveryState> {
  const problem = deliveryPostcodeProblem(postcode)
  if (problem) return { kind: 'error', message: problem }
  try {
    const response = await fetch(`/api/delivery-estimate?${new URLSearchParams({ postcode })}`)
    const body = (await response.json()) as { price?: number; name?: string; error?: string }
    if (response.ok && typeof body.price === 'number' && body.name) return { kind: 'result', postcode, price: body.price, name: body.name }
    return { kind: 'error', message: body.error ?? FAILED }
  } catch {
    return { kind: 'error', message: FAILED }
  }
}

/** Delivery cost to a postcode (spec 000 §4): idle, loading, result or error, from the site's delivery regions. */
export default function DeliveryCalculator() {
  const [postcode, setPostcode] = useState('')
  const [state, setState] = useState<DeliveryState>({ kind: 'idle' })
  const [loading, setLoading] = useState(false)
  const hydrated = useHydrated()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setLoading(true)
    setState(await estimate(postcode.trim()))
    setLoading(false)
  }
  const id = useId()
  const invalid = state.kind === 'error' && !loading
  return (
    <section className="vehicle-panel delivery-calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Delivery cost calculator</h2>
      <form noValidate onSubmit={submit} className="delivery-calculator__form">
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <div className="delivery-calculator__row">
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-answer`}
            onChange={(event) => setPostcode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          <button type="submit" className="button" disabled={loading || !hydrated}>
            Get estimate
          </button>
        </div>
      </form>
      <div id={`${id}-answer`} className="calculator-result" aria-live="polite">
        {loading ? <p>Working out the cost…</p> : null}
        {!loading && state.kind === 'result' ? (
          <p>
            Delivery to {state.postcode} ({state.name}): <strong>{formatDollars(state.price)}</strong>
          </p>
        ) : null}
        {invalid ? <p className="lead-form__error">{state.message}</p> : null}
      </div>
    </section>
  )
}
