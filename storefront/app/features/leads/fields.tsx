import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FIX_ERRORS } from './lead-answer'
import type { DistributionChoice } from './lead-forms'
import type { ContactFieldName } from './lead-storage'

/** What the fields need of react-hook-form's error for them. */
type FieldError = { message?: string }
type FormErrors = Partial<Record<string, FieldError | undefined>>

interface FieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  required?: boolean
  hint?: string
}

/** The ids a field's input is described by: its hint and its error, when shown. */
function describedBy(id: string, error: FieldError | undefined, hint: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function FieldMessages({ id, error, hint }: { id: string; error?: FieldError; hint?: string }) {
  return (
    <>
      {hint ? (
        <span className="lead-form__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error?.message ? (
        <span className="lead-form__error" id={`${id}-error`}>
          {error.message}
        </span>
      ) : null}
    </>
  )
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? null : <span className="lead-form__optional"> (optional)</span>}
    </label>
  )
}

export function TextField({
  id,
  label,
  registration,
  error,
  required = true,
  hint,
  ...input
}: FieldProps & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'min' | 'max' | 'list'>) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        {...input}
        {...registration}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function TextArea({ id, label, registration, error, required = false, hint }: FieldProps) {
  return (
    <div className="lead-form__field lead-form__field--wide">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={4}
        {...registration}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function SelectField({ id, label, registration, error, required = true, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        {...registration}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

const DISTRIBUTION_LOCATION_LABEL = 'Where you would like to see the car'

/**
 * Spec 000 §3's optional distribution-location choice, on a car's enquiry and test-drive forms: the other places the car
 * can be seen or collected from, or its own yard. Nothing when the car has none.
 */
export function DistributionLocationField({
  id,
  places,
  registration,
  error,
}: {
  id: string
  places: DistributionChoice[]
  registration: UseFormRegisterReturn
  error?: FieldError
}) {
  if (places.length === 0) return null
  return (
    <SelectField
      id={id}
      label={DISTRIBUTION_LOCATION_LABEL}
      registration={registration}
      error={error}
      required={false}
      hint="Optional: the car can be brought to one of these for you."
    >
      <option value="">At its own yard</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.city ? `${place.name}, ${place.city}` : place.name}
        </option>
      ))}
    </SelectField>
  )
}

export function CheckboxField({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="lead-form__field lead-form__field--wide lead-form__checkbox">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** The contact fields every lead form has (spec 001 §3), in the order shown, with their labels and input hints. */
export const CONTACT_INPUTS: Record<
  ContactFieldName,
  { label: string } & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>
> = {
  name: { label: 'First Name', autoComplete: 'given-name', maxLength: 60 },
  last_name: { label: 'Last Name', autoComplete: 'family-name', maxLength: 60 },
  phone: { label: 'Mobile Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email', maxLength: 254 },
  postcode: { label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
}

export const CONTACT_LABELS: Record<string, string> = Object.fromEntries(Object.entries(CONTACT_INPUTS).map(([name, input]) => [name, input.label]))

/** The error summary's labels of a form about one car: the contact fields, the message and where to see the car. */
export const CAR_LEAD_LABELS: Record<string, string> = { ...CONTACT_LABELS, message: 'Message', distributionLocation: DISTRIBUTION_LOCATION_LABEL }

/** A form's empty contact fields, before what the browser remembered is filled in. */
export const EMPTY_CONTACT: Record<ContactFieldName, string> = { name: '', last_name: '', email: '', phone: '', postcode: '' }

export function ContactFieldset({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string
  register: (name: ContactFieldName) => UseFormRegisterReturn
  errors: FormErrors
}) {
  return (
    <>
      {(Object.keys(CONTACT_INPUTS) as ContactFieldName[]).map((name) => (
        <TextField key={name} id={`${idPrefix}-${name}`} registration={register(name)} error={errors[name]} {...CONTACT_INPUTS[name]} />
      ))}
    </>
  )
}

/** The car forms' last part: the contact fields, an optional message, the honeypot and the site's disclaimer. */
export function ContactDetailsAndMessage({
  idPrefix,
  register,
  errors,
  honeypot,
  terms,
}: {
  idPrefix: string
  register: (name: ContactFieldName | 'message') => UseFormRegisterReturn
  errors: FormErrors
  honeypot: React.Ref<HTMLInputElement>
  terms?: string | null
}) {
  return (
    <>
      <div className="lead-form__grid">
        <ContactFieldset idPrefix={idPrefix} register={register} errors={errors} />
        <TextArea id={`${idPrefix}-message`} label="Message" registration={register('message')} error={errors.message} />
      </div>
      <Honeypot inputRef={honeypot} />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
    </>
  )
}

/** Spec 001 §5: errors listed under "Please fix the following errors:", each a link to its field. */
export function ErrorSummary({
  idPrefix,
  errors,
  labels,
  summaryRef,
}: {
  idPrefix: string
  errors: FormErrors
  labels: Record<string, string>
  summaryRef: React.Ref<HTMLDivElement>
}) {
  const entries = Object.entries(errors).filter(([, error]) => error?.message)
  if (entries.length === 0) return null
  return (
    <div className="lead-form__summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${idPrefix}-summary`}>
      <p id={`${idPrefix}-summary`}>{FIX_ERRORS}</p>
      <ul>
        {entries.map(([name, error]) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`}>
              {labels[name] ?? name}: {error!.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A form-level failure, in a destructive alert (spec 001 §5). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div className="lead-form__alert" role="alert">
      {message}
    </div>
  )
}

/** The honeypot: off-screen and out of the tab order, so only a bot that fills every input sends it. */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" ref={inputRef} />
      </label>
    </div>
  )
}

/**
 * A multi-step form's step list (the current step marked for screen readers, the ones before it "done") and the
 * current step's heading, which the form focuses as the shopper moves on (styles: `.form-steps` in lead-forms.css).
 */
export function FormSteps({
  label,
  steps,
  step,
  headingId,
  headingClassName,
  headingRef,
}: {
  label: string
  steps: readonly string[]
  step: number
  headingId: string
  headingClassName: string
  headingRef: React.Ref<HTMLHeadingElement>
}) {
  return (
    <>
      <ol className="form-steps" aria-label={label}>
        {steps.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className={index < step ? 'form-steps__step--done' : undefined}>
            <span className="form-steps__number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {name}
            {index < step ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <h3 className={headingClassName} id={headingId} ref={headingRef} tabIndex={-1}>
        {steps[step]}
        <span className="visually-hidden">
          {' '}
          (step {step + 1} of {steps.length})
        </span>
      </h3>
    </>
  )
}

/**
 * The "keep me up to date" checkbox, across the grid, of a form whose state is a reducer's rather than react-hook-form's
 * (the trade-in and pre-approval forms): shows `checked` and reports each change to `onChange`.
 */
export function SubscribeCheckbox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="lead-form__field--wide">
      <CheckboxField
        id={id}
        label="Keep me up to date with offers and news"
        registration={{
          name: 'subscribe',
          onChange: async (event: { target: { checked: boolean } }) => onChange(event.target.checked),
          onBlur: async () => undefined,
          ref: (input: HTMLInputElement | null) => {
            if (input) input.checked = checked
          },
        }}
      />
    </div>
  )
}
