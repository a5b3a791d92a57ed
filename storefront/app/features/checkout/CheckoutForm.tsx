import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ErrorSummary, FormAlert } from '../../ui/forms/fields'
import { useActionForm } from '../../ui/forms/use-action-form'
import { rememberedContact } from '../leads/lead-storage'
import type { CheckoutRefusal } from './checkout-action.server'
import type { CheckoutCustomer, CheckoutDetails } from './checkout-form'
import { SimilarCarLinks } from './SimilarCarLinks'

export interface CheckoutFormProps {
  carId: string
  /** "$200" */
  deposit: string
  customer: CheckoutCustomer | null
  signInHref: string
}

const FIELDS: Array<{ name: keyof CheckoutDetails; label: string; type: string; autoComplete: string; remembered: 'name' | 'last_name' | 'email' }> = [
  { name: 'name', label: 'First name', type: 'text', autoComplete: 'given-name', remembered: 'name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', remembered: 'last_name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', remembered: 'email' },
]
const LABELS = Object.fromEntries(FIELDS.map((field) => [field.name, field.label]))

/**
 * The Pay step: the signed-in customer's details (their saved ones, else what this browser remembers from an enquiry;
 * editable, all required), posted to the page's action (checkout-action.server.ts), which holds the car, starts the
 * payment and redirects to the payment page. An HTML form: it works before and without JavaScript; with it, it posts
 * in place. One idempotency key per attempt, so a double press holds the car once and starts one payment. A signed-out
 * shopper is asked to sign in first.
 */
export function CheckoutForm({ carId, deposit, customer, signInHref }: CheckoutFormProps) {
  const { formProps, busy, errors, formError, values, refusal, summaryRef } = useActionForm<CheckoutRefusal>({ action: useLocation().pathname, labels: LABELS })
  const formElement = formProps.ref

  // Fill what the CMS doesn't know from the last enquiry this browser sent (after hydration: storage is browser only).
  useEffect(() => {
    const remembered = rememberedContact()
    for (const field of FIELDS) {
      const input = formElement.current?.elements.namedItem(field.name)
      if (input instanceof HTMLInputElement && !input.value) input.value = remembered[field.remembered] ?? ''
    }
  }, [formElement])

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

  const saved: CheckoutDetails = { name: customer.firstName, lastName: customer.lastName, email: customer.email }
  const reserved = refusal?.similar !== undefined
  return (
    <form className="lead-form checkout-pay" {...formProps} aria-labelledby="checkout-details">
      <h2 id="checkout-details">Your details</h2>
      <p className="checkout-pay__phone">
        Mobile: <strong>{customer.phone}</strong>
      </p>
      <ErrorSummary idPrefix="checkout" errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <input type="hidden" name="carId" value={carId} />
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
                defaultValue={values[field.name] ?? saved[field.name]}
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
      <div className="checkout-pay__answer">
        {formError ? <FormAlert message={formError} /> : null}
        {refusal?.signIn ? (
          <p>
            <a href={signInHref}>Sign in</a>
          </p>
        ) : null}
      </div>
      {reserved ? null : (
        <p>
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? 'Starting your payment…' : `Pay ${deposit} deposit`}
          </button>
        </p>
      )}
      {refusal?.similar ? <SimilarCarLinks cars={refusal.similar} headingId="checkout-similar-offered" /> : null}
    </form>
  )
}
