import { useId, useState, type FormEvent } from 'react'
import { formatDollars } from '@dealer/stock/format'
import { deliveryPostcodeProblem, type DeliveryAnswer } from './delivery'

const FAILED = 'The estimate could not be worked out just now. Please try again, or give us a call.'

async function estimate(postcode: string): Promise<DeliveryAnswer> {
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

/**
 * Delivery cost to a postcode (spec 000 §4): idle, loading, result or error, from the site's delivery regions. A GET
 * form to the car's page, which works the answer out (`asked`) when the page's scripts haven't run; with them, the
 * answer comes in place.
 */
export default function DeliveryCalculator({ carPath, asked }: { carPath: string; asked: DeliveryAnswer }) {
  const [state, setState] = useState<DeliveryAnswer>(asked)
  const [loading, setLoading] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('postcode')
    setLoading(true)
    setState(await estimate(String(typed ?? '').trim()))
    setLoading(false)
  }
  const id = useId()
  const invalid = state.kind === 'error' && !loading
  return (
    <section className="vehicle-panel delivery-calculator" id="delivery-calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Delivery cost calculator</h2>
      <form noValidate method="get" action={`${carPath}#delivery-calculator`} onSubmit={submit} className="delivery-calculator__form">
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <div className="delivery-calculator__row">
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            defaultValue={state.kind === 'result' ? state.postcode : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-answer`}
            onInput={(event) => {
              const input = event.currentTarget
              const digits = input.value.replace(/\D/g, '').slice(0, 4)
              if (digits !== input.value) input.value = digits
            }}
          />
          <button type="submit" className="button" aria-disabled={loading || undefined}>
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
