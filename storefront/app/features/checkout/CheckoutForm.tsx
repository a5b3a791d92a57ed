import { useEffect, useRef, useState } from 'react'
import { rememberedContact } from '../leads/lead-storage'
import { CHECKOUT_PATHS, type CheckoutStartRequest, type SimilarCar } from './checkout-api'
import { checkDetails, newIdempotencyKey, startOutcome, type CheckoutCustomer, type CheckoutDetailErrors, type CheckoutDetails } from './checkout-form'
import { leaveFor, postStart } from './checkout-calls'
import { SimilarCarLinks } from './SimilarCarLinks'

export interface CheckoutFormProps {
  carId: string
  /** "$200" */
  deposit: string
  customer: CheckoutCustomer | null
  signInHref: string
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'leaving' } | { kind: 'failed'; error: string; signIn?: boolean; similar?: SimilarCar[] }

const FIELDS: Array<{ name: keyof CheckoutDetails; label: string; type: string; autoComplete: string }> = [
  { name: 'name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
]

/**
 * The Pay step: the signed-in customer's details (their saved ones, else what this browser remembers from an enquiry;
 * editable, all required), then POST /api/checkout/start and on to the payment page. One idempotency key per page, so
 * a double click or a retry holds the car once and starts one payment. A signed-out shopper is asked to sign in first.
 */
export function CheckoutForm({ carId, deposit, customer, signInHref }: CheckoutFormProps) {
  const [details, setDetails] = useState<CheckoutDetails>({ name: customer?.firstName ?? '', lastName: customer?.lastName ?? '', email: customer?.email ?? '' })
  const [errors, setErrors] = useState<CheckoutDetailErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const key = useRef<string | null>(null)
  const alert = useRef<HTMLDivElement | null>(null)

  // Fill what the CMS doesn't know from the last enquiry this browser sent (after hydration: storage is browser only).
  useEffect(() => {
    const remembered = rememberedContact()
    setDetails((current) => ({
      name: current.name || remembered.name || '',
      lastName: current.lastName || remembered.last_name || '',
      email: current.email || remembered.email || '',
    }))
  }, [])

  useEffect(() => {
    if (status.kind === 'failed') alert.current?.focus()
  }, [status])

  if (!customer) {
    return (
      <div className="checkout-pay">
        <p>Sign in with your mobile number to pay the deposit and reserve this car.</p>
        <a className="button button--primary" href={signInHref}>
          Sign in to reserve
        </a>
      </div>
    )
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status.kind === 'sending' || status.kind === 'leaving') return
    const checked = checkDetails(details)
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length > 0) {
      const first = FIELDS.find((field) => checked.errors[field.name])
      if (first) document.getElementById(`checkout-${first.name}`)?.focus()
      return
    }
    key.current ??= newIdempotencyKey()
    const request: CheckoutStartRequest = {
      carId,
      name: checked.details.name,
      lastName: checked.details.lastName,
      email: checked.details.email,
      idempotencyKey: key.current,
    }
    setStatus({ kind: 'sending' })
    const outcome = startOutcome(await postStart(CHECKOUT_PATHS.start, request))
    if (outcome.kind === 'redirect') {
      setStatus({ kind: 'leaving' })
      leaveFor(outcome.url)
      return
    }
    // A refusal ends this attempt: a new Pay is a new try (the reservation, if any, was released or never made).
    if (outcome.kind !== 'error') key.current = null
    setStatus({ kind: 'failed', error: outcome.error, signIn: outcome.kind === 'sign-in', similar: outcome.kind === 'reserved' ? outcome.similar : undefined })
  }

  const busy = status.kind === 'sending' || status.kind === 'leaving'
  const reserved = status.kind === 'failed' && status.similar !== undefined
  return (
    <form className="lead-form checkout-pay" noValidate onSubmit={onSubmit} aria-labelledby="checkout-details">
      <h2 id="checkout-details">Your details</h2>
      <p className="checkout-pay__phone">
        Mobile: <strong>{customer.phone}</strong>
      </p>
      <div className="lead-form__grid">
        {FIELDS.map((field) => {
          const id = `checkout-${field.name}`
          const error = errors[field.name]
          return (
            <div key={field.name} className={`lead-form__field${field.name === 'email' ? ' lead-form__field--wide' : ''}`}>
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={details[field.name]}
                onChange={(event) => setDetails((current) => ({ ...current, [field.name]: event.target.value }))}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                disabled={reserved}
              />
              {error ? (
                <span className="lead-form__error" id={`${id}-error`}>
                  {error}
                </span>
              ) : null}
            </div>
          )
        })}
      </div>
      <div ref={alert} tabIndex={-1} className="checkout-pay__answer">
        {status.kind === 'failed' ? (
          <p className="lead-form__alert" role="alert">
            {status.error}
            {status.signIn ? (
              <>
                {' '}
                <a href={signInHref}>Sign in</a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {reserved ? null : (
        <p>
          <button type="submit" className="button button--primary" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? 'Starting your payment…' : `Pay ${deposit} deposit`}
          </button>
        </p>
      )}
      {status.kind === 'failed' && status.similar ? <SimilarCarLinks cars={status.similar} headingId="checkout-similar-offered" /> : null}
    </form>
  )
}
