// The trade-in and pre-approval journeys' fields, fed by their reducers (registration: name, value setter, change
// handler). The other lead forms are HTML forms made of the form kit (ui/forms/fields.tsx).
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FIX_ERRORS } from '../../ui/forms/messages'

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

function CheckboxField({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="lead-form__field lead-form__field--wide lead-form__checkbox">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
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
