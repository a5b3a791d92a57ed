// The trade-in and pre-approval journeys' fields, fed by their reducers (registration: name, value setter, change
// handler). The other lead forms are HTML forms made of the form kit (ui/forms/fields.tsx).
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { describedBy, FieldMessages, Label } from '../../ui/forms/fields'

/** What the fields need of react-hook-form's error for them. */
type FieldError = { message?: string }

interface FieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  required?: boolean
  hint?: string
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
        aria-describedby={describedBy(id, error?.message, hint)}
      />
      <FieldMessages id={id} error={error?.message} hint={hint} />
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
        aria-describedby={describedBy(id, error?.message, hint)}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error?.message} hint={hint} />
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
